/**
 * A proven position made a puzzle: its id, its themes and its measured rating.
 */
import { puzzleId } from './id';
import type { ProvenPuzzle } from './prove';
import { puzzleRating } from './rating';
import { puzzleThemes } from './themes';
import type { Puzzle } from './types';

export function completePuzzle(proven: ProvenPuzzle, rating = puzzleRating(proven)): Puzzle {
  return { id: puzzleId(proven.preset, proven.state, proven.goal), ...proven, themes: puzzleThemes(proven), rating };
}
