/**
 * Puzzles as they cross the contract (issue 18): the next puzzle at the
 * player's level, an attempt graded by the services (never by the renderer),
 * the player's rating, streak and history, and the puzzles made from the
 * player's own games. The Puzzle itself is the engine's shape, unchanged.
 */
import * as v from 'valibot';
import { MAX_HOLES, PUZZLE_THEMES, type Puzzle } from '../../engine';
import { exactObject } from './exact-object';
import { gameIdSchema, type PlayerSpec } from './schemas';

/** Ids are content hashes (the set's and the personal ones'): short and plain. */
export const puzzleIdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]+$/), v.maxLength(80));
/** A chain of store landings is a few choices; far fewer than this in any real turn. */
export const MAX_PUZZLE_CHOICES = 64;
/** Puzzles the renderer has just shown, not to be offered again at once. */
export const MAX_PUZZLE_EXCLUDE = 200;

export const nextPuzzleSchema = exactObject({
  /** Only puzzles with every one of these themes (none: any), as the engine's `pickPuzzle` picks. */
  themes: v.optional(v.pipe(v.array(v.picklist(PUZZLE_THEMES)), v.maxLength(PUZZLE_THEMES.length)), []),
  /** Offer a puzzle made from the player's games first, while any is untried (themes do not apply to it). */
  personalFirst: v.optional(v.boolean(), false),
  exclude: v.optional(v.pipe(v.array(puzzleIdSchema), v.maxLength(MAX_PUZZLE_EXCLUDE)), []),
});

export const submitPuzzleAttemptSchema = exactObject({
  puzzleId: puzzleIdSchema,
  /** The solver's hole choices so far in the turn (player-relative 1…n). */
  choices: v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_HOLES))), v.minLength(1), v.maxLength(MAX_PUZZLE_CHOICES)),
});

/** Where a personal puzzle came from: the game, the mistaken move, the opponent. */
export interface PuzzleOrigin {
  gameId: number;
  /** Index in the game's moves of the move the player got wrong (the puzzle is the position before it). */
  moveIndex: number;
  /** The player's turn number in the game, from 1. */
  turn: number;
  /** When the game was played (ISO). */
  playedAt: string;
  /** The other side of the board; null when both sides were the player's (a game at one device). */
  opponent: PlayerSpec | null;
}

export interface PuzzleCard {
  puzzle: Puzzle;
  /** The puzzle's current rating (a first attempt moves it, as it moves the player's). */
  rating: number;
  /** Set for a puzzle made from the player's own game. */
  origin: PuzzleOrigin | null;
}

export interface PuzzleRating {
  rating: number;
  deviation: number;
  /** Not yet established (its deviation is high): shown as "1,500?". */
  provisional: boolean;
}

export type PuzzleVerdict =
  /** The turn goes on (a store-landing chain): it is graded once it is over, whatever its first choices were. */
  | { kind: 'continue' }
  | {
      kind: 'solved' | 'failed';
      /** Only the first attempt at a puzzle moves the ratings (a retry is practice). */
      rated: boolean;
      ratingBefore: number;
      ratingAfter: number;
      /** Whether the rating was, and is, provisional (PuzzleRating.provisional). */
      provisionalBefore: boolean;
      provisionalAfter: boolean;
      streak: number;
      /** Every accepted solution, shown after a failure. */
      solutions: number[][];
    };

export interface PuzzleAttemptSummary {
  puzzleId: string;
  attemptedAt: string;
  solved: boolean;
  ratingBefore: number;
  ratingAfter: number;
}

export interface PuzzleProgress {
  rating: PuzzleRating;
  streak: number;
  bestStreak: number;
  /** The latest attempts, newest first. */
  history: PuzzleAttemptSummary[];
}

/** How many attempts `getPuzzleProgress` lists. */
export const PUZZLE_HISTORY_LENGTH = 20;

export interface PersonalPuzzlesMade {
  /** How many new puzzles the game gave (analysing again makes none twice). */
  created: number;
  /** Every personal puzzle of that game, in the order of its moves. */
  puzzles: PuzzleCard[];
}

export const makePersonalPuzzlesSchema = exactObject({ gameId: gameIdSchema });

/** The engine's puzzle vocabulary, as the services and the renderer see it. */
export { PUZZLE_GOALS, PUZZLE_MARGIN, PUZZLE_THEMES, type Puzzle, type PuzzleGoal, type PuzzleTheme } from '../../engine';
