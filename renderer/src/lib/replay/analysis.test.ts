import { describe, expect, it } from 'vitest';
import { holeChosenBy, legalMoves, type Move } from '../../../../engine';
import type { MoveEvaluation } from '../../../../electron/contract';
import { analysisTasks, BLUNDER_SEEDS, graphPoints, judgeChoice, MISTAKE_SEEDS, turnEndOf, worstVerdicts, type ChoiceVerdict } from './analysis';
import { exploreChoose, exploreChoosers, exploreHoles, exploreMoves, exploreUndo, startExploring } from './explore';
import { stepThrough, type SteppedGame } from './stepped-game';
import { randomGame } from '../../testing/random-game';

function steppedGame(preset: 'congkak' | 'kalah', seed: number, maxMoves: number): SteppedGame {
  const { rules, moves } = randomGame(preset, seed, maxMoves);
  const built = stepThrough(rules, moves);
  if (!built.ok) throw new Error(built.error);
  return built.value;
}

const evaluation = (move: Move, score: number): MoveEvaluation => ({ move, score, exact: false });

describe('analysis', () => {
  it('asks about every choice: both players at the simultaneous opening, the chooser elsewhere', () => {
    const game = steppedGame('congkak', 4, 30);
    const tasks = analysisTasks(game);
    expect(tasks.slice(0, 2)).toEqual([
      { move: 0, player: 0 },
      { move: 0, player: 1 },
    ]);
    for (const task of tasks.slice(2)) {
      const move = game.moves[task.move] as Move;
      expect('player' in move ? move.player : game.states[task.move]?.toMove).toBe(task.player);
    }
  });

  it('judges the played choice against the best by the seeds it loses', () => {
    const game = steppedGame('kalah', 8, 10);
    const played = game.moves[3] as Move;
    const player = game.states[3]?.toMove ?? 0;
    const others = legalMoves(game.states[3] ?? game.states[0]!).filter((move) => holeChosenBy(move, player) !== holeChosenBy(played, player));
    const best = others[0] ?? played;
    const judged = (loss: number) => judgeChoice(game, { move: 3, player }, [evaluation(best, 10), evaluation(played, 10 - loss)]);
    expect(judged(MISTAKE_SEEDS - 0.5)?.severity).toBe('good');
    expect(judged(MISTAKE_SEEDS)?.severity).toBe('mistake');
    expect(judged(BLUNDER_SEEDS)?.severity).toBe('blunder');
    expect(judged(BLUNDER_SEEDS)?.loss).toBe(BLUNDER_SEEDS);
    expect(judged(BLUNDER_SEEDS)?.best.move).toEqual(best);
    expect(judgeChoice(game, { move: 3, player }, [])).toBeNull();
  });

  it('matches the opening pair by the judged player’s own hole', () => {
    const game = steppedGame('congkak', 4, 5);
    const opening = game.moves[0] as { south: number; north: number };
    const verdict = judgeChoice(game, { move: 0, player: 1 }, [
      evaluation({ player: 1, hole: opening.north === 1 ? 2 : 1 }, 4),
      evaluation({ player: 1, hole: opening.north }, 3),
    ]);
    expect(verdict?.played).toBe(3);
    expect(verdict?.hole).toBe(opening.north);
    expect(verdict?.loss).toBe(1);
  });

  it('plots South’s view of each position, jumping to the position before the move', () => {
    const game = steppedGame('kalah', 8, 6);
    const verdicts = [0, 1, 2].map((move) => {
      const player = game.states[move]?.toMove ?? 0;
      return judgeChoice(game, { move, player }, [evaluation(game.moves[move] as Move, player === 0 ? 2 + move : -(2 + move))]);
    });
    const points = graphPoints(game, verdicts.filter((verdict) => verdict !== null));
    expect(points.map((point) => point.value)).toEqual([2, 3, 4]);
    expect(points.map((point) => point.position)).toEqual([0, game.moveEnds[0], game.moveEnds[1]]);
  });
});

describe('verdicts by turn', () => {
  const verdict = (move: number, loss: number): ChoiceVerdict => ({
    move,
    player: 0,
    hole: 1,
    played: 0,
    best: evaluation({ hole: 1 }, loss),
    loss,
    severity: loss >= BLUNDER_SEEDS ? 'blunder' : loss >= MISTAKE_SEEDS ? 'mistake' : 'good',
  });

  it('finds the turn of a move and keeps each turn’s largest loss', () => {
    const turnEnds = [0, 2, 5];
    expect([0, 1, 2, 3, 5, 6].map((move) => turnEndOf(turnEnds, move))).toEqual([0, 2, 2, 5, 5, null]);
    const worst = worstVerdicts(turnEnds, [verdict(1, 4), verdict(2, 7), verdict(3, 0), verdict(0, 1)]);
    expect([...worst].map(([end, found]) => [end, found.move])).toEqual([
      [2, 2],
      [5, 3],
      [0, 0],
    ]);
  });
});

describe('explore from here', () => {
  it('collects both opening choices, then plays them as one move; undo takes back the line', () => {
    const game = steppedGame('congkak', 4, 0);
    let exploration = startExploring(game.states[0]!, []);
    expect(exploreChoosers(exploration)).toEqual([0, 1]);
    const south = exploreHoles(exploration, 0)[0] ?? 1;
    const held = exploreChoose(exploration, 0, south);
    if (!held.ok) throw new Error(held.error);
    exploration = held.value;
    expect(exploreChoosers(exploration)).toEqual([1]);
    expect(exploration.line).toEqual([]);
    const played = exploreChoose(exploration, 1, 3);
    if (!played.ok) throw new Error(played.error);
    expect(played.value.line).toEqual([{ south, north: 3 }]);
    expect(played.value.lastEvents.length).toBeGreaterThan(0);
    expect(exploreUndo(played.value).state).toEqual(game.states[0]);
  });

  it('plays a line from a position of the game without touching the game, and refuses holes not offered', () => {
    const game = steppedGame('kalah', 12, 20);
    const exploration = startExploring(game.states[5]!, game.moves.slice(0, 5));
    const player = exploreChoosers(exploration)[0] ?? 0;
    const other = (1 - player) as 0 | 1;
    expect(exploreChoose(exploration, other, 1).ok).toBe(false);
    const hole = exploreHoles(exploration, player)[0] ?? 1;
    const next = exploreChoose(exploration, player, hole);
    if (!next.ok) throw new Error(next.error);
    expect(exploreMoves(next.value)).toEqual([...game.moves.slice(0, 5), { hole }]);
    expect(game.moves).toHaveLength(20);
  });
});
