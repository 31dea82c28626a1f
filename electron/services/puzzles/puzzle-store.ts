/**
 * Puzzle progress in the archive (migration 014): the player's rating and
 * streak, each attempted puzzle's rating, every attempt, and the puzzles made
 * from the player's games. SQL only; the service decides what to write.
 */
import type Database from 'better-sqlite3';
import type { Puzzle, PuzzleAttemptSummary } from '../../contract';

import { INITIAL_RATING, puzzleGlicko, type Glicko2Rating } from './glicko2';

export interface PlayerStanding extends Glicko2Rating {
  streak: number;
  bestStreak: number;
}

export interface AttemptRecord {
  puzzleId: string;
  attemptedAt: string;
  solved: boolean;
  choices: readonly number[];
  ratingBefore: number;
  ratingAfter: number;
}

export interface StoredPersonalPuzzle {
  puzzle: Puzzle;
  gameId: number;
  moveIndex: number;
  turn: number;
}

interface AttemptRow {
  puzzle_id: string;
  attempted_at: string;
  solved: number;
  rating_before: number;
  rating_after: number;
}

interface PersonalRow {
  puzzle: string;
  game_id: number;
  move_index: number;
  turn: number;
}

export function createPuzzleStore(db: Database.Database) {
  const selectPlayer = db.prepare('SELECT rating, deviation, volatility, streak, best_streak AS bestStreak FROM puzzle_player WHERE id = 1');
  const upsertPlayer = db.prepare(
    `INSERT INTO puzzle_player (id, rating, deviation, volatility, streak, best_streak) VALUES (1, @rating, @deviation, @volatility, @streak, @bestStreak)
     ON CONFLICT (id) DO UPDATE SET rating = excluded.rating, deviation = excluded.deviation, volatility = excluded.volatility,
       streak = excluded.streak, best_streak = excluded.best_streak`,
  );
  const selectRatings = db.prepare('SELECT puzzle_id AS id, rating FROM puzzle_ratings');
  const upsertRating = db.prepare(
    `INSERT INTO puzzle_ratings (puzzle_id, rating, deviation, volatility) VALUES (@id, @rating, @deviation, @volatility)
     ON CONFLICT (puzzle_id) DO UPDATE SET rating = excluded.rating, deviation = excluded.deviation, volatility = excluded.volatility`,
  );
  const insertAttempt = db.prepare(
    'INSERT INTO puzzle_attempts (puzzle_id, attempted_at, solved, choices, rating_before, rating_after) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const selectAttempted = db.prepare('SELECT DISTINCT puzzle_id AS id FROM puzzle_attempts');
  const selectAttemptedOne = db.prepare('SELECT 1 FROM puzzle_attempts WHERE puzzle_id = ? LIMIT 1');
  const selectHistory = db.prepare(
    'SELECT puzzle_id, attempted_at, solved, rating_before, rating_after FROM puzzle_attempts ORDER BY attempted_at DESC, id DESC LIMIT ?',
  );
  // A game in the bin keeps its puzzles, hidden until it is restored; a purge removes them (ON DELETE CASCADE).
  const selectPersonal = db.prepare(
    `SELECT p.puzzle, p.game_id, p.move_index, p.turn FROM personal_puzzles p JOIN games g ON g.id = p.game_id
     WHERE g.deleted_at IS NULL AND (@gameId IS NULL OR p.game_id = @gameId) ORDER BY g.created_at DESC, p.game_id DESC, p.move_index`,
  );
  const selectPersonalById = db.prepare('SELECT puzzle, game_id, move_index, turn FROM personal_puzzles WHERE puzzle_id = ?');
  const insertPersonal = db.prepare(
    'INSERT OR IGNORE INTO personal_puzzles (puzzle_id, puzzle, game_id, move_index, turn, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );

  const personalOf = (row: PersonalRow): StoredPersonalPuzzle => ({
    puzzle: JSON.parse(row.puzzle) as Puzzle,
    gameId: row.game_id,
    moveIndex: row.move_index,
    turn: row.turn,
  });

  return {
    player(): PlayerStanding {
      return (selectPlayer.get() as PlayerStanding | undefined) ?? { ...INITIAL_RATING, streak: 0, bestStreak: 0 };
    },
    /** Ratings of the puzzles attempted so far, by id (a puzzle's deviation is fixed: glicko2.ts). */
    ratings(): Map<string, number> {
      const rows = selectRatings.all() as { id: string; rating: number }[];
      return new Map(rows.map(({ id, rating }) => [id, rating]));
    },
    attemptedIds(): Set<string> {
      return new Set((selectAttempted.all() as { id: string }[]).map((row) => row.id));
    },
    wasAttempted(puzzleId: string): boolean {
      return selectAttemptedOne.get(puzzleId) !== undefined;
    },
    /** One transaction: the attempt, and the ratings it moved (none for an unrated retry). */
    recordAttempt(attempt: AttemptRecord, rated: { player: PlayerStanding; puzzleRating: number } | null): void {
      db.transaction(() => {
        insertAttempt.run(attempt.puzzleId, attempt.attemptedAt, attempt.solved ? 1 : 0, JSON.stringify(attempt.choices), attempt.ratingBefore, attempt.ratingAfter);
        if (rated === null) return;
        upsertPlayer.run(rated.player);
        upsertRating.run({ id: attempt.puzzleId, ...puzzleGlicko(rated.puzzleRating) });
      })();
    },
    history(limit: number): PuzzleAttemptSummary[] {
      return (selectHistory.all(limit) as AttemptRow[]).map((row) => ({
        puzzleId: row.puzzle_id,
        attemptedAt: row.attempted_at,
        solved: row.solved === 1,
        ratingBefore: row.rating_before,
        ratingAfter: row.rating_after,
      }));
    },
    personal(gameId: number | null = null): StoredPersonalPuzzle[] {
      return (selectPersonal.all({ gameId }) as PersonalRow[]).map(personalOf);
    },
    /** One personal puzzle by id, its game in the bin or not. */
    personalById(puzzleId: string): StoredPersonalPuzzle | null {
      const row = selectPersonalById.get(puzzleId) as PersonalRow | undefined;
      return row === undefined ? null : personalOf(row);
    },
    /** False when the game already has a puzzle for that move (analysing again makes none twice). */
    addPersonal(entry: StoredPersonalPuzzle, createdAt: string): boolean {
      return insertPersonal.run(entry.puzzle.id, JSON.stringify(entry.puzzle), entry.gameId, entry.moveIndex, entry.turn, createdAt).changes === 1;
    },
  };
}

export type PuzzleStore = ReturnType<typeof createPuzzleStore>;
