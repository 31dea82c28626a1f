/**
 * The guest's side of a network game: it proposes choices, and mirrors the
 * host's game into its own archive as the host's views arrive, through its
 * own services (its engine replays every move too). Both archives then hold
 * one game with the same identity (game-identity.ts: the same rules, players,
 * moves and result), so a record exported from one imports into the other as
 * already there.
 *
 * The host sends the moves from where it believes the guest's archive agrees
 * with its own; the mirror compares them with the moves it holds, takes back
 * what differs (an undo made while a view was on its way) and plays the rest,
 * then acknowledges the count. On every (re)connection it sends `join` with
 * the game and move count its archive holds, so the host resends only what is
 * missing.
 */
import { randomBytes } from 'node:crypto';
import type { Move, Player } from '../../../engine';
import type { SecureChannel } from './channel';
import { parseHostMessage, versioned, type GameMessage, type GuestMessageBody, type HostMessage } from './game-messages';
import { refuse, RESUME_WITHIN_MS, serialQueue, watchConnection, type ActionResult, type Connection, type GameCalls, type NetworkGameState } from './game-side';

export interface GuestGameOptions {
  services: GameCalls;
  channel: SecureChannel;
  name: string;
  /** The guest's key for this game (kept to rejoin after a restart); a new one by default. */
  key?: string;
  /** Rejoining after a restart: the host's game and this archive's copy of it. */
  known?: { hostGame: number; gameId: number };
  /** Ends this connection (the guest connection's `close`) when the host sends what cannot be read. */
  closeConnection: (message: string) => void;
  now?: () => Date;
  resumeWithinMs?: number;
  logError?: (message: string) => void;
}

/** A new guest key: 18 random bytes, 24 characters of base64. */
export const newGuestKey = (): string => randomBytes(18).toString('base64');

interface Mirror {
  hostGame: number;
  gameId: number;
  moves: Move[];
}

/** Whether a view of the host's shows the guest's choice made at `sentAt` recorded: a move more, or its hidden opening choice in. */
const chosenIn = (sentAt: GameMessage) => (view: GameMessage) =>
  view.game !== sentAt.game || view.moveCount > sentAt.moveCount || (!sentAt.chosen.includes(sentAt.guestSide) && view.chosen.includes(sentAt.guestSide));

const sameMove = (a: Move | undefined, b: Move | undefined) => a !== undefined && b !== undefined && JSON.stringify(a) === JSON.stringify(b);

export function joinNetworkGame(options: GuestGameOptions) {
  const { services, channel } = options;
  const key = options.key ?? newGuestKey();
  const logError = options.logError ?? (() => {});
  const queue = serialQueue((error) => logError(`network game (guest): ${String(error)}`));
  const listeners = new Set<(state: NetworkGameState) => void>();

  let connection: Connection = { state: 'waiting' };
  let mirror: Mirror | null = null;
  /** The host's last view, as far as it was recorded here. */
  let latest: GameMessage | null = null;
  let undoAnswer: NetworkGameState['undoAnswer'] = null;
  let refusal: NetworkGameState['refusal'] = null;
  /** Set when the archive could not follow the host: the game is left as recorded so far. */
  let broken: string | null = null;
  /**
   * Choices and resignations sent and not yet answered, oldest first: the host
   * answers each readable message in order, with its view or a refusal naming
   * the message's type; each view answers the oldest it shows done.
   */
  const awaiting: { of: 'choose' | 'resign'; answeredBy: (view: GameMessage) => boolean; resolve: (result: ActionResult) => void }[] = [];

  /** Answers the oldest action still on its way that `matches`. */
  function answer(matches: (pending: (typeof awaiting)[number]) => boolean, result: ActionResult): void {
    const index = awaiting.findIndex(matches);
    if (index >= 0) awaiting.splice(index, 1)[0]?.resolve(result);
  }

  /** A drop or an end answers every action still on its way: whether the host recorded it, its view will tell. */
  function unanswered(): void {
    for (const pending of awaiting.splice(0)) pending.resolve(refuse('paused', 'the connection dropped before the host answered: the game shows whether it was recorded'));
  }

  const ready: Promise<void> = options.known ? queue(() => loadKnown(options.known as NonNullable<GuestGameOptions['known']>)) : Promise.resolve();

  async function loadKnown(known: NonNullable<GuestGameOptions['known']>): Promise<void> {
    const replay = await services.call('getReplay', { gameId: known.gameId });
    if (!replay.ok) return logError(`network game (guest): game #${known.gameId} cannot be read: ${replay.error.message}`);
    mirror = { hostGame: known.hostGame, gameId: known.gameId, moves: replay.value.moves };
  }

  function state(): NetworkGameState {
    const side: Player = latest?.guestSide ?? 1;
    const hostSide: Player = side === 0 ? 1 : 0;
    const undo = latest?.undo ?? null;
    return {
      connection,
      gameId: mirror?.gameId ?? null,
      side,
      moveCount: mirror?.moves.length ?? 0,
      choosers: latest?.choosers ?? [],
      chosen: { own: latest?.chosen.includes(side) ?? false, peer: latest?.chosen.includes(hostSide) ?? false },
      undo: undo && { by: undo.by === 'guest' ? 'own' : 'peer', moveCount: undo.moveCount },
      undoAnswer,
      rematch: { own: latest?.rematch.guest ?? false, peer: latest?.rematch.host ?? false },
      refusal,
    };
  }

  function changed(): void {
    const current = state();
    for (const listener of listeners) listener(current);
  }

  function send(body: GuestMessageBody): boolean {
    return connection.state === 'playing' && channel.send(versioned(body)).ok;
  }

  function join(): void {
    if (broken !== null) return;
    channel.send(versioned({ type: 'join', name: options.name, key, have: mirror && { game: mirror.hostGame, moveCount: mirror.moves.length } }));
  }

  /** Takes this archive's copy back to its first `keep` moves. */
  async function takeBackTo(current: Mirror, keep: number): Promise<string | null> {
    while (current.moves.length > keep) {
      const undone = await services.call('undo', { gameId: current.gameId });
      if (!undone.ok) return undone.error.message;
      if (undone.value.moveCount >= current.moves.length) return 'the undo took nothing back';
      current.moves = current.moves.slice(0, undone.value.moveCount);
    }
    return null;
  }

  /** Records the host's view into this archive; null when done, else why not. */
  async function record(message: GameMessage): Promise<string | null> {
    if (mirror === null || mirror.hostGame !== message.game) {
      if (message.from !== 0) return 'resend';
      const started = await services.call('newGame', { rules: message.rules, players: message.players });
      if (!started.ok) return started.error.message;
      mirror = { hostGame: message.game, gameId: started.value.id, moves: [] };
    }
    const current = mirror;
    if (message.from > current.moves.length) return 'resend';
    let agree = message.from;
    while (agree < current.moves.length && sameMove(current.moves[agree], message.moves[agree - message.from])) agree++;
    const undone = await takeBackTo(current, agree);
    if (undone !== null) return undone;
    for (const move of message.moves.slice(agree - message.from)) {
      const played = await services.call('playMove', { gameId: current.gameId, move });
      if (!played.ok) return played.error.message;
      current.moves = [...current.moves, move];
    }
    const resigned = message.termination === 'resigned:south' ? 0 : message.termination === 'resigned:north' ? 1 : null;
    if (resigned !== null) {
      const view = await services.call('getGame', { gameId: current.gameId });
      if (view.ok && view.value.status === 'active') {
        const done = await services.call('resign', { gameId: current.gameId, player: resigned });
        if (!done.ok) return done.error.message;
      }
    }
    return null;
  }

  async function onHostMessage(message: HostMessage): Promise<void> {
    if (message.type === 'refused') {
      refusal = { reason: message.reason, message: message.message };
      answer((pending) => pending.of === message.of, refuse(message.reason, message.message));
      return changed();
    }
    if (message.type === 'undo-answered') {
      undoAnswer = message.accepted ? 'accepted' : 'declined';
      return changed();
    }
    const problem = await record(message);
    if (problem === 'resend') return join();
    if (problem !== null) {
      // The archive refused what the host's engine took: the two apps disagree. Keep what is recorded and leave.
      broken = problem;
      logError(`network game (guest): the host's game could not be recorded: ${problem}`);
      options.closeConnection('the host’s game could not be recorded here');
      return changed();
    }
    latest = message;
    // The count recorded here: a long game comes in parts, the next sent on this.
    send({ type: 'ack', game: message.game, moveCount: mirror?.moves.length ?? 0 });
    // Recorded here too, so the answer's view is this archive's with it.
    answer((pending) => pending.answeredBy(message), { ok: true });
    changed();
  }

  async function onPayload(payload: unknown): Promise<void> {
    await ready;
    if (connection.state === 'ended' || broken !== null) return;
    const parsed = parseHostMessage(payload);
    if (!parsed.ok) {
      logError(`network game (guest): ${parsed.message}`);
      return options.closeConnection(parsed.message);
    }
    if (connection.state !== 'playing') {
      connection = { state: 'playing' };
    }
    return onHostMessage(parsed.message);
  }

  /**
   * The guest's own action: sent to the host, which answers with its view or a
   * refusal. With `answeredBy`, the action answers ok only once the host's view
   * shows it done (and this archive recorded that view): a choice or a
   * resignation lost on the way (the host killed, the connection cut) answers
   * `paused` instead, never ok, so an acknowledged move is never lost.
   */
  async function ownAction(
    action: (latest: GameMessage) => ActionResult | GuestMessageBody,
    answeredBy?: { of: 'choose' | 'resign'; when: (sentAt: GameMessage) => (view: GameMessage) => boolean },
  ): Promise<ActionResult> {
    const sent = await queue(async (): Promise<ActionResult | { answer: Promise<ActionResult> }> => {
      if (connection.state !== 'playing' || latest === null) return refuse('paused', connection.state === 'dropped' ? 'the game is paused until the connection is back' : 'the host has not answered yet');
      const done = action(latest);
      if ('ok' in done) {
        refusal = done.ok ? null : { reason: done.reason, message: done.message };
        changed();
        return done;
      }
      refusal = null;
      if (!send(done)) return refuse('paused', 'the message could not be sent');
      if (answeredBy === undefined) return { ok: true };
      if (connection.state !== 'playing') return refuse('paused', 'the connection dropped as the message left: the game shows whether it was recorded');
      const test = answeredBy.when(latest);
      // Awaited outside the queue: the answer is a message the queue handles.
      return { answer: new Promise<ActionResult>((resolve) => awaiting.push({ of: answeredBy.of, answeredBy: test, resolve })) };
    });
    return 'answer' in sent ? sent.answer : sent;
  }

  channel.onPayload((payload) => void queue(() => onPayload(payload)));
  const watch = watchConnection(channel, {
    now: options.now ?? (() => new Date()),
    resumeWithinMs: options.resumeWithinMs ?? RESUME_WITHIN_MS,
    onOpen: () => void ready.then(join),
    onChange: (next) => {
      connection = next;
      if (next.state !== 'playing') unanswered();
      changed();
    },
  });

  return {
    get state(): NetworkGameState {
      return state();
    },
    /** The key to rejoin this game with after a restart. */
    key,
    /** The host's game and this archive's copy, to rejoin after a restart (null before the first view). */
    get known(): { hostGame: number; gameId: number } | null {
      return mirror && { hostGame: mirror.hostGame, gameId: mirror.gameId };
    },
    onChange(listener: (state: NetworkGameState) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    choose: (hole: number) =>
      ownAction((view) => {
        if (view.status !== 'active') return refuse('game-over', 'the game is over');
        if (!view.choosers.includes(view.guestSide)) return refuse('not-your-turn', 'it is not your turn');
        return { type: 'choose', game: view.game, moveCount: view.moveCount, hole };
      }, { of: 'choose', when: chosenIn }),
    requestUndo: () =>
      ownAction((view) => {
        undoAnswer = null;
        return { type: 'undo-request', game: view.game, moveCount: view.moveCount };
      }),
    answerUndo: (accept: boolean) =>
      ownAction((view) => (view.undo?.by === 'host' ? { type: 'undo-answer', game: view.game, moveCount: view.undo.moveCount, accept } : refuse('no-undo-request', 'the host has not asked to undo'))),
    resign: () =>
      ownAction((view) => ({ type: 'resign', game: view.game, moveCount: view.moveCount }), {
        of: 'resign',
        when: (sentAt) => (view) => view.game !== sentAt.game || view.status !== 'active',
      }),
    offerRematch: () => ownAction((view) => ({ type: 'rematch', game: view.game })),
    stop(): void {
      watch.stop();
    },
  };
}

export type GuestNetworkGame = ReturnType<typeof joinNetworkGame>;
