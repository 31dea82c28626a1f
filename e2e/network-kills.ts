/**
 * Kills between two real processes (issue 36, "Faults"): two browser-mode
 * servers on `--network-on-loopback`, each with its own data folder, play
 * Kalah through their HTTP APIs while one of them, in turn, is killed with
 * SIGKILL at a random moment and started again on the same folder:
 * - the guest killed: the new guest `joinGame`s the same address with the
 *   same code, and its archive's kept key and game pair take it back in;
 * - the host killed: the new host hosts the kept game again
 *   (`hostGame({ continueGame })`, the same code and port), and the guest,
 *   its game paused and reconnecting all along, is taken back by itself:
 *   nothing is typed again.
 * A host killed once its game had ended (`at: 'game-over'`) has nothing to
 * continue: it hosts a new game, and the guest leaves its finished one and
 * joins with the new code, as the players would.
 * An acknowledged move is one whose `playMove` answered ok on the side that
 * played it; after every rejoin, and at the end, each one is checked to be in
 * both archives at its place. A game that ends before the last kill is
 * followed by a rematch; the last game is played to its end.
 *
 * The servers are started by the caller (`start`): the test and the script
 * start them through build/testing/test-processes.ts, which checks each
 * killed process gone.
 */
import { seededRandom, type Move, type RulesInput } from '../engine';
import type { GameView, HostingInfo, KeptNetworkGames, NetworkPlayState, ReplayGame } from '../electron/contract';
import { serverApi } from './server-api';

export interface KillableServer {
  /** The address the server printed, token included. */
  readonly url: string;
  /** SIGKILL, and resolves once the process and everything it started are gone (throws when one is left). */
  kill(): Promise<void>;
}

/** One kill: whose server, and when: at a random moment of a game under way, or once a game has ended (before its rematch). */
export interface Kill {
  victim: 'guest' | 'host';
  at: 'mid-game' | 'game-over';
}

/** `count` kills mid-game, the guest's first and then each side in turn. */
export function alternatingKills(count: number): Kill[] {
  return Array.from({ length: count }, (_, kill) => ({ victim: kill % 2 === 0 ? 'guest' : 'host', at: 'mid-game' }));
}

export interface NetworkKillsOptions {
  kills: readonly Kill[];
  seed?: number;
  /** Kalah by default; a shorter game keeps CI's version short. */
  rules?: RulesInput;
  /** Starts a browser-mode server with `--network-on-loopback` on this data folder. */
  start(dataDir: string): Promise<KillableServer>;
  hostDir: string;
  guestDir: string;
  /** Progress lines (the script prints them on stderr). */
  log?: (line: string) => void;
}

export interface NetworkKillsReport {
  kills: number;
  guestKills: number;
  hostKills: number;
  /** Moves whose playMove answered ok, by the side that played them. */
  acknowledged: { host: number; guest: number };
  /** Acknowledged moves missing from either archive at the end (the target: 0). */
  lost: number;
  games: number;
  /** Moves in the games both archives hold. */
  moves: number;
  /** Each game's identity in both archives: stored ids, equal move lists and status. */
  gamesAgree: boolean;
  /** Every game the kills went through ended (the last one played to its end). */
  finished: boolean;
}

const NAMES = { host: 'Ana', guest: 'Budi' } as const;
/** How long a rejoin may take: a restarted guest retries the host's busy refusal for up to 20 s. */
const WAIT_MS = 45_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The fastest the two players choose, together: one choice every 50 ms. The guest sends a frame
 * for each of its choices and an ack for each view (one a choice), and the host closes, for good, a
 * peer that sends more than 50 frames a second (the services' `DEFAULT_LIMITS.framesPerSecond`).
 * Unpaced, this loop chose every 10 ms or so (the engine and the archive got faster), the guest sent
 * about 150 frames a second, and the run then waited for a game that had ended under it.
 */
const CHOICE_INTERVAL_MS = 50;

async function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + WAIT_MS;
  let last: T | undefined;
  for (;;) {
    last = await read();
    if (done(last)) return last;
    if (Date.now() > deadline) throw new Error(`Not within ${WAIT_MS} ms: ${what} (last: ${JSON.stringify(last)})`);
    await pause(50);
  }
}

/** One acknowledged move: the game (the host's id), its place, the move. */
interface Acknowledged {
  hostGame: number;
  at: number;
  move: Move;
  by: 'host' | 'guest';
}

const gameOf = (state: NetworkPlayState) => (state.role === 'none' ? null : state.game);

export async function runNetworkKills(options: NetworkKillsOptions): Promise<NetworkKillsReport> {
  const random = seededRandom(options.seed ?? 20_261_207);
  const rules = options.rules ?? 'kalah';
  const log = options.log ?? (() => {});
  // Started side by side: a start is mostly tsx compiling and the archive opening.
  const first = await Promise.allSettled([options.start(options.hostDir), options.start(options.guestDir)]);
  if (first[0].status === 'rejected' || first[1].status === 'rejected') {
    await Promise.allSettled(first.map((started) => (started.status === 'fulfilled' ? started.value.kill() : null)));
    throw first[0].status === 'rejected' ? first[0].reason : (first[1] as PromiseRejectedResult).reason;
  }
  let hostServer = first[0].value;
  let guestServer = first[1].value;
  let host = serverApi(hostServer.url);
  let guest = serverApi(guestServer.url);
  const acknowledged: Acknowledged[] = [];
  /** The host's game id → the guest archive's copy. */
  const pairs = new Map<number, number>();
  let guestKills = 0;
  let hostKills = 0;

  try {
    let hosting = await host.value<HostingInfo>('hostGame', { rules, name: NAMES.host });
    await guest.value('joinGame', { to: { address: `127.0.0.1:${hosting.port}` }, code: hosting.code, name: NAMES.guest });
    let current = await bothPlaying('the guest joined');

    /** Both sides playing the same game, the guest's archive caught up with the host's: the pair of ids. */
    async function bothPlaying(what: string): Promise<{ hostGame: number; guestGame: number }> {
      const hostGame = await until(what, () => host.value<NetworkPlayState>('getNetworkState'), (state) => {
        const game = gameOf(state);
        return game?.connection.state === 'playing' && game.gameId !== null;
      });
      const hostGameId = gameOf(hostGame)?.gameId as number;
      const hostView = await host.value<GameView>('getGame', { gameId: hostGameId });
      const guestState = await until(`${what}: the guest's archive caught up`, () => guest.value<NetworkPlayState>('getNetworkState'), (state) => {
        const game = gameOf(state);
        return game?.connection.state === 'playing' && game.gameId !== null && game.moveCount >= hostView.moveCount;
      });
      const guestGame = gameOf(guestState)?.gameId as number;
      pairs.set(hostGameId, guestGame);
      return { hostGame: hostGameId, guestGame };
    }

    let lastChoice = 0;
    /** Waits until the next choice may be made (CHOICE_INTERVAL_MS after the previous one). */
    async function paced(): Promise<void> {
      const wait = lastChoice + CHOICE_INTERVAL_MS - Date.now();
      if (wait > 0) await pause(wait);
      lastChoice = Date.now();
    }

    /** Plays moves, each side its own, until `stop()`; a request to a killed server ends it. */
    function play(stopAtEnd: boolean) {
      let stopped = false;
      // A game that stops moving fails the run, saying where it stood, rather than waiting for ever.
      let progress = { at: Date.now(), key: '' };
      const done = (async () => {
        while (!stopped) {
          const view = await host.value<GameView>('getGame', { gameId: current.hostGame });
          const key = `${current.hostGame}:${view.moveCount}`;
          if (key !== progress.key) progress = { at: Date.now(), key };
          else if (Date.now() - progress.at > WAIT_MS) {
            const states = await Promise.all([host.value<NetworkPlayState>('getNetworkState'), guest.value<NetworkPlayState>('getNetworkState')]);
            throw new Error(`No move for ${WAIT_MS} ms in game #${current.hostGame} at move ${view.moveCount}: the host ${JSON.stringify(states[0])}, the guest ${JSON.stringify(states[1])}`);
          }
          if (view.status !== 'active') {
            if (stopAtEnd) return;
            // A rematch (the sides swapped), so the kills go on in a game under way.
            await host.value('offerRematch');
            await guest.value('offerRematch');
            current = await until('the rematch started', async () => {
              const [hostState, guestState] = await Promise.all([host.value<NetworkPlayState>('getNetworkState'), guest.value<NetworkPlayState>('getNetworkState')]);
              return { hostGame: gameOf(hostState)?.gameId ?? 0, guestGame: gameOf(guestState)?.gameId ?? 0 };
            }, (ids) => ids.hostGame !== current.hostGame && ids.guestGame !== current.guestGame && ids.guestGame !== 0);
            pairs.set(current.hostGame, current.guestGame);
            continue;
          }
          const hostSide = gameOf(await host.value<NetworkPlayState>('getNetworkState'))?.side ?? 0;
          const chooser = view.choosers[0];
          if (chooser === hostSide) {
            const move = view.legalMoves[Math.floor(random() * view.legalMoves.length)] as Move;
            await paced();
            const played = await host.call<GameView>('playMove', { gameId: current.hostGame, move });
            if (played.ok) acknowledged.push({ hostGame: current.hostGame, at: view.moveCount, move, by: 'host' });
            continue;
          }
          const own = await guest.value<GameView>('getGame', { gameId: current.guestGame });
          // The guest plays once its archive holds the host's last move.
          if (own.moveCount !== view.moveCount || own.choosers[0] !== chooser) {
            await pause(10);
            continue;
          }
          const move = own.legalMoves[Math.floor(random() * own.legalMoves.length)] as Move;
          await paced();
          const played = await guest.call<GameView>('playMove', { gameId: current.guestGame, move });
          if (played.ok) acknowledged.push({ hostGame: current.hostGame, at: own.moveCount, move, by: 'guest' });
          // Not its turn any more in its own archive: the host's view with this move arrives.
          else await pause(10);
        }
      })();
      return {
        done,
        stop: () => {
          stopped = true;
        },
      };
    }

    for (const [kill, { victim, at }] of options.kills.entries()) {
      const game = play(at === 'game-over');
      const stopped = game.done.catch(() => undefined);
      if (at === 'game-over') await game.done;
      else await Promise.race([pause(150 + random() * 600), stopped]);
      if (victim === 'guest') {
        await guestServer.kill();
        game.stop();
        await stopped;
        guestKills++;
        guestServer = await options.start(options.guestDir);
        guest = serverApi(guestServer.url);
        // The same address and code: the kept key and game pair take it back in (a busy refusal retried).
        await guest.value('joinGame', { to: { address: `127.0.0.1:${hosting.port}` }, code: hosting.code, name: NAMES.guest });
      } else {
        await hostServer.kill();
        game.stop();
        await stopped;
        hostKills++;
        // The guest's game is paused, reconnecting by itself: the kept game is hosted again with the same code
        // and port, and the guest is taken back with no joinGame.
        hostServer = await options.start(options.hostDir);
        host = serverApi(hostServer.url);
        // The game Home offers to host again: a rematch the kill came in the middle of may have started it on the host only.
        const kept = await host.value<KeptNetworkGames>('getKeptNetworkGames');
        if (kept.hosted !== null) {
          const again = await host.value<HostingInfo>('hostGame', { rules, name: NAMES.host, continueGame: kept.hosted.gameId });
          if (again.code !== hosting.code || again.port !== hosting.port) throw new Error(`the continued game is hosted at ${again.port} with ${again.code}, not at ${hosting.port} with ${hosting.code}`);
        } else {
          // Nothing to continue, which is right only when the game under way had ended: as the players would,
          // the host hosts a new game and the guest leaves its finished one to join it with the new code.
          const ended = await host.value<GameView>('getGame', { gameId: current.hostGame });
          if (ended.status === 'active') throw new Error(`game #${current.hostGame} is under way, yet the restarted host offers nothing to continue`);
          hosting = await host.value<HostingInfo>('hostGame', { rules, name: NAMES.host });
          await guest.value('leaveNetworkGame');
          await guest.value('joinGame', { to: { address: `127.0.0.1:${hosting.port}` }, code: hosting.code, name: NAMES.guest });
        }
      }
      current = await bothPlaying(`rejoined after kill ${kill + 1} (the ${victim})`);
      log(`kill ${kill + 1}: the ${victim}; game #${current.hostGame} at move ${gameOf(await host.value<NetworkPlayState>('getNetworkState'))?.moveCount}`);
      const missing = await lostMoves();
      if (missing > 0) log(`kill ${kill + 1}: ${missing} acknowledged moves missing`);
    }
    await play(true).done;
    await until('the last game over in both archives', () => guest.value<GameView>('getGame', { gameId: current.guestGame }), (view) => view.status !== 'active');

    /** Acknowledged moves missing from either archive, or found there as another move. */
    async function lostMoves(): Promise<number> {
      let lost = 0;
      const byGame = new Map<number, Acknowledged[]>();
      for (const move of acknowledged) byGame.set(move.hostGame, [...(byGame.get(move.hostGame) ?? []), move]);
      for (const [hostGame, moves] of byGame) {
        const guestGame = pairs.get(hostGame);
        const hostMoves = (await host.value<ReplayGame>('getReplay', { gameId: hostGame })).moves;
        const guestMoves = guestGame === undefined ? [] : (await guest.value<ReplayGame>('getReplay', { gameId: guestGame })).moves;
        for (const { at, move } of moves) {
          const expected = JSON.stringify(move);
          if (JSON.stringify(hostMoves[at]) !== expected || JSON.stringify(guestMoves[at]) !== expected) {
            lost++;
            log(`missing: game #${hostGame} move ${at} ${expected}: the host holds ${JSON.stringify(hostMoves[at])} of ${hostMoves.length}, the guest ${JSON.stringify(guestMoves[at])} of ${guestMoves.length}`);
          }
        }
      }
      return lost;
    }

    let moves = 0;
    let gamesAgree = true;
    let finished = true;
    for (const [hostGame, guestGame] of pairs) {
      const [hostReplay, guestReplay] = await Promise.all([host.value<ReplayGame>('getReplay', { gameId: hostGame }), guest.value<ReplayGame>('getReplay', { gameId: guestGame })]);
      moves += hostReplay.moves.length;
      if (JSON.stringify(hostReplay.moves) !== JSON.stringify(guestReplay.moves) || hostReplay.status !== guestReplay.status) gamesAgree = false;
      if (hostReplay.status === 'active') finished = false;
    }
    return {
      kills: guestKills + hostKills,
      guestKills,
      hostKills,
      acknowledged: { host: acknowledged.filter((move) => move.by === 'host').length, guest: acknowledged.filter((move) => move.by === 'guest').length },
      lost: await lostMoves(),
      games: pairs.size,
      moves,
      gamesAgree,
      finished,
    };
  } finally {
    await Promise.allSettled([hostServer.kill(), guestServer.kill()]);
  }
}
