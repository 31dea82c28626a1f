import { describe, expect, it, vi } from 'vitest';
import type { MoveEvaluation, ReplayGame } from '../../../../electron/contract';
import { analysisTasks } from './analysis';
import { ANIMATION_STEP_MS } from '../../components/board/timeline';
import { manualTimers } from '../../testing/manual-timers';
import { randomGame } from '../../testing/random-game';
import { ReplayController, type ReplayApi } from './replay-controller.svelte';
import { stepThrough, type SteppedGame } from './stepped-game';

function archived(seed: number, maxMoves: number): ReplayGame {
  const { rules, moves } = randomGame('congkak', seed, maxMoves);
  return {
    id: 12,
    rules,
    players: [
      { name: 'Aminah', kind: 'human' },
      { name: 'Budi', kind: 'computer', level: 4 },
    ],
    status: 'active',
    outcome: null,
    event: '',
    createdAt: '2025-01-01T00:00:00.000Z',
    moves,
    comment: 'a long game',
    notes: [],
    labels: ['club', 'night'],
    analysis: [],
  };
}

function stepped(game: ReplayGame): SteppedGame {
  const built = stepThrough(game.rules, game.moves);
  if (!built.ok) throw new Error(built.error);
  return built.value;
}

/** The computer's judgement of move `move`: the played choice, the best. */
function judgement(game: ReplayGame, move: number): MoveEvaluation[] {
  const played = game.moves[move] ?? { hole: 1 };
  return [{ move: played, score: 2, exact: false }];
}

function fakeApi(game: ReplayGame) {
  return {
    getReplay: vi.fn<ReplayApi['getReplay']>(() => Promise.resolve(game)),
    setGameComment: vi.fn<ReplayApi['setGameComment']>(() => Promise.resolve(null)),
    setMoveNote: vi.fn<ReplayApi['setMoveNote']>(() => Promise.resolve(null)),
    setGameTags: vi.fn<ReplayApi['setGameTags']>((input) => Promise.resolve(input.tags)),
    analyseGameChoice: vi.fn<ReplayApi['analyseGameChoice']>((input) => Promise.resolve(judgement(game, input.move))),
    answerLine: vi.fn<ReplayApi['answerLine']>(() => Promise.resolve({ hole: 1 })),
    makePersonalPuzzles: vi.fn<ReplayApi['makePersonalPuzzles']>(() => Promise.resolve({ created: 2, puzzles: [] })),
  } satisfies ReplayApi;
}

async function opened(game = archived(5, 40)) {
  const api = fakeApi(game);
  const timers = manualTimers();
  const replay = new ReplayController({ api, timers });
  await replay.open(game.id);
  return { replay, api, timers, game, steps: stepped(game) };
}

describe('ReplayController', () => {
  it('loads a game once, laid out from its start with its annotations', async () => {
    const { replay, api, game, steps } = await opened();
    await replay.open(game.id);
    expect(api.getReplay).toHaveBeenCalledOnce();
    expect(api.getReplay).toHaveBeenCalledWith({ gameId: game.id });
    expect(replay.game).toBe(game);
    expect(replay.position).toBe(0);
    expect(replay.last).toBe(steps.positions.length - 1);
    expect(replay.shown).toEqual(steps.positions[0]);
    expect(replay.gameComment).toBe('a long game');
    expect(replay.labels).toBe('club, night');
  });

  it('says which move the engine refuses instead of showing the game', async () => {
    const game = archived(5, 10);
    const api = fakeApi({ ...game, moves: [...game.moves, { hole: 99 }] });
    const replay = new ReplayController({ api, timers: manualTimers() });
    await replay.open(game.id);
    expect(replay.stepped).toBeNull();
    expect(replay.loadError).toMatch(/^The record cannot be read: move 11: /);
  });

  it('steps forward and back by the granularity chosen, and by turn or seed from the keys', async () => {
    const { replay, steps } = await opened();
    replay.forward();
    const endOfTurnOne = replay.position;
    expect(replay.currentLine).not.toBeNull();
    expect(steps.moveEnds).toContain(endOfTurnOne);
    replay.forward();
    replay.back();
    expect(replay.position).toBe(endOfTurnOne);

    replay.granularity = 'seed';
    replay.forward();
    expect(replay.position).toBe(endOfTurnOne + 1);
    replay.back();
    expect(replay.press('ArrowRight', true)).toBe(true);
    expect(replay.position).toBe(endOfTurnOne + 1);
    expect(replay.press('Home', false)).toBe(true);
    expect(replay.position).toBe(0);
    expect(replay.press('End', false)).toBe(true);
    expect(replay.position).toBe(replay.last);
    expect(replay.press('x', false)).toBe(false);
  });

  it('jumps to a turn of the move list, showing that turn and its row', async () => {
    const { replay } = await opened();
    const third = replay.rows.filter((row) => row.kind === 'turn')[2];
    if (third?.kind !== 'turn') throw new Error('fewer than three turns');
    replay.jump(third.endPosition);
    expect(replay.position).toBe(third.endPosition);
    expect(replay.currentLine).toBe(third.line);
    expect(replay.counter).toMatchObject({ kind: 'turn', line: third.line, turn: third.number });
    expect(replay.turnRow).toBe(third);
    replay.jump(-5);
    expect(replay.position).toBe(0);
    replay.jump(1e9);
    expect(replay.position).toBe(replay.last);
  });

  it('plays step by step at the pace chosen and stops at the end; from the end it starts again', async () => {
    const { replay, timers } = await opened(archived(7, 2));
    replay.togglePlay();
    expect(replay.playing).toBe(true);
    expect(timers.delays()).toEqual([ANIMATION_STEP_MS.normal]);
    timers.fire();
    expect(replay.position).toBe(1);
    replay.speed = 'fast';
    expect(timers.delays()).toEqual([ANIMATION_STEP_MS.fast]);
    while (replay.position < replay.last) timers.fire();
    expect(replay.playing).toBe(true);
    timers.fire();
    expect(replay.playing).toBe(false);
    expect(timers.delays()).toEqual([]);
    replay.togglePlay();
    expect(replay.position).toBe(0);
    replay.explore();
    expect(replay.playing).toBe(false);
    expect(replay.exploring).toBe(true);
    // The explorer has the keys while it is open.
    expect(replay.press('End', false)).toBe(false);
  });

  it('saves a turn note after the pause, and at once when the view moves on', async () => {
    const { replay, api, timers } = await opened();
    replay.setNote(3, '!?', 'too greedy');
    expect(replay.saveState).toEqual({ kind: 'saving' });
    expect(replay.notes).toEqual([{ move: 3, glyph: '!?', comment: 'too greedy' }]);
    expect(api.setMoveNote).not.toHaveBeenCalled();
    replay.jump(4);
    await vi.waitFor(() => expect(replay.saveState).toEqual({ kind: 'saved' }));
    expect(api.setMoveNote).toHaveBeenCalledWith({ gameId: 12, move: 3, glyph: '!?', comment: 'too greedy' });

    replay.setLabels('club, final');
    timers.fire();
    await vi.waitFor(() => expect(api.setGameTags).toHaveBeenCalledWith({ gameId: 12, tags: ['club', 'final'] }));
  });

  it('analyses every choice and counts its mistakes', async () => {
    const { replay, api } = await opened(archived(3, 8));
    await replay.analyse();
    expect(api.analyseGameChoice).toHaveBeenCalled();
    expect(replay.analysis).toEqual({ kind: 'done' });
    expect(replay.mistakes + replay.blunders).toBe(0);
  });

  it('has the game’s mistakes made into puzzles once its analysis is done', async () => {
    const { replay, api } = await opened(archived(3, 8));
    await replay.analyse();
    expect(api.makePersonalPuzzles).toHaveBeenCalledWith({ gameId: 12 });
    expect(replay.puzzles).toEqual({ kind: 'made', created: 2 });
  });

  it('opens a game at the position before a move (a puzzle’s link to its turn)', async () => {
    const game = archived(5, 40);
    const replay = new ReplayController({ api: fakeApi(game), timers: manualTimers() });
    await replay.open(game.id, 6);
    const steps = stepped(game);
    expect(replay.position).toBe(steps.moveEnds[5]);
    expect(replay.shown?.movesDone).toBe(6);
    // Another turn of the same game (another puzzle's link): no new load, the view moves there.
    await replay.open(game.id, 2);
    expect(replay.position).toBe(steps.moveEnds[1]);
  });

  it('asks the game’s computer level for the explorer’s answers', async () => {
    const { replay, api, game } = await opened();
    await replay.answer(game.moves.slice(0, 2), 1);
    expect(api.answerLine).toHaveBeenCalledWith({ gameId: 12, moves: game.moves.slice(0, 2), player: 1, level: 4 });
  });

  // Issue #30: reopening an analysed game showed no verdicts; analysing it again took 21–25 s.
  it('shows the analysis kept with the game on opening, asking the computer nothing', async () => {
    const game = archived(3, 8);
    const kept = analysisTasks(stepped(game)).map((task) => ({ ...task, evaluations: judgement(game, task.move) }));
    const { replay, api } = await opened({ ...game, analysis: kept });
    expect(replay.analysis).toEqual({ kind: 'done' });
    expect(replay.verdicts).toHaveLength(kept.length);
    expect(replay.points.length).toBeGreaterThan(0);
    expect(api.analyseGameChoice).not.toHaveBeenCalled();
    expect(api.makePersonalPuzzles).not.toHaveBeenCalled();
  });

  it('says how far a kept analysis went, and goes on from there, asking only the choices not yet judged (last first)', async () => {
    const game = archived(3, 8);
    const tasks = analysisTasks(stepped(game));
    const kept = tasks.slice(0, 3).map((task) => ({ ...task, evaluations: judgement(game, task.move) }));
    const { replay, api } = await opened({ ...game, analysis: kept });
    expect(replay.analysis).toEqual({ kind: 'partial', done: 3, total: tasks.length });
    expect(replay.verdicts).toHaveLength(3);
    await replay.analyse();
    expect(api.analyseGameChoice.mock.calls.map(([input]) => ({ move: input.move, player: input.player }))).toEqual(tasks.slice(3).reverse());
    expect(replay.analysis).toEqual({ kind: 'done' });
    expect(replay.verdicts.map((verdict) => verdict.move)).toEqual(tasks.map((task) => task.move));
  });
});
