/**
 * The mutable fast path shared by playouts and search. Each game family
 * (Congkak/Kalah, Oware) implements FastPosition over a flat numeric board;
 * the public immutable `play` is a thin wrapper that copies a state into a
 * FastPosition, plays one move with an event sink, and copies it back out.
 * Keeping one implementation of the rules means the fast path and `play`
 * cannot drift apart.
 */
import { MAX_HOLES } from '../rules/limits';
import type { EngineEvent, GameState, Move, Player, Rules } from '../types';

/**
 * Moves as small integers so the hot loop allocates nothing:
 * - ordinary turn: the hole number h (1…n);
 * - opening first choice: OPENING_BASE + south * 16 + north;
 * - a pending choice in the opening: PENDING_BASE + player * 16 + hole.
 */
export const OPENING_BASE = 1 << 10;
export const PENDING_BASE = 1 << 12;

/**
 * The hole in a move code's low four bits (holes are 1…15): an ordinary
 * turn's hole, a pending choice's hole, or North's hole of a first choice
 * (once OPENING_BASE is subtracted, South's is the code >> 4).
 */
export function codeHole(code: number): number {
  return code & 15;
}

export function encodeMove(move: Move): number {
  if ('south' in move) return OPENING_BASE + move.south * 16 + move.north;
  if ('player' in move) return PENDING_BASE + move.player * 16 + move.hole;
  return move.hole;
}

export function decodeMove(code: number): Move {
  if (code >= PENDING_BASE) {
    const rest = code - PENDING_BASE;
    return { player: (rest >> 4) as Player, hole: codeHole(rest) };
  }
  if (code >= OPENING_BASE) {
    const rest = code - OPENING_BASE;
    return { south: rest >> 4, north: codeHole(rest) };
  }
  return { hole: code };
}

/** Receives events while a move is played; null in playouts and search. */
export type EventSink = EngineEvent[] | null;

export interface FastPosition {
  readonly rules: Rules;
  /** Writes the legal move codes into `out` and returns how many; 0 when the game is over. */
  legal(out: Int32Array): number;
  /** Plays a move code that `legal` produced, in place. Appends events to `sink` when given. */
  play(code: number, sink: EventSink): void;
  /** The player whose choice is asked next, or -1 when both choose at once (the opening's first choice) or the game is over. */
  mover(): Player | -1;
  isOver(): boolean;
  /** Overwrites this position with another of the same rules (search undoes by copying). */
  copyFrom(other: FastPosition): void;
  clone(): FastPosition;
  /**
   * The live pit counts (RULES.md §1 indices), read without copying: search
   * evaluates millions of positions. Valid until the next play or copyFrom.
   */
  pits(): ArrayLike<number>;
  /**
   * The position's Zobrist hash as two 32-bit halves (see zobrist.ts; Oware
   * keeps it up to date in `play`, Congkak computes it on the first read after
   * a move): equal positions hash equally however they were reached, so
   * search can key a transposition table with it.
   */
  hashLo(): number;
  hashHi(): number;
  /** The public, JSON-serialisable state of this position. */
  toState(): GameState;
}

/** The most legal moves any position has (the opening's first choice on 2×15): size `legal`'s `out` for it. */
export const MAX_LEGAL_MOVES = MAX_HOLES * MAX_HOLES;
