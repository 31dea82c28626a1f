// One Congkak per data folder: the lock in this process, and held by another
// process (the desktop app's stand-in) that is then killed with SIGKILL.
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isAlive, spawnTestProcess } from '../../../build/testing/test-processes';
import { HOLDER_FILE_NAME, lockFile, readLockHolder, takeDataFolderLock, type DataFolderLock } from './data-folder-lock';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const STAND_IN = join(ROOT, 'electron/services/testing/desktop-stand-in.ts');

let dataDir: string;
const taken: DataFolderLock[] = [];
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'congkak-lock-'));
});
afterEach(() => {
  for (const lock of taken.splice(0)) lock.release();
  rmSync(dataDir, { recursive: true, force: true });
});

function take(host: 'desktop' | 'browser' = 'browser') {
  const result = takeDataFolderLock(dataDir, { host });
  if (result.ok) taken.push(result.value);
  return result;
}

describe('the data folder lock', () => {
  it('is refused to a second taker while held, naming the holder and its address once announced', () => {
    const first = take();
    if (!first.ok) throw new Error(first.error.message);
    expect(statSync(lockFile(dataDir)).mode & 0o777).toBe(0o600);
    expect(take('desktop')).toEqual({
      ok: false,
      error: {
        code: 'already-running',
        folder: dataDir,
        holder: { host: 'browser', pid: process.pid, address: null },
        message: `Congkak is already running with this data folder (${dataDir}): browser mode, process ${process.pid}, still starting.`,
      },
    });
    first.value.announce('http://127.0.0.1:5170/?token=abc');
    expect(take()).toMatchObject({
      ok: false,
      error: {
        holder: { host: 'browser', pid: process.pid, address: 'http://127.0.0.1:5170/?token=abc' },
        message: `Congkak is already running with this data folder (${dataDir}): browser mode, process ${process.pid}, at http://127.0.0.1:5170/?token=abc`,
      },
    });
  });

  it('names the desktop app as holder, with no address', () => {
    expect(take('desktop').ok).toBe(true);
    expect(take()).toMatchObject({
      ok: false,
      error: { message: `Congkak is already running with this data folder (${dataDir}): the desktop app, process ${process.pid}. Use its window.` },
    });
  });

  it('is free again once released, and the holder file is gone', () => {
    const first = take();
    if (!first.ok) throw new Error(first.error.message);
    first.value.release();
    first.value.release();
    expect(readLockHolder(dataDir)).toBeNull();
    expect(take().ok).toBe(true);
  });

  it('never names a holder that has ended (a file left by a crash): the folder is simply held', () => {
    expect(take().ok).toBe(true);
    // The largest pid Linux hands out is 2^22: this one runs nowhere.
    writeFileSync(join(dataDir, HOLDER_FILE_NAME), JSON.stringify({ host: 'browser', pid: 2 ** 22 + 7, address: 'http://127.0.0.1:1/?token=old' }));
    expect(take()).toMatchObject({ ok: false, error: { holder: null, message: `Congkak is already running with this data folder (${dataDir}).` } });
    writeFileSync(join(dataDir, HOLDER_FILE_NAME), '{"host":"robot","pid":1}');
    expect(readLockHolder(dataDir)).toBeNull();
  });

  it('makes the lock file again when something else wrote over it', () => {
    writeFileSync(lockFile(dataDir), 'not a database at all, and long enough to have a header: '.repeat(4));
    expect(take().ok).toBe(true);
    expect(take()).toMatchObject({ ok: false, error: { code: 'already-running' } });
  });

  it('a lock file that cannot be opened (a folder in its place) is a storage problem naming the folder', () => {
    mkdirSync(lockFile(dataDir));
    expect(take()).toEqual({
      ok: false,
      error: { code: 'cannot-write', folder: dataDir, message: `Congkak cannot lock its data folder ${dataDir}: it cannot be opened.` },
    });
  });

  it('is held by another process until the operating system ends it (SIGKILL): then free at once', { timeout: 60_000 }, async () => {
    const desktop = spawnTestProcess(process.execPath, ['--import', 'tsx', STAND_IN, dataDir], { cwd: ROOT });
    expect(await desktop.firstLine()).toBe('ready');
    expect(take()).toMatchObject({ ok: false, error: { code: 'already-running', holder: { host: 'desktop', pid: desktop.pid, address: null } } });
    await desktop.stop('SIGKILL');
    expect(isAlive(desktop.pid)).toBe(false);
    expect(take().ok).toBe(true);
  });
});
