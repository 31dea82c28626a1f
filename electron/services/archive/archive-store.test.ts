/**
 * The archive's writes (labels, favourites, the bin, the purge) against a
 * migrated archive, without the services around them: what each changes in
 * the rows and what it answers.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newGame } from '../../../engine';
import { openDatabase } from '../db/connection';
import { createGameStore } from '../games/game-store';
import { expectOk } from '../testing/temp-services';
import { createArchiveStore } from './archive-store';

const MIGRATIONS_DIR = join(import.meta.dirname, '..', 'migrations');

let dir: string;
let db: Database.Database;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'congkak-archive-store-'));
  db = expectOk(openDatabase({ file: join(dir, 'archive.sqlite'), migrationsDir: MIGRATIONS_DIR, now: () => new Date('2026-01-01T00:00:00Z') }));
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

function addGames(count: number): number[] {
  const rules = expectOk(newGame({ preset: 'kalah' })).rules;
  const games = createGameStore(db);
  return Array.from({ length: count }, () =>
    games.insert(rules, [{ name: 'Ana', kind: 'human' }, { name: 'Budi', kind: 'human' }], '2026-01-01T00:00:00.000Z'),
  );
}

const row = (id: number) =>
  db.prepare('SELECT favourite, deleted_at AS deletedAt, record_tags AS recordTags FROM games WHERE id = ?').get(id) as
    | { favourite: number; deletedAt: string | null; recordTags: string | null }
    | undefined;
const labels = (id: number) => db.prepare('SELECT position, label FROM game_tags WHERE game_id = ? ORDER BY position').all(id);

describe('labels', () => {
  it('replace the game’s labels in the order given, and answer them', () => {
    const store = createArchiveStore(db);
    const [id, other] = addGames(2) as [number, number];
    expect(store.setTags(id, ['club', 'final'])).toEqual(['club', 'final']);
    store.setTags(other, ['mine']);
    expect(store.setTags(id, ['final', 'blitz', 'club'])).toEqual(['final', 'blitz', 'club']);
    expect(labels(id)).toEqual([
      { position: 0, label: 'final' },
      { position: 1, label: 'blitz' },
      { position: 2, label: 'club' },
    ]);
    expect(store.setTags(id, [])).toEqual([]);
    expect(labels(id)).toEqual([]);
    // Only that game's.
    expect(labels(other)).toEqual([{ position: 0, label: 'mine' }]);
  });

  it('forget the imported record’s Tags tag and keep its other tags; a game played here keeps none', () => {
    const store = createArchiveStore(db);
    const [imported, played] = addGames(2) as [number, number];
    db.prepare('UPDATE games SET record_tags = ? WHERE id = ?').run(JSON.stringify({ Event: 'Club', Tags: 'old,labels' }), imported);
    store.setTags(imported, ['new']);
    expect(JSON.parse(row(imported)?.recordTags ?? 'null')).toEqual({ Event: 'Club' });
    store.setTags(played, ['new']);
    expect(row(played)?.recordTags).toBeNull();
  });

  it('refused by the archive change nothing: the old labels and the record’s Tags tag stay', () => {
    const store = createArchiveStore(db);
    const [id] = addGames(1) as [number];
    db.prepare('UPDATE games SET record_tags = ? WHERE id = ?').run(JSON.stringify({ Tags: 'old' }), id);
    store.setTags(id, ['kept']);
    db.prepare('UPDATE games SET record_tags = ? WHERE id = ?').run(JSON.stringify({ Tags: 'old' }), id);
    expect(() => store.setTags(id, ['fine', 'has,comma'])).toThrow();
    expect(labels(id)).toEqual([{ position: 0, label: 'kept' }]);
    expect(JSON.parse(row(id)?.recordTags ?? 'null')).toEqual({ Tags: 'old' });
  });
});

describe('a favourite', () => {
  it('is set and cleared on a kept game; a game in the bin or missing is not changed and answers false', () => {
    const store = createArchiveStore(db);
    const [id, binned] = addGames(2) as [number, number];
    expect(store.setFavourite(id, true)).toBe(true);
    expect(row(id)?.favourite).toBe(1);
    expect(store.setFavourite(id, false)).toBe(true);
    expect(row(id)?.favourite).toBe(0);
    store.softDelete([binned], '2026-02-01T00:00:00.000Z');
    expect(store.setFavourite(binned, true)).toBe(false);
    expect(row(binned)?.favourite).toBe(0);
    expect(store.setFavourite(999, true)).toBe(false);
  });
});

describe('the bin', () => {
  it('takes kept games with the time, counting only those it took; restoring counts only those in the bin', () => {
    const store = createArchiveStore(db);
    const [a, b, c] = addGames(3) as [number, number, number];
    expect(store.softDelete([a, b], '2026-02-01T00:00:00.000Z')).toBe(2);
    expect(row(a)?.deletedAt).toBe('2026-02-01T00:00:00.000Z');
    // Already in the bin: its time stays; missing: nothing.
    expect(store.softDelete([a, c, 999], '2026-03-01T00:00:00.000Z')).toBe(1);
    expect(row(a)?.deletedAt).toBe('2026-02-01T00:00:00.000Z');
    expect(row(c)?.deletedAt).toBe('2026-03-01T00:00:00.000Z');
    expect([a, b, c].map((id) => store.place(id))).toEqual(['bin', 'bin', 'bin']);
    expect(store.restore([a, b, 999])).toBe(2);
    expect(row(a)?.deletedAt).toBeNull();
    expect(store.restore([a])).toBe(0);
    expect([a, b, c, 999].map((id) => store.place(id))).toEqual(['kept', 'kept', 'bin', 'missing']);
  });

  it('is emptied of the games deleted before the day given, and only of those', () => {
    const store = createArchiveStore(db);
    const [early, onTheDay, late, kept] = addGames(4) as [number, number, number, number];
    store.softDelete([early], '2026-01-31T23:59:59.999Z');
    store.softDelete([onTheDay], '2026-02-01T00:00:00.000Z');
    store.softDelete([late], '2026-02-02T00:00:00.000Z');
    expect(store.purgeDeleted('2026-02-01T00:00:00.000Z')).toBe(1);
    expect([early, onTheDay, late, kept].map((id) => store.place(id))).toEqual(['missing', 'bin', 'bin', 'kept']);
    expect(store.purgeDeleted('2026-02-01T00:00:00.000Z')).toBe(0);
  });
});
