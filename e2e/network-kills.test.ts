// Kills between two real processes, the short version CI runs: the guest's
// server and then the host's killed with SIGKILL mid-game and started again,
// each time rejoining with nothing acknowledged lost, and the game finished
// (e2e/network-kills.ts; `npm run --silent test:network-kills` runs more).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { groupAlive, isAlive, spawnTestProcess } from '../build/testing/test-processes';
import { runNetworkKills, type KillableServer } from './network-kills';

const ROOT = join(import.meta.dirname, '..');
const folders = [mkdtempSync(join(tmpdir(), 'congkak-kills-host-')), mkdtempSync(join(tmpdir(), 'congkak-kills-guest-'))] as const;
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

const pids: number[] = [];

async function start(dataDir: string): Promise<KillableServer> {
  const server = spawnTestProcess(process.execPath, ['--import', 'tsx', join(ROOT, 'electron/server/cli.ts'), '--port', '0', '--data-dir', dataDir, '--network-on-loopback'], { cwd: ROOT });
  pids.push(server.pid);
  const url = (await server.firstLine()).replace(/^.* at /, '');
  return {
    url,
    async kill() {
      // stop() throws when any process of its group is left after the signal.
      await server.stop('SIGKILL');
    },
  };
}

it('a guest and then a host killed with SIGKILL mid-game rejoin, lose no acknowledged move, and finish the game', { timeout: 240_000 }, async () => {
  // A small Kalah (four holes, three seeds): a game of some 15 moves, finished soon after the second kill.
  const report = await runNetworkKills({ kills: 2, rules: { preset: 'kalah', holes: 4, seeds: 3 }, start, hostDir: folders[0], guestDir: folders[1] });
  expect(report).toMatchObject({ kills: 2, guestKills: 1, hostKills: 1, lost: 0, gamesAgree: true, finished: true });
  expect(report.acknowledged.host + report.acknowledged.guest).toBeGreaterThan(2);
  // Two servers at first, one more after each kill: all gone.
  expect(pids).toHaveLength(4);
  for (const pid of pids) expect(isAlive(pid) || groupAlive(pid), `server ${pid}`).toBe(false);
});
