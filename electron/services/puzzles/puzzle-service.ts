/**
 * The puzzles' operations: the next puzzle near the player's rating (from the
 * bundled set and the player's own), an attempt graded and rated here (never
 * by the renderer), progress, and puzzles made from a game's mistakes.
 */
import type Database from 'better-sqlite3';
import { pickPuzzle, type Player } from '../../../engine';
import {
  fail,
  ok,
  PUZZLE_HISTORY_LENGTH,
  type ApiResult,
  type PersonalPuzzlesMade,
  type PuzzleCard,
  type PuzzleOrigin,
  type PuzzleProgress,
  type Puzzle,
  type PuzzleVerdict,
  type ValidatedInput,
} from '../../contract';
import type { GameEngine } from '../games/engine-port';
import { createGameStore } from '../games/game-store';
import type { ComputerOpponent } from '../games/opponent';
import { isProvisional, rateAttempt } from './glicko2';
import { gradeTurn, playChoices } from './grading';
import { findPersonalPuzzles, humanSides } from './personal-puzzles';
import { createPuzzleStore, type StoredPersonalPuzzle } from './puzzle-store';

interface PuzzleServiceOptions {
  db: Database.Database;
  engine: GameEngine;
  /** The bundled set: the engine's PUZZLE_SET (tests pass a small fixture set). */
  puzzleSet: readonly Puzzle[];
  opponent?: ComputerOpponent | undefined;
  now: () => Date;
}

export function createPuzzleService(options: PuzzleServiceOptions) {
  const { db, engine, puzzleSet, opponent, now } = options;
  const store = createPuzzleStore(db);
  const games = createGameStore(db);
  const setById = new Map(puzzleSet.map((puzzle) => [puzzle.id, puzzle]));
  const closing = new AbortController();

  function originOf(entry: StoredPersonalPuzzle): PuzzleOrigin | null {
    const game = games.load(entry.gameId);
    if (game === null) return null;
    const sides = humanSides(game.players);
    const opponentSide: Player = entry.puzzle.solver === 0 ? 1 : 0;
    return {
      gameId: entry.gameId,
      moveIndex: entry.moveIndex,
      turn: entry.turn,
      playedAt: game.createdAt,
      opponent: sides.length === 2 ? null : game.players[opponentSide],
    };
  }

  /** The puzzle's rating now: moved by the attempts rated so far, else the one it was made with. */
  function ratingOf(puzzle: Puzzle, ratings: ReadonlyMap<string, number>): number {
    return ratings.get(puzzle.id) ?? puzzle.rating;
  }

  function cardOf(puzzle: Puzzle, personal: StoredPersonalPuzzle | undefined, ratings: ReadonlyMap<string, number>): PuzzleCard {
    return { puzzle, rating: Math.round(ratingOf(puzzle, ratings)), origin: personal === undefined ? null : originOf(personal) };
  }

  /** A puzzle of the set, or one of the player's (even one whose game is now in the bin: an attempt under way may finish). */
  function findPuzzle(puzzleId: string): Puzzle | null {
    return setById.get(puzzleId) ?? store.personalById(puzzleId)?.puzzle ?? null;
  }

  return {
    nextPuzzle(input: ValidatedInput<'nextPuzzle'>): ApiResult<PuzzleCard | null> {
      const ratings = store.ratings();
      const exclude = store.attemptedIds();
      for (const id of input.exclude) exclude.add(id);
      const personal = store.personal().filter((entry) => !exclude.has(entry.puzzle.id));
      const personalById = new Map(personal.map((entry) => [entry.puzzle.id, entry]));
      const first = input.personalFirst ? personal[0] : undefined;
      if (first !== undefined) return ok(cardOf(first.puzzle, first, ratings));
      // Picked by the ratings puzzles have now, not those they started with.
      const pool = [...puzzleSet, ...personal.map((entry) => entry.puzzle)].map((puzzle) => ({ ...puzzle, rating: ratingOf(puzzle, ratings) }));
      const picked = pickPuzzle(pool, { rating: store.player().rating, themes: input.themes, exclude });
      if (picked === null) return ok(null);
      const original = setById.get(picked.id) ?? personalById.get(picked.id)?.puzzle ?? picked;
      return ok(cardOf(original, personalById.get(picked.id), ratings));
    },

    submitPuzzleAttempt(input: ValidatedInput<'submitPuzzleAttempt'>): ApiResult<PuzzleVerdict> {
      const puzzle = findPuzzle(input.puzzleId);
      if (puzzle === null) return fail('not-found', `There is no puzzle "${input.puzzleId}".`);
      const end = playChoices(engine, puzzle, input.choices);
      if (!end.ok) return fail('illegal-move', end.error);
      const grade = gradeTurn(engine, puzzle, input.choices, end.value);
      if (grade === 'continue') return ok({ kind: 'continue' });
      const solved = grade === 'solved';
      const player = store.player();
      // As lichess: only the first try is rated; a retry is practice.
      const rated = !store.wasAttempted(puzzle.id);
      const after = rated ? rateAttempt(player, ratingOf(puzzle, store.ratings()), solved) : null;
      const streak = after === null ? player.streak : solved ? player.streak + 1 : 0;
      const standing = after === null ? null : { ...after.player, streak, bestStreak: Math.max(player.bestStreak, streak) };
      const ratingAfter = standing?.rating ?? player.rating;
      store.recordAttempt(
        { puzzleId: puzzle.id, attemptedAt: now().toISOString(), solved, choices: input.choices, ratingBefore: player.rating, ratingAfter },
        standing === null || after === null ? null : { player: standing, puzzleRating: after.puzzleRating },
      );
      return ok({
        kind: solved ? 'solved' : 'failed',
        rated,
        ratingBefore: player.rating,
        ratingAfter,
        provisionalBefore: isProvisional(player),
        provisionalAfter: isProvisional(standing ?? player),
        streak,
        solutions: puzzle.solutions,
      });
    },

    getPuzzleProgress(): ApiResult<PuzzleProgress> {
      const player = store.player();
      return ok({
        rating: { rating: player.rating, deviation: player.deviation, provisional: isProvisional(player) },
        streak: player.streak,
        bestStreak: player.bestStreak,
        history: store.history(PUZZLE_HISTORY_LENGTH),
      });
    },

    listPersonalPuzzles(): ApiResult<PuzzleCard[]> {
      const ratings = store.ratings();
      return ok(store.personal().map((entry) => cardOf(entry.puzzle, entry, ratings)));
    },

    async makePersonalPuzzles(input: ValidatedInput<'makePersonalPuzzles'>): Promise<ApiResult<PersonalPuzzlesMade>> {
      if (!opponent) return fail('unavailable', 'No computer opponent is available for analysis.');
      const game = games.load(input.gameId);
      if (game === null) return fail('not-found', `There is no game #${input.gameId}.`);
      const signal = closing.signal;
      const found = await findPersonalPuzzles(engine, game, (state, player) => opponent.analyse({ gameId: game.id, state, player, signal }));
      if (signal.aborted) return fail('unavailable', 'The app is shutting down.');
      const createdAt = now().toISOString();
      const created = db.transaction(() => found.filter((entry) => store.addPersonal(entry, createdAt)).length)();
      const ratings = store.ratings();
      return ok({ created, puzzles: store.personal(game.id).map((entry) => cardOf(entry.puzzle, entry, ratings)) });
    },

    close(): void {
      closing.abort();
    },
  };
}

export type PuzzleService = ReturnType<typeof createPuzzleService>;
