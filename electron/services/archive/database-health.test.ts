import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openFilesUnder } from '../testing/open-files';
import { inspectDatabaseFile, moveAside } from './database-health';

let dir: string;
let file: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'congkak-health-'));
  file = join(dir, 'congkak.sqlite');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function database(): void {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.exec("CREATE TABLE games (name TEXT); INSERT INTO games VALUES ('Ana')");
  db.close();
}

describe('inspectDatabaseFile', () => {
  it('no file yet: absent; a sound database: sound', () => {
    expect(inspectDatabaseFile(file)).toEqual({ kind: 'absent' });
    database();
    expect(inspectDatabaseFile(file)).toEqual({ kind: 'sound' });
  });

  // Taken for "no archive yet", a 0-byte file would be replaced with nothing told and no backup offered.
  it('an empty file is damaged, with or without a write-ahead log beside it', () => {
    writeFileSync(file, '');
    expect(inspectDatabaseFile(file)).toEqual({ kind: 'damaged', reason: 'The archive file is empty (0 bytes).' });
    writeFileSync(`${file}-wal`, 'frames');
    expect(inspectDatabaseFile(file)).toMatchObject({ kind: 'damaged' });
    // Looking did not touch the log.
    expect(readFileSync(`${file}-wal`, 'utf8')).toBe('frames');
  });

  it('a wrong header or a cut file is damaged', () => {
    writeFileSync(file, 'not a database, '.repeat(50));
    expect(inspectDatabaseFile(file)).toMatchObject({ kind: 'damaged', reason: expect.stringMatching(/header is wrong/) });
    rmSync(file);
    database();
    truncateSync(file, 100);
    expect(inspectDatabaseFile(file)).toEqual({ kind: 'damaged', reason: 'The archive file cannot be read (SQLite: database disk image is malformed).' });
  });

  it('a folder where the file should be cannot be looked at: inaccessible, not damaged', () => {
    mkdirSync(file);
    expect(inspectDatabaseFile(file)).toMatchObject({ kind: 'inaccessible', error: expect.objectContaining({ code: 'EISDIR' }) });
  });
});

const openFiles = () => openFilesUnder(dir);

/** Turns the first index page into a table page: the file opens, and SQLite's quick check complains. */
function damageIndexPage(): void {
  const db = new Database(file);
  db.exec('CREATE TABLE games (id INTEGER PRIMARY KEY, name TEXT); CREATE INDEX games_by_name ON games (name)');
  const insert = db.prepare('INSERT INTO games (name) VALUES (?)');
  db.transaction(() => {
    for (let i = 0; i < 50; i++) insert.run(`brilliant ${i}`);
  })();
  const root = db.prepare("SELECT rootpage FROM sqlite_master WHERE name = 'games_by_name'").pluck().get() as number;
  const pageSize = db.pragma('page_size', { simple: true }) as number;
  db.close();
  const bytes = readFileSync(file);
  bytes[(root - 1) * pageSize] = 0x0d;
  writeFileSync(file, bytes);
}

describe('inspectDatabaseFile, further', () => {
  it('a file whose pages SQLite finds broken is damaged, with SQLite’s own words', () => {
    damageIndexPage();
    expect(inspectDatabaseFile(file)).toEqual({ kind: 'damaged', reason: expect.stringMatching(/^The archive file is damaged \(\*\*\* in database main \*\*\*\n.*out of order/) });
  });

  it('leaves no file open, whatever it found', () => {
    const before = openFiles().length;
    database();
    expect(inspectDatabaseFile(file)).toEqual({ kind: 'sound' });
    writeFileSync(`${file}.bad`, 'not a database, '.repeat(50));
    expect(inspectDatabaseFile(`${file}.bad`)).toMatchObject({ kind: 'damaged' });
    rmSync(file);
    rmSync(`${file}-wal`, { force: true });
    rmSync(`${file}-shm`, { force: true });
    damageIndexPage();
    expect(inspectDatabaseFile(file)).toMatchObject({ kind: 'damaged' });
    expect(openFiles()).toHaveLength(before);
  });

  it('opens the file with the SQLite addon it is given (the Electron shell’s own build), not Node’s; an addon that cannot load says nothing of the file', () => {
    database();
    expect(inspectDatabaseFile(file, join(dir, 'no-such-addon.node'))).toMatchObject({ kind: 'inaccessible', error: expect.objectContaining({ message: expect.stringContaining('no-such-addon.node') }) });
  });
});

describe('moveAside', () => {
  it('moves the file with its log and shared memory, and says where', () => {
    for (const suffix of ['', '-wal', '-shm']) writeFileSync(file + suffix, suffix || 'main');
    const target = moveAside(file, 'damaged', new Date('2026-01-02T03:04:05.678Z'));
    expect(target).toBe(`${file}.damaged-20260102T030405678Z`);
    expect(readFileSync(target, 'utf8')).toBe('main');
    expect(readFileSync(`${target}-wal`, 'utf8')).toBe('-wal');
    expect(readFileSync(`${target}-shm`, 'utf8')).toBe('-shm');
    expect(readdirSync(dir).sort()).toEqual(['', '-shm', '-wal'].map((suffix) => `congkak.sqlite.damaged-20260102T030405678Z${suffix}`).sort());
  });

  it('moves a file without a log or shared memory alone', () => {
    writeFileSync(file, 'main');
    const target = moveAside(file, 'unreadable', new Date('2026-01-02T03:04:05.678Z'));
    expect(readdirSync(dir)).toEqual(['congkak.sqlite.unreadable-20260102T030405678Z']);
    expect(readFileSync(target, 'utf8')).toBe('main');
  });
});
