/**
 * `npm run --silent test:network-kills [-- kills]`: the kills between two real
 * processes of e2e/network-kills.ts, 12 by default (six of each side), where
 * CI's test runs two. Progress on stderr; one JSON line on stdout: the
 * report, the seconds it took and the load it ran under. Exits 1 when an
 * acknowledged move was lost, the archives disagree or a server was left.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { alternatingKills, runNetworkKills, type KillableServer } from '../e2e/network-kills';
import { spawnTestProcess, survivors } from './testing/test-processes';
import { serverCommand } from './testing/server-bundle';

const ROOT = join(import.meta.dirname, '..');
const KILLS = Number(process.argv[2] ?? 12);

async function start(dataDir: string): Promise<KillableServer> {
  const server = spawnTestProcess(process.execPath, [...serverCommand(ROOT), '--port', '0', '--data-dir', dataDir, '--network-on-loopback'], { cwd: ROOT });
  const url = (await server.firstLine()).replace(/^.* at /, '');
  return { url, kill: () => server.stop('SIGKILL') };
}

async function main(): Promise<number> {
  if (!Number.isInteger(KILLS) || KILLS < 1) throw new Error(`kills: a whole number above 0, not ${process.argv[2]}`);
  const hostDir = mkdtempSync(join(tmpdir(), 'congkak-kills-host-'));
  const guestDir = mkdtempSync(join(tmpdir(), 'congkak-kills-guest-'));
  const round = (n: number) => Math.round(n * 100) / 100;
  const loadBefore = loadavg()[0] ?? 0;
  const started = performance.now();
  try {
    const report = await runNetworkKills({ kills: alternatingKills(KILLS), start, hostDir, guestDir, log: (line) => process.stderr.write(`${line}\n`) });
    const left = await survivors();
    process.stdout.write(
      `${JSON.stringify({
        test: 'network-kills',
        ...report,
        serversLeft: left.length,
        seconds: round((performance.now() - started) / 1000),
        load: [round(loadBefore), round(loadavg()[0] ?? 0)],
        cores: availableParallelism(),
      })}\n`,
    );
    return report.lost === 0 && report.gamesAgree && report.finished && left.length === 0 ? 0 : 1;
  } finally {
    rmSync(hostDir, { recursive: true, force: true });
    rmSync(guestDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
