// The Archive screen's statistics, each against what the listed rows of the
// same filter say: results seen from the viewer's side (a draw, a resignation
// and an abandoned game among them), unfinished games, the counts per rules
// and per computer level, the average margin and the longest relay.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { printRecord, type GameRecord } from '../../../engine';
import type { ArchiveFilter, ArchiveRow, ArchiveStats } from '../../contract';
import { gameEngine } from '../games/engine';
import { expectOk, tempServices, type TempServices } from '../testing/temp-services';
import { sampleGame } from '../testing/sample-records';
import { checkPiece } from './record-check';

let env: TempServices;
beforeEach(() => {
  env = tempServices({ engine: gameEngine });
});
afterEach(() => env.dispose());

const ended = (game: GameRecord, Termination: string): GameRecord => ({ ...game, tags: { ...game.tags, Termination, Result: Termination === 'abandoned' ? '*' : game.tags['Result'] ?? '*' } });

/** Six games: Ana against computers of levels 2, 3 and 5 and against Budi (a draw), one resigned, one abandoned, and Dewi and Eko's unfinished one. */
async function seedArchive() {
  const services = env.open();
  const games: GameRecord[] = [
    { ...sampleGame(1, { rules: 'kalah' }), tags: { South: 'Ana', North: 'Computer', SouthKind: 'human', NorthKind: 'computer:2', Date: '2025.01.10' } },
    { ...sampleGame(7, { rules: 'kalah' }), tags: { South: 'Budi', North: 'Ana', SouthKind: 'human', NorthKind: 'human', Date: '2025.02.10' } },
    { ...sampleGame(3), tags: { South: 'Computer', North: 'Ana', SouthKind: 'computer:3', NorthKind: 'human', Date: '2025.03.10' } },
    ended({ ...sampleGame(2, { maxMoves: 10 }), tags: { South: 'Ana', North: 'Computer', SouthKind: 'human', NorthKind: 'computer:5', Date: '2025.04.10' } }, 'resigned:south'),
    { ...sampleGame(4, { maxMoves: 5 }), tags: { South: 'Dewi', North: 'Eko', Date: '2025.05.10' } },
    ended({ ...sampleGame(5, { rules: 'kalah', maxMoves: 8 }), tags: { South: 'Ana', North: 'Computer', SouthKind: 'human', NorthKind: 'computer:2', Date: '2025.06.10' } }, 'abandoned'),
  ];
  const ids = expectOk(await services.call('importRecords', { text: printRecord(games), importId: 'stats' })).gameIds;
  /** Each game's longest relay, as the import check counts it. */
  const relays = games.map((game) => {
    const checked = checkPiece({ line: 1, text: printRecord([game]) });
    if (!checked.ok) throw new Error(checked.error.message);
    return checked.value[0]?.longestRelay ?? 0;
  });
  const rowsOf = async (filter: ArchiveFilter) => expectOk(await services.call('listArchive', { filter, limit: 100 })).rows;
  const statsOf = async (filter: ArchiveFilter) => expectOk(await services.call('archiveStats', { filter }));
  return { ids, relays, rowsOf, statsOf };
}

type Counts = Pick<ArchiveStats, 'games' | 'wins' | 'losses' | 'draws' | 'neitherSide'>;

/** The counts the rows say, seen from each row's viewpoint; a result counts for a side when a player is named or one human faces a computer. */
function countsOf(rows: readonly ArchiveRow[], named: boolean): Counts {
  const oneHuman = (row: ArchiveRow) => (row.players[0].kind === 'human') !== (row.players[1].kind === 'human');
  const decided = (row: ArchiveRow) => (row.status === 'finished' || row.status === 'resigned') && row.outcome !== null && row.outcome.winner !== null;
  const sided = (row: ArchiveRow) => named || oneHuman(row);
  const count = (keep: (row: ArchiveRow) => boolean) => rows.filter(keep).length;
  return {
    games: rows.length,
    wins: count((row) => decided(row) && sided(row) && row.outcome?.winner === row.viewpoint),
    losses: count((row) => decided(row) && sided(row) && row.outcome?.winner !== row.viewpoint),
    draws: count((row) => row.status === 'finished' && row.outcome?.winner === null),
    neitherSide: count((row) => decided(row) && !sided(row)),
  };
}

function expectedStats(rows: readonly ArchiveRow[], named: boolean) {
  const groups = <K extends string | number>(key: (row: ArchiveRow) => K | null) => {
    const by = new Map<K, ArchiveRow[]>();
    for (const row of rows) {
      const k = key(row);
      if (k !== null) by.set(k, [...(by.get(k) ?? []), row]);
    }
    return [...by.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
  };
  const finished = rows.filter((row) => row.status === 'finished');
  const opponent = (row: ArchiveRow) => row.players[row.viewpoint === 0 ? 1 : 0];
  return {
    ...countsOf(rows, named),
    unfinished: rows.filter((row) => row.status === 'active').length,
    byPreset: groups((row) => row.preset).map(([preset, group]) => ({ preset, ...countsOf(group, named) })),
    byLevel: groups((row) => {
      const other = opponent(row);
      return other.kind === 'computer' ? other.level : null;
    }).map(([level, group]) => ({ level, ...countsOf(group, named) })),
    averageMargin: finished.length === 0 ? null : finished.reduce((sum, row) => sum + Math.abs(row.stores[0] - row.stores[1]), 0) / finished.length,
  };
}

describe('archive statistics', () => {
  it('say what the listed rows say, for the whole archive and for each filter', async () => {
    const { rowsOf, statsOf } = await seedArchive();
    const all = await rowsOf({});
    // The seeds give what the test means to count: a draw, a resignation, an abandoned game, an unfinished one.
    expect(all.map((row) => row.status).sort()).toEqual(['abandoned', 'active', 'finished', 'finished', 'finished', 'resigned']);
    expect(all.filter((row) => row.status === 'finished' && row.outcome?.winner === null)).toHaveLength(1);
    const filters: ArchiveFilter[] = [{}, { player: 'ana' }, { player: 'budi' }, { preset: 'kalah' }, { opponentKind: 'computer' }, { opponentKind: 'human' }, { unfinished: false }];
    for (const filter of filters) {
      const { longestRelay: _longest, ...stats } = await statsOf(filter);
      expect(stats, JSON.stringify(filter)).toEqual(expectedStats(await rowsOf(filter), filter.player !== undefined));
    }
  });

  it('count a resigned game for the side that did not resign, and an abandoned one for no one', async () => {
    const { statsOf } = await seedArchive();
    // Ana resigned to the level-5 computer; the abandoned game against level 2 counts for no one.
    const five = (await statsOf({ player: 'ana' })).byLevel.find((row) => row.level === 5);
    expect(five).toEqual({ level: 5, games: 1, wins: 0, losses: 1, draws: 0, neitherSide: 0 });
    expect(await statsOf({ player: 'ana', from: '2025-06-01' })).toMatchObject({ games: 1, wins: 0, losses: 0, draws: 0, neitherSide: 0, unfinished: 0, averageMargin: null });
  });

  it('are all zero, with no margin and no relay, when no game matches', async () => {
    const { statsOf } = await seedArchive();
    expect(await statsOf({ preset: 'oware' })).toEqual({
      games: 0,
      wins: 0,
      losses: 0,
      draws: 0,
      neitherSide: 0,
      unfinished: 0,
      byPreset: [],
      byLevel: [],
      averageMargin: null,
      longestRelay: null,
    });
  });

  it('name the game with the longest relay, and none where no game has one (Kalah has no relays)', async () => {
    const { ids, relays, statsOf } = await seedArchive();
    const most = Math.max(...relays);
    expect(relays.filter((count) => count === most)).toHaveLength(1);
    const longest = { relays: most, gameId: ids[relays.indexOf(most)] };
    expect((await statsOf({})).longestRelay).toEqual(longest);
    expect((await statsOf({ preset: 'congkak' })).longestRelay).toEqual(longest);
    // Dated before the others, the March game alone: its own relay.
    expect((await statsOf({ preset: 'congkak', to: '2025-03-31' })).longestRelay).toEqual({ relays: relays[2], gameId: ids[2] });
    expect((await statsOf({ preset: 'kalah' })).longestRelay).toBeNull();
  });
});
