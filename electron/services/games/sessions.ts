/**
 * Game sessions: the authoritative position of every game being played.
 * The database is the truth (every acknowledged move is committed before the
 * answer), the in-memory session a cache of the replayed position: every
 * write first checks, in its own transaction, that the database still holds
 * the moves the cache was made from, and refuses the change when another
 * connection has changed the game since (the cache is then read again).
 */
import type Database from 'better-sqlite3';
import { combineFirstChoices, holeChosenBy, moverOf, playersToAct, storesOf, turnFromMoves, type EngineEvent, type GameState, type Move, type Player, type Result } from '../../../engine';
import type { ApiErrorBody, ApiResult, GameOutcome, GameSummary, GameView, PlayerSpec, RoundEnding, RoundResult, ValidatedInput } from '../../contract';
import type { GameEngine } from './engine-port';
import { refusalFor } from './game-bin';
import { createGameStore, type GameHeader } from './game-store';
import { createNetworkGames } from './network-games';
import { turnEnds } from './note-places';
import type { ComputerOpponent, MoveAnalysis } from './opponent';
import { positionAfterMoves } from './position-after-moves';
import { roundEndingOf, roundsFinishedIn } from './rounds';

interface Session {
  game: GameHeader;
  state: GameState;
  moveCount: number;
  /** The game's moves as the database held them when this session last read or wrote them (game-store.ts `writable`). */
  storedMoves: Buffer;
  lastEvents: EngineEvent[];
  /** The rounds finished so far (GameView.rounds). */
  rounds: RoundResult[];
  /**
   * The round a move ended whose summary waits for the players (GameView.roundEnding).
   * Which move that was is kept with the game (game-store.ts `setRoundEnding`),
   * so a reload and a restart of the app both come back to the summary.
   */
  roundEnding: RoundEnding | null;
  /**
   * Opening first choices given by humans against the computer, kept (unrecorded,
   * and never shown to the opponent) until the computer's own choice is in.
   */
  heldFirstChoices: Partial<Record<Player, number>>;
}

interface GameSessionsOptions {
  db: Database.Database;
  engine: GameEngine;
  now: () => Date;
  /** Told about every change (moves, resignations), e.g. to push `game-updated` to the renderer. */
  onGameUpdated: (game: GameView) => void;
  /**
   * Resolves when the archive takes a write without waiting: a long write on
   * another connection (an import's) may hold it. The computer's moves wait
   * for it, as the app's write operations do (archive/long-writes.ts).
   */
  writable?: () => Promise<void>;
  /** Plays for computer players; without it their turns wait. */
  opponent?: ComputerOpponent;
  /** Told when a computer player could not move (the game stays as it was, waiting). */
  onComputerFailed?: (gameId: number, message: string) => void;
  logError: (message: string) => void;
  /**
   * Numbers the views in the order they are made (see GameView.revision);
   * shared by the app's services so that it keeps counting up across a restore.
   */
  nextRevision?: () => number;
}

/** A counter for GameView.revision. */
export function revisionCounter(): () => number {
  let revision = 0;
  return () => ++revision;
}

const fail = (error: ApiErrorBody): { ok: false; error: ApiErrorBody } => ({ ok: false, error });

const relaysIn = (events: readonly EngineEvent[]) => events.filter((event) => event.type === 'relay').length;

export function createGameSessions(options: GameSessionsOptions) {
  const { db, engine, now } = options;
  const store = createGameStore(db);
  const networkGames = createNetworkGames(() => db);
  const sessions = new Map<number, Session>();
  /** The search under way for each game; aborted by an undo or by closing. */
  const pendingComputerMoves = new Map<number, AbortController>();
  const closing = new AbortController();
  const nextRevision = options.nextRevision ?? revisionCounter();

  function view(session: Session): GameView {
    const active = session.game.status === 'active';
    const legalMoves = active ? engine.legalMoves(session.state) : [];
    return {
      ...session.game,
      state: session.state,
      legalMoves,
      choosers: playersToAct(turnFromMoves(legalMoves, session.state.toMove)),
      lastEvents: session.lastEvents,
      rounds: session.rounds,
      roundEnding: session.roundEnding,
      moveCount: session.moveCount,
      thinking: pendingComputerMoves.has(session.game.id),
      // Asked each time: the network game layer marks a game it made through newGame once its guest is bound.
      network: networkGames.isNetworkGame(session.game.id),
      revision: nextRevision(),
    };
  }

  /** The players whose choice the game waits for, and whether it is the opening's first choice (both at once). */
  function dueChoosers(state: GameState): { players: Player[]; firstChoice: boolean } {
    const turn = turnFromMoves(engine.legalMoves(state), state.toMove);
    return { players: playersToAct(turn), firstChoice: turn.kind === 'opening-first' };
  }

  /**
   * The session of a game that may be played. The archive's place of the game
   * is read each time: it may have been deleted (or purged) through the archive
   * while its session stayed cached here.
   */
  function load(gameId: number): Result<Session, ApiErrorBody> {
    const refused = refusalFor(gameId, store.place(gameId), 'play');
    if (refused !== null) {
      if (refused.code === 'not-found') sessions.delete(gameId);
      return fail(refused);
    }
    const cached = sessions.get(gameId);
    if (cached) return { ok: true, value: cached };
    // One read transaction: the moves replayed are the bytes later writes are checked against.
    const { stored, current } = db.transaction(() => ({ stored: store.load(gameId), current: store.writable(gameId) }))();
    if (stored === null || current === null) return fail({ code: 'not-found', message: `There is no game #${gameId}.` });
    const rounds: RoundResult[] = [];
    let roundEnding: RoundEnding | null = null;
    const replayed = positionAfterMoves(engine, gameId, stored.rules, stored.moves, (events, move) => {
      rounds.push(...roundsFinishedIn(events));
      if (move.index === stored.roundEndingMove) roundEnding = roundEndingOf(move.before, events, move.after);
    });
    if (!replayed.ok) return replayed;
    const { id, rules, players, status, outcome, createdAt, updatedAt } = stored;
    const game: GameHeader = { id, rules, players, status, outcome, createdAt, updatedAt };
    const session: Session = { game, state: replayed.value, moveCount: stored.moves.length, storedMoves: current.moves, lastEvents: [], rounds, roundEnding, heldFirstChoices: {} };
    sessions.set(gameId, session);
    return { ok: true, value: session };
  }

  /**
   * Why the database no longer holds the game as `session` has it (another
   * connection moved, took back, ended or deleted it), or null when it does.
   * Asked inside the write's transaction, so nothing can change in between.
   */
  function changedSince(session: Session, refused: string): ApiErrorBody | null {
    const gameId = session.game.id;
    const current = store.writable(gameId);
    if (current === null) return { code: 'not-found', message: `There is no game #${gameId}.` };
    if (current.inBin) return refusalFor(gameId, 'bin', 'play');
    if (current.status !== 'active') return { code: 'game-over', message: `Game #${gameId} is over.` };
    if (!current.moves.equals(session.storedMoves)) {
      return { code: 'illegal-move', message: `Game #${gameId} was changed elsewhere since this position was read: ${refused}. Look at the game again.` };
    }
    return null;
  }

  /**
   * Runs `write` in one transaction if the database still holds the game as
   * `session` has it; answers the game's moves as stored after it. Refused
   * (`refused` says what was not done, for the message),
   * the stale session is dropped: the next read replays the database's moves.
   */
  function writeChecked(session: Session, refused: string, write: () => void): Result<Buffer, ApiErrorBody> {
    const written = db.transaction((): Result<Buffer, ApiErrorBody> => {
      const changed = changedSince(session, refused);
      if (changed !== null) return fail(changed);
      write();
      return { ok: true, value: store.writable(session.game.id)?.moves ?? Buffer.alloc(0) };
    })();
    if (!written.ok) sessions.delete(session.game.id);
    return written;
  }

  /** Games whose computer opponent was warmed up (once per game and start of the app is enough). */
  const prepared = new Set<number>();

  /** Warms the opponent up for a game with a computer player, before its first search. */
  function prepare(session: Session): void {
    const computer = session.game.players.findIndex((player) => player.kind === 'computer');
    if (computer < 0 || session.game.status !== 'active' || prepared.has(session.game.id)) return;
    prepared.add(session.game.id);
    options.opponent?.prepare?.({ state: session.state, player: computer as Player });
  }

  function changed(session: Session): ApiResult<GameView> {
    // Asked first, so the view already says whether the computer is thinking.
    requestComputerMove(session.game.id);
    const updated = view(session);
    options.onGameUpdated(updated);
    return { ok: true, value: updated };
  }

  /**
   * A human's own first choice of the opening against the computer
   * (`{player, hole}` where the engine wants `{south, north}`): held here until
   * the computer has chosen without seeing it; then both are played as one move.
   */
  function holdFirstChoice(session: Session, player: Player, hole: number): ApiResult<GameView> | null {
    const legal = engine.legalMoves(session.state).filter((candidate) => 'south' in candidate);
    if (legal.length === 0) return null;
    const other: Player = player === 0 ? 1 : 0;
    if (session.game.players[player].kind !== 'human' || session.game.players[other].kind !== 'computer') return null;
    if (!legal.some((pair) => holeChosenBy(pair, player) === hole)) {
      return fail({ code: 'illegal-move', message: `Hole ${hole} cannot open the game.` });
    }
    session.heldFirstChoices = { ...session.heldFirstChoices, [player]: hole };
    requestComputerMove(session.game.id);
    return { ok: true, value: view(session) };
  }

  /** The computer player a move would be made for, or null when only humans act in it. */
  function movedForComputer(session: Session, move: Move): Player | null {
    const actor = moverOf(move, session.state.toMove);
    const actors: Player[] = 'south' in move ? [0, 1] : actor === null ? [] : [actor];
    return actors.find((player) => session.game.players[player].kind === 'computer') ?? null;
  }

  function playMove(gameId: number, move: Move): ApiResult<GameView> {
    const loaded = load(gameId);
    if (!loaded.ok) return loaded;
    const session = loaded.value;
    if (session.game.status !== 'active') return fail({ code: 'game-over', message: `Game #${gameId} is over.` });
    if ('player' in move) {
      const held = holdFirstChoice(session, move.player, move.hole);
      if (held !== null) return held;
    }
    const played = engine.play(session.state, move);
    if (!played.ok) {
      const code = played.error.code === 'bad-json' ? 'bad-request' : played.error.code;
      return fail({ code, message: played.error.message });
    }
    const { state, events } = played.value;
    // A round's summary waits through the computer's moves in the next round; a human who moves has gone on.
    const keptEnding = movedForComputer(session, move) === null ? null : session.roundEnding;
    const endedRound = roundEndingOf(session.state, events, state);
    const roundEnding = endedRound ?? keptEnding;
    const at = now().toISOString();
    const outcome: GameOutcome | null = state.result && { termination: 'normal', winner: state.result.winner, stores: state.result.stores };
    // The move, its facts, the game's identity and its new status commit
    // together, before the session advances: if the write fails, neither the
    // database nor the cache moved. The move was judged in the cached
    // position: it is written only if that is still the database's.
    const written = writeChecked(session, 'the move was not played', () => {
      store.appendMove(gameId, session.moveCount, move, { stores: storesOf(state), relays: relaysIn(events) }, outcome, at);
      keepNoteOnTurn(session, session.moveCount);
      if (endedRound !== null) store.setRoundEnding(gameId, session.moveCount);
      else if (keptEnding === null && session.roundEnding !== null) store.setRoundEnding(gameId, null);
    });
    if (!written.ok) return written;
    session.storedMoves = written.value;
    session.state = state;
    session.moveCount += 1;
    session.lastEvents = events;
    session.rounds = [...session.rounds, ...roundsFinishedIn(events)];
    session.roundEnding = roundEnding;
    session.heldFirstChoices = {};
    session.game = { ...session.game, updatedAt: at, ...(outcome && { status: 'finished' as const, outcome }) };
    return changed(session);
  }

  /**
   * A note is on the last move of its turn (RULES.md §8): written while the
   * turn was still being played, it moves along when the mover chooses again,
   * instead of ending up inside the turn where no record can print it.
   */
  function keepNoteOnTurn(session: Session, index: number): void {
    const gameId = session.game.id;
    if (index === 0 || !store.hasNote(gameId, index - 1)) return;
    const ends = turnEnds(session.game.rules, store.moves(gameId));
    if (ends.ok && !ends.value.has(index - 1)) store.moveNote(gameId, index - 1, index);
  }

  /**
   * The hook point for computer players: after every change, if the game waits
   * for a computer and an opponent is configured, ask it and play its answer
   * through the same path as a human's. In the opening, the first choices are
   * combined into one `{south, north}` move once every human's choice is held;
   * a computer's choice pending mid-opening is asked like any turn.
   */
  function requestComputerMove(gameId: number): void {
    const opponent = options.opponent;
    const session = sessions.get(gameId);
    if (!opponent || !session || session.game.status !== 'active' || pendingComputerMoves.has(gameId)) return;
    const due = dueChoosers(session.state);
    const computers = due.players.filter((player) => session.game.players[player].kind === 'computer');
    if (computers.length === 0) return;
    if (due.firstChoice && due.players.some((player) => !computers.includes(player) && session.heldFirstChoices[player] === undefined)) return;
    const search = new AbortController();
    const signal = AbortSignal.any([closing.signal, search.signal]);
    pendingComputerMoves.set(gameId, search);
    const ask = (player: Player) => {
      const spec = session.game.players[player];
      const level = spec.kind === 'computer' ? spec.level : 1;
      return opponent.chooseMove({ gameId, state: session.state, player, level, signal });
    };
    const answer: Promise<Result<Move>> = due.firstChoice
      ? Promise.all(computers.map(async (player) => ({ player, chosen: await ask(player) }))).then((answers) => {
          const holes: Partial<Record<Player, number>> = { ...session.heldFirstChoices };
          for (const { player, chosen } of answers) {
            if (!chosen.ok) return chosen;
            holes[player] = holeChosenBy(chosen.value, player);
          }
          const both = combineFirstChoices(holes);
          return both === null ? { ok: false, error: { code: 'illegal-move', message: 'An opening choice is missing.' } } : { ok: true, value: both };
        })
      : ask(computers[0] as Player);
    const failed = (message: string) => {
      options.logError(message);
      options.onComputerFailed?.(gameId, message);
    };
    answer
      .then(async (chosen) => {
        await options.writable?.();
        // An undo (or another move) replaced this search: its answer is stale.
        if (pendingComputerMoves.get(gameId) !== search) return;
        pendingComputerMoves.delete(gameId);
        if (signal.aborted) return;
        if (!chosen.ok) return failed(`Opponent failed in game #${gameId}: ${chosen.error.message}`);
        const played = playMove(gameId, chosen.value);
        // A game deleted meanwhile refuses the move, and nobody is waiting for it.
        if (!played.ok && played.error.code !== 'game-deleted') failed(`Opponent's move in game #${gameId} was refused: ${played.error.message}`);
      })
      .catch((error: unknown) => {
        if (pendingComputerMoves.get(gameId) === search) pendingComputerMoves.delete(gameId);
        failed(`Opponent threw in game #${gameId}: ${String(error)}`);
      });
  }

  /** Stops the search under way for `gameId`, if any: its answer will be ignored. */
  function cancelComputerMove(gameId: number): void {
    pendingComputerMoves.get(gameId)?.abort();
    pendingComputerMoves.delete(gameId);
  }

  /**
   * Where an undo goes back to: against the computer, before the last move that
   * holds a human's choice (the opening's combined move counts); with two
   * humans, before the last move. Null when there is nothing to take back.
   * With the longest relay of the moves kept, for the archive.
   */
  function undoPoint(session: Session, moves: Move[]): { index: number; state: GameState; longestRelay: number } | null {
    const started = engine.newGame(session.game.rules);
    if (!started.ok) return null;
    const states: GameState[] = [started.value];
    const relays: number[] = [];
    for (const move of moves) {
      const played = engine.play(states[states.length - 1] as GameState, move);
      if (!played.ok) return null;
      states.push(played.value.state);
      relays.push(relaysIn(played.value.events));
    }
    const humans = session.game.players.map((player) => player.kind === 'human');
    const vsComputer = humans.includes(false);
    for (let index = moves.length - 1; index >= 0; index--) {
      const mover = moverOf(moves[index] as Move, (states[index] as GameState).toMove);
      if (!vsComputer || mover === null || humans[mover]) {
        return { index, state: states[index] as GameState, longestRelay: relays.slice(0, index).reduce((most, count) => Math.max(most, count), 0) };
      }
    }
    return null;
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
        storedMoves: store.writable(id)?.moves ?? Buffer.alloc(0),
        lastEvents: [],
        rounds: [],
        roundEnding: null,
        heldFirstChoices: {},
      };
      sessions.set(id, session);
      prepare(session);
      return changed(session);
    },

    getGame(input: ValidatedInput<'getGame'>): ApiResult<GameView> {
      const loaded = load(input.gameId);
      if (!loaded.ok) return loaded;
      prepare(loaded.value);
      requestComputerMove(input.gameId);
      return { ok: true, value: view(loaded.value) };
    },

    playMove(input: ValidatedInput<'playMove'>): ApiResult<GameView> {
      // A move from the renderer is a human's: {hole} is played for whoever is
      // to move, so without this a late key press could move for the computer
      // (and its own answer, searched for the position before, would be refused).
      const loaded = load(input.gameId);
      if (!loaded.ok) return loaded;
      const computer = movedForComputer(loaded.value, input.move);
      if (computer !== null) {
        return fail({ code: 'illegal-move', message: `It is not your turn: ${loaded.value.game.players[computer].name} (the computer) is to choose.` });
      }
      return playMove(input.gameId, input.move);
    },

    resign(input: ValidatedInput<'resign'>): ApiResult<GameView> {
      const loaded = load(input.gameId);
      if (!loaded.ok) return loaded;
      const session = loaded.value;
      if (session.game.status !== 'active') return fail({ code: 'game-over', message: `Game #${input.gameId} is over.` });
      cancelComputerMove(input.gameId);
      const at = now().toISOString();
      const outcome: GameOutcome = {
        termination: input.player === 0 ? 'resigned:south' : 'resigned:north',
        winner: input.player === 0 ? 1 : 0,
        stores: storesOf(session.state),
      };
      const written = writeChecked(session, 'the resignation was not recorded', () => store.end(input.gameId, 'resigned', outcome, at));
      if (!written.ok) return written;
      session.game = { ...session.game, status: 'resigned', outcome, updatedAt: at };
      session.lastEvents = [];
      session.roundEnding = null;
      return changed(session);
    },

    /** The players have seen the round's summary: it is no longer shown (only that is written: the game is as it was). */
    continueRound(input: ValidatedInput<'continueRound'>): ApiResult<GameView> {
      const loaded = load(input.gameId);
      if (!loaded.ok) return loaded;
      const session = loaded.value;
      if (session.roundEnding === null) return { ok: true, value: view(session) };
      store.setRoundEnding(input.gameId, null);
      session.roundEnding = null;
      return changed(session);
    },

    /** Takes back moves (see undoPoint) in one transaction, cancelling any computer search. */
    undo(input: ValidatedInput<'undo'>): ApiResult<GameView> {
      const loaded = load(input.gameId);
      if (!loaded.ok) return loaded;
      const session = loaded.value;
      if (session.game.status !== 'active') return fail({ code: 'game-over', message: `Game #${input.gameId} is over.` });
      const point = undoPoint(session, store.moves(input.gameId));
      if (!point) return fail({ code: 'illegal-move', message: 'There is no move to undo.' });
      cancelComputerMove(input.gameId);
      const at = now().toISOString();
      const written = writeChecked(session, 'nothing was taken back', () => store.takeBackFrom(input.gameId, point.index, { stores: storesOf(point.state), longestRelay: point.longestRelay }, at));
      if (!written.ok) return written;
      session.storedMoves = written.value;
      session.state = point.state;
      session.moveCount = point.index;
      // The rounds finished before the one gone back to (an active game is in its last round).
      session.rounds = session.rounds.filter((result) => result.round < point.state.round);
      session.lastEvents = [];
      session.roundEnding = null;
      session.heldFirstChoices = {};
      session.game = { ...session.game, updatedAt: at };
      return changed(session);
    },

    /** The opponent's judgement of `player`'s choices here: the best move and its evaluation. */
    async hint(input: ValidatedInput<'hint'>): Promise<ApiResult<MoveAnalysis>> {
      const loaded = load(input.gameId);
      if (!loaded.ok) return loaded;
      const session = loaded.value;
      if (session.game.status !== 'active') return fail({ code: 'game-over', message: `Game #${input.gameId} is over.` });
      if (!dueChoosers(session.state).players.includes(input.player)) {
        return fail({ code: 'illegal-move', message: 'It is not that player’s turn.' });
      }
      if (!options.opponent) return fail({ code: 'unavailable', message: 'No computer opponent is available for hints.' });
      const analysed = await options.opponent.analyse({ gameId: input.gameId, state: session.state, player: input.player, signal: closing.signal });
      if (!analysed.ok) return fail({ code: 'internal', message: analysed.error.message });
      const best = analysed.value[0];
      if (best === undefined) return fail({ code: 'illegal-move', message: 'There is no move to suggest.' });
      // Counted only while the game can still be played (one statement checks and counts): deleted or
      // ended while the opponent thought, the game is read-only and the hint is refused.
      if (!store.countHint(input.gameId)) return fail(refusalFor(input.gameId, store.place(input.gameId), 'play') ?? { code: 'game-over', message: `Game #${input.gameId} is over.` });
      return { ok: true, value: best };
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

    /** Stops the computer's searches in these games (deleted: their moves would be refused). */
    stopSearches(gameIds: readonly number[]): void {
      for (const gameId of gameIds) cancelComputerMove(gameId);
    },

    /** Stops waiting for computer moves; their answers are dropped. */
    close(): void {
      closing.abort();
    },
  };
}

export type GameSessions = ReturnType<typeof createGameSessions>;
