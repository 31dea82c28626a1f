/**
 * The online backup as the archive's worker runs it (takeBackup, on a
 * connection of its own: archive-connection.ts), called here in the test's
 * own thread: through the services it runs only in a worker thread, where
 * neither a failing assertion's stack nor a mutation test sees it.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { encodeMoves } from '../games/move-encoding';
import { sampleGame } from '../testing/sample-records';
import { ARCHIVE_CACHE_KIB, openArchiveConnection } from './archive-connection';
import { factsFile, readFacts, sha256OfFile } from './backup-facts';
import { openFilesUnder } from '../testing/open-files';
import { BACKUP_FOLDER, backupName, backupsDir, findBackup, listBackups, markChanged, rotateBackups, takeBackup, takeBackupNow, toBackupInfo } from './backups';
import { ProofStopped } from './replay-proof';
import { readUnreplayable } from './unreplayable-games';

let dir: string;
let archive: string;
let backups: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'congkak-backups-'));
  archive = join(dir, 'archive.sqlite');
  backups = join(dir, 'backups');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const game = sampleGame(7, { rules: 'kalah', maxMoves: 30 });
const at = (second: number) => new Date(Date.UTC(2026, 0, 2, 3, 4, second, 123));

/**
 * An archive of `games` whole games of lineage `lineage`, as much as the
 * backup and its replay proof read of one; `padding` bytes more make it
 * span several of the online backup's steps (100 pages each).
 */
function makeArchive(games: number, lineage: string, padding = 0): void {
  const db = new Database(archive);
  db.pragma('journal_mode = WAL');
  db.exec('CREATE TABLE games (id INTEGER PRIMARY KEY, rules TEXT NOT NULL, moves BLOB); CREATE TABLE archive_lineage (lineage TEXT); CREATE TABLE padding (bytes BLOB)');
  const insert = db.prepare('INSERT INTO games VALUES (?, ?, ?)');
  for (let id = 1; id <= games; id++) insert.run(id, JSON.stringify(game.rules), encodeMoves(game.moves));
  db.prepare('INSERT INTO archive_lineage VALUES (?)').run(lineage);
  if (padding > 0) db.prepare('INSERT INTO padding VALUES (?)').run(Buffer.alloc(padding, 7));
  db.close();
}

function onArchive(change: (db: Database.Database) => void): void {
  const db = new Database(archive);
  try {
    change(db);
  } finally {
    db.close();
  }
}

/** What SQLite's integrity check cannot see: a game's moves overwritten in place. */
const damageMoves = (gameId: number) => onArchive((db) => db.prepare("UPDATE games SET moves = x'ffffffff' WHERE id = ?").run(gameId));
/** A snapshot of the archive as it is now (not proven: its games are not replayed). */
const snapshot = (second: number) => {
  const db = new Database(archive, { readonly: true });
  try {
    return takeBackupNow(db, backups, 'test', at(second));
  } finally {
    db.close();
  }
};
const setLineage = (lineage: string) => onArchive((db) => db.prepare('UPDATE archive_lineage SET lineage = ?').run(lineage));

describe('a connection of the jobs to the archive', () => {
  it('has the main connection’s settings: waits for a writer 5 s, checks foreign keys, syncs every commit, caches 64 MB', () => {
    makeArchive(1, 'a');
    const db = openArchiveConnection({ file: archive });
    try {
      expect(db.pragma('busy_timeout', { simple: true })).toBe(5000);
      expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
      expect(db.pragma('synchronous', { simple: true })).toBe(2); // FULL
      expect(db.pragma('cache_size', { simple: true })).toBe(-ARCHIVE_CACHE_KIB);
      expect(ARCHIVE_CACHE_KIB).toBe(65_536);
    } finally {
      db.close();
    }
  });

  it('never makes an archive where there is none, and opens with the addon it is given', () => {
    expect(() => openArchiveConnection({ file: archive })).toThrow();
    expect(existsSync(archive)).toBe(false);
    makeArchive(1, 'a');
    expect(() => openArchiveConnection({ file: archive, nativeBinding: join(dir, 'no-such-addon.node') })).toThrow(/no-such-addon\.node/);
  });
});

describe('an online backup (the worker’s job)', () => {
  it('is named after its time and reason, owner-only, checked, hashed and proven, and leaves the archive as it was', async () => {
    makeArchive(3, 'a', 600_000);
    const before = readFileSync(archive);
    const backup = await takeBackup({ file: archive }, backups, 'startup', at(5));
    const name = 'congkak-20260102T030405123-startup.sqlite';
    expect(backupName(at(5), 'startup')).toBe(name);
    const file = join(backups, name);
    expect(backup).toEqual({
      name,
      createdAt: '2026-01-02T03:04:05.123Z',
      bytes: statSync(file).size,
      games: 3,
      sound: true,
      file,
      facts: { lineage: 'a', games: 3, sound: true, problem: null, sha256: await sha256OfFile(file), unreplayable: [] },
    });
    expect(readFacts(file)).toEqual(backup.facts);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(backups).mode & 0o777).toBe(0o700);
    // Marked a rollback-journal database: opening it read-only leaves nothing beside it.
    expect([...readFileSync(file).subarray(18, 20)]).toEqual([1, 1]);
    expect(readdirSync(backups).sort()).toEqual([name, `${name}.json`]);
    expect(readFileSync(archive).equals(before)).toBe(true);
    expect(openFilesUnder(dir)).toEqual([]);
  });

  it('stops between its steps when the app closes, leaving no file behind', async () => {
    makeArchive(1, 'a', 2_000_000);
    let asked = 0;
    const stopping = () => ++asked > 1;
    await expect(takeBackup({ file: archive }, backups, 'startup', at(1), { stopping })).rejects.toThrow('The app is closing: the backup was stopped.');
    expect(asked).toBe(2);
    expect(readdirSync(backups)).toEqual([]);
  });

  it('of an archive that is not there fails, leaving no file behind', async () => {
    await expect(takeBackup({ file: archive }, backups, 'startup', at(1))).rejects.toThrow();
    expect(readdirSync(backups)).toEqual([]);
  });

  it('holding a game that no longer replays is unsound, and keeps the newest sound backup of the same archive in which it replayed', async () => {
    makeArchive(3, 'a');
    const older = await takeBackup({ file: archive }, backups, 'startup', at(1));
    const whole = await takeBackup({ file: archive }, backups, 'startup', at(2));
    // Newer, but no use: one found changed since, and one of another archive.
    markChanged(await takeBackup({ file: archive }, backups, 'startup', at(3)));
    setLineage('b');
    await takeBackup({ file: archive }, backups, 'startup', at(4));
    setLineage('a');
    expect(readUnreplayable(backups).games).toEqual([]);

    damageMoves(2);
    const policy = { newest: 1, days: 0, weeks: 0 };
    const damaged = await takeBackup({ file: archive }, backups, 'startup', at(5), { policy });
    expect(damaged).toMatchObject({ games: 3, sound: false, facts: { lineage: 'a', sound: true, unreplayable: [2] } });
    expect(readUnreplayable(backups)).toEqual({ lineage: 'a', games: [{ gameId: 2, keptIn: whole.name }], accepted: [] });
    // Rotation keeps the newest, and the backup the game is kept in.
    const left = readdirSync(backups).filter((name) => name.endsWith('.sqlite'));
    expect(left).toContain(whole.name);
    expect(left).toContain(damaged.name);
    expect(left).not.toContain(older.name);
  });

  it('keeps, for games found together, each one’s own newest backup in which it replayed, and closes them', async () => {
    makeArchive(3, 'a');
    const whole = await takeBackup({ file: archive }, backups, 'startup', at(1));
    damageMoves(3);
    // Not proven: only a replay tells that game 3 no longer replays in it.
    const partly = snapshot(2);
    expect(partly.facts).not.toHaveProperty('unreplayable');
    damageMoves(2);
    await takeBackup({ file: archive }, backups, 'startup', at(3));
    expect(readUnreplayable(backups).games).toEqual([
      { gameId: 2, keptIn: partly.name },
      { gameId: 3, keptIn: whole.name },
    ]);
    expect(openFilesUnder(dir)).toEqual([]);
  });

  it('of an archive damaged inside a row is kept, unsound, with SQLite’s complaint, and tells no game', async () => {
    makeArchive(50, 'a');
    onArchive((db) => {
      db.pragma('journal_mode = DELETE');
      db.exec('CREATE INDEX games_by_rules ON games (rules, id)');
    });
    const bytes = readFileSync(archive);
    const atKalah = bytes.lastIndexOf('kalah');
    bytes[atKalah] = 'c'.charCodeAt(0);
    writeFileSync(archive, bytes);
    const backup = await takeBackup({ file: archive }, backups, 'startup', at(1));
    expect(backup).toMatchObject({ sound: false, facts: { sound: false, problem: expect.stringMatching(/missing from index|wrong # of entries in index/) } });
    expect(backup.facts).not.toHaveProperty('unreplayable');
    expect(readUnreplayable(backups).games).toEqual([]);
  });

  it('stopped while its games are replayed leaves no file behind, and closes the archive', async () => {
    // Asked at each of the copy's steps, then once by the proof (every 1,024 games): counted on a first backup of the same archive.
    makeArchive(1100, 'a');
    let steps = 0;
    await takeBackup({ file: archive }, backups, 'startup', at(1), { stopping: () => (steps++, false) });
    const kept = readdirSync(backups);
    let asked = 0;
    await expect(takeBackup({ file: archive }, backups, 'startup', at(2), { stopping: () => ++asked === steps })).rejects.toThrow(ProofStopped);
    expect(readdirSync(backups)).toEqual(kept);
    expect(openFilesUnder(dir)).toEqual([]);
  });

  it('keeps none for a game no backup holds whole', async () => {
    makeArchive(2, 'a');
    damageMoves(1);
    const damaged = await takeBackup({ file: archive }, backups, 'startup', at(1));
    expect(damaged.facts.unreplayable).toEqual([1]);
    expect(readUnreplayable(backups)).toEqual({ lineage: 'a', games: [{ gameId: 1, keptIn: null }], accepted: [] });
  });
});

describe('a snapshot before a migration', () => {
  it('is named, owner-only, checked and hashed, but not proven', async () => {
    makeArchive(2, 'a');
    const backup = snapshot(1);
    expect(backup.name).toBe('congkak-20260102T030401123-test.sqlite');
    expect(statSync(backup.file).mode & 0o777).toBe(0o600);
    expect(backup.facts).toEqual({ lineage: 'a', games: 2, sound: true, problem: null, sha256: await sha256OfFile(backup.file) });
    expect([...readFileSync(backup.file).subarray(18, 20)]).toEqual([1, 1]);
  });

  it('that fails passes its error on and leaves no file behind', () => {
    const db = new Database(':memory:');
    db.close();
    expect(() => takeBackupNow(db, backups, 'before-x', at(1))).toThrow('The database connection is not open');
    expect(readdirSync(backups)).toEqual([]);
  });
});

describe('the backups folder', () => {
  it('lists the backups newest first, with what the Backups screen shows, leaving out anything else', () => {
    makeArchive(2, 'a');
    for (const second of [2, 1, 3]) snapshot(second);
    writeFileSync(join(backups, 'notes.txt'), 'mine');
    writeFileSync(join(backups, `${backupName(at(4), 'startup')}.partial`), 'being written');
    expect(backupsDir(dir)).toBe(join(dir, BACKUP_FOLDER));
    const listed = listBackups(backups);
    expect(listed.map((backup) => backup.createdAt)).toEqual(['2026-01-02T03:04:03.123Z', '2026-01-02T03:04:02.123Z', '2026-01-02T03:04:01.123Z']);
    expect(toBackupInfo(listed[0]!)).toEqual({ name: 'congkak-20260102T030403123-test.sqlite', createdAt: '2026-01-02T03:04:03.123Z', bytes: statSync(listed[0]!.file).size, games: 2, sound: true });
    expect(findBackup(backups, 'congkak-20260102T030402123-test.sqlite')).toEqual(listed[1]);
    expect(findBackup(backups, 'notes.txt')).toBeNull();
    expect(findBackup(backups, 'congkak-20260102T030409123-test.sqlite')).toBeNull();
  });

  it('leaves out a backup taken for a reason its names cannot hold, which then has no time', () => {
    makeArchive(1, 'a');
    const odd = snapshot(1);
    const db = new Database(archive, { readonly: true });
    try {
      const named = takeBackupNow(db, backups, 'Before_X', at(2));
      expect(named).toMatchObject({ name: 'congkak-20260102T030402123-Before_X.sqlite', createdAt: '' });
    } finally {
      db.close();
    }
    expect(listBackups(backups).map((backup) => backup.name)).toEqual([odd.name]);
  });

  it('missing, or a file in its place, lists none', () => {
    expect(listBackups(backups)).toEqual([]);
    writeFileSync(backups, 'a file');
    expect(listBackups(backups)).toEqual([]);
  });

  it('checks a backup an earlier version made (no facts beside it) when first seen, marking it and recording its facts', async () => {
    makeArchive(3, 'a');
    const made = snapshot(1);
    rmSync(factsFile(made.file));
    // An earlier version's copy carries the WAL marks.
    const bytes = readFileSync(made.file);
    bytes[18] = 2;
    bytes[19] = 2;
    writeFileSync(made.file, bytes);
    const [found] = listBackups(backups);
    expect([...readFileSync(made.file).subarray(18, 20)]).toEqual([1, 1]);
    const facts = { lineage: 'a', games: 3, sound: true, problem: null, sha256: await sha256OfFile(made.file) };
    expect(found).toMatchObject({ name: made.name, games: 3, sound: true, facts });
    expect(readFacts(made.file)).toEqual(facts);
    expect(readdirSync(backups).sort()).toEqual([made.name, `${made.name}.json`]);
  });

  it('rotated, loses the backups the policy does not keep with their facts, and what crashes left: only files it names', () => {
    makeArchive(1, 'a');
    for (const second of [1, 2, 3, 4]) snapshot(second);
    const crashed = join(backups, 'congkak-20251201T000000000-startup.sqlite.partial');
    writeFileSync(crashed, 'a crash left this an hour ago');
    utimesSync(crashed, new Date(Date.now() - 3600_000), new Date(Date.now() - 3600_000));
    const crashedFacts = join(backups, 'congkak-20251201T000000000-startup.sqlite.json.partial');
    writeFileSync(crashedFacts, '{');
    utimesSync(crashedFacts, new Date(Date.now() - 3600_000), new Date(Date.now() - 3600_000));
    // Being written now (another process): left alone.
    const writing = join(backups, 'congkak-20260102T030405123-test.sqlite.partial');
    writeFileSync(writing, 'being written');
    writeFileSync(join(backups, 'congkak-20251201T000000000-startup.sqlite.json'), '{}');
    // A kept backup's facts, however old, are its own.
    const keptFacts = join(backups, 'congkak-20260102T030404123-test.sqlite.json');
    utimesSync(keptFacts, new Date(Date.now() - 3600_000), new Date(Date.now() - 3600_000));
    // Not its own: a JSON file of another name, an old partial of another name, a folder.
    writeFileSync(join(backups, 'notes.json'), '{}');
    const other = join(backups, 'export.partial');
    writeFileSync(other, 'theirs');
    utimesSync(other, new Date(Date.now() - 3600_000), new Date(Date.now() - 3600_000));
    mkdirSync(join(backups, 'kept'));
    rotateBackups(backups, at(30), { policy: { newest: 2, days: 0, weeks: 0 } });
    expect(readdirSync(backups).sort()).toEqual([
      'congkak-20260102T030403123-test.sqlite',
      'congkak-20260102T030403123-test.sqlite.json',
      'congkak-20260102T030404123-test.sqlite',
      'congkak-20260102T030404123-test.sqlite.json',
      'congkak-20260102T030405123-test.sqlite.partial',
      'export.partial',
      'kept',
      'notes.json',
    ]);
    expect(existsSync(writing)).toBe(true);
  });
});
