// An import fills the full-text rows as it writes (import-write.ts): a game's
// row is filled only once its own row, labels and notes are all written, each
// table by batches of its own size, so the rows must end exactly as the
// search source (migration 006) gives them, whatever the batches.
import { beforeAll, describe, expect, it } from 'vitest';
import { checkedSample, readArchive, servicesPerTest, writeImport } from '../testing/archive-per-test';
import type { CheckedGame } from './record-check';

const env = servicesPerTest({ createArchive: true });

/** 400 sample games, checked once. */
let sample: CheckedGame[];
beforeAll(() => {
  sample = checkedSample(1, 400, { annotate: true });
});

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
  writeImport(env().dataDir, games.length, (writer) => {
    for (let at = 0, turn = 0; at < games.length; turn++) {
      const size = sizes[turn % sizes.length] ?? 1;
      writer.add(games.slice(at, at + size));
      at += size;
    }
  });
}

function searchRows(): { filled: unknown[]; source: unknown[] } {
  return readArchive(env().dataDir, (db) => ({
    filled: db.prepare('SELECT rowid AS id, players, event, tags, comments FROM games_search ORDER BY rowid').all(),
    source: db.prepare('SELECT id, players, event, tags, comments FROM games_search_source ORDER BY id').all(),
  }));
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
