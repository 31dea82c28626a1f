/**
 * The host's side of a network game. Its services are authoritative: every
 * choice, its own or the guest's, is played through them (the engine checks
 * it, the archive records it in the move's transaction, as for every game),
 * and the guest is sent the outcome. The guest only proposes.
 *
 * The game is created when the guest first joins (its name is then known),
 * bound to the guest's key: a later connection with another key is closed.
 * The opening's first choices are held here, hidden from the other side
 * (only "has chosen" travels), and played as one move once both are in. An
 * undo is a request the other side answers. Rematch swaps the sides.
 *
 * A message that cannot be read (not a known message, a wrong version, out of
 * order) closes that connection only; one that can but comes out of turn or
 * for another position is refused with a reason. Neither changes the game.
 */
import { combineFirstChoices, holeChosenBy, type Move, type Player, type RulesInput } from '../../../engine';
import type { GameView } from '../../contract';
import type { SecureChannel } from './channel';
import { parseGuestMessage, versioned, type GuestMessage, type HostMessageBody, type UndoRequest } from './game-messages';
import { refuse, RESUME_WITHIN_MS, serialQueue, watchConnection, type ActionResult, type Connection, type GameCalls, type NetworkGameState } from './game-side';

/** How the host ends the guest's connection (host-endpoint's `closeGuest`): that connection only. */
export type CloseGuest = (reason: 'malformed' | 'unsupported-version' | 'refused', message: string) => void;

export interface HostGameOptions {
  services: GameCalls;
  channel: SecureChannel;
  hostName: string;
  rules: RulesInput;
  /** The host's seat in the first game (South by default); a rematch swaps it. */
  hostSide?: Player;
  closeGuest: CloseGuest;
  /** A game hosted again after a restart (Continue): its id in the host's archive, the host's seat in it, its guest's key. */
  resume?: { gameId: number; hostSide: Player; guestKey: string };
  /** The most moves one view carries (a long game sent whole after a rejoin stays far below the payload bound); the rest follow each `ack`. */
  movesPerMessage?: number;
  now?: () => Date;
  resumeWithinMs?: number;
  logError?: (message: string) => void;
}

/** 400 opening moves, the longest shape, are about 9 KiB of JSON: a fifth of the channel's payload bound. */
export const MOVES_PER_MESSAGE = 400;

interface HostedGame {
  view: GameView;
  moves: Move[];
  hostSide: Player;
}

const other = (player: Player): Player => (player === 0 ? 1 : 0);

export function hostNetworkGame(options: HostGameOptions) {
  const { services, channel } = options;
  const now = options.now ?? (() => new Date());
  const logError = options.logError ?? (() => {});
  const queue = serialQueue((error) => logError(`network game (host): ${String(error)}`));
  const listeners = new Set<(state: NetworkGameState) => void>();

  let connection: Connection = { state: 'waiting' };
  let guest: { key: string; name: string } | null = options.resume ? { key: options.resume.guestKey, name: '' } : null;
  let game: HostedGame | null = null;
  /** The opening's first choices made so far, by side: never sent. */
  let hidden: Partial<Record<Player, number>> = {};
  let undo: UndoRequest | null = null;
  let undoAnswer: NetworkGameState['undoAnswer'] = null;
  let rematch = { host: false, guest: false };
  let refusal: NetworkGameState['refusal'] = null;
  /** The leading moves the guest holds as the host does (as far as the host knows): later updates send only the rest. */
  let guestHas = 0;
  /** The moves the guest said it has recorded (its `ack`). */
  let acknowledged = 0;
  /** The guest has joined on the channel's current connection. */
  let joined = false;

  function state(): NetworkGameState {
    const side = game?.hostSide ?? options.hostSide ?? 0;
    return {
      connection,
      gameId: game?.view.id ?? null,
      side,
      moveCount: game?.moves.length ?? 0,
      choosers: game?.view.choosers ?? [],
      chosen: { own: hidden[side] !== undefined, peer: hidden[other(side)] !== undefined },
      undo: undo && { by: undo.by === 'host' ? 'own' : 'peer', moveCount: undo.moveCount },
      undoAnswer,
      rematch: { own: rematch.host, peer: rematch.guest },
      refusal,
    };
  }

  function changed(): void {
    const current = state();
    for (const listener of listeners) listener(current);
  }

  function send(body: HostMessageBody): void {
    if (connection.state === 'playing') channel.send(versioned(body));
  }

  function sendGame(from = guestHas): void {
    if (game === null || !joined) return;
    const { view, moves, hostSide } = game;
    const start = Math.min(from, moves.length);
    const sent = moves.slice(start, start + (options.movesPerMessage ?? MOVES_PER_MESSAGE));
    send({
      type: 'game',
      game: view.id,
      rules: view.rules,
      players: view.players,
      guestSide: other(hostSide),
      from: start,
      moves: sent,
      moveCount: moves.length,
      status: view.status,
      termination: view.outcome?.termination ?? null,
      choosers: view.choosers,
      chosen: ([0, 1] as const).filter((player) => hidden[player] !== undefined),
      undo,
      rematch,
    });
    guestHas = start + sent.length;
  }

  /** After every change: the guest gets the new view, the host's screen the new state. */
  function publish(): void {
    sendGame();
    changed();
  }

  async function startGame(players: GameView['players'], rules: RulesInput, hostSide: Player): Promise<ActionResult> {
    const started = await services.call('newGame', { rules, players });
    if (!started.ok) return refuse('failed', started.error.message);
    game = { view: started.value, moves: [], hostSide };
    hidden = {};
    undo = null;
    undoAnswer = null;
    rematch = { host: false, guest: false };
    guestHas = 0;
    acknowledged = 0;
    return { ok: true };
  }

  async function resumeGame(gameId: number, hostSide: Player): Promise<ActionResult> {
    const [view, replay] = [await services.call('getGame', { gameId }), await services.call('getReplay', { gameId })];
    if (!view.ok) return refuse('failed', view.error.message);
    if (!replay.ok) return refuse('failed', replay.error.message);
    game = { view: view.value, moves: replay.value.moves, hostSide };
    guestHas = replay.value.moves.length;
    return { ok: true };
  }

  /** Why a message about `gameRef` at `moveCount` does not apply to the game as it is now, or null. */
  function staleness(gameRef: number, moveCount: number | null): ActionResult | null {
    if (game === null || game.view.id !== gameRef) return refuse('stale', 'that message is about another game');
    if (moveCount !== null && moveCount !== game.moves.length) return refuse('stale', `that message was made at move ${moveCount}; the game is at move ${game.moves.length}`);
    return null;
  }

  async function play(move: Move): Promise<ActionResult> {
    if (game === null) return refuse('failed', 'no game');
    const played = await services.call('playMove', { gameId: game.view.id, move });
    if (!played.ok) return refuse(played.error.code === 'game-over' ? 'game-over' : 'illegal-move', played.error.message);
    game = { ...game, view: played.value, moves: [...game.moves, move] };
    hidden = {};
    undo = null;
    return { ok: true };
  }

  /** `side` chooses `hole`: its turn, or its hidden first choice of the opening. */
  async function choose(side: Player, hole: number): Promise<ActionResult> {
    if (game === null) return refuse('failed', 'no game');
    const view = game.view;
    if (view.status !== 'active') return refuse('game-over', 'the game is over');
    if (!view.choosers.includes(side)) return refuse('not-your-turn', `it is not ${view.players[side].name}’s turn`);
    const first = view.legalMoves[0];
    if (first !== undefined && 'south' in first) {
      if (hidden[side] !== undefined) return refuse('illegal-move', 'the first choice is already made');
      if (!view.legalMoves.some((pair) => holeChosenBy(pair, side) === hole)) return refuse('illegal-move', `hole ${hole} cannot open the game`);
      hidden = { ...hidden, [side]: hole };
      const both = combineFirstChoices(hidden);
      return both === null ? { ok: true } : play(both);
    }
    return play(first !== undefined && 'player' in first ? { player: side, hole } : { hole });
  }

  async function takeBack(): Promise<ActionResult> {
    if (game === null) return refuse('failed', 'no game');
    const undone = await services.call('undo', { gameId: game.view.id });
    undo = null;
    if (!undone.ok) return refuse(undone.error.code === 'game-over' ? 'game-over' : 'illegal-move', undone.error.message);
    game = { ...game, view: undone.value, moves: game.moves.slice(0, undone.value.moveCount) };
    hidden = {};
    guestHas = Math.min(guestHas, game.moves.length);
    return { ok: true };
  }

  async function resign(side: Player): Promise<ActionResult> {
    if (game === null) return refuse('failed', 'no game');
    const resigned = await services.call('resign', { gameId: game.view.id, player: side });
    if (!resigned.ok) return refuse('game-over', resigned.error.message);
    game = { ...game, view: resigned.value };
    hidden = {};
    undo = null;
    return { ok: true };
  }

  async function offerRematch(by: 'host' | 'guest'): Promise<ActionResult> {
    if (game === null || game.view.status === 'active') return refuse('illegal-move', 'a rematch is offered once the game is over');
    rematch = { ...rematch, [by]: true };
    if (!rematch.host || !rematch.guest) return { ok: true };
    const [south, north] = game.view.players;
    return startGame([north, south], game.view.rules, other(game.hostSide));
  }

  async function onJoin(message: Extract<GuestMessage, { type: 'join' }>): Promise<void> {
    if (guest !== null && guest.key !== message.key) return options.closeGuest('refused', 'this game has another guest');
    guest = { key: message.key, name: guest?.name || message.name };
    if (game === null) {
      const hostSide = options.hostSide ?? 0;
      const host = { name: options.hostName, kind: 'human' as const };
      const visitor = { name: message.name, kind: 'human' as const };
      const started = options.resume ? await resumeGame(options.resume.gameId, options.resume.hostSide) : await startGame(hostSide === 0 ? [host, visitor] : [visitor, host], options.rules, hostSide);
      if (!started.ok) {
        logError(`network game (host): the game could not start: ${started.message}`);
        return options.closeGuest('refused', 'the host could not start the game');
      }
    }
    joined = true;
    connection = { state: 'playing' };
    const have = message.have;
    sendGame(have !== null && game !== null && have.game === game.view.id ? Math.min(have.moveCount, guestHas) : 0);
    changed();
  }

  /** A guest's message that can be read: done, or refused with a reason. */
  async function onGuestAction(message: Exclude<GuestMessage, { type: 'join' }>): Promise<ActionResult> {
    const guestSide = other(game?.hostSide ?? 0);
    switch (message.type) {
      case 'ack':
        if (game !== null && message.game === game.view.id) {
          acknowledged = Math.min(message.moveCount, game.moves.length);
          guestHas = Math.min(Math.max(guestHas, acknowledged), game.moves.length);
          // The rest of a long game, once the guest has recorded what it was sent.
          if (acknowledged === guestHas && guestHas < game.moves.length) sendGame();
        }
        return { ok: true };
      case 'choose':
        return staleness(message.game, message.moveCount) ?? choose(guestSide, message.hole);
      case 'resign':
        return staleness(message.game, message.moveCount) ?? resign(guestSide);
      case 'rematch':
        return staleness(message.game, null) ?? offerRematch('guest');
      case 'undo-request': {
        const stale = staleness(message.game, message.moveCount);
        if (stale !== null) return stale;
        if (game?.view.status !== 'active' || message.moveCount === 0) return refuse('illegal-move', 'there is no move to undo');
        undo = { by: 'guest', moveCount: message.moveCount };
        return { ok: true };
      }
      case 'undo-answer': {
        const stale = staleness(message.game, message.moveCount);
        if (stale !== null) return stale;
        if (undo?.by !== 'host' || undo.moveCount !== message.moveCount) return refuse('no-undo-request', 'the host has not asked to undo');
        undoAnswer = message.accept ? 'accepted' : 'declined';
        if (message.accept) return takeBack();
        undo = null;
        return { ok: true };
      }
    }
  }

  async function onPayload(payload: unknown): Promise<void> {
    if (connection.state === 'ended') return;
    const parsed = parseGuestMessage(payload);
    if (!parsed.ok) return options.closeGuest(parsed.reason, parsed.message);
    const message = parsed.message;
    if (message.type === 'join') return onJoin(message);
    if (!joined) return options.closeGuest('malformed', `a ${message.type} message before join`);
    const done = await onGuestAction(message);
    if (!done.ok) {
      send({ type: 'refused', of: message.type === 'ack' ? 'choose' : message.type, reason: done.reason, message: done.message });
      return;
    }
    if (message.type !== 'ack') publish();
  }

  /** The host's own action, refused while the guest is not there. */
  function ownAction(action: (game: HostedGame) => Promise<ActionResult>): Promise<ActionResult> {
    return queue(async () => {
      if (connection.state !== 'playing' || game === null) return refuse('paused', connection.state === 'dropped' ? 'the game is paused until the guest reconnects' : 'the guest is not playing');
      const done = await action(game);
      refusal = done.ok ? null : { reason: done.reason, message: done.message };
      if (done.ok) publish();
      else changed();
      return done;
    });
  }

  channel.onPayload((payload) => void queue(() => onPayload(payload)));
  const watch = watchConnection(channel, {
    now,
    resumeWithinMs: options.resumeWithinMs ?? RESUME_WITHIN_MS,
    onOpen: () => {
      // The guest rejoins with `join` on every connection; until then nothing is sent.
      joined = false;
      connection = { state: 'waiting' };
      changed();
    },
    onChange: (next) => {
      joined = false;
      connection = next;
      changed();
    },
  });

  return {
    get state(): NetworkGameState {
      return state();
    },
    /** The game's view from the host's services (null before the guest joined). */
    get view(): GameView | null {
      return game?.view ?? null;
    },
    /** The guest's key, to host the game again after a restart (null before the guest joined). */
    get guestKey(): string | null {
      return guest?.key ?? null;
    },
    /** The moves the guest has said it recorded. */
    get acknowledged(): number {
      return acknowledged;
    },
    onChange(listener: (state: NetworkGameState) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    choose: (hole: number) => ownAction((hosted) => choose(hosted.hostSide, hole)),
    requestUndo: () =>
      ownAction(async (hosted) => {
        if (hosted.view.status !== 'active' || hosted.moves.length === 0) return refuse('illegal-move', 'there is no move to undo');
        undo = { by: 'host', moveCount: hosted.moves.length };
        undoAnswer = null;
        return { ok: true };
      }),
    answerUndo: (accept: boolean) =>
      ownAction(async (hosted) => {
        if (undo?.by !== 'guest' || undo.moveCount !== hosted.moves.length) return refuse('no-undo-request', 'the guest has not asked to undo');
        send({ type: 'undo-answered', game: hosted.view.id, accepted: accept });
        if (accept) return takeBack();
        undo = null;
        return { ok: true };
      }),
    resign: () => ownAction((hosted) => resign(hosted.hostSide)),
    offerRematch: () => ownAction(() => offerRematch('host')),
    /** Leaves the game as it is in the archive (unfinished if it was); the endpoint is stopped by its owner. */
    stop(): void {
      watch.stop();
    },
  };
}

export type HostNetworkGame = ReturnType<typeof hostNetworkGame>;
