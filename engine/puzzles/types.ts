/**
 * A puzzle: a position, the side to move, a goal, and the turns that reach
 * it best, proven by exact search (issue 18). Plain JSON so the bundled set
 * is data and a puzzle crosses IPC unchanged.
 */
import type { GameState, Player, PresetName } from '../types';

/**
 * `bank-most`: bank as many seeds as possible this turn; `win-round`: the
 * only turns that still win the round; `most-seeds`: the turn that ends the
 * round with the most seeds from here (exact play by both sides after it).
 */
export const PUZZLE_GOALS = ['bank-most', 'win-round', 'most-seeds'] as const;
export type PuzzleGoal = (typeof PUZZLE_GOALS)[number];

export const PUZZLE_THEMES = ['store-chain', 'capture', 'relay', 'endgame', 'opening'] as const;
export type PuzzleTheme = (typeof PUZZLE_THEMES)[number];

/** Seeds by which the best turn must beat every other turn for a puzzle to be sound. */
export const PUZZLE_MARGIN = 3;

export interface Puzzle {
  /** Stable and content-derived (the same position and goal always get the same id). */
  id: string;
  preset: PresetName;
  /** Phase `play`, `toMove` is the solver. */
  state: GameState;
  solver: Player;
  goal: PuzzleGoal;
  /**
   * Every accepted solution: the solver's hole choices (player-relative
   * 1…n, as `HoleMove.hole`) of one whole turn, a store-landing chain being
   * several. Several solutions only when they tie for best.
   */
  solutions: number[][];
  /** The goal's value of the best turn (seeds banked, or the round's final seed margin for the solver). */
  value: number;
  /** Seeds by which the best turn beats the best turn that is not a solution (at least PUZZLE_MARGIN). */
  margin: number;
  themes: PuzzleTheme[];
  /** Difficulty on the Glicko-2 scale (1500 is average). */
  rating: number;
}
