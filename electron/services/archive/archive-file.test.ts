/**
 * Opening the archive file, setting a damaged or foreign one aside, and the
 * checks and steps of a restore (archive-file.ts), called directly on a
 * temporary data folder: the services' tests reach them too, but each of
 * those starts the services and their workers.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newGame } from '../../../engine';
import { databaseFile } from '../data-dir';
import { loadMigrations } from '../db/migrations';
import { nodeFolderAccess } from '../storage/data-folder';
import { openFilesUnder } from '../testing/open-files';
import { expectOk } from '../testing/temp-services';
import { checkBackupForRestore, copyBackupBeside, openArchiveFile, swapInRestored, type ArchiveFileOptions } from './archive-file';
import { readFacts, sha256OfFile, writeFacts } from './backup-facts';
import { backupsDir, CHANGED, listBackups, takeBackupNow, type StoredBackup } from './backups';
import { readSetAside } from './set-aside';

const MIGRATIONS_DIR = join(import.meta.dirname, '..', 'migrations');
const NOW = new Date('2026-05-06T07:08:09.010Z');

let dataDir: string;
let options: ArchiveFileOptions;
const opened: Database.Database[] = [];
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'congkak-archive-file-'));
  options = { file: databaseFile(dataDir), dataDir, migrationsDir: MIGRATIONS_DIR, now: () => NOW };
});
afterEach(() => {
  for (const db of opened.splice(0)) if (db.open) db.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function open(given: ArchiveFileOptions = options) {
  const result = openArchiveFile(given);
  if (result.ok) opened.push(result.value.db);
  return result;
}

function openedArchive(given: ArchiveFileOptions = options): Database.Database {
  const result = open(given);
  if (!result.ok) throw new Error(result.error.message);
  return result.value.db;
}

/** SchemaError's words for an archive one migration ahead of this version. */
const newer = () => {
  const known = loadMigrations(MIGRATIONS_DIR).length;
  return `The database has ${known + 1} migrations applied but this version knows ${known}: it was written by a newer version.`;
};

const gameCount = (db: Database.Database) => db.prepare('SELECT count(*) FROM games').pluck().get();

describe('opening the archive', () => {
  it('makes a fresh one where there is none, setting nothing aside', () => {
    const result = open();
    expect(result.ok && result.value.setAside).toBeNull();
    expect(result.ok && gameCount(result.value.db)).toBe(0);
    expect(readSetAside(dataDir)).toEqual([]);
  });

  it('of an earlier version backs it up before migrating it, named after the first migration it lacks', () => {
    const all = loadMigrations(MIGRATIONS_DIR);
    const earlier = join(dataDir, 'migrations-earlier');
    mkdirSync(earlier);
    for (const migration of all.slice(0, 3)) writeFileSync(join(earlier, `${migration.name}.sql`), migration.sql);
    openedArchive({ ...options, migrationsDir: earlier }).close();
    openedArchive();
    const expected = `-before-${all[3]?.name.replace(/_/g, '-')}.sqlite`;
    expect(expected).toMatch(/^-before-004-[a-z-]+\.sqlite$/);
    expect(listBackups(backupsDir(dataDir)).map((backup) => backup.name)).toEqual([`congkak-20260506T070809010${expected}`]);
  });

  it('that is not a database sets it aside, byte for byte, says why and when, and opens a fresh one', () => {
    const garbage = Buffer.from('not a database at all, '.repeat(100));
    writeFileSync(options.file, garbage);
    const result = open();
    if (!result.ok) throw new Error(result.error.message);
    const setAside = { file: `${options.file}.damaged-20260506T070809010Z`, reason: 'The archive file is not a database (its header is wrong).', at: '2026-05-06T07:08:09.010Z' };
    expect(result.value.setAside).toEqual(setAside);
    expect(readSetAside(dataDir)).toEqual([setAside]);
    expect(readFileSync(setAside.file).equals(garbage)).toBe(true);
    expect(gameCount(result.value.db)).toBe(0);
  });

  it('written by an unknown version sets it aside, saying so', () => {
    const db = openedArchive();
    db.prepare("INSERT INTO migrations VALUES ('999_future', 'x', 'x')").run();
    db.close();
    const result = open();
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.setAside?.reason).toBe(`The archive was written by another version of the app or another program: ${newer()}`);
    expect(existsSync(result.value.setAside?.file ?? '')).toBe(true);
  });

  it('that cannot be looked at is a start-up problem, the folder named, and is left where it is', () => {
    // A folder where the archive should be: no permission bits needed (tests may run as root).
    mkdirSync(options.file);
    expect(open()).toEqual({
      ok: false,
      error: { code: 'cannot-write', folder: dataDir, message: `Congkak cannot open its archive in ${dataDir}: a folder is in the way.` },
    });
    expect(statSync(options.file).isDirectory()).toBe(true);
    expect(readSetAside(dataDir)).toEqual([]);
  });

  it('in a data folder that cannot be used is a start-up problem, before the archive is looked at', () => {
    const refused = Object.assign(new Error('EACCES: permission denied'), { code: 'EACCES' });
    const result = open({ ...options, folderAccess: { ...nodeFolderAccess, probeFolder: () => { throw refused; } } });
    expect(result).toEqual({ ok: false, error: { code: 'cannot-write', folder: dataDir, message: `Congkak cannot write in its data folder ${dataDir}: permission denied.` } });
    expect(existsSync(options.file)).toBe(false);
  });

  it('where there is none yet, with an addon that cannot load, throws naming it', () => {
    expect(() => open({ ...options, nativeBinding: join(dataDir, 'no-such-addon.node') })).toThrow(/no-such-addon\.node/);
    // Nothing set aside, nor recorded as set aside: the addon failed, not a file.
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('tells what a migration changed beyond the schema', () => {
    const all = loadMigrations(MIGRATIONS_DIR);
    const earlier = join(dataDir, 'migrations-before-012');
    mkdirSync(earlier);
    for (const migration of all.slice(0, all.findIndex((migration) => migration.name.startsWith('012_')))) writeFileSync(join(earlier, `${migration.name}.sql`), migration.sql);
    const old = openedArchive({ ...options, migrationsDir: earlier });
    const rules = JSON.stringify(expectOk(newGame('kalah')).rules);
    const id = Number(
      old
        .prepare(`INSERT INTO games (preset, rules, south_name, south_kind, north_name, north_kind, created_at, updated_at)
          VALUES ('kalah', ?, 'Ana', 'human', 'Budi', 'human', '2025-01-01T00:00:00.000Z', '2025-01-01T00:00:00.000Z')`)
        .run(rules).lastInsertRowid,
    );
    // Kalah: South's hole 3 ends in the store, so South plays on with hole 1: a note on the first is inside the turn.
    const turn = old.prepare("INSERT INTO turns (game_id, move_index, move, player, created_at) VALUES (?, ?, ?, 0, 'x')");
    [3, 1].forEach((hole, index) => turn.run(id, index, JSON.stringify({ hole })));
    old.prepare("INSERT INTO move_notes (game_id, move_index, glyph, comment) VALUES (?, 0, '?!', 'inside')").run(id);
    old.close();
    const told: string[] = [];
    openedArchive({ ...options, logError: (message) => told.push(message) });
    expect(told).toEqual([`Game #${id}: removed the notes on moves 1, which no record can hold.`]);
  });

  it('with an addon that cannot load throws, the archive left where it is', () => {
    openedArchive().close();
    const before = readFileSync(options.file);
    expect(() => open({ ...options, nativeBinding: join(dataDir, 'no-such-addon.node') })).toThrow(/no-such-addon\.node/);
    expect(readFileSync(options.file).equals(before)).toBe(true);
    expect(readSetAside(dataDir)).toEqual([]);
  });
});

describe('a backup to restore', () => {
  function backupOf(db: Database.Database, second = 0): StoredBackup {
    return takeBackupNow(db, backupsDir(dataDir), 'test', new Date(Date.UTC(2026, 0, 1, 0, 0, second)));
  }
  const hashes: string[] = [];
  const checksum = async (file: string) => {
    hashes.push(file);
    return sha256OfFile(file);
  };
  beforeEach(() => hashes.splice(0));

  it('is one that exists, sound, unchanged (hashed off the main thread) and of a version this one opens', async () => {
    const backup = backupOf(openedArchive());
    expect(await checkBackupForRestore(options, backup.name, checksum)).toEqual({ ok: true, value: backup });
    expect(hashes).toEqual([backup.file]);
    expect(openFilesUnder(backupsDir(dataDir))).toEqual([]);
  });

  it('is opened with the addon given: one that cannot load fails the check', async () => {
    const backup = backupOf(openedArchive());
    await expect(checkBackupForRestore({ ...options, nativeBinding: join(dataDir, 'no-such-addon.node') }, backup.name, checksum)).rejects.toThrow(/no-such-addon\.node/);
  });

  it('made by an earlier version (no facts beside it) is checked first, with the addon given', async () => {
    const backup = backupOf(openedArchive());
    rmSync(`${backup.file}.json`);
    const refused = await checkBackupForRestore({ ...options, nativeBinding: join(dataDir, 'no-such-addon.node') }, backup.name, checksum);
    expect(refused).toMatchObject({ ok: false, error: { code: 'bad-record', message: expect.stringMatching(/^That backup cannot be used: it failed SQLite's integrity check when it was made \(.*no-such-addon\.node/) } });
    expect(hashes).toEqual([]);
  });

  it('of a name there is none of is not found', async () => {
    expect(await checkBackupForRestore(options, 'congkak-20000101T000000000-startup.sqlite', checksum)).toEqual({
      ok: false,
      error: { code: 'not-found', message: 'There is no backup named congkak-20000101T000000000-startup.sqlite.' },
    });
  });

  it('found changed since it was made is refused and marked so for good, without hashing it again', async () => {
    const backup = backupOf(openedArchive());
    writeFileSync(backup.file, Buffer.concat([readFileSync(backup.file), Buffer.from('more')]));
    const changed = { ok: false, error: { code: 'bad-record', message: `That backup cannot be used: ${CHANGED}` } };
    expect(await checkBackupForRestore(options, backup.name, checksum)).toEqual(changed);
    expect(readFacts(backup.file)).toMatchObject({ sound: false, problem: CHANGED });
    expect(await checkBackupForRestore(options, backup.name, checksum)).toEqual(changed);
    expect(hashes).toEqual([backup.file]);
  });

  it('that failed the integrity check is refused with the check’s complaint, never hashed', async () => {
    const db = openedArchive();
    const damaged = backupOf(db, 1);
    writeFacts(damaged.file, { ...damaged.facts, sound: false, problem: 'row 3 missing from index' });
    const silent = backupOf(db, 2);
    writeFacts(silent.file, { ...silent.facts, sound: false, problem: null });
    expect(await checkBackupForRestore(options, damaged.name, checksum)).toEqual({
      ok: false,
      error: { code: 'bad-record', message: 'That backup cannot be used: it failed SQLite\'s integrity check when it was made (row 3 missing from index).' },
    });
    expect(await checkBackupForRestore(options, silent.name, checksum)).toMatchObject({ ok: false, error: { message: expect.stringMatching(/when it was made \(no details\)\.$/) } });
    expect(hashes).toEqual([]);
  });

  it('written by an unknown version is refused, saying why, and left closed', async () => {
    const db = openedArchive();
    db.prepare("INSERT INTO migrations VALUES ('999_future', 'x', 'x')").run();
    const backup = backupOf(db);
    const refused = await checkBackupForRestore(options, backup.name, checksum);
    expect(refused).toEqual({ ok: false, error: { code: 'bad-record', message: `That backup cannot be used: ${newer()}` } });
    expect(openFilesUnder(backupsDir(dataDir))).toEqual([]);
  });
});

describe('restoring, step by step', () => {
  it('copies the backup beside the archive, owner-only, then swaps it in and keeps the archive aside', () => {
    const db = openedArchive();
    const backup = takeBackupNow(db, backupsDir(dataDir), 'test', NOW);
    db.prepare("INSERT INTO games (preset, rules, south_name, south_kind, north_name, north_kind, created_at, updated_at) VALUES ('kalah', '{}', 'A', 'human', 'B', 'human', 'x', 'x')").run();
    db.close();
    const current = readFileSync(options.file);
    const restoring = copyBackupBeside(options, backup);
    expect(restoring).toBe(`${options.file}.restoring`);
    expect(readFileSync(restoring).equals(readFileSync(backup.file))).toBe(true);
    expect(statSync(restoring).mode & 0o777).toBe(0o600);
    const keptAside = swapInRestored(options, restoring);
    expect(keptAside).toBe(`${options.file}.before-restore-20260506T070809010Z`);
    expect(readFileSync(keptAside).equals(current)).toBe(true);
    expect(readFileSync(options.file).equals(readFileSync(backup.file))).toBe(true);
    expect(existsSync(restoring)).toBe(false);
    expect(openFilesUnder(dataDir)).toEqual([]);
  });

  it('that cannot copy the backup fails with the copy’s own error', () => {
    const db = openedArchive();
    const backup = takeBackupNow(db, backupsDir(dataDir), 'test', NOW);
    rmSync(backup.file);
    expect(() => copyBackupBeside(options, backup)).toThrow(/copyfile/);
    expect(existsSync(`${options.file}.restoring`)).toBe(false);
  });

  it('that cannot copy the backup leaves no copy behind, not even one an earlier attempt left', () => {
    const db = openedArchive();
    const backup = takeBackupNow(db, backupsDir(dataDir), 'test', NOW);
    rmSync(backup.file);
    writeFileSync(`${options.file}.restoring`, 'left by a crash');
    expect(() => copyBackupBeside(options, backup)).toThrow();
    expect(readdirSync(dataDir).filter((name) => name.endsWith('.restoring'))).toEqual([]);
  });
});
