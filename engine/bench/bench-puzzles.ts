/**
 * The puzzles benchmark (`npm run --silent bench:puzzles`), one JSON line:
 * proofs per second over a fixed seeded list of candidate positions (every
 * goal of each, from seeded self-play of the four presets; refusals count as
 * proofs done, and most of the time goes to exact searches that run out of
 * nodes), proofs per second re-proving the bundled set, and the time to pick the next puzzle from the bundled set at
 * a rating and theme, as the app does (target under 50 ms).
 */
import { performance } from 'node:perf_hooks';
import { chooseMove, newGame, pickPuzzle, play, provePuzzle, puzzleState, PUZZLE_GOALS, PUZZLE_SET, PUZZLE_THEMES, type GameState } from '..';

const PRESETS = ['congkak', 'congkak-malay', 'kalah', 'oware'] as const;
const POSITIONS_PER_PRESET = 12;
const PICKS = 200;

/** Every third position in play of a level-2 self-play game, from the first turn after the opening. */
function candidates(preset: (typeof PRESETS)[number]): GameState[] {
  const start = newGame({ preset, opening: 'alternate' });
  if (!start.ok) throw new Error(start.error.message);
  const found: GameState[] = [];
  let state = start.value;
  for (let ply = 0; state.phase === 'play' && found.length < POSITIONS_PER_PRESET; ply++) {
    const normal = puzzleState(preset, state.pits, state.toMove!);
    if (ply % 3 === 0 && normal.ok && normal.value.phase === 'play') found.push(normal.value);
    const answer = chooseMove(state, { level: 2, seed: ply });
    if (!answer.ok) throw new Error(answer.error.message);
    const outcome = play(state, answer.value.move);
    if (!outcome.ok) throw new Error(outcome.error.message);
    state = outcome.value.state;
  }
  return found;
}

const positions = PRESETS.flatMap(candidates);
let proofs = 0;
let proven = 0;
const proofStart = performance.now();
for (const state of positions) {
  for (const goal of PUZZLE_GOALS) {
    proofs++;
    if (provePuzzle(state, goal).ok) proven++;
  }
}
const proofSeconds = (performance.now() - proofStart) / 1000;

// Re-proving the bundled set: positions known to prove, as the set's test and prove:puzzles do.
const reproofStart = performance.now();
for (const puzzle of PUZZLE_SET) provePuzzle(puzzle.state, puzzle.goal);
const reproofSeconds = (performance.now() - reproofStart) / 1000;

const pickTimes: number[] = [];
const seen = new Set<string>();
for (let i = 0; i < PICKS; i++) {
  const started = performance.now();
  const picked = pickPuzzle(PUZZLE_SET, { rating: 900 + (i * 37) % 1400, themes: [PUZZLE_THEMES[i % PUZZLE_THEMES.length]!], exclude: seen });
  pickTimes.push(performance.now() - started);
  if (picked) seen.add(picked.id);
}
pickTimes.sort((a, b) => a - b);
const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

console.log(
  JSON.stringify({
    proofs,
    proven,
    proofsPerSecond: round(proofs / proofSeconds, 1),
    setSize: PUZZLE_SET.length,
    setReproofsPerSecond: round(PUZZLE_SET.length / reproofSeconds, 1),
    pickMedianMs: round(pickTimes[Math.floor(PICKS / 2)]!, 3),
    pickMaxMs: round(pickTimes[PICKS - 1]!, 3),
    pickTargetMs: 50,
  }),
);
