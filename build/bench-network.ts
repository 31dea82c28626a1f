/**
 * `npm run --silent bench:network`: the round trip of a choice between two
 * local instances, two processes, as two apps on a network would be.
 *
 * - `choice`: two browser-mode servers (electron/server/cli.ts with
 *   `--network-on-loopback`), each with its own data folder, host and join a
 *   Kalah game through their HTTP APIs; each of the guest's choices is timed
 *   from its `playMove` request to the answer, which comes once the host's
 *   engine checked it and its archive recorded it, and the host's view of it
 *   was recorded in the guest's archive: the whole way of a choice, both
 *   archives' transactions and the loopback HTTP call included. Games follow
 *   one another by rematch until enough choices are timed.
 * - `channel`: the channel alone, a choice-sized payload echoed between a
 *   host endpoint in this process and a guest connection in another.
 *
 * One JSON line, with the load it ran under.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { serverApi } from '../e2e/server-api';
import type { Move } from '../engine';
import type { GameView, HostingInfo, NetworkPlayState } from '../electron/contract';
import { connectToHost } from '../electron/services/network/guest-connection';
import { startHosting } from '../electron/services/network/host-endpoint';
import { newJoinCode } from '../electron/services/network/join-code';

const WARM_UP = 50;
const ROUND_TRIPS = 400;
/** The guest's choices timed, after a few untimed (the servers' first requests compile and warm up). */
const CHOICES = 150;
const CHOICES_WARM_UP = 10;
/** A game sends a few frames a second; the benchmark sends them back to back. */
const LIMITS = { framesPerSecond: 100_000 };
const ROOT = join(import.meta.dirname, '..');

/** What a move's message will be about: a choice, its number, the game. */
const payloadOf = (n: number) => ({ kind: 'choice', game: 'congkak', hole: n % 7, turn: n });

async function guestProcess(port: number, code: string): Promise<void> {
  const channel = connectToHost({ host: '127.0.0.1', port, code, limits: LIMITS, reconnectForMs: 5_000, reachFirstForMs: 5_000 });
  channel.onPayload((payload) => channel.send(payload));
  channel.onState((change) => {
    if (change.state === 'closed') process.exit(change.reason === 'hosting-ended' ? 0 : 1);
  });
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? NaN;
}

const round = (ms: number) => Math.round(ms * 1000) / 1000;

function summary(times: number[]): { p50Ms: number; p95Ms: number; maxMs: number } {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50Ms: round(percentile(sorted, 0.5)), p95Ms: round(percentile(sorted, 0.95)), maxMs: round(sorted.at(-1) ?? NaN) };
}

/** The channel alone: a payload echoed by a guest connection in another process. */
async function timeChannel(): Promise<number[]> {
  const code = newJoinCode();
  const endpoint = await startHosting({ code, addresses: ['127.0.0.1'], limits: LIMITS });
  const guest = spawn(process.execPath, ['--import', 'tsx', import.meta.filename, '--guest', String(endpoint.port), code], { stdio: ['ignore', 'ignore', 'inherit'] });
  const guestExited = new Promise<number | null>((resolve) => guest.once('exit', (exitCode) => resolve(exitCode)));
  try {
    // Any change of state after the channel opened (or the guest exiting) ends the run with its reason.
    let failed: (error: Error) => void = () => {};
    const failure = new Promise<never>((_resolve, reject) => {
      failed = reject;
    });
    failure.catch(() => {});
    const opened = new Promise<void>((resolve) => {
      endpoint.channel.onState((change) => (change.state === 'open' ? resolve() : failed(new Error(`channel ${change.state}: ${change.message}`))));
      void guestExited.then((exitCode) => failed(new Error(`the guest process exited (${exitCode})`)));
    });
    await Promise.race([opened, failure]);
    const times: number[] = [];
    for (let n = 0; n < WARM_UP + ROUND_TRIPS; n++) {
      const started = performance.now();
      const echoed = new Promise<void>((resolve) => {
        const stop = endpoint.channel.onPayload(() => {
          stop();
          resolve();
        });
      });
      const sent = endpoint.channel.send(payloadOf(n));
      if (!sent.ok) throw new Error(sent.message);
      await Promise.race([echoed, failure]);
      if (n >= WARM_UP) times.push(performance.now() - started);
    }
    return times;
  } finally {
    await endpoint.stop();
    // The guest leaves when the hosting ends; if it does not, it is killed.
    const timer = setTimeout(() => guest.kill('SIGKILL'), 5_000);
    await guestExited;
    clearTimeout(timer);
  }
}

interface Server {
  process: ChildProcess;
  call<T>(operation: string, input?: unknown): Promise<T>;
}

/** A browser-mode server on its own data folder, hosting network games on loopback; its first line is its address. */
async function startServer(dataDir: string): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'electron/server/cli.ts'), '--port', '0', '--data-dir', dataDir, '--network-on-loopback'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`the browser-mode server exited (${code}) before its address`)));
  });
  const api = serverApi(line.replace(/^.* at /, ''));
  return { process: child, call: (operation, input) => api.value(operation, input) };
}

const gameOf = (state: NetworkPlayState) => (state.role === 'none' ? null : state.game);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The guest's choices between two servers, each timed from its request to its answer. */
async function timeChoices(): Promise<number[]> {
  const folders = [mkdtempSync(join(tmpdir(), 'congkak-bench-host-')), mkdtempSync(join(tmpdir(), 'congkak-bench-guest-'))];
  const servers: Server[] = [];
  try {
    const host = await startServer(folders[0] as string);
    servers.push(host);
    const guest = await startServer(folders[1] as string);
    servers.push(guest);
    const hosting = await host.call<HostingInfo>('hostGame', { rules: 'kalah', name: 'Ana' });
    await guest.call('joinGame', { to: { address: `127.0.0.1:${hosting.port}` }, code: hosting.code, name: 'Budi' });
    const times: number[] = [];
    while (times.length < CHOICES_WARM_UP + CHOICES) {
      const [hostGame, guestGame] = [gameOf(await host.call<NetworkPlayState>('getNetworkState')), gameOf(await guest.call<NetworkPlayState>('getNetworkState'))];
      // Joining, a rematch not yet started, or the host's last move not yet in the guest's archive.
      if (hostGame?.connection.state !== 'playing' || hostGame.gameId === null || guestGame?.gameId == null || guestGame.moveCount !== hostGame.moveCount) {
        await pause(5);
        continue;
      }
      const view = await host.call<GameView>('getGame', { gameId: hostGame.gameId });
      if (view.status !== 'active') {
        await host.call('offerRematch');
        await guest.call('offerRematch');
        continue;
      }
      const chooser = view.choosers[0];
      if (chooser === hostGame.side) {
        await host.call('playMove', { gameId: hostGame.gameId, move: view.legalMoves[0] as Move });
        continue;
      }
      const own = await guest.call<GameView>('getGame', { gameId: guestGame.gameId });
      const started = performance.now();
      // Answered once both archives hold it.
      await guest.call('playMove', { gameId: guestGame.gameId, move: own.legalMoves[own.legalMoves.length - 1] as Move });
      times.push(performance.now() - started);
    }
    return times.slice(CHOICES_WARM_UP);
  } finally {
    for (const { process: child } of servers) {
      if (child.exitCode !== null || child.signalCode !== null) continue;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const loadBefore = loadavg()[0] ?? 0;
  const choices = await timeChoices();
  const channel = await timeChannel();
  process.stdout.write(
    `${JSON.stringify({
      bench: 'network',
      choice: { processes: 2, count: choices.length, ...summary(choices) },
      channel: { processes: 2, roundTrips: channel.length, ...summary(channel) },
      load: [round(loadBefore), round(loadavg()[0] ?? 0)],
      cores: availableParallelism(),
    })}\n`,
  );
}

if (process.argv[2] === '--guest') void guestProcess(Number(process.argv[3]), String(process.argv[4]));
else
  main().catch((error: unknown) => {
    process.stderr.write(`${String(error)}\n`);
    process.exitCode = 1;
  });
