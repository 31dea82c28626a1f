// Nothing lost: migration from every earlier schema with data (and a backup
// taken first), rotating start-up backups, restore with the current file kept
// aside, and damaged or foreign files moved aside and reported, never deleted.
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, truncateSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { databaseFile } from '../data-dir';
import { openDatabase } from '../db/connection';
import { loadMigrations } from '../db/migrations';
import { legalMoves, newGame, play, replayMoves, type GameState, type Move } from '../../../engine';
import { gameEngine } from '../games/engine';
import { gameIdentity } from '../games/game-identity';
import { encodeMoves } from '../games/move-encoding';
import { readStoredMoves } from '../testing/stored-moves';
import { expectOk, tempServices, type TempServices } from '../testing/temp-services';
import { backupsDir, listBackups, rotateBackups, takeBackupNow } from './backups';
import { sampleFile } from '../testing/sample-records';

const MIGRATIONS_DIR = join(import.meta.dirname, '..', 'migrations');
const ALL = loadMigrations(MIGRATIONS_DIR);

let env: TempServices;
beforeEach(() => {
  env = tempServices({ engine: gameEngine });
});
afterEach(() => env.dispose());

/** A migrations folder holding only the first `count` migrations: the app as an earlier version. */
function earlierVersion(count: number): string {
  const dir = join(env.dataDir, `migrations-${count}`);
  mkdirSync(dir);
  for (const migration of ALL.slice(0, count)) writeFileSync(join(dir, `${migration.name}.sql`), migration.sql);
  return dir;
}

/** Opens the services and waits for their background start-up backup to be complete. */
async function openBackedUp(): Promise<ReturnType<TempServices['open']>> {
  const services = env.open();
  await services.settled();
  return services;
}

/**
 * Records a game the way an earlier version did, moves chosen by the engine:
 * as turn rows before 012, as 012 keeps them (one encoded column with its
 * facts and identity) from then on.
 */
function recordOldGame(db: Database.Database, plies: number): { id: number; state: GameState } {
  let state = expectOk(newGame({ preset: 'congkak', opening: 'alternate' }));
  const rules = state.rules;
  const id = Number(
    db
      .prepare(`INSERT INTO games (preset, rules, south_name, south_kind, north_name, north_kind, created_at, updated_at)
        VALUES ('congkak', ?, 'Ana', 'human', 'Budi', 'human', '2025-01-01T00:00:00.000Z', '2025-01-01T00:00:00.000Z')`)
      .run(JSON.stringify(rules)).lastInsertRowid,
  );
  const hasTurns = db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'turns'").get() !== undefined;
  const moves: Move[] = [];
  for (let index = 0; index < plies; index++) {
    const move = legalMoves(state).at(-1);
    if (move === undefined) break;
    const player = state.toMove;
    state = expectOk(play(state, move)).state;
    moves.push(move);
    if (hasTurns) db.prepare("INSERT INTO turns (game_id, move_index, move, player, created_at) VALUES (?, ?, ?, ?, 'x')").run(id, index, JSON.stringify(move), player);
  }
  if (!hasTurns) {
    const replayed = replayMoves(rules, moves);
    if (!replayed.ok) throw new Error(replayed.error.message);
    const facts = replayed.value;
    const encoded = encodeMoves(moves);
    const players = [{ name: 'Ana', kind: 'human' }, { name: 'Budi', kind: 'human' }] as const;
    db.prepare(
      `UPDATE games SET moves = ?, move_count = ?, last_south_store = ?, last_north_store = ?, longest_relay = ?, content_hash = ? WHERE id = ?`,
    ).run(encoded, moves.length, facts.finalStores[0], facts.finalStores[1], Math.max(0, ...facts.relays), gameIdentity({ rules, players: [...players], moves: encoded, termination: null }), id);
  }
  return { id, state };
}

describe('migrations from every earlier version, with data', () => {
  it.each(ALL.slice(0, -1).map((_, index) => index + 1))('from version %i keeps every game and derives the new facts', async (count) => {
    const opened = openDatabase({ file: databaseFile(env.dataDir), migrationsDir: earlierVersion(count), now: () => new Date() });
    if (!opened.ok) throw new Error(opened.error.message);
    const { id, state } = recordOldGame(opened.value, 5);
    opened.value.close();

    const current = env.open();
    const applied = new Database(databaseFile(env.dataDir), { readonly: true });
    expect(applied.prepare('SELECT name FROM migrations ORDER BY name').pluck().all()).toEqual(ALL.map((m) => m.name));
    expect(readStoredMoves(applied, id)).toHaveLength(5);
    expect(applied.prepare('SELECT count(*) FROM games WHERE content_hash IS NULL OR longest_relay IS NULL').pluck().get()).toBe(0);
    applied.close();
    const n = state.rules.holes;
    const row = expectOk(await current.call('listArchive', { filter: { text: 'ana' } })).rows[0];
    expect(row).toMatchObject({ id, moveCount: 5, stores: [state.pits[n], state.pits[2 * n + 1]] });
    expect(expectOk(await current.call('getGame', { gameId: id })).state).toEqual(state);
    // A snapshot of the old version's file was taken before migrating it.
    expect(listBackups(backupsDir(env.dataDir)).some((backup) => backup.name.includes(`-before-${ALL[count]?.name.replace(/_/g, '-')}`))).toBe(true);
  });
});

describe('migration 010: notes an undo left behind', () => {
  /** Index of 010 in the migrations: an archive as the version before it left it. */
  const BEFORE_010 = ALL.findIndex((migration) => migration.name.startsWith('010_'));
  /** Up to 011: 010 on its own, before 012 replays every game it marked. */
  const BEFORE_012 = ALL.findIndex((migration) => migration.name.startsWith('012_'));

  /**
   * A Kalah game recorded with the SQL of the version before 010: `moves` as
   * turn rows, `notes` on them, then its undo back to `undoTo` (turn rows
   * deleted, notes left), then `then` played on. Already derived at an earlier
   * start-up (hash and longest relay set).
   */
  function oldGame(db: Database.Database, plan: { moves: number[]; notes: number[]; undoTo: number; then: number[] }): number {
    const rules = JSON.stringify(expectOk(newGame('kalah')).rules);
    const id = Number(
      db
        .prepare(`INSERT INTO games (preset, rules, south_name, south_kind, north_name, north_kind, created_at, updated_at, content_hash, longest_relay)
          VALUES ('kalah', ?, 'Ana', 'human', 'Budi', 'human', '2025-01-01T00:00:00.000Z', '2025-01-01T00:00:00.000Z', 'derived', 0)`)
        .run(rules).lastInsertRowid,
    );
    const turn = db.prepare("INSERT INTO turns (game_id, move_index, move, player, created_at) VALUES (?, ?, ?, 0, 'x')");
    plan.moves.forEach((hole, index) => turn.run(id, index, JSON.stringify({ hole })));
    for (const move of plan.notes) db.prepare("INSERT INTO move_notes (game_id, move_index, glyph, comment) VALUES (?, ?, '?!', ?)").run(id, move, `note ${move}`);
    db.prepare('DELETE FROM turns WHERE game_id = ? AND move_index >= ?').run(id, plan.undoTo);
    plan.then.forEach((hole, index) => turn.run(id, plan.undoTo + index, JSON.stringify({ hole })));
    db.prepare('UPDATE games SET move_count = (SELECT count(*) FROM turns WHERE game_id = ?) WHERE id = ?').run(id, id);
    return id;
  }

  const notesIn = (db: Database.Database) => db.prepare('SELECT game_id, move_index FROM move_notes ORDER BY game_id, move_index').all();

  it('removes the notes past a game’s end, and those play went on over once the engine has seen the game', async () => {
    const old = openDatabase({ file: databaseFile(env.dataDir), migrationsDir: earlierVersion(BEFORE_010), now: () => new Date() });
    if (!old.ok) throw new Error(old.error.message);
    // Kalah: South's hole 1 ends the turn; hole 3 ends in the store, so South goes on.
    // A note on S 1, undone, then S 3 + 1 played: the note is now inside that turn.
    const inside = oldGame(old.value, { moves: [1], notes: [0], undoTo: 0, then: [3, 1] });
    // Notes on S 1 and N 1, North's move undone: that note is past the end.
    const pastEnd = oldGame(old.value, { moves: [1, 1], notes: [0, 1], undoTo: 1, then: [] });
    // A game imported whole (packed moves, no turn rows) with a sound note: left as it is.
    const imported = Number(
      old.value
        .prepare(`INSERT INTO games (preset, rules, south_name, south_kind, north_name, north_kind, created_at, updated_at, content_hash, longest_relay, packed_moves, packed_stores)
          SELECT preset, rules, 'Cik', 'human', 'Dan', 'human', created_at, updated_at, 'imported', 0, '1', '000000' FROM games WHERE id = ?`)
        .run(inside).lastInsertRowid,
    );
    old.value.prepare("INSERT INTO move_notes (game_id, move_index, glyph, comment) VALUES (?, 0, '!', 'sound')").run(imported);
    old.value.close();

    // The migration alone: past-end notes go, the games played here with notes are to be derived again.
    const migrated = openDatabase({ file: databaseFile(env.dataDir), migrationsDir: earlierVersion(BEFORE_012), now: () => new Date() });
    if (!migrated.ok) throw new Error(migrated.error.message);
    expect(notesIn(migrated.value)).toEqual([
      { game_id: inside, move_index: 0 },
      { game_id: pastEnd, move_index: 0 },
      { game_id: imported, move_index: 0 },
    ]);
    const hashes = migrated.value.prepare('SELECT id, content_hash FROM games ORDER BY id').all();
    expect(hashes).toEqual([
      { id: inside, content_hash: null },
      { id: pastEnd, content_hash: null },
      { id: imported, content_hash: 'imported' },
    ]);
    migrated.value.close();

    // Migration 012, at the services' start-up, replays those games through the engine and drops the note inside a turn.
    const services = env.open();
    const check = new Database(databaseFile(env.dataDir), { readonly: true });
    expect(notesIn(check)).toEqual([
      { game_id: pastEnd, move_index: 0 },
      { game_id: imported, move_index: 0 },
    ]);
    check.close();
    expect(env.errors).toEqual([`Game #${inside}: removed the notes on moves 1, which no record can hold.`]);
    const exported = expectOk(await services.call('exportGames', { filter: {} }));
    expect(exported).toMatchObject({ count: 3, skipped: [] });
    expect(exported.text).toContain('{note 0}');
    expect(exported.text).toContain('{sound}');
  });
});

describe('backups', () => {
  it('takes a backup at start-up and keeps the newest five', async () => {
    for (let i = 0; i < 7; i++) (await openBackedUp()).close();
    const backups = listBackups(backupsDir(env.dataDir));
    expect(backups.length).toBeLessThanOrEqual(5);
    expect(backups.length).toBeGreaterThan(0);
    expect(backups.every((backup) => backup.name.endsWith('-startup.sqlite'))).toBe(true);
  });

  it('rotation only removes its own files (a backup with its facts, and leftovers of a crash)', () => {
    const dir = backupsDir(env.dataDir);
    mkdirSync(dir, { recursive: true });
    const db = new Database(':memory:');
    const at = (second: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, second));
    for (let i = 0; i < 4; i++) takeBackupNow(db, dir, 'test', at(i), { policy: { newest: 10, days: 0, weeks: 0 } });
    writeFileSync(join(dir, 'notes.txt'), 'mine');
    const leftover = join(dir, 'congkak-20251201T000000000-startup.sqlite.partial');
    writeFileSync(leftover, 'a crash left this an hour ago');
    utimesSync(leftover, new Date(Date.now() - 3600_000), new Date(Date.now() - 3600_000));
    // One being written now (another process) is left alone.
    writeFileSync(join(dir, 'congkak-20260101T000004000-test.sqlite.partial'), 'being written');
    writeFileSync(join(dir, 'congkak-20251201T000000000-startup.sqlite.json'), '{}');
    rotateBackups(dir, at(3600), { policy: { newest: 2, days: 0, weeks: 0 } });
    expect(readdirSync(dir).sort()).toEqual([
      'congkak-20260101T000002000-test.sqlite',
      'congkak-20260101T000002000-test.sqlite.json',
      'congkak-20260101T000003000-test.sqlite',
      'congkak-20260101T000003000-test.sqlite.json',
      'congkak-20260101T000004000-test.sqlite.partial',
      'notes.txt',
    ]);
    db.close();
  });

  it('restores a backup: the games come back and the current file is kept aside', async () => {
    const services = env.open();
    await importText(services, sampleFile(1, 3));
    services.close();
    (await openBackedUp()).close(); // this start-up backup holds the three games
    const [backup] = listBackups(backupsDir(env.dataDir));
    const later = env.open();
    await importText(later, sampleFile(10, 2));
    expect(expectOk(await later.call('listArchive', {})).total).toBe(5);
    const restored = expectOk(await later.call('restoreBackup', { name: backup!.name }));
    expect(existsSync(restored.keptAside)).toBe(true);
    expect(expectOk(await later.call('listArchive', {})).total).toBe(3);
    // The services keep working on the restored archive.
    const game = expectOk(await later.call('newGame', { rules: 'kalah', players: [{ name: 'A', kind: 'human' }, { name: 'B', kind: 'human' }] }));
    expect(game.id).toBeGreaterThan(0);
    const refused = await later.call('restoreBackup', { name: 'congkak-20000101T000000000-startup.sqlite' });
    expect(refused).toMatchObject({ ok: false, error: { code: 'not-found' } });
    expect(expectOk(await later.call('listArchive', {})).total).toBe(4);
  });
});

async function importText(services: ReturnType<TempServices['open']>, text: string) {
  return expectOk(await services.call('importRecords', { text, importId: 'safety' }));
}

describe('a damaged or foreign archive file', () => {
  async function expectReplaced(reason: RegExp, original: Buffer) {
    const services = env.open();
    const report = expectOk(await services.call('getStartupReport', {}));
    expect(report.kind).toBe('database-replaced');
    if (report.kind !== 'database-replaced') return;
    expect(report.reason).toMatch(reason);
    // Moved aside byte for byte, never deleted; a fresh archive works.
    expect(readFileSync(report.movedTo).equals(original)).toBe(true);
    expect(expectOk(await services.call('listArchive', {})).total).toBe(0);
    return report;
  }

  it('moves a garbage file aside and says so', async () => {
    const file = databaseFile(env.dataDir);
    writeFileSync(file, 'not a database at all, '.repeat(100));
    await expectReplaced(/not a database/, readFileSync(file));
  });

  it('moves a truncated database aside and offers the last good backup', async () => {
    const services = env.open();
    await importText(services, sampleFile(1, 40));
    services.close();
    (await openBackedUp()).close();
    const file = databaseFile(env.dataDir);
    truncateSync(file, Math.floor(readFileSync(file).length / 2));
    const report = await expectReplaced(/damaged|cannot be read/, readFileSync(file));
    expect(report?.lastBackup).toMatchObject({ name: expect.stringMatching(/-startup\.sqlite$/), games: 40, sound: true });
  });

  it('moves aside a database written by an unknown version', async () => {
    const file = databaseFile(env.dataDir);
    env.open().close();
    const db = new Database(file);
    db.prepare("INSERT INTO migrations VALUES ('999_future', 'x', 'x')").run();
    db.close();
    const other = join(env.dataDir, 'copy.sqlite');
    copyFileSync(file, other);
    await expectReplaced(/another version/, readFileSync(other));
  });

  it('leaves a sound archive where it is when the SQLite addon cannot load: the addon failed, not the file', async () => {
    const services = env.open();
    await importText(services, sampleFile(1, 3));
    services.close();
    const file = databaseFile(env.dataDir);
    const before = readFileSync(file);
    expect(() => env.open({ nativeBinding: join(env.dataDir, 'no-such-addon.node') })).toThrow(/no-such-addon\.node/);
    expect(readFileSync(file).equals(before)).toBe(true);
    expect(readdirSync(env.dataDir).filter((name) => name.includes('damaged'))).toEqual([]);
    const again = env.open();
    expect(expectOk(await again.call('listArchive', {})).total).toBe(3);
    again.close();
  });
});
