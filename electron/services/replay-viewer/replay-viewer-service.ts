/**
 * The replay viewer's operations: a whole game to step through, its
 * annotations saved one edit at a time, the computer's judgement of each of
 * its choices (kept with the game as it comes: analysis-store.ts), and the
 * computer's answer on a line explored from the game. Nothing here records a
 * move: exploring leaves the game as it is.
 */
import type Database from 'better-sqlite3';
import { choiceValue, firstLookNodes, moverOf, swung, SWING_NODES, type ChoiceValue, type GameState, type Move, type MoveNote, type Player, type Rules } from '../../../engine';
import { fail, ok, type ApiResult, type AppEvent, type MoveEvaluation, type ReplayGame, type ValidatedInput } from '../../contract';
import type { GameEngine } from '../games/engine-port';
import { refusalFor } from '../games/game-bin';
import { createGameStore } from '../games/game-store';
import { turnEnds } from '../games/note-places';
import type { ComputerOpponent } from '../games/opponent';
import { positionAfterMoves } from '../games/position-after-moves';
import { createAnalysisStore } from './analysis-store';
import { createAnnotationStore } from './annotation-store';

interface ReplayViewerServiceOptions {
  db: Database.Database;
  engine: GameEngine;
  opponent?: ComputerOpponent | undefined;
  emit: (event: AppEvent) => void;
  now: () => Date;
  /** Resolves when the archive takes a write without waiting (an import's long write may hold it: archive/long-writes.ts). */
  writable?: () => Promise<void>;
}

const sideName = (player: Player): string => (player === 0 ? 'South' : 'North');

/** "" and null both mean "no comment": the record format has no empty comment worth keeping. */
const orNull = (comment: string | null): string | null => (comment === null || comment === '' ? null : comment);

export function createReplayViewerService(options: ReplayViewerServiceOptions) {
  const { db, engine, opponent, emit, now } = options;
  const games = createGameStore(db);
  const annotations = createAnnotationStore(db);
  const analyses = createAnalysisStore(db);
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
  function positionAfter(input: ValidatedInput<'answerLine'>): ApiResult<GameState> {
    const rules = rulesOf(input.gameId);
    if (rules === null) return missing(input.gameId);
    const state = positionAfterMoves(engine, input.gameId, rules, input.moves);
    if (!state.ok) return fail('illegal-move', state.error.message);
    if (state.value.phase === 'over') return fail('game-over', 'The game is over in this position: there is no choice to judge.');
    // The other player's turn: the opponent would refuse, and that refusal is the caller's fault, not the app's.
    const toMove = state.value.toMove;
    if (toMove !== null && toMove !== input.player) return fail('illegal-move', `${sideName(input.player)} has no choice to make here: ${sideName(toMove)} is to move.`);
    return state;
  }

  /** The position before choice `input` of the game, once it is one: the game has that move, and `player` chose it. */
  function positionBeforeChoice(input: ValidatedInput<'analyseGameChoice'>): ApiResult<{ state: GameState; moves: Move[] }> {
    const game = games.load(input.gameId);
    if (game === null) return missing(input.gameId);
    const move = game.moves[input.move];
    if (move === undefined) return fail('bad-request', `Game #${input.gameId} has ${game.moves.length} moves: there is no move ${input.move}.`);
    const moves = game.moves.slice(0, input.move);
    const state = positionAfterMoves(engine, input.gameId, game.rules, moves);
    if (!state.ok) return fail('bad-record', state.error.message);
    const mover = moverOf(move, state.value.toMove);
    if (mover !== null && mover !== input.player) return fail('bad-request', `Move ${input.move} of game #${input.gameId} is not ${sideName(input.player)}'s choice.`);
    return ok({ state: state.value, moves: game.moves.slice(0, input.move + 1) });
  }

  /** Whether the game still begins with `moves` (an undo may have taken them back while the computer judged). */
  function stillBeginsWith(gameId: number, moves: readonly Move[]): boolean {
    const now = games.moves(gameId);
    return now.length >= moves.length && JSON.stringify(now.slice(0, moves.length)) === JSON.stringify(moves);
  }

  /** The kept judgement of the choice right after `input` (Replay analyses from the end), as a value. */
  function laterValue(input: ValidatedInput<'analyseGameChoice'>): ChoiceValue | null {
    const next = analyses
      .ofGame(input.gameId)
      .find((kept) => (kept.move === input.move && kept.player > input.player) || kept.move === input.move + 1);
    return next ? choiceValue(next.evaluations, next.player) : null;
  }

  return {
    getReplay(input: ValidatedInput<'getReplay'>): ApiResult<ReplayGame> {
      const game = games.load(input.gameId);
      if (game === null) return missing(input.gameId);
      const { id, rules, players, status, outcome, event, createdAt, moves, comment, notes, labels } = game;
      return ok({ id, rules, players, status, outcome, event, createdAt, moves, comment, notes, labels, analysis: analyses.ofGame(id) });
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

    /** Judges one choice of the game and keeps the judgement with it, unless the move was taken back meanwhile. */
    async analyseGameChoice(input: ValidatedInput<'analyseGameChoice'>): Promise<ApiResult<MoveEvaluation[]>> {
      if (!opponent) return fail('unavailable', 'No computer opponent is available for analysis.');
      const before = positionBeforeChoice(input);
      if (!before.ok) return before;
      // Positions searched, not time (engine/ai/game-analysis.ts): the search's exact endgames are kept
      // through the game's analysis, which Replay asks from the last choice back, and a choice whose
      // value swung against the next one, already judged, gets a second, longer look.
      const { state } = before.value;
      const ask = (maxNodes: number) => opponent.analyse({ gameId: input.gameId, state, player: input.player, signal: closing.signal, budget: { maxNodes, gameKey: `analysis ${input.gameId}` } });
      let analysed = await ask(firstLookNodes(state));
      if (analysed.ok && swung(analysed.value, input.player, laterValue(input))) analysed = await ask(SWING_NODES);
      if (!analysed.ok) return fail('internal', analysed.error.message);
      await options.writable?.();
      if (!closing.signal.aborted && stillBeginsWith(input.gameId, before.value.moves)) {
        analyses.keep(input.gameId, { move: input.move, player: input.player, evaluations: analysed.value }, now().toISOString());
      }
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
