// An import's write in this thread (the services run it in a worker, where
// mutation testing cannot see it): the games already stored, and later copies
// in the file, are told as duplicates of their first copy, whichever way the
// games already there are looked up (by batch, or all at once before a large
// import drops the hash index); the others are written with their labels.
import { beforeAll, describe, expect, it } from 'vitest';
import { checkedSample, readArchive, servicesPerTest, writeImport } from '../testing/archive-per-test';
import type { ImportWrite } from './import-write';
import type { CheckedGame } from './record-check';

const env = servicesPerTest({ createArchive: true });

let sample: CheckedGame[];
beforeAll(() => {
  sample = checkedSample(1, 8);
});

/** Writes the games in one transaction, as an import of at least `atLeastGames` games. */
function write(games: CheckedGame[], atLeastGames = games.length): ImportWrite {
  return writeImport(env().dataDir, atLeastGames, (writer) => {
    writer.add(games.slice(0, 2));
    writer.add(games.slice(2));
  });
}

function labelsOf(id: number): string[] {
  return readArchive(env().dataDir, (db) => db.prepare('SELECT label FROM game_tags WHERE game_id = ? ORDER BY position').pluck().all(id) as string[]);
}

describe('an import’s write', () => {
  it.each([
    ['a small import into a larger archive (looked up batch by batch)', 4],
    ['a large import into a smaller archive (all looked up before the indexes go)', 1000],
  ])('tells stored games and later copies as duplicates of their first copy, in %s', (_label, atLeastGames) => {
    expect(sample).toHaveLength(8);
    expect(write(sample.slice(0, 5))).toEqual({ gameIds: [1, 2, 3, 4, 5], duplicates: [] });
    const [, , , fourth, , sixth, seventh] = sample as [CheckedGame, CheckedGame, CheckedGame, CheckedGame, CheckedGame, CheckedGame, CheckedGame];
    const games = [fourth, sixth, { ...sixth, line: 900 }, { ...seventh, labels: ['club', 'final'] }];
    expect(write(games, atLeastGames)).toEqual({
      gameIds: [6, 7],
      duplicates: [
        { line: fourth.line, existingId: 4 },
        { line: 900, existingId: 6 },
      ],
    });
    expect(labelsOf(7)).toEqual(['club', 'final']);
    expect(labelsOf(6)).toEqual(sixth.labels);
  });
});
