// One Congkak per data folder, whatever starts it: two browser-mode servers,
// the desktop app's stand-in (its composition root, as electron/main starts
// it, in a plain Node process) beside a browser-mode server in either order,
// and a holder killed with SIGKILL. Two copies on one folder once each played
// from their own cached positions, and the games stopped replaying.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { serverCommand } from '../../build/testing/server-bundle';
import { isAlive, spawnTestProcess, type TestProcess } from '../../build/testing/test-processes';

const ROOT = join(import.meta.dirname, '..', '..');
const DESKTOP_STAND_IN = join(ROOT, 'electron/services/testing/desktop-stand-in.ts');
const URL_LINE = /^Congkak is running at (http:\/\/127\.0\.0\.1:\d+\/\?token=[0-9a-f]{64})$/;

let dataDir: string;
const started: TestProcess[] = [];
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'congkak-one-copy-'));
});
afterEach(async () => {
  for (const process of started.splice(0)) await process.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The real server, run by Node itself (the run's bundle, or `--import tsx`): the process that is signalled is the server. */
function browserMode(): TestProcess {
  const server = spawnTestProcess(process.execPath, [...serverCommand(ROOT), '--port', '0', '--data-dir', dataDir], { cwd: ROOT });
  started.push(server);
  return server;
}

function desktop(): TestProcess {
  const app = spawnTestProcess(process.execPath, ['--import', 'tsx', DESKTOP_STAND_IN, dataDir], { cwd: ROOT });
  started.push(app);
  return app;
}

async function addressOf(server: TestProcess): Promise<string> {
  const line = await server.firstLine();
  const address = URL_LINE.exec(line)?.[1];
  if (address === undefined) throw new Error(`not the address line: ${line}`);
  return address;
}

/** A second copy: exit code 1, nothing on stdout, one line on stderr. */
async function refusal(second: TestProcess): Promise<string> {
  // A second copy that starts after all prints its address: failed at once, not at the timeout.
  const started = second.firstLine().then((line) => `started: ${line}`, () => 'exited');
  expect(await Promise.race([second.exited.then(() => 'exited'), started])).toBe('exited');
  const { code } = await second.exited;
  await second.closed;
  expect(code).toBe(1);
  expect(second.stdout()).toBe('');
  const lines = second.stderr().trimEnd().split('\n');
  expect(lines, second.stderr()).toHaveLength(1);
  return lines[0] ?? '';
}

const saying = (dir: string) => `Congkak is already running with this data folder (${dir})`;

describe('one Congkak per data folder', { timeout: 90_000 }, () => {
  it('a second browser-mode server exits 1, printing the first one\'s address; the first serves on', async () => {
    const first = browserMode();
    const address = await addressOf(first);
    const line = await refusal(browserMode());
    expect(line).toBe(`${saying(dataDir)}: browser mode, process ${first.pid}, at ${address}`);
    // The first is untouched: it answers, and stops cleanly.
    const settings = await fetch(new URL('/api/getSettings', address), {
      method: 'POST',
      headers: { Authorization: `Bearer ${new URL(address).searchParams.get('token')}`, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(settings.status).toBe(200);
    await first.stop('SIGTERM');
    expect(await first.exited).toEqual({ code: 0, signal: null });
    expect(existsSync(join(dataDir, 'congkak.lock.json'))).toBe(false);
  });

  it('the desktop app holding the folder: the browser mode says so and exits 1', async () => {
    const app = desktop();
    expect(await app.firstLine()).toBe('ready');
    expect(await refusal(browserMode())).toBe(`${saying(dataDir)}: the desktop app, process ${app.pid}. Use its window.`);
  });

  it('a browser-mode server holding the folder: the desktop app is refused with its address', async () => {
    const server = browserMode();
    const address = await addressOf(server);
    expect(await refusal(desktop())).toBe(`${saying(dataDir)}: browser mode, process ${server.pid}, at ${address}`);
  });

  it('a holder killed with SIGKILL leaves the folder free: the next server starts on it', async () => {
    const first = browserMode();
    await addressOf(first);
    await first.stop('SIGKILL');
    expect(isAlive(first.pid)).toBe(false);
    const next = browserMode();
    const address = await addressOf(next);
    expect(await refusal(browserMode())).toBe(`${saying(dataDir)}: browser mode, process ${next.pid}, at ${address}`);
  });
});
