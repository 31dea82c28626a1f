/**
 * A puzzle's difficulty, measured: which computer levels find a solution.
 *
 * Each level 1…6 plays the solver's whole turn (every choice of a chain) in
 * RATING_TRIES seeded tries; a level finds the puzzle when most tries end in
 * a solution. The weakest level that finds it gives the band (Glicko-2 scale):
 *
 *   level 1 (gains in plain sight) 1000 · 2 (banks the most now) 1200 ·
 *   3 (2 turns ahead) 1400 · 4 (3 turns ahead) 1600 · 5 1800 · 6 2000 ·
 *   no level 2200 (the levels as engine/ai/levels.ts defines them).
 *
 * Within the band (±BAND_SPREAD) the rating rises with what a player must
 * read: +20 per choice after the first in the shortest solution, +8 per
 * doubling of the whole turns to compare, -15 per extra accepted solution,
 * centred by -40. Level 6 thinks on a node budget standing in for its clock,
 * so a rating is the same on every machine.
 */
import { chooseMove } from '../ai/index';
import { visibleGains } from '../ai/habits';
import { storesOf } from '../board';
import { createFastPosition } from '../family';
import { play } from '../play';
import type { GameState, Player } from '../types';
import type { ProvenPuzzle } from './prove';
import { wholeTurns } from './whole-turns';

export const RATING_TRIES = 3;
export const BAND_SPREAD = 90;
const BANDS = [1000, 1200, 1400, 1600, 1800, 2000] as const;
const UNSOLVED_BAND = 2200;
/** Level 6 otherwise thinks for a time (1 s): a node budget in its place. Levels 1–5 search their own fixed counts. */
const LEVEL_NODES: Readonly<Record<number, number>> = { 6: 500_000 };

/** The hole choices `level` makes for `solver` through one whole turn. */
export function levelTurn(state: GameState, solver: Player, level: number, seed: number): number[] {
  const holes: number[] = [];
  let current = state;
  while (current.phase === 'play' && current.toMove === solver && holes.length < 64) {
    const answer = chooseMove(current, { level, seed: seed + holes.length, maxNodes: LEVEL_NODES[level] });
    if (!answer.ok || !('hole' in answer.value.move)) break;
    const outcome = play(current, answer.value.move);
    if (!outcome.ok) break;
    holes.push(answer.value.move.hole);
    current = outcome.value.state;
  }
  return holes;
}

/** The solver's lead in the stores. */
function lead(position: GameState, solver: Player): number {
  const [south, north] = storesOf(position);
  return solver === 0 ? south - north : north - south;
}

/** Whether one choice (`hole`, from `before` to `after`) was a gain the level sees. */
type SeesGain = (before: GameState, hole: number, after: GameState, solver: Player) => boolean;

/**
 * Levels 1 and 2 play by habit when they see nothing to gain (level 1 sows
 * its smallest hole, level 2 keeps a landing ready, then sows its smallest
 * hole): a solution they hit that way is luck, not a find. Level 1 sees a
 * store landing or capture in plain sight; level 2 a sowing that banks seeds
 * (the solver's lead in the stores grows).
 */
const SEES_GAIN: Readonly<Partial<Record<number, SeesGain>>> = {
  1: (before, hole) => visibleGains(createFastPosition(before)).some((gain) => gain.code === hole),
  2: (before, _hole, after, solver) => lead(after, solver) > lead(before, solver),
};

/** A try of level 1 or 2 counts only when every choice of the turn was a gain it sees. */
function sawEveryChoice(state: GameState, solver: Player, holes: readonly number[], level: number): boolean {
  const sees = SEES_GAIN[level];
  if (!sees) return true;
  let current = state;
  for (const hole of holes) {
    const outcome = play(current, { hole });
    if (!outcome.ok || !sees(current, hole, outcome.value.state, solver)) return false;
    current = outcome.value.state;
  }
  return true;
}

/** Whether `level` finds a solution in most of its tries (stops as soon as that is decided). */
export function levelFinds(puzzle: ProvenPuzzle, level: number): boolean {
  const solutions = new Set(puzzle.solutions.map((holes) => holes.join(',')));
  const needed = Math.floor(RATING_TRIES / 2) + 1;
  let hits = 0;
  for (let attempt = 0; attempt < RATING_TRIES; attempt++) {
    const turn = levelTurn(puzzle.state, puzzle.solver, level, 1000 * level + 101 * attempt);
    if (solutions.has(turn.join(',')) && sawEveryChoice(puzzle.state, puzzle.solver, turn, level)) hits++;
    if (hits >= needed) return true;
    if (hits + (RATING_TRIES - attempt - 1) < needed) return false;
  }
  return false;
}

/** The weakest level (1…6) that finds the puzzle, or null when none does. */
export function weakestSolvingLevel(puzzle: ProvenPuzzle): number | null {
  for (let level = 1; level <= BANDS.length; level++) if (levelFinds(puzzle, level)) return level;
  return null;
}

export function puzzleRating(puzzle: ProvenPuzzle): number {
  const level = weakestSolvingLevel(puzzle);
  const band = level === null ? UNSOLVED_BAND : BANDS[level - 1]!;
  const found = wholeTurns(puzzle.state);
  const turns = found.kind === 'turns' ? found.turns.length : 1;
  const choices = Math.min(...puzzle.solutions.map((holes) => holes.length));
  const reading = 20 * (choices - 1) + 8 * Math.log2(turns) - 15 * (puzzle.solutions.length - 1) - 40;
  return Math.round(band + Math.max(-BAND_SPREAD, Math.min(BAND_SPREAD, reading)));
}
