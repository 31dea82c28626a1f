// Where the data is kept. A folder or file that cannot be written
// is one clear problem naming the folder, never a damaged archive moved
// aside; a full disk says so; files are owner-only; and a backup is checked
// in full as it is made. Permission failures are injected (FolderAccess):
// tests may run as root, where permission bits stop nothing. cli-startup.test.ts
// makes the real ones as an unprivileged user.
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppServices, type AppServices } from '../app-services';
import { backupsDir } from '../archive/backups';
import { sampleFile } from '../testing/sample-records';
import { SET_ASIDE_FILE } from '../archive/set-aside';
import { databaseFile } from '../data-dir';
import { gameEngine } from '../games/engine';
import { expectOk, tempServices, type TempServices } from '../testing/temp-services';
import { nodeFolderAccess, type FolderAccess } from './data-folder';

let env: TempServices;
beforeEach(() => {
  env = tempServices({ engine: gameEngine });
});
afterEach(() => {
  vi.restoreAllMocks();
  env.dispose();
});

const errno = (code: string) => Object.assign(new Error(`${code}: refused`), { code });
function refusing(step: keyof FolderAccess, code: string): FolderAccess {
  return {
    ...nodeFolderAccess,
    [step]: () => {
      throw errno(code);
    },
  };
}

/** A sound archive with two games, closed. */
async function soundArchive(): Promise<Buffer> {
  const services = env.open();
  expectOk(await services.call('importRecords', { text: sampleFile(1, 2), importId: 'setup' }));
  await services.settled();
  services.close();
  return readFileSync(databaseFile(env.dataDir));
}

function startWith(folderAccess: FolderAccess) {
  return createAppServices({ dataDir: env.dataDir, engine: gameEngine, folderAccess, logError: (message) => env.errors.push(message) });
}

function expectLeftAlone(archive: Buffer): void {
  expect(readFileSync(databaseFile(env.dataDir)).equals(archive)).toBe(true);
  expect(readdirSync(env.dataDir).filter((name) => name.includes('.damaged-') || name === SET_ASIDE_FILE)).toEqual([]);
}

describe('a backups folder that cannot be written', () => {
  it('the start tells why backups cannot be made (real: a file in its way, even as root), until one is made again', async () => {
    await soundArchive();
    rmSync(backupsDir(env.dataDir), { recursive: true, force: true });
    writeFileSync(backupsDir(env.dataDir), 'in the way');
    const services = env.open();
    await services.settled();
    const report = expectOk(await services.call('getStartupReport', {}));
    expect(report.backupsFailing).toEqual({ code: 'failed', folder: backupsDir(env.dataDir), cause: 'a file is in the way' });
    // Settings lists the backups beside it: none, rather than an internal error.
    expect(expectOk(await services.call('listBackups', {}))).toEqual([]);
    // Home may have asked before the backup failed: it is told to ask again.
    expect(env.events).toContainEqual({ type: 'archive-changed' });
    services.close();

    rmSync(backupsDir(env.dataDir));
    const later = env.open();
    await later.settled();
    expect(expectOk(await later.call('getStartupReport', {})).backupsFailing).toBeNull();
  });
});

describe('a data folder or archive that cannot be written', () => {
  it.each([
    ['the folder cannot be written', refusing('probeFolder', 'EACCES'), /^Congkak cannot write in its data folder .*: permission denied\.$/],
    ['the archive file is read-only', refusing('probeFile', 'EACCES'), /^Congkak cannot write its archive .*congkak\.sqlite: permission denied\.$/],
    ['the disk is read-only', refusing('probeFolder', 'EROFS'), /: the disk is read-only\.$/],
  ])('%s (injected): one problem naming the folder; the sound archive is not judged or moved', async (_label, access, message) => {
    const archive = await soundArchive();
    const started = startWith(access);
    expect(started.ok).toBe(false);
    if (started.ok) return;
    expect(started.error).toMatchObject({ code: 'cannot-write', folder: env.dataDir, message: expect.stringMatching(message) });
    expect(started.error.message).toContain(env.dataDir);
    expectLeftAlone(archive);
  });

  it('a folder where the archive should be is not damage either (real, even as root)', () => {
    mkdirSync(databaseFile(env.dataDir));
    writeFileSync(join(databaseFile(env.dataDir), 'keep.txt'), 'mine');
    const started = createAppServices({ dataDir: env.dataDir, engine: gameEngine });
    expect(started).toMatchObject({ ok: false, error: { code: 'cannot-write', message: expect.stringContaining(env.dataDir) } });
    expect(readdirSync(databaseFile(env.dataDir))).toEqual(['keep.txt']);
  });

  it('a data folder that cannot be created (a file in the way: real, even as root)', () => {
    writeFileSync(join(env.dataDir, 'file'), 'x');
    const dataDir = join(env.dataDir, 'file', 'Congkak');
    expect(createAppServices({ dataDir, engine: gameEngine })).toEqual({
      ok: false,
      error: { code: 'cannot-write', folder: dataDir, message: `Congkak cannot create its data folder ${dataDir}: a file is in the way.` },
    });
  });
});

describe('a full disk', () => {
  it('at start (injected): says the disk is full, naming the folder', async () => {
    const archive = await soundArchive();
    const started = startWith(refusing('probeFolder', 'ENOSPC'));
    expect(started).toMatchObject({ ok: false, error: { code: 'disk-full', message: expect.stringMatching(/^The disk is full: .*Free some space/) } });
    expectLeftAlone(archive);
  });

  it('during an import (SQLite itself runs out of room): "the disk is full" with the folder, and nothing half-written', async () => {
    await soundArchive();
    // The import's write may not grow the archive: a real SQLITE_FULL, as on a full disk.
    const services = env.open({ fullDiskForImports: true });
    await services.settled();
    const answer = await services.call('importRecords', { text: sampleFile(50, 200), importId: 'full' });
    expect(answer).toEqual({ ok: false, error: { code: 'disk-full', message: `The disk is full: nothing was saved in ${env.dataDir}. Free some space and try again.` } });
    expect(expectOk(await services.call('listArchive', {})).total).toBe(2);
  });
});

describe('files of the archive', () => {
  it('are readable by their owner only: archive, backups, their facts, the set-aside list; folders 0700', async () => {
    const dataDir = join(env.dataDir, 'new', 'Congkak');
    const first = env.open({ dataDir });
    await first.settled();
    first.close();
    writeFileSync(databaseFile(dataDir), 'garbage'.repeat(100));
    const services: AppServices = env.open({ dataDir });
    await services.settled();
    const mode = (path: string) => statSync(path).mode & 0o777;
    expect(mode(dataDir)).toBe(0o700);
    expect(mode(backupsDir(dataDir))).toBe(0o700);
    for (const name of ['congkak.sqlite', 'congkak.sqlite-wal', SET_ASIDE_FILE]) expect(mode(join(dataDir, name)), name).toBe(0o600);
    const backupFiles = readdirSync(backupsDir(dataDir));
    expect(backupFiles.length).toBeGreaterThan(1);
    for (const name of backupFiles) expect(mode(join(backupsDir(dataDir), name)), name).toBe(0o600);
  });

  it('an archive of an earlier version, readable by all, is made owner-only', async () => {
    env.open().close();
    const file = databaseFile(env.dataDir);
    (await import('node:fs')).chmodSync(file, 0o644);
    env.open();
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});

describe('a backup is checked in full as it is made', () => {
  /** The archive with one byte flipped where the quick check does not look (a name inside a row). */
  function flipUnseenByQuickCheck(file: string, word: string): Buffer {
    const original = readFileSync(file);
    const probe = join(env.dataDir, 'probe.sqlite');
    for (let at = original.indexOf(word); at >= 0; at = original.indexOf(word, at + 1)) {
      const flipped = Buffer.from(original);
      flipped[at] = (flipped[at] ?? 0) + 1; // "Brilliant" -> "Crilliant"
      writeFileSync(probe, flipped);
      const db = new Database(probe, { readonly: true });
      const quick = db.pragma('quick_check', { simple: true });
      const full = db.pragma('integrity_check', { simple: true });
      db.close();
      if (quick === 'ok' && full !== 'ok') return flipped;
    }
    throw new Error(`no copy of ${word} whose change the quick check misses`);
  }

  it('a flip the quick check misses is caught: the backup is marked unsound, logged, never offered or restored', async () => {
    const services = env.open();
    expectOk(await services.call('newGame', { rules: 'kalah', players: [{ name: 'Brilliant', kind: 'human' }, { name: 'Budi', kind: 'human' }] }));
    await services.settled();
    services.close();
    writeFileSync(databaseFile(env.dataDir), flipUnseenByQuickCheck(databaseFile(env.dataDir), 'Brilliant'));

    const later = env.open();
    await later.settled();
    const [newest] = expectOk(await later.call('listBackups', {}));
    expect(newest).toMatchObject({ sound: false, games: 1 });
    expect(env.errors.some((message) => message.includes(`${newest!.name} failed SQLite's integrity check`))).toBe(true);
    expect(await later.call('restoreBackup', { name: newest!.name })).toMatchObject({ ok: false, error: { code: 'bad-record', message: expect.stringMatching(/integrity check/) } });
  });
});
