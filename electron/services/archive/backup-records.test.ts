// The small records kept beside the archive and its backups, each read back
// as written, and read as nothing (never a crash) when missing or broken: the
// files set aside (set-aside.ts), the games that no longer replay
// (unreplayable-games.ts), a backup's facts (backup-facts.ts); and what Home
// is told at start (startup-report.ts).
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openFilesUnder } from '../testing/open-files';
import type { ArchiveWarnings, BackupInfo } from '../../contract';
import { factsFile, inspectBackup, isSound, markFileRollbackJournal, markRollbackJournal, readFacts, sha256OfBuffer, sha256OfFile, writeFacts, type BackupFacts } from './backup-facts';
import { encodeMoves } from '../games/move-encoding';
import { sampleGame } from '../testing/sample-records';
import { CHANGED, type StoredBackup } from './backups';
import { ProofStopped } from './replay-proof';
import { clearSetAside, readSetAside, recordSetAside, SET_ASIDE_FILE } from './set-aside';
import { offeredBackup, readLineage, startupReportOf } from './startup-report';
import { acceptUnreplayable, acceptedGames, clearUnreplayable, heldBackups, noteUnreplayable, readUnreplayable, UNREPLAYABLE_FILE, unreplayableToTell } from './unreplayable-games';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'congkak-records-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const openFiles = () => openFilesUnder(dir);

const FACTS: BackupFacts = { lineage: 'a', games: 3, sound: true, problem: null, sha256: 'f'.repeat(64) };

describe('the files set aside', () => {
  const first = { file: '/data/congkak.sqlite.damaged-1', reason: 'The archive file is empty (0 bytes).', at: '2026-01-01T00:00:00.000Z' };
  const second = { file: '/data/congkak.sqlite.damaged-2', reason: 'damaged', at: '2026-01-02T00:00:00.000Z' };

  it('are none at first, then kept oldest first until the player decides', () => {
    expect(readSetAside(dir)).toEqual([]);
    expect(recordSetAside(dir, first)).toEqual([first]);
    expect(recordSetAside(dir, second)).toEqual([first, second]);
    expect(readSetAside(dir)).toEqual([first, second]);
    clearSetAside(dir);
    expect(existsSync(join(dir, SET_ASIDE_FILE))).toBe(false);
    expect(readSetAside(dir)).toEqual([]);
    clearSetAside(dir);
  });

  it('read as none when the list is not JSON or not a list', () => {
    for (const text of ['{', '{"setAside": [{"file": 1}]}', '[]']) {
      writeFileSync(join(dir, SET_ASIDE_FILE), text);
      expect(readSetAside(dir)).toEqual([]);
    }
  });
});

describe('the list of games that no longer replay', () => {
  it('reads as empty when missing or broken', () => {
    const empty = { lineage: null, games: [], accepted: [] };
    expect(readUnreplayable(dir)).toEqual(empty);
    for (const text of ['{', '{"lineage": "a", "games": [{"gameId": 0, "keptIn": null}], "accepted": []}']) {
      writeFileSync(join(dir, UNREPLAYABLE_FILE), text);
      expect(readUnreplayable(dir)).toEqual(empty);
    }
  });

  it('tells a game no backup holds whole with none, and is gone once nothing is left to tell or accepted', () => {
    expect(noteUnreplayable(dir, 'a', [4, 2], () => new Map([[2, 'b2']]))).toEqual({ lineage: 'a', games: [{ gameId: 4, keptIn: null }, { gameId: 2, keptIn: 'b2' }], accepted: [] });
    expect(readUnreplayable(dir).games).toEqual([{ gameId: 4, keptIn: null }, { gameId: 2, keptIn: 'b2' }]);
    // Game 4 told without a backup keeps none, even when one is found later.
    expect(noteUnreplayable(dir, 'a', [4], () => new Map([[4, 'later']])).games).toEqual([{ gameId: 4, keptIn: null }]);
    expect(noteUnreplayable(dir, 'a', [], () => new Map()).games).toEqual([]);
    expect(existsSync(join(dir, UNREPLAYABLE_FILE))).toBe(false);
  });

  it('writes nothing, and removes nothing it need not, when there is nothing to tell or accept', () => {
    expect(noteUnreplayable(dir, 'a', [], () => new Map())).toEqual({ lineage: 'a', games: [], accepted: [] });
    expect(existsSync(join(dir, UNREPLAYABLE_FILE))).toBe(false);
  });

  it('keeps the accepted games in id order, each once', () => {
    noteUnreplayable(dir, 'a', [9, 3, 12], () => new Map());
    acceptUnreplayable(dir);
    noteUnreplayable(dir, 'a', [9, 3, 12, 1, 10], () => new Map());
    acceptUnreplayable(dir);
    expect(readUnreplayable(dir)).toEqual({ lineage: 'a', games: [], accepted: [1, 3, 9, 10, 12] });
  });

  it('asks where only the games not yet told last replayed', () => {
    noteUnreplayable(dir, 'a', [2], () => new Map([[2, 'b2']]));
    const asked: number[][] = [];
    noteUnreplayable(dir, 'a', [2, 5], (gameIds) => {
      asked.push([...gameIds]);
      return new Map();
    });
    expect(asked).toEqual([[5]]);
  });

  it('holds the backups its games are kept in, and tells each game with its backup as found now', () => {
    const list = { lineage: 'a', games: [{ gameId: 2, keptIn: 'b2' }, { gameId: 4, keptIn: null }, { gameId: 6, keptIn: 'gone' }], accepted: [1] };
    expect(heldBackups(list)).toEqual(new Set(['b2', 'gone']));
    const info: BackupInfo = { name: 'b2', createdAt: '2026-01-01T00:00:00.000Z', bytes: 10, games: 3, sound: true };
    expect(unreplayableToTell(list, (name) => (name === 'b2' ? info : null))).toEqual([
      { gameId: 2, keptIn: info },
      { gameId: 4, keptIn: null },
      { gameId: 6, keptIn: null },
    ]);
    expect(unreplayableToTell({ ...list, games: [] }, () => info)).toBeNull();
    // A game kept in no backup is told with none, whatever backups there are.
    expect(unreplayableToTell(list, (name) => ({ ...info, name }))?.map((game) => game.keptIn)).toEqual([info, null, { ...info, name: 'gone' }]);
  });

  it('accepts games for the backups of its own archive only, and is cleared when a backup is restored', () => {
    const list = { lineage: 'a', games: [], accepted: [1, 3] };
    expect(acceptedGames(list, 'a')).toEqual(new Set([1, 3]));
    expect(acceptedGames(list, 'b')).toEqual(new Set());
    expect(acceptedGames({ ...list, lineage: null }, null)).toEqual(new Set([1, 3]));
    noteUnreplayable(dir, 'a', [2], () => new Map());
    clearUnreplayable(dir);
    expect(existsSync(join(dir, UNREPLAYABLE_FILE))).toBe(false);
    clearUnreplayable(dir);
  });
});

describe('a backup’s facts', () => {
  it('read back as written, beside the backup; none when missing, not JSON or not facts', () => {
    const backup = join(dir, 'b.sqlite');
    expect(factsFile(backup)).toBe(`${backup}.json`);
    expect(readFacts(backup)).toBeNull();
    writeFacts(backup, { ...FACTS, unreplayable: [2, 5] });
    expect(readFacts(backup)).toEqual({ ...FACTS, unreplayable: [2, 5] });
    for (const text of ['{', JSON.stringify({ ...FACTS, sha256: 'F'.repeat(64) }), JSON.stringify({ ...FACTS, games: -1 }), JSON.stringify({ ...FACTS, unreplayable: [0] }), JSON.stringify({ ...FACTS, extra: 1 })]) {
      writeFileSync(factsFile(backup), text);
      expect(readFacts(backup), text).toBeNull();
    }
  });

  it('are sound when the check passed and every game replays, or was kept as it is by the player', () => {
    expect(isSound(FACTS)).toBe(true);
    expect(isSound({ ...FACTS, unreplayable: [] })).toBe(true);
    expect(isSound({ ...FACTS, sound: false })).toBe(false);
    expect(isSound({ ...FACTS, unreplayable: [2, 5] })).toBe(false);
    expect(isSound({ ...FACTS, unreplayable: [2, 5] }, new Set([2]))).toBe(false);
    expect(isSound({ ...FACTS, unreplayable: [2, 5] }, new Set([2, 5]))).toBe(true);
  });

  it('mark a copy as a rollback-journal database in header bytes 18 and 19, leaving a shorter file as it is', () => {
    const image = Buffer.alloc(100, 2);
    expect([...markRollbackJournal(image).subarray(17, 21)]).toEqual([2, 1, 1, 2]);
    expect([...markRollbackJournal(Buffer.alloc(19, 2))]).toEqual(Array(19).fill(2));
    expect([...markRollbackJournal(Buffer.alloc(20, 2)).subarray(18)]).toEqual([1, 1]);
    const file = join(dir, 'copy.sqlite');
    writeFileSync(file, Buffer.alloc(100, 2));
    markFileRollbackJournal(file);
    expect([...readFileSync(file).subarray(17, 21)]).toEqual([2, 1, 1, 2]);
    writeFileSync(file, Buffer.alloc(19, 2));
    markFileRollbackJournal(file);
    expect([...readFileSync(file)]).toEqual(Array(19).fill(2));
  });

  it('hash a file in chunks as its bytes hash, and stop when asked', async () => {
    const file = join(dir, 'big.sqlite');
    const data = Buffer.alloc(200_000, 7);
    writeFileSync(file, data);
    expect(await sha256OfFile(file)).toBe(sha256OfBuffer(data));
    expect(sha256OfBuffer(Buffer.from('abc'))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    await expect(sha256OfFile(file, () => true)).rejects.toThrow('The app is closing: the checksum was stopped.');
  });
});

describe('inspecting a backup', () => {
  const game = sampleGame(4, { rules: 'kalah', maxMoves: 40 });

  /** A backup of `games` games (the last one's moves overwritten when `damaged`), with a lineage table when `lineage` is given. */
  function backupFile(games: number, lineage: string | null | undefined, damaged = false): string {
    const file = join(dir, `b-${games}-${String(lineage)}-${damaged}.sqlite`);
    const db = new Database(file);
    db.exec('CREATE TABLE games (id INTEGER PRIMARY KEY, rules TEXT NOT NULL, moves BLOB)');
    const insert = db.prepare('INSERT INTO games VALUES (?, ?, ?)');
    db.transaction(() => {
      for (let id = 1; id <= games; id++) insert.run(id, JSON.stringify(game.rules), damaged && id === games ? Buffer.from([0xff, 0xff]) : encodeMoves(game.moves));
    })();
    if (lineage !== undefined) {
      db.exec('CREATE TABLE archive_lineage (lineage TEXT)');
      if (lineage !== null) db.prepare('INSERT INTO archive_lineage VALUES (?)').run(lineage);
    }
    db.close();
    return file;
  }

  it('counts its games and reads its lineage, none before the lineage table or when it is empty', () => {
    expect(inspectBackup(backupFile(3, 'a'))).toEqual({ lineage: 'a', games: 3, sound: true, problem: null });
    expect(inspectBackup(backupFile(2, undefined))).toEqual({ lineage: null, games: 2, sound: true, problem: null });
    expect(inspectBackup(backupFile(1, null))).toEqual({ lineage: null, games: 1, sound: true, problem: null });
  });

  it('proves the games replay only when asked, naming those that do not', () => {
    const file = backupFile(3, 'a', true);
    expect(inspectBackup(file)).not.toHaveProperty('unreplayable');
    expect(inspectBackup(file, { proveReplay: true })).toEqual({ lineage: 'a', games: 3, sound: true, problem: null, unreplayable: [3] });
    expect(inspectBackup(backupFile(2, 'a'), { proveReplay: true })).toMatchObject({ unreplayable: [] });
  });

  it('is unsound, with SQLite’s first complaint, when a row is damaged inside an index', () => {
    const file = backupFile(50, 'a');
    const db = new Database(file);
    db.exec('CREATE INDEX games_by_rules ON games (rules, id)');
    db.close();
    const bytes = readFileSync(file);
    const at = bytes.lastIndexOf('kalah');
    bytes[at] = 'c'.charCodeAt(0);
    writeFileSync(file, bytes);
    expect(inspectBackup(file)).toEqual({ lineage: 'a', games: 50, sound: false, problem: expect.stringMatching(/missing from index|wrong # of entries in index/) });
  });

  it('refuses to make a database of a file that is not there, and opens with the addon it is given', () => {
    expect(inspectBackup(join(dir, 'gone.sqlite'))).toEqual({ lineage: null, games: null, sound: false, problem: 'unable to open database file' });
    expect(existsSync(join(dir, 'gone.sqlite'))).toBe(false);
    expect(inspectBackup(backupFile(1, 'a'), { nativeBinding: join(dir, 'no-such-addon.node') })).toMatchObject({ sound: false, problem: expect.stringContaining('no-such-addon.node') });
  });

  it('leaves no file open, sound, damaged or marked', () => {
    const before = openFiles().length;
    inspectBackup(backupFile(2, 'a'), { proveReplay: true });
    const broken = join(dir, 'not.sqlite');
    writeFileSync(broken, 'not a database, '.repeat(100));
    inspectBackup(broken);
    markFileRollbackJournal(backupFile(3, 'a'));
    expect(openFiles()).toHaveLength(before);
  });

  it('is unsound, with the reason, when the file is no database; a stop asked for during the proof is passed on', () => {
    const file = join(dir, 'not.sqlite');
    writeFileSync(file, 'not a database, '.repeat(100));
    expect(inspectBackup(file)).toEqual({ lineage: null, games: null, sound: false, problem: 'file is not a database' });
    const many = backupFile(1100, 'a');
    expect(() => inspectBackup(many, { proveReplay: true, stopping: () => true })).toThrow(ProofStopped);
  });
});

describe('what Home is told at start', () => {
  it('reads the archive’s lineage, none when the table holds none', () => {
    const db = new Database(':memory:');
    db.exec('CREATE TABLE archive_lineage (lineage TEXT)');
    expect(readLineage(db)).toBeNull();
    db.exec("INSERT INTO archive_lineage VALUES ('abc')");
    expect(readLineage(db)).toBe('abc');
    db.close();
  });

  const stored = (name: string, changes: Partial<StoredBackup> = {}, facts: Partial<BackupFacts> = {}): StoredBackup => {
    const file = join(dir, name);
    return { name, createdAt: '2026-01-01T00:00:00.000Z', bytes: 10, games: 3, sound: true, file, facts: { ...FACTS, lineage: 'old', ...facts }, ...changes };
  };
  const info = (backup: StoredBackup): BackupInfo => ({ name: backup.name, createdAt: backup.createdAt, bytes: backup.bytes, games: backup.facts.games, sound: backup.sound });

  it('offers the newest sound backup with games of another archive than the one in use', async () => {
    const backups = [
      stored('unsound', { sound: false }),
      stored('empty', { games: 0 }),
      stored('uncounted', { games: null }),
      stored('live', {}, { lineage: 'new' }),
      stored('good'),
      stored('older'),
    ];
    expect(await offeredBackup(backups, 'new', () => Promise.resolve(true))).toEqual(info(backups[4]!));
    expect(await offeredBackup(backups.slice(0, 4), 'new', () => Promise.resolve(true))).toBeNull();
    // A live archive of no lineage (an earlier version's) against backups of one.
    expect(await offeredBackup([stored('lineage')], null, () => Promise.resolve(true))).toMatchObject({ name: 'lineage' });
  });

  it('marks a backup whose file no longer matches its checksum unsound, and offers the next', async () => {
    const changed = stored('changed');
    writeFileSync(changed.file, 'x');
    const next = stored('next');
    const offered = await offeredBackup([changed, next], 'new', (backup) => Promise.resolve(backup.name !== 'changed'));
    expect(offered).toEqual(info(next));
    expect(readFacts(changed.file)).toEqual({ ...changed.facts, sound: false, problem: CHANGED });
    expect(readFacts(next.file)).toBeNull();
  });

  it('is ok with the warnings when nothing was set aside, else the first file set aside, the later ones and the offered backup', () => {
    const warnings: ArchiveWarnings = { unreplayable: null, backupsFailing: null };
    expect(startupReportOf([], null, warnings)).toEqual({ kind: 'ok', ...warnings });
    const aside = [
      { file: 'f1', reason: 'empty', at: 'a1' },
      { file: 'f2', reason: 'damaged', at: 'a2' },
      { file: 'f3', reason: 'damaged', at: 'a3' },
    ];
    const offered: BackupInfo = { name: 'good', createdAt: '2026-01-01T00:00:00.000Z', bytes: 1, games: 2, sound: true };
    expect(startupReportOf(aside, offered, warnings)).toEqual({ kind: 'database-replaced', reason: 'empty', movedTo: 'f1', alsoMovedTo: ['f2', 'f3'], lastBackup: offered, ...warnings });
    expect(startupReportOf(aside.slice(0, 1), null, warnings)).toEqual({ kind: 'database-replaced', reason: 'empty', movedTo: 'f1', alsoMovedTo: [], lastBackup: null, ...warnings });
  });
});
