/**
 * The next puzzle for a player: the closest-rated puzzle they have not seen
 * that has every theme asked for (and is of a game asked for). The app's
 * puzzle service calls this.
 */
import type { PresetName } from '../types';
import type { Puzzle, PuzzleTheme } from './types';

export interface PickRequest {
  /** The player's rating (Glicko-2 scale). */
  rating: number;
  /** Every one of these themes (none: any puzzle). */
  themes?: readonly PuzzleTheme[];
  /** Only these games (none: any). */
  presets?: readonly PresetName[];
  /** Ids already seen. */
  exclude: ReadonlySet<string>;
}

/** Ties go to the lower rating, then the smaller id, so a pick is the same every time. */
export function pickPuzzle<P extends Puzzle>(set: readonly P[], request: PickRequest): P | null {
  const themes = request.themes ?? [];
  let best: P | null = null;
  let bestDistance = Infinity;
  for (const puzzle of set) {
    if (request.exclude.has(puzzle.id) || !themes.every((theme) => puzzle.themes.includes(theme))) continue;
    if (request.presets && !request.presets.includes(puzzle.preset)) continue;
    const distance = Math.abs(puzzle.rating - request.rating);
    if (
      best === null ||
      distance < bestDistance ||
      (distance === bestDistance && (puzzle.rating < best.rating || (puzzle.rating === best.rating && puzzle.id < best.id)))
    ) {
      best = puzzle;
      bestDistance = distance;
    }
  }
  return best;
}
