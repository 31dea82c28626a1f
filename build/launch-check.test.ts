import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ARCHIVE_OPEN_MESSAGE } from '../electron/main/logger';
import { checkLaunch } from './launch-check';

// A stand-in for the packaged app: it writes to its data folder what Congkak
// writes as it starts, or fails as asked, and records a SIGTERM.
const work = mkdtempSync(join(tmpdir(), 'congkak-launch-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const fakeApp = join(work, 'fake-app.mjs');
writeFileSync(
  fakeApp,
  `import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
const dir = process.env.CONGKAK_DATA_DIR;
const mode = process.argv[2];
writeFileSync(dir + '/pid', String(process.pid));
const line = (level, text) => appendFileSync(dir + '/logs/main.log', new Date().toISOString() + ' ' + level.padEnd(5) + ' ' + text + '\\n');
process.on('SIGTERM', () => {
  writeFileSync(dir + '/stopped', process.env.CONGKAK_UPDATE_CHECK);
  if (mode !== 'stubborn') process.exit(0);
});
setInterval(() => {}, 1000);
if (mode !== 'hang') {
  mkdirSync(dir + '/logs', { recursive: true });
  line('INFO', 'Congkak 1.2.3 starting, data in ' + dir);
  if (mode === 'exit') process.exit(3);
  writeFileSync(dir + '/congkak.sqlite', '');
  line('INFO', ${JSON.stringify(ARCHIVE_OPEN_MESSAGE)});
  if (mode === 'error') line('ERROR', 'Start-up backup failed: the addon did not load');
  else setTimeout(() => { mkdirSync(dir + '/backups'); writeFileSync(dir + '/backups/congkak-20260102T030406123-startup.sqlite', ''); }, 300);
}
`,
);

/** The stand-in's process is gone once checkLaunch has answered. */
function expectEnded(dataDir: string): void {
  const pid = Number(readFileSync(join(dataDir, 'pid'), 'utf8'));
  expect(() => process.kill(pid, 0)).toThrow();
}

let runs = 0;
async function launch(mode: string, options: { timeoutMs?: number; graceMs?: number } = {}) {
  const dataDir = join(work, `data-${(runs += 1)}`);
  mkdirSync(dataDir);
  const verdict = await checkLaunch({ command: process.execPath, args: [fakeApp, mode], dataDir, version: '1.2.3', timeoutMs: options.timeoutMs ?? 20_000, pollMs: 50, graceMs: options.graceMs ?? 5_000 });
  return { verdict, dataDir };
}

describe('checkLaunch', () => {
  it('sees the app start, in its own data folder without the update check, then quits it', async () => {
    const { verdict, dataDir } = await launch('start');
    expect(verdict).toEqual({ kind: 'started' });
    expectEnded(dataDir);
    // Windows has no SIGTERM to catch: the process is ended outright there.
    if (process.platform !== 'win32') expect(readFileSync(join(dataDir, 'stopped'), 'utf8')).toBe('off');
  });

  it('fails on an error in the log, and still ends the app', async () => {
    const { verdict, dataDir } = await launch('error');
    expect(verdict).toMatchObject({ kind: 'failed', reason: expect.stringContaining('Start-up backup failed') as string });
    expectEnded(dataDir);
  });

  it('fails when the app ends before it has started', async () => {
    const { verdict } = await launch('exit');
    expect(verdict).toMatchObject({ kind: 'failed', reason: expect.stringMatching(/^the app ended \(exit code 3\) without "archive open"/) as string });
  });

  it('fails when the app does not start in time, naming what never appeared', async () => {
    const { verdict, dataDir } = await launch('hang', { timeoutMs: 1_000 });
    expect(verdict).toMatchObject({ kind: 'failed', reason: expect.stringMatching(/^it did not start within 1 s: no "Congkak 1.2.3 starting" in logs\/main.log/) as string });
    expectEnded(dataDir);
  });

  it('kills an app that does not quit when asked', async () => {
    const { verdict, dataDir } = await launch('stubborn', { graceMs: 500 });
    expect(verdict).toEqual({ kind: 'started' });
    expectEnded(dataDir);
    if (process.platform !== 'win32') expect(existsSync(join(dataDir, 'stopped'))).toBe(true);
  });

  it('fails when the app cannot be started at all', async () => {
    const verdict = await checkLaunch({ command: join(work, 'no-such-app'), dataDir: join(work, 'none'), version: '1.2.3', timeoutMs: 5_000, pollMs: 50 });
    expect(verdict).toMatchObject({ kind: 'failed', reason: expect.stringContaining('could not start') as string });
  });
});
