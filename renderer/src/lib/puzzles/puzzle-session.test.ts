import { describe, expect, it, vi } from 'vitest';
import { newGame, play, PUZZLE_SET } from '../../../../engine';
import { DEFAULT_SETTINGS, type Puzzle, type PuzzleCard, type PuzzleProgress, type PuzzleVerdict } from '../../../../electron/contract';
import { PuzzleSession, type PuzzlesApi } from './puzzle-session.svelte';

const start = newGame('kalah');
if (!start.ok) throw new Error(start.error.message);
/** Kalah's start: hole 3 lands in South's store, then hole 6 ends the turn (a made-up "best" chain for the session to follow). */
const puzzle: Puzzle = {
  id: 'start-chain',
  preset: 'kalah',
  state: start.value,
  solver: 0,
  goal: 'bank-most',
  solutions: [[3, 6]],
  value: 2,
  margin: 3,
  themes: ['store-chain'],
  rating: 1400,
};
const card: PuzzleCard = { puzzle, rating: 1400, origin: null };
const progress: PuzzleProgress = { rating: { rating: 1500, deviation: 350, provisional: true }, streak: 0, bestStreak: 0, history: [] };

/** Grades as the services do for this one puzzle: the turn goes on after hole 3 (a store landing), then is judged whole. */
function verdictFor(choices: readonly number[]): PuzzleVerdict {
  const key = choices.join(' ');
  if (key === '3') return { kind: 'continue' };
  const solved = key === '3 6';
  return { kind: solved ? 'solved' : 'failed', rated: true, ratingBefore: 1500, ratingAfter: solved ? 1600 : 1400, provisionalBefore: true, provisionalAfter: true, streak: solved ? 1 : 0, solutions: puzzle.solutions };
}

function fakeApi(next: PuzzleCard | null = card) {
  return {
    nextPuzzle: vi.fn<PuzzlesApi['nextPuzzle']>(() => Promise.resolve(next)),
    submitPuzzleAttempt: vi.fn<PuzzlesApi['submitPuzzleAttempt']>((input) => Promise.resolve(verdictFor(input.choices))),
    getPuzzleProgress: vi.fn<PuzzlesApi['getPuzzleProgress']>(() => Promise.resolve(progress)),
    getSettings: vi.fn<PuzzlesApi['getSettings']>(() => Promise.resolve({ ...DEFAULT_SETTINGS, animationSpeed: 'instant' })),
  } satisfies PuzzlesApi;
}

async function started(api = fakeApi()) {
  const session = new PuzzleSession({ api });
  await session.start();
  return { session, api };
}

describe('PuzzleSession', () => {
  it('starts on the next puzzle at the player’s level, every hole with seeds choosable', async () => {
    const { session, api } = await started();
    expect(api.nextPuzzle).toHaveBeenCalledWith({ themes: [], personalFirst: true, exclude: [] });
    expect([session.phase, session.card, session.position, session.progress]).toEqual(['solving', card, puzzle.state, progress]);
    expect(session.choosableHoles).toEqual([1, 2, 3, 4, 5, 6]);
    expect(session.choosablePits).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('goes on through a chain on the same board, then takes the services’ verdict', async () => {
    const { session, api } = await started();
    await session.choose(3);
    const afterThree = play(puzzle.state, { hole: 3 });
    if (!afterThree.ok) throw new Error('hole 3 is legal at the start');
    expect([session.phase, session.choices, session.position]).toEqual(['solving', [3], afterThree.value.state]);
    await session.choose(6);
    expect(api.submitPuzzleAttempt).toHaveBeenLastCalledWith({ puzzleId: 'start-chain', choices: [3, 6] });
    expect(session.phase).toBe('solved');
    expect(session.verdict).toMatchObject({ kind: 'solved', ratingAfter: 1600 });
    expect(session.choosableHoles).toEqual([]);
    expect(api.getPuzzleProgress).toHaveBeenCalledTimes(2);
  });

  it('after a wrong turn tells what it did and the best turn in the hint’s words, shows the best turn’s end, and retries from the start', async () => {
    const { session } = await started();
    await session.choose(1);
    expect(session.phase).toBe('failed');
    expect(session.explanation).toEqual({ yours: ['hole 1 ends your turn'], best: ["hole 3's last seed lands in your store", 'hole 6 ends your turn'] });
    const three = play(puzzle.state, { hole: 3 });
    const six = three.ok ? play(three.value.state, { hole: 6 }) : three;
    expect(session.position).toEqual(six.ok ? six.value.state : null);
    session.retry();
    expect([session.phase, session.choices, session.position, session.verdict]).toEqual(['solving', [], puzzle.state, null]);
  });

  it('tells every choice of a long best chain, not the hint’s first four', async () => {
    const chain = PUZZLE_SET.find((entry) => (entry.solutions[0]?.length ?? 0) >= 6);
    if (chain === undefined) throw new Error('the set has no chain of six choices');
    const best = chain.solutions[0] ?? [];
    const wrong = [1, 2, 3, 4, 5, 6, 7].find((hole) => !chain.solutions.some((solution) => solution[0] === hole) && play(chain.state, { hole }).ok);
    if (wrong === undefined) throw new Error('every legal hole begins a solution');
    const api = fakeApi({ puzzle: chain, rating: chain.rating, origin: null });
    api.submitPuzzleAttempt.mockResolvedValue({ kind: 'failed', rated: true, ratingBefore: 1500, ratingAfter: 1400, provisionalBefore: true, provisionalAfter: true, streak: 0, solutions: chain.solutions });
    const { session } = await started(api);
    await session.choose(wrong);
    expect(session.explanation?.best.map((step) => Number(/^hole (\d+)\b/.exec(step)?.[1]))).toEqual(best);
  });

  it('ignores holes that cannot be chosen, and pits of the other side', async () => {
    const { session, api } = await started();
    await session.choose(9);
    session.choosePit(8);
    expect(api.submitPuzzleAttempt).not.toHaveBeenCalled();
    session.choosePit(2); // South hole 3
    await vi.waitFor(() => expect(api.submitPuzzleAttempt).toHaveBeenCalledWith({ puzzleId: 'start-chain', choices: [3] }));
  });

  it('asks for the next puzzle with the themes chosen, not offering again the one shown; says when none is left', async () => {
    const { session, api } = await started();
    session.toggleTheme('capture');
    session.personalFirst = false;
    api.nextPuzzle.mockResolvedValueOnce(null);
    await session.next();
    expect(api.nextPuzzle).toHaveBeenLastCalledWith({ themes: ['capture'], personalFirst: false, exclude: ['start-chain'] });
    expect([session.phase, session.card]).toEqual(['empty', null]);
  });
});
