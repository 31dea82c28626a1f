/**
 * `npm run --silent bench:network`: the round trip of a payload through the
 * network channel, between a host endpoint in this process and a guest
 * connection in another (as two apps would be), on loopback. The guest echoes
 * every payload; the host times each round trip, one at a time, over a few
 * hundred after a warm-up. One JSON line, with the load it ran under.
 */
import { spawn } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { connectToHost } from '../network/guest-connection';
import { startHosting } from '../network/host-endpoint';
import { newJoinCode } from '../network/join-code';

const WARM_UP = 50;
const ROUND_TRIPS = 400;
/** A game sends a few frames a second; the benchmark sends them back to back. */
const LIMITS = { framesPerSecond: 100_000 };

/** What a move's message will be about: a choice, its number, the game. */
const payloadOf = (n: number) => ({ kind: 'choice', game: 'congkak', hole: n % 7, turn: n });

async function guestProcess(port: number, code: string): Promise<void> {
  const channel = connectToHost({ host: '127.0.0.1', port, code, limits: LIMITS, reconnectForMs: 5_000 });
  channel.onPayload((payload) => channel.send(payload));
  channel.onState((change) => {
    if (change.state === 'closed') process.exit(change.reason === 'hosting-ended' ? 0 : 1);
  });
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? NaN;
}

async function main(): Promise<void> {
  const code = newJoinCode();
  const endpoint = await startHosting({ code, addresses: ['127.0.0.1'], limits: LIMITS });
  const loadBefore = loadavg()[0] ?? 0;
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
    times.sort((a, b) => a - b);
    const round = (ms: number) => Math.round(ms * 1000) / 1000;
    process.stdout.write(
      `${JSON.stringify({
        bench: 'network',
        roundTrips: ROUND_TRIPS,
        p50Ms: round(percentile(times, 0.5)),
        p95Ms: round(percentile(times, 0.95)),
        maxMs: round(times.at(-1) ?? NaN),
        load: [round(loadBefore), round(loadavg()[0] ?? 0)],
        cores: availableParallelism(),
      })}\n`,
    );
  } finally {
    await endpoint.stop();
    // The guest leaves when the hosting ends; if it does not, it is killed.
    const timer = setTimeout(() => guest.kill('SIGKILL'), 5_000);
    await guestExited;
    clearTimeout(timer);
  }
}

if (process.argv[2] === '--guest') void guestProcess(Number(process.argv[3]), String(process.argv[4]));
else
  main().catch((error: unknown) => {
    process.stderr.write(`${String(error)}\n`);
    process.exitCode = 1;
  });
