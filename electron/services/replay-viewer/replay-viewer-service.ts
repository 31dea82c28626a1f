/**
 * The replay viewer's operations: a whole game to step through, its
 * annotations saved one edit at a time, and the computer asked about any
 * position reached from the game's start (its own moves or a line explored
 * from them). Nothing here records a move: exploring leaves the game as it is.
 */
import type Database from 'better-sqlite3';
import type { GameState, Move, MoveNote, Player, Rules } from '../../../engine';
import { fail, ok, type ApiResult, type AppEvent, type MoveEvaluation, type ReplayGame, type ValidatedInput } from '../../contract';
import type { GameEngine } from '../games/engine-port';
import { refusalFor } from '../games/game-bin';
import { createGameStore } from '../games/game-store';
import { turnEnds } from '../games/note-places';
import type { ComputerOpponent } from '../games/opponent';
import { positionAfterMoves } from '../games/position-after-moves';
import { createAnnotationStore } from './annotation-store';

interface ReplayViewerServiceOptions {
  db: Database.Database;
  engine: GameEngine;
  opponent?: ComputerOpponent | undefined;
  emit: (event: AppEvent) => void;
}

/** "" and null both mean "no comment": the record format has no empty comment worth keeping. */
const orNull = (comment: string | null): string | null => (comment === null || comment === '' ? null : comment);

export function createReplayViewerService(options: ReplayViewerServiceOptions) {
  const { db, engine, opponent, emit } = options;
  const games = createGameStore(db);
  const annotations = createAnnotationStore(db);
  // Aborts the opponent's searches still running when the services close.
  const closing = new AbortController();
  const missing = (gameId: number) => fail<never>('not-found', `There is no game #${gameId}.`);
  /** Annotations are edits: refused for a game in the bin. */
  const editRefusal = (gameId: number): ApiResult<never> | null => {
    const refused = refusalFor(gameId, games.place(gameId), 'edit');
    return refused && fail(refused.code, refused.message);
  };

  function rulesOf(gameId: number): Rules | null {
    return games.load(gameId)?.rules ?? null;
  }

  /** The position after `moves` from the game's start, through the engine (an illegal line is refused). */
  function positionAfter(input: ValidatedInput<'analyseLine'>): ApiResult<GameState> {
    const rules = rulesOf(input.gameId);
    if (rules === null) return missing(input.gameId);
    const state = positionAfterMoves(engine, input.gameId, rules, input.moves);
    if (!state.ok) return fail('illegal-move', state.error.message);
    if (state.value.phase === 'over') return fail('game-over', 'The game is over in this position: there is no choice to judge.');
    return state;
  }

  return {
    getReplay(input: ValidatedInput<'getReplay'>): ApiResult<ReplayGame> {
      const game = games.load(input.gameId);
      if (game === null) return missing(input.gameId);
      const { id, rules, players, status, outcome, event, createdAt, moves, comment, notes, labels } = game;
      return ok({ id, rules, players, status, outcome, event, createdAt, moves, comment, notes, labels });
    },

    setGameComment(input: ValidatedInput<'setGameComment'>): ApiResult<string | null> {
      const refused = editRefusal(input.gameId);
      if (refused !== null) return refused;
      const comment = orNull(input.comment);
      if (!annotations.setComment(input.gameId, comment)) return missing(input.gameId);
      emit({ type: 'archive-changed' });
      return ok(comment);
    },

    setMoveNote(input: ValidatedInput<'setMoveNote'>): ApiResult<MoveNote | null> {
      const refused = editRefusal(input.gameId);
      if (refused !== null) return refused;
      const game = games.load(input.gameId);
      if (game === null) return missing(input.gameId);
      const comment = orNull(input.comment);
      // A note belongs to the last move of a turn (RULES.md §8): anywhere else the record could not print it.
      // Removing one is always allowed, wherever an earlier version left it.
      if (input.glyph !== null || comment !== null) {
        const ends = turnEnds(game.rules, game.moves);
        if (!ends.ok) return fail('bad-record', `Game #${input.gameId} does not replay: ${ends.error}`);
        if (!ends.value.has(input.move)) return fail('bad-request', `Move ${input.move} does not end a turn of game #${input.gameId}.`);
      }
      const note = annotations.setNote(input.gameId, input.move, input.glyph, comment);
      emit({ type: 'archive-changed' });
      return ok(note);
    },

    async analyseLine(input: ValidatedInput<'analyseLine'>): Promise<ApiResult<MoveEvaluation[]>> {
      if (!opponent) return fail('unavailable', 'No computer opponent is available for analysis.');
      const state = positionAfter(input);
      if (!state.ok) return state;
      const analysed = await opponent.analyse({ gameId: input.gameId, state: state.value, player: input.player, signal: closing.signal });
      if (!analysed.ok) return fail('internal', analysed.error.message);
      return ok(analysed.value);
    },

    async answerLine(input: ValidatedInput<'answerLine'>): Promise<ApiResult<Move>> {
      if (!opponent) return fail('unavailable', 'No computer opponent is available to answer.');
      const state = positionAfter(input);
      if (!state.ok) return state;
      const player: Player = input.player;
      const chosen = await opponent.chooseMove({ gameId: input.gameId, state: state.value, player, level: input.level, signal: closing.signal });
      if (!chosen.ok) return fail('internal', chosen.error.message);
      return ok(chosen.value);
    },

    close(): void {
      closing.abort();
    },
  };
}

export type ReplayViewerService = ReturnType<typeof createReplayViewerService>;
