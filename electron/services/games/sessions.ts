/**
 * Game sessions: the authoritative position of every game being played.
 * The database is the truth (every acknowledged move is committed before the
 * answer), the in-memory session a cache of the replayed position.
 */
import type Database from 'better-sqlite3';
import type { EngineEvent, GameState, Move, Player, Result } from '../../../engine/types';
import type { ApiErrorBody, ApiResult, GameOutcome, GameSummary, GameView, PlayerSpec, ValidatedInput } from '../../contract';
import type { GameEngine } from './engine-port';
import { createGameStore, type StoredGame } from './game-store';
import type { ComputerOpponent } from './opponent';
import { replayGame } from './replay';

interface Session {
  game: Omit<StoredGame, 'moves'>;
  state: GameState;
  moveCount: number;
  lastEvents: EngineEvent[];
}

export interface GameSessionsOptions {
  db: Database.Database;
  engine: GameEngine;
  now: () => Date;
  /** Told about every change (moves, resignations), e.g. to push `game-updated` to the renderer. */
  onGameUpdated: (game: GameView) => void;
  /** Plays for computer players; without it their turns wait. */
  opponent?: ComputerOpponent;
  logError: (message: string) => void;
}

const fail = (error: ApiErrorBody): { ok: false; error: ApiErrorBody } => ({ ok: false, error });

/** Who makes `move`: the mover, a pending opening choice's player, or both at once (null). */
function playerOfMove(state: GameState, move: Move): Player | null {
  if ('player' in move) return move.player;
  if ('south' in move) return null;
  return state.toMove;
}

function storesOf(state: GameState): [number, number] {
  const n = state.rules.holes;
  return [state.pits[n] ?? 0, state.pits[2 * n + 1] ?? 0];
}

export function createGameSessions(options: GameSessionsOptions) {
  const { db, engine, now } = options;
  const store = createGameStore(db);
  const sessions = new Map<number, Session>();
  const pendingComputerMoves = new Set<number>();
  const closing = new AbortController();

  function view(session: Session): GameView {
    const active = session.game.status === 'active';
    return {
      ...session.game,
      state: session.state,
      legalMoves: active ? engine.legalMoves(session.state) : [],
      lastEvents: session.lastEvents,
      moveCount: session.moveCount,
    };
  }

  function load(gameId: number): Result<Session, ApiErrorBody> {
    const cached = sessions.get(gameId);
    if (cached) return { ok: true, value: cached };
    const stored = store.load(gameId);
    if (stored === null) return fail({ code: 'not-found', message: `There is no game #${gameId}.` });
    const replayed = replayGame(engine, gameId, stored.rules, stored.moves);
    if (!replayed.ok) return replayed;
    const { moves, ...game } = stored;
    const session: Session = { game, state: replayed.value, moveCount: moves.length, lastEvents: [] };
    sessions.set(gameId, session);
    return { ok: true, value: session };
  }

  function changed(session: Session): ApiResult<GameView> {
    const updated = view(session);
    options.onGameUpdated(updated);
    requestComputerMove(session.game.id);
    return { ok: true, value: updated };
  }

  function playMove(gameId: number, move: Move): ApiResult<GameView> {
    const loaded = load(gameId);
    if (!loaded.ok) return loaded;
    const session = loaded.value;
    if (session.game.status !== 'active') return fail({ code: 'game-over', message: `Game #${gameId} is over.` });
    const played = engine.play(session.state, move);
    if (!played.ok) {
      const code = played.error.code === 'bad-json' ? 'bad-request' : played.error.code;
      return fail({ code, message: played.error.message });
    }
    const { state, events } = played.value;
    const at = now().toISOString();
    const outcome: GameOutcome | null = state.result && { termination: 'normal', winner: state.result.winner, stores: state.result.stores };
    // The move and the game's new status commit together, before the session
    // advances: if the write fails, neither the database nor the cache moved.
    db.transaction(() => {
      store.appendMove(gameId, session.moveCount, move, playerOfMove(session.state, move), at);
      if (outcome) store.end(gameId, 'finished', outcome, at);
    })();
    session.state = state;
    session.moveCount += 1;
    session.lastEvents = events;
    session.game = { ...session.game, updatedAt: at, ...(outcome && { status: 'finished' as const, outcome }) };
    return changed(session);
  }

  /**
   * The hook point for computer players: after every change, if the player to
   * move is a computer and an opponent is configured, ask it for a move and play
   * it through the same path as a human's. The simultaneous opening (nobody to
   * move alone) is left to the opponent issue.
   */
  function requestComputerMove(gameId: number): void {
    const opponent = options.opponent;
    const session = sessions.get(gameId);
    if (!opponent || !session || session.game.status !== 'active' || pendingComputerMoves.has(gameId)) return;
    const player = session.state.toMove;
    if (player === null) return;
    const spec = session.game.players[player];
    if (spec.kind !== 'computer') return;
    const askedAt = session.moveCount;
    pendingComputerMoves.add(gameId);
    opponent
      .chooseMove({ gameId, state: session.state, player, level: spec.level, signal: closing.signal })
      .then((chosen) => {
        pendingComputerMoves.delete(gameId);
        if (closing.signal.aborted || session.moveCount !== askedAt) return;
        if (!chosen.ok) return options.logError(`Opponent failed in game #${gameId}: ${chosen.error.message}`);
        const played = playMove(gameId, chosen.value);
        if (!played.ok) options.logError(`Opponent's move in game #${gameId} was refused: ${played.error.message}`);
      })
      .catch((error: unknown) => {
        pendingComputerMoves.delete(gameId);
        options.logError(`Opponent threw in game #${gameId}: ${String(error)}`);
      });
  }

  return {
    newGame(input: ValidatedInput<'newGame'>): ApiResult<GameView> {
      const started = engine.newGame(input.rules);
      if (!started.ok) return fail({ code: started.error.code === 'bad-json' ? 'bad-request' : started.error.code, message: started.error.message });
      const state = started.value;
      const at = now().toISOString();
      const players: [PlayerSpec, PlayerSpec] = input.players;
      const id = store.insert(state.rules, players, at);
      const session: Session = {
        game: { id, rules: state.rules, players, status: 'active', outcome: null, createdAt: at, updatedAt: at },
        state,
        moveCount: 0,
        lastEvents: [],
      };
      sessions.set(id, session);
      return changed(session);
    },

    getGame(input: ValidatedInput<'getGame'>): ApiResult<GameView> {
      const loaded = load(input.gameId);
      if (!loaded.ok) return loaded;
      requestComputerMove(input.gameId);
      return { ok: true, value: view(loaded.value) };
    },

    playMove(input: ValidatedInput<'playMove'>): ApiResult<GameView> {
      return playMove(input.gameId, input.move);
    },

    resign(input: ValidatedInput<'resign'>): ApiResult<GameView> {
      const loaded = load(input.gameId);
      if (!loaded.ok) return loaded;
      const session = loaded.value;
      if (session.game.status !== 'active') return fail({ code: 'game-over', message: `Game #${input.gameId} is over.` });
      const at = now().toISOString();
      const outcome: GameOutcome = {
        termination: input.player === 0 ? 'resigned:south' : 'resigned:north',
        winner: input.player === 0 ? 1 : 0,
        stores: storesOf(session.state),
      };
      store.end(input.gameId, 'resigned', outcome, at);
      session.game = { ...session.game, status: 'resigned', outcome, updatedAt: at };
      session.lastEvents = [];
      return changed(session);
    },

    listUnfinishedGames(): ApiResult<GameSummary[]> {
      const games = store.listUnfinished().map(({ id, rules, players, status, moveCount, createdAt, updatedAt }) => ({
        id,
        preset: rules.preset,
        players,
        status,
        moveCount,
        createdAt,
        updatedAt,
      }));
      return { ok: true, value: games };
    },

    /** Stops waiting for computer moves; their answers are dropped. */
    close(): void {
      closing.abort();
    },
  };
}

export type GameSessions = ReturnType<typeof createGameSessions>;
