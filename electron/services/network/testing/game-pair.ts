/** Tests only: a host's game and a guest's mirror, each with its own archive, over a channel pair. */
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { holeChosenBy, seededRandom, type Move, type Player, type RulesInput } from '../../../../engine';
import type { AppServices } from '../../app-services';
import { DATABASE_FILE_NAME } from '../../data-dir';
import { gameEngine } from '../../games/engine';
import { tempServices, type TempServices } from '../../testing/temp-services';
import { createMemoryChannelPair, type SecureChannel } from '../channel';
import { joinNetworkGame, type GuestNetworkGame } from '../game-guest';
import { hostNetworkGame, type CloseGuest, type HostNetworkGame } from '../game-host';

export interface Side {
  env: TempServices;
  services: AppServices;
}

export function archiveSide(): Side {
  const env = tempServices({ engine: gameEngine });
  return { env, services: env.open() };
}

export interface GamePair {
  host: HostNetworkGame;
  guest: GuestNetworkGame;
  hostSide: Side;
  guestSide: Side;
  /** What the host asked to close, and what the guest did. */
  closedByHost: { reason: string; message: string }[];
  closedByGuest: string[];
  /** What either side logged: dispose fails unless a test that expects some empties it. */
  errors: string[];
  dispose(): Promise<void>;
}

export interface PairOptions {
  rules?: RulesInput;
  hostSide?: Player;
  closeGuest?: CloseGuest;
  closeConnection?: (message: string) => void;
  resumeWithinMs?: number;
  movesPerMessage?: number;
}

/** The pairs made so far, for `disposeGamePairs` after each test. */
const made: GamePair[] = [];

export async function disposeGamePairs(): Promise<void> {
  for (const pair of made.splice(0)) await pair.dispose();
}

/** A host's game and a guest's mirror over these channels; disposed by `disposeGamePairs`. */
export function gamePair(hostChannel: SecureChannel, guestChannel: SecureChannel, options: PairOptions = {}): GamePair {
  const hostSide = archiveSide();
  const guestSide = archiveSide();
  const closedByHost: GamePair['closedByHost'] = [];
  const closedByGuest: string[] = [];
  const errors: string[] = [];
  const host = hostNetworkGame({
    services: hostSide.services,
    channel: hostChannel,
    hostName: 'Ana',
    rules: options.rules ?? 'congkak',
    hostSide: options.hostSide,
    closeGuest: (reason, message) => {
      closedByHost.push({ reason, message });
      options.closeGuest?.(reason, message);
    },
    resumeWithinMs: options.resumeWithinMs,
    movesPerMessage: options.movesPerMessage,
    logError: (message) => errors.push(message),
  });
  const guest = joinNetworkGame({
    services: guestSide.services,
    channel: guestChannel,
    name: 'Budi',
    closeConnection: (message) => {
      closedByGuest.push(message);
      options.closeConnection?.(message);
    },
    resumeWithinMs: options.resumeWithinMs,
    logError: (message) => errors.push(message),
  });
  const pair: GamePair = {
    host,
    guest,
    hostSide,
    guestSide,
    closedByHost,
    closedByGuest,
    errors,
    async dispose() {
      host.stop();
      guest.stop();
      await hostSide.env.dispose();
      await guestSide.env.dispose();
      if (errors.length > 0) throw new Error(`logged: ${errors.join('; ')}`);
    },
  };
  made.push(pair);
  return pair;
}

/**
 * A pair over the memory channel, joined, `steps` steps into its game (seeded
 * choices); `pick` goes on choosing from the same seed.
 */
export async function memoryGame(options: PairOptions & { seed?: number; steps?: number } = {}) {
  const [hostEnd, guestEnd] = createMemoryChannelPair();
  const pair = gamePair(hostEnd, guestEnd, options);
  const pick = seededPicker(options.seed ?? 1);
  await until(() => inStep(pair), 'the guest joined');
  for (let step = 0; step < (options.steps ?? 0); step++) await playStep(pair, pick);
  return { pair, hostEnd, guestEnd, pick };
}

/**
 * Lets messages and archive writes run until `done` holds: turns of the event
 * loop first, then short sleeps (sockets on a loaded machine), giving up after
 * `patienceMs` (a bound on waiting, not a measure of speed).
 */
export async function until(done: () => boolean, what: string, patienceMs = 60_000): Promise<void> {
  const deadline = performance.now() + patienceMs;
  for (let turn = 0; ; turn++) {
    if (done()) return;
    if (performance.now() > deadline) throw new Error(`never happened: ${what}`);
    await new Promise((resolve) => (turn < 200 ? setImmediate(resolve) : realSetTimeout(resolve, 2)));
  }
}

// Taken before any test fakes the timers (game-drop.test.ts's ten minutes).
const realSetTimeout = globalThis.setTimeout;

/** Both sides have the host's moves and the guest has acknowledged them. */
export function inStep(pair: GamePair): boolean {
  const { host, guest } = pair;
  return host.state.connection.state === 'playing' && guest.state.connection.state === 'playing' && guest.state.moveCount === host.state.moveCount && host.acknowledged === host.state.moveCount && guest.state.choosers.join() === host.state.choosers.join();
}

/** The holes `side` may choose now, from the host's view. */
export function holesFor(pair: GamePair, side: Player): number[] {
  const view = pair.host.view;
  if (view === null) return [];
  const holes = view.legalMoves.flatMap((move: Move) => ('player' in move && move.player !== side ? [] : [holeChosenBy(move, side)]));
  return [...new Set(holes)].sort((a, b) => a - b);
}

/** A seeded choice among `holes`. */
export function seededPicker(seed: number): (holes: number[]) => number {
  const random = seededRandom(seed);
  return (holes) => holes[Math.floor(random() * holes.length)] as number;
}

/**
 * One step of play: every side whose choice the game waits for chooses (the
 * host's and the guest's through their own objects), then both get in step.
 */
export async function playStep(pair: GamePair, pick: (holes: number[]) => number, options: { orDropped?: boolean } = {}): Promise<void> {
  const { host, guest } = pair;
  const before = host.state.moveCount;
  // Either side may notice a cut first: a guest's choice on its way then answers paused.
  const dropped = () => options.orDropped === true && (host.state.connection.state === 'dropped' || guest.state.connection.state === 'dropped');
  for (const side of host.state.choosers) {
    const hole = pick(holesFor(pair, side));
    const done = side === host.state.side ? await host.choose(hole) : await guest.choose(hole);
    if (!done.ok && !dropped()) throw new Error(`${side === host.state.side ? 'host' : 'guest'} could not choose ${hole}: ${done.message}`);
  }
  await until(() => host.state.moveCount > before && (inStep(pair) || dropped()), `move ${before + 1} in step`);
}

/** Plays until the game is over; the number of moves. */
export async function playToEnd(pair: GamePair, pick: (holes: number[]) => number, maxSteps = 2_000): Promise<number> {
  await until(() => inStep(pair), 'the guest joined');
  for (let step = 0; step < maxSteps && pair.host.view?.status === 'active'; step++) await playStep(pair, pick);
  return pair.host.state.moveCount;
}

/** The identity each archive stored for its game (content_hash), read from its file. */
export function storedIdentity(side: Side, gameId: number): string {
  const db = new Database(join(side.env.dataDir, DATABASE_FILE_NAME), { readonly: true, fileMustExist: true });
  try {
    return db.prepare('SELECT content_hash FROM games WHERE id = ?').pluck().get(gameId) as string;
  } finally {
    db.close();
  }
}
