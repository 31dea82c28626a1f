// Kills between two real processes, the short version CI runs: the guest's
// server and then the host's killed with SIGKILL mid-game and started again,
// each time rejoining with nothing acknowledged lost, and the game finished
// (e2e/network-kills.ts; `npm run --silent test:network-kills` runs more).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { groupAlive, isAlive, spawnTestProcess } from '../build/testing/test-processes';
import { serverCommand } from '../build/testing/server-bundle';
import { runNetworkKills, type KillableServer } from './network-kills';

const ROOT = join(import.meta.dirname, '..');
const folders = [mkdtempSync(join(tmpdir(), 'congkak-kills-host-')), mkdtempSync(join(tmpdir(), 'congkak-kills-guest-'))] as const;
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

const pids: number[] = [];

async function start(dataDir: string): Promise<KillableServer> {
  const server = spawnTestProcess(process.execPath, [...serverCommand(ROOT), '--port', '0', '--data-dir', dataDir, '--network-on-loopback'], { cwd: ROOT });
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

it('a guest killed with SIGKILL mid-game, a host killed once its game ended and again mid-game: they rejoin, lose no acknowledged move, and finish the game', { timeout: 240_000 }, async () => {
  // A small Kalah (four holes, three seeds): a game of some 15 moves. A host killed once the game ended
  // has nothing to continue: it hosts a new game, which the guest leaves its finished one to join.
  const kills = [
    { victim: 'guest', at: 'mid-game' },
    { victim: 'host', at: 'game-over' },
    { victim: 'host', at: 'mid-game' },
  ] as const;
  const report = await runNetworkKills({ kills, rules: { preset: 'kalah', holes: 4, seeds: 3 }, start, hostDir: folders[0], guestDir: folders[1] });
  expect(report).toMatchObject({ kills: 3, guestKills: 1, hostKills: 2, lost: 0, gamesAgree: true, finished: true });
  expect(report.acknowledged.host + report.acknowledged.guest).toBeGreaterThan(2);
  // Two servers at first, one more after each kill: all gone.
  expect(pids).toHaveLength(5);
  for (const pid of pids) expect(isAlive(pid) || groupAlive(pid), `server ${pid}`).toBe(false);
});
