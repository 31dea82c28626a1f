/**
 * The prover: the whole turns that reach a goal best from a position, and the
 * margin by which they beat every other turn, or a typed refusal saying why
 * the position is no sound puzzle for that goal.
 */
import { storeOf } from '../board';
import { MAX_TURNS, SCALE, Searcher } from '../ai/index';
import type { FastPosition } from '../fast/position';
import { validateState } from '../state';
import type { GameState, Player } from '../types';
import { PUZZLE_MARGIN, type Puzzle, type PuzzleGoal } from './types';
import { DEFAULT_TURN_LIMIT, wholeTurns, type WholeTurn } from './whole-turns';

/** What the prover finds; the id, themes and rating are added by the caller. */
export type ProvenPuzzle = Omit<Puzzle, 'id' | 'themes' | 'rating'>;

export const REFUSALS = ['bad-state', 'not-unique-enough', 'too-many-turns', 'not-exact'] as const;
export type RefusalReason = (typeof REFUSALS)[number];
export interface Refusal {
  reason: RefusalReason;
  message: string;
}
export type Proof = { ok: true; puzzle: ProvenPuzzle } | { ok: false; refusal: Refusal };

export interface ProveOptions {
  /** Refuse (`too-many-turns`) past this many whole turns. */
  turnLimit?: number;
  /**
   * Search nodes for the exact goals, all turns together: past it the
   * position is `not-exact`. A node budget, not a clock, so a proof is the
   * same on every machine.
   */
  maxNodes?: number;
}

export const DEFAULT_PROOF_NODES = 150_000;

const refuse = (reason: RefusalReason, message: string): Proof => ({ ok: false, refusal: { reason, message } });

/** One searcher per rule set: each holds a transposition table worth keeping between proofs. */
const searchers = new Map<string, Searcher>();
function searcherFor(position: FastPosition): Searcher {
  const key = JSON.stringify(position.rules);
  let searcher = searchers.get(key);
  if (!searcher) {
    searcher = new Searcher(position, 18);
    searchers.set(key, searcher);
  }
  return searcher;
}

/** The final store margin of the round from `solver`'s side with perfect play by both, in seeds; null when not proven. */
function exactMargins(turns: readonly WholeTurn[], solver: Player, maxNodes: number): number[] | null {
  const first = turns[0];
  if (first === undefined) return [];
  const searcher = searcherFor(first.end);
  searcher.begin({ maxDepth: MAX_TURNS, maxNodes });
  const n = first.end.rules.holes;
  const margins: number[] = [];
  for (const turn of turns) {
    let south: number;
    if (turn.end.isOver()) {
      const pits = turn.end.pits();
      south = pits[storeOf(0, n)]! - pits[storeOf(1, n)]!;
    } else {
      const found = searcher.valueForSouth(turn.end, MAX_TURNS);
      if (found === null || !found.exact) return null;
      south = found.value / SCALE;
    }
    margins.push(solver === 0 ? south : -south);
  }
  return margins;
}

/** Lexicographic order of hole sequences, so solutions are listed the same way every time. */
export function compareSequences(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return a.length - b.length;
}

/** Proves `goal` from `state` (phase play, the solver to move). */
export function provePuzzle(state: GameState, goal: PuzzleGoal, options: ProveOptions = {}): Proof {
  const checked = validateState(state);
  if (!checked.ok) return refuse('bad-state', checked.error.message);
  const found = wholeTurns(checked.value, options.turnLimit ?? DEFAULT_TURN_LIMIT);
  if (found.kind === 'not-a-turn') return refuse('bad-state', 'a puzzle needs a position in play with one player to move');
  if (found.kind === 'too-many') return refuse('too-many-turns', `more than ${found.limit} whole turns`);
  const { mover: solver, turns } = found;

  let values: number[];
  if (goal === 'bank-most') values = turns.map((turn) => turn.banked);
  else {
    const margins = exactMargins(turns, solver, options.maxNodes ?? DEFAULT_PROOF_NODES);
    if (margins === null) return refuse('not-exact', `the round's end is beyond an exact search of ${options.maxNodes ?? DEFAULT_PROOF_NODES} nodes`);
    values = margins;
  }

  const best = Math.max(...values);
  const solves = (value: number): boolean => (goal === 'win-round' ? value > 0 : value === best);
  const others = values.filter((value) => !solves(value));
  if (others.length === 0) return refuse('not-unique-enough', 'every turn reaches the goal equally');
  if (!values.some(solves)) return refuse('not-unique-enough', 'no turn wins the round');
  const margin = best - Math.max(...others);
  if (margin < PUZZLE_MARGIN) return refuse('not-unique-enough', `the best turn beats the next by ${margin}, less than ${PUZZLE_MARGIN}`);

  const solutions = turns.filter((_, i) => solves(values[i]!)).map((turn) => turn.holes).sort(compareSequences);
  return { ok: true, puzzle: { preset: checked.value.rules.preset, state: checked.value, solver, goal, solutions, value: best, margin } };
}
