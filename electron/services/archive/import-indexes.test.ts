// A large import into a smaller archive builds the games' and labels' indexes
// once, after its rows (a sort), rather than growing them row by row; a small
// import into a larger archive keeps them and adds to them. Either way the
// archive ends with the same indexes, sound, and finds its games by them.
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { databaseFile } from '../data-dir';
import { gameEngine } from '../games/engine';
import { sampleFile } from '../testing/sample-records';
import { expectOk, tempServices, type TempServices } from '../testing/temp-services';

let env: TempServices;
beforeEach(() => {
  env = tempServices({ engine: gameEngine });
});
afterEach(() => env.dispose());

interface IndexRow {
  name: string;
  sql: string;
  rootpage: number;
}

function indexes(): IndexRow[] {
  const db = new Database(databaseFile(env.dataDir), { readonly: true });
  try {
    return db.prepare("SELECT name, sql, rootpage FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL ORDER BY name").all() as IndexRow[];
  } finally {
    db.close();
  }
}

function integrity(): unknown {
  const db = new Database(databaseFile(env.dataDir), { readonly: true });
  try {
    return db.pragma('integrity_check', { simple: true });
  } finally {
    db.close();
  }
}

const withoutPages = (rows: IndexRow[]) => rows.map(({ name, sql }) => ({ name, sql }));
const rootOf = (rows: IndexRow[], name: string) => rows.find((row) => row.name === name)?.rootpage;

describe('the indexes of an import', () => {
  it('are built after the rows when the import is at least as large as the archive, and are the same indexes', async () => {
    const services = env.open();
    expectOk(await services.call('importRecords', { text: sampleFile(1, 3), importId: 'small' }));
    const before = indexes();
    expect(before.map((row) => row.name)).toEqual(expect.arrayContaining(['games_by_hash', 'games_listing', 'game_tags_by_label']));

    expectOk(await services.call('importRecords', { text: sampleFile(100, 12), importId: 'large' }));
    const after = indexes();
    expect(withoutPages(after)).toEqual(withoutPages(before));
    expect(rootOf(after, 'games_by_hash')).not.toBe(rootOf(before, 'games_by_hash'));
    expect(integrity()).toBe('ok');
    // The rebuilt hash index finds every game again: nothing is imported twice.
    const again = expectOk(await services.call('importRecords', { text: sampleFile(1, 3) + '\n' + sampleFile(100, 12), importId: 'again' }));
    expect(again.imported).toBe(0);
    expect(again.duplicates).toHaveLength(15);
    expect(expectOk(await services.call('listArchive', { filter: { tag: 'club' } })).total).toBeGreaterThan(0);
  });

  it('are kept and added to when the import is smaller than the archive', async () => {
    const services = env.open();
    expectOk(await services.call('importRecords', { text: sampleFile(1, 12), importId: 'large' }));
    const before = indexes();
    expectOk(await services.call('importRecords', { text: sampleFile(100, 3), importId: 'small' }));
    const after = indexes();
    expect(after).toEqual(before);
    expect(integrity()).toBe('ok');
  });
});
