/**
 * The archive service's edits, purge and exports, called directly on a
 * migrated archive (the worker's jobs stood in for: none of these uses one):
 * what each answers, refuses and tells.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newGame } from '../../../engine';
import type { AppEvent } from '../../contract';
import { openDatabase } from '../db/connection';
import { createGameStore } from '../games/game-store';
import { expectOk } from '../testing/temp-services';
import type { ArchiveJobs } from './archive-jobs';
import { createArchiveService, PURGE_AFTER_DAYS } from './archive-service';

const MIGRATIONS_DIR = join(import.meta.dirname, '..', 'migrations');
const NOW = new Date('2026-03-31T12:00:00.000Z');
const DAY_MS = 24 * 3600 * 1000;

let dir: string;
let db: Database.Database;
let events: AppEvent[];
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'congkak-archive-edits-'));
  db = expectOk(openDatabase({ file: join(dir, 'archive.sqlite'), migrationsDir: MIGRATIONS_DIR, now: () => NOW }));
  events = [];
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const noJobs = {
  importRecords: () => Promise.reject(new Error('not asked')),
  takeBackup: () => Promise.reject(new Error('not asked')),
  checksum: () => Promise.reject(new Error('not asked')),
  close: () => undefined,
} satisfies ArchiveJobs;

const service = () => createArchiveService({ db, now: () => NOW, emit: (event) => events.push(event), jobs: noJobs });

function addGames(count: number): number[] {
  const rules = expectOk(newGame({ preset: 'kalah' })).rules;
  const games = createGameStore(db);
  return Array.from({ length: count }, () => games.insert(rules, [{ name: 'Ana', kind: 'human' }, { name: 'Budi', kind: 'human' }], '2026-01-01T00:00:00.000Z'));
}

const changes = () => events.filter((event) => event.type === 'archive-changed').length;
const deleteAt = (id: number, at: Date) => db.prepare('UPDATE games SET deleted_at = ? WHERE id = ?').run(at.toISOString(), id);

it('reads the archive with the jobs’ page cache, 64 MB', () => {
  service();
  expect(db.pragma('cache_size', { simple: true })).toBe(-64 * 1024);
});

describe('labels and the star', () => {
  it('are set on a kept game, each label once, telling the archive changed', () => {
    const archive = service();
    const [id] = addGames(1) as [number];
    expect(archive.setGameTags({ gameId: id, tags: ['club', 'final', 'club'] })).toEqual({ ok: true, value: ['club', 'final'] });
    expect(archive.setFavourite({ gameId: id, favourite: true })).toEqual({ ok: true, value: true });
    expect(archive.setFavourite({ gameId: id, favourite: false })).toEqual({ ok: true, value: false });
    expect(changes()).toBe(3);
    expect(expectOk(archive.listTags())).toEqual([expect.objectContaining({ label: 'club' }), expect.objectContaining({ label: 'final' })]);
  });

  it('are refused for a game in the bin or missing, changing and telling nothing', () => {
    const archive = service();
    const [binned] = addGames(1) as [number];
    expectOk(archive.deleteGames({ gameIds: [binned] }));
    events.length = 0;
    const inBin = { ok: false, error: { code: 'game-deleted', message: `Game #${binned} is in the bin: restore it to change it.` } };
    expect(archive.setGameTags({ gameId: binned, tags: ['club'] })).toEqual(inBin);
    expect(archive.setFavourite({ gameId: binned, favourite: true })).toEqual(inBin);
    const missing = { ok: false, error: { code: 'not-found', message: 'There is no game #99.' } };
    expect(archive.setGameTags({ gameId: 99, tags: ['club'] })).toEqual(missing);
    expect(archive.setFavourite({ gameId: 99, favourite: true })).toEqual(missing);
    expect(events).toEqual([]);
    expect(expectOk(archive.listTags())).toEqual([]);
  });
});

describe('the bin', () => {
  it('takes and gives back games, answering how many, telling the archive changed each time', () => {
    const archive = service();
    const [a, b] = addGames(2) as [number, number];
    expect(archive.deleteGames({ gameIds: [a, b, 99] })).toEqual({ ok: true, value: 2 });
    expect(db.prepare('SELECT deleted_at FROM games WHERE id = ?').pluck().get(a)).toBe(NOW.toISOString());
    expect(archive.restoreGames({ gameIds: [a] })).toEqual({ ok: true, value: 1 });
    expect(changes()).toBe(2);
    expect(expectOk(archive.listArchive({ filter: {}, sort: { by: 'date', descending: true }, offset: 0, limit: 50 })).total).toBe(1);
  });

  it(`is emptied of the games deleted more than ${PURGE_AFTER_DAYS} days ago, and only of those`, () => {
    const archive = service();
    const [old, onTheDay, recent] = addGames(3) as [number, number, number];
    expect(PURGE_AFTER_DAYS).toBe(30);
    deleteAt(old, new Date(NOW.getTime() - 30 * DAY_MS - 1));
    deleteAt(onTheDay, new Date(NOW.getTime() - 30 * DAY_MS));
    deleteAt(recent, new Date(NOW.getTime() - 29 * DAY_MS));
    expect(archive.purgeOld()).toBe(1);
    expect(db.prepare('SELECT id FROM games ORDER BY id').pluck().all()).toEqual([onTheDay, recent]);
  });
});

describe('an export', () => {
  it('of one game is named after it; of several, after the day and their count, one after another', () => {
    const archive = service();
    const [a, b] = addGames(2) as [number, number];
    const one = expectOk(archive.exportGames({ gameIds: [a] }));
    expect(one).toMatchObject({ count: 1, fileName: `congkak-game-${a}.congkak`, skipped: [], skippedGames: [] });
    const two = expectOk(archive.exportGames({ gameIds: [a, b] }));
    const other = expectOk(archive.exportGames({ gameIds: [b] }));
    expect(two).toEqual({ text: `${one.text}\n${other.text}`, count: 2, fileName: 'congkak-2026-03-31-2-games.congkak', skipped: [], skippedGames: [] });
    expect(expectOk(archive.exportGames({ filter: { preset: 'kalah' } })).count).toBe(2);
    expect(changes()).toBe(0);
  });

  it('leaves out and lists the games that cannot be written; with none left it is refused', () => {
    const archive = service();
    const [a, b, c] = addGames(3) as [number, number, number];
    // Moves that no longer replay: a house with no seeds.
    const rules = JSON.stringify({ ...expectOk(newGame({ preset: 'kalah' })).rules, seeds: 0 });
    db.prepare('UPDATE games SET rules = ? WHERE id IN (?, ?)').run(rules, a, c);
    db.prepare("UPDATE games SET moves = x'00', move_count = 1 WHERE id IN (?, ?)").run(a, c);
    const partly = archive.exportGames({ gameIds: [a, b] });
    if (!partly.ok) throw new Error(partly.error.message);
    expect(partly.value).toMatchObject({ count: 1, fileName: 'congkak-2026-03-31-1-games.congkak', skippedGames: [{ gameId: a, message: expect.stringMatching(new RegExp(`^Game #${a} cannot be written: .`)) }] });
    const none = archive.exportGames({ gameIds: [a, c] });
    expect(none).toMatchObject({ ok: false, error: { code: 'bad-record' } });
    const message = none.ok ? '' : none.error.message;
    const skipped = partly.value.skippedGames[0]?.message ?? '';
    expect(message).toBe(`${skipped} ${skipped.replace(`#${a}`, `#${c}`)}`);
  });

  it('of a game there is none of, or of a filter no game matches, is refused', () => {
    const archive = service();
    const [a] = addGames(1) as [number];
    expect(archive.exportGames({ gameIds: [a, 99] })).toEqual({ ok: false, error: { code: 'not-found', message: 'There is no game #99.' } });
    expect(archive.exportGames({ filter: { preset: 'congkak' } })).toEqual({ ok: false, error: { code: 'not-found', message: 'No game matches: there is nothing to export.' } });
    expect(expectOk(archive.archiveStats({ filter: {} }))).toMatchObject({ games: 1 });
  });
});
