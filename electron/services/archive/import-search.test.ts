// An import fills the full-text rows as it writes (import-write.ts): a game's
// row is filled only once its own row, labels and notes are all written, each
// table by batches of its own size, so the rows must end exactly as the
// search source (migration 006) gives them, whatever the batches.
import Database from 'better-sqlite3';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { databaseFile } from '../data-dir';
import { gameEngine } from '../games/engine';
import { sampleFile } from '../testing/sample-records';
import { tempServices, type TempServices } from '../testing/temp-services';
import { beginImportWrite } from './import-write';
import { checkPiece, cutFile, type CheckedGame } from './record-check';

let env: TempServices;
beforeEach(() => {
  env = tempServices({ engine: gameEngine });
  env.open().close();
});
afterEach(() => env.dispose());

/** 400 sample games, checked once. */
let sample: CheckedGame[];
beforeAll(() => {
  sample = checkedGames(1, 400);
});

function checkedGames(firstSeed: number, count: number): CheckedGame[] {
  return cutFile(sampleFile(firstSeed, count, { annotate: true })).flatMap((piece) => {
    const checked = checkPiece(piece);
    if (!checked.ok) throw new Error(checked.error.message);
    return checked.value;
  });
}

/** The sample games, each with this many labels and notes. */
function withLabelsAndNotes(labels: number, notes: number): CheckedGame[] {
  return sample.map((game) => ({
    ...game,
    labels: Array.from({ length: labels }, (_, index) => `label${index}`),
    notes: Array.from({ length: notes }, (_, move) => ({ move, glyph: null, comment: `note${move}` })),
  }));
}

/** Writes the games in one transaction, given in batches of the sizes asked for in turn. */
function importInBatches(games: CheckedGame[], sizes: number[]): void {
  const db = new Database(databaseFile(env.dataDir));
  try {
    db.exec('BEGIN IMMEDIATE');
    const writer = beginImportWrite(db, games.length, '2026-02-01T00:00:00.000Z');
    for (let at = 0, turn = 0; at < games.length; turn++) {
      const size = sizes[turn % sizes.length] ?? 1;
      writer.add(games.slice(at, at + size));
      at += size;
    }
    writer.finish();
    db.exec('COMMIT');
  } finally {
    db.close();
  }
}

function searchRows(): { filled: unknown[]; source: unknown[] } {
  const db = new Database(databaseFile(env.dataDir), { readonly: true });
  try {
    return {
      filled: db.prepare('SELECT rowid AS id, players, event, tags, comments FROM games_search ORDER BY rowid').all(),
      source: db.prepare('SELECT id, players, event, tags, comments FROM games_search_source ORDER BY id').all(),
    };
  } finally {
    db.close();
  }
}

describe('the full-text rows of an import', () => {
  // Rows are written 166 games' rows, 1,333 labels or 1,000 notes a statement: in each
  // case a different table's rows are written last, and the full-text rows wait for them.
  it.each([
    { last: 'labels', labels: 1, notes: 0 },
    { last: 'notes', labels: 0, notes: 1 },
    { last: "games' rows", labels: 10, notes: 8 },
  ])('are those of the search source for every game when the $last are written last', ({ labels, notes }) => {
    const games = withLabelsAndNotes(labels, notes);
    expect(games.every((game) => game.choiceCount >= notes)).toBe(true);
    importInBatches(games, [1, 97, 250]);
    const { filled, source } = searchRows();
    expect(filled).toHaveLength(games.length);
    expect(filled).toEqual(source);
  });

  it('are added after those of the games already there, in a small import into a larger archive', () => {
    importInBatches(sample.slice(0, 300), [300]);
    importInBatches(sample.slice(300, 340), [7, 33]);
    const { filled, source } = searchRows();
    expect(filled).toHaveLength(340);
    expect(filled).toEqual(source);
  });
});
