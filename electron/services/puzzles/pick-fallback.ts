/**
 * Stand-in for the engine's `pickPuzzle(set, { rating, themes, exclude })`
 * until engine/puzzles lands; the lead deletes this file at merge and the
 * service imports the engine's. Same contract: the puzzle nearest the rating
 * among those with one of the themes (any when none are given), skipping the
 * excluded ids; null when nothing is left.
 */
import type { Puzzle, PuzzleTheme } from '../../contract';

export interface PickOptions {
  rating: number;
  themes?: readonly PuzzleTheme[];
  exclude: ReadonlySet<string> | readonly string[];
}

export function pickPuzzle(set: readonly Puzzle[], options: PickOptions): Puzzle | null {
  const excluded = options.exclude instanceof Set ? options.exclude : new Set(options.exclude);
  const themes = options.themes ?? [];
  let best: Puzzle | null = null;
  for (const puzzle of set) {
    if (excluded.has(puzzle.id)) continue;
    if (themes.length > 0 && !puzzle.themes.some((theme) => themes.includes(theme))) continue;
    if (best === null || Math.abs(puzzle.rating - options.rating) < Math.abs(best.rating - options.rating)) best = puzzle;
  }
  return best;
}
