/**
 * The opening book: the simultaneous opening starts every game of a preset
 * from the same position, so its payoff matrix is searched once, offline and
 * far deeper than a move's budget allows (`npx tsx engine/bench/opening-book.ts`
 * writes opening-book-data.ts), and level 6 and the analysis read it instantly.
 * An entry applies only to exactly its rules and start pits: any override of a
 * preset, or a later round's different pits, falls back to searching.
 */
import type { FastPosition } from '../fast/position';
import { solveMatrixGame } from './matrix-game';
import type { OpeningSolution } from './opening';
import { OPENING_BOOK } from './opening-book-data';

export interface BookEntry {
  /** JSON.stringify of the rules object, as the engine validates it. */
  rules: string;
  /** The start pits (RULES.md §1 indices). */
  pits: readonly number[];
  /** Turns searched below each pair of choices. */
  depth: number;
  nodes: number;
  southHoles: readonly number[];
  northHoles: readonly number[];
  /** South's value (SCALE units) for each pair, South's choice by row. */
  payoff: readonly (readonly number[])[];
}

function matches(entry: BookEntry, position: FastPosition, rulesKey: string): boolean {
  if (entry.rules !== rulesKey) return false;
  const pits = position.pits();
  return entry.pits.length === pits.length && entry.pits.every((seeds, i) => seeds === pits[i]);
}

/** The book's solved opening for `position`, or null when the book does not cover it. */
export function openingFromBook(position: FastPosition, book: readonly BookEntry[] = OPENING_BOOK): OpeningSolution | null {
  if (position.mover() !== -1 || position.isOver()) return null;
  const rulesKey = JSON.stringify(position.rules);
  const entry = book.find((candidate) => matches(candidate, position, rulesKey));
  if (!entry) return null;
  const payoff = entry.payoff.map((row) => [...row]);
  const solution = solveMatrixGame(payoff);
  return {
    southHoles: [...entry.southHoles],
    northHoles: [...entry.northHoles],
    payoff,
    exact: false,
    // solveOpening counts its iterations one more than the turns searched below each pair.
    depth: entry.depth + 1,
    nodes: 0,
    southStrategy: solution.rowStrategy,
    northStrategy: solution.columnStrategy,
    value: solution.value,
  };
}
