// The Archive screen's filters and sorts through the services, each against
// what the listed rows themselves say: a filter and its opposite share the
// archive out, a named player's opponent is the other side of the game, and a
// sort runs the way asked with its ties in date order.
import { describe, expect, it } from 'vitest';
import type { ArchiveRow, OperationInput } from '../../contract';
import { importGames, servicesPerTest } from '../testing/archive-per-test';
import { expectOk } from '../testing/temp-services';
import { sampleGame } from '../testing/sample-records';

type Filter = OperationInput<'listArchive'>['filter'];

const env = servicesPerTest();

/** Ana plays a level-2 computer as South, Budi as North, a level-3 computer as North; Dewi and Eko leave theirs unfinished. */
async function seedArchive() {
  const services = env().open();
  const ids = await importGames(services, [
    { ...sampleGame(1, { rules: 'kalah' }), tags: { South: 'Ana', North: 'Computer', SouthKind: 'human', NorthKind: 'computer:2', Date: '2025.01.10' } },
    { ...sampleGame(2, { rules: 'kalah' }), tags: { South: 'Budi', North: 'Ana', SouthKind: 'human', NorthKind: 'human', Date: '2025.02.10' } },
    { ...sampleGame(3), tags: { South: 'Computer', North: 'Ana', SouthKind: 'computer:3', NorthKind: 'human', Date: '2025.03.10' } },
    { ...sampleGame(4, { maxMoves: 3 }), comment: 'a patient opening', tags: { South: 'Dewi', North: 'Eko', Date: '2025.04.10' } },
  ], 'filters');
  const rowsOf = async (filter: Filter) => expectOk(await services.call('listArchive', { filter, sort: { by: 'date', descending: false } })).rows;
  const idsOf = async (filter: Filter) => (await rowsOf(filter)).map((row) => row.id);
  return { services, ids, rowsOf, idsOf, all: await rowsOf({}) };
}

const opponentOf = (row: ArchiveRow) => row.players[row.viewpoint === 0 ? 1 : 0];
const idsWhere = (rows: readonly ArchiveRow[], keep: (row: ArchiveRow) => boolean) => rows.filter(keep).map((row) => row.id);

describe('archive filters', () => {
  it('share the archive out: each yes-or-no filter and its opposite, and the opponent kinds', async () => {
    const { services, ids, idsOf, all } = await seedArchive();
    expectOk(await services.call('setFavourite', { gameId: ids[1]!, favourite: true }));
    expect(all.map((row) => row.id)).toEqual(ids);
    expect(await idsOf({ hasComments: true })).toEqual([ids[3]]);
    expect(await idsOf({ hasComments: false })).toEqual([ids[0], ids[1], ids[2]]);
    expect(await idsOf({ unfinished: true })).toEqual([ids[3]]);
    expect(await idsOf({ unfinished: false })).toEqual([ids[0], ids[1], ids[2]]);
    expect(await idsOf({ favourite: true })).toEqual([ids[1]]);
    expect(await idsOf({ favourite: false })).toEqual([ids[0], ids[2], ids[3]]);
    expect(await idsOf({ opponentKind: 'computer' })).toEqual([ids[0], ids[2]]);
    expect(await idsOf({ opponentKind: 'human' })).toEqual([ids[1], ids[3]]);
    expect(await idsOf({ opponentLevel: 3 })).toEqual([ids[2]]);
  });

  it('with a player named, take the opponent and the result from the other side of each of that player’s games', async () => {
    const { idsOf, rowsOf } = await seedArchive();
    const ana = await rowsOf({ player: 'ana' });
    expect(ana.map((row) => [row.players[row.viewpoint].name, opponentOf(row).kind])).toEqual([
      ['Ana', 'computer'],
      ['Ana', 'human'],
      ['Ana', 'computer'],
    ]);
    expect(await idsOf({ player: 'ana', opponentLevel: 3 })).toEqual(idsWhere(ana, (row) => opponentOf(row).kind === 'computer' && row.players[0].kind === 'computer'));
    expect(await idsOf({ player: 'ana', opponentLevel: 2 })).toEqual([ana[0]!.id]);
    expect(await idsOf({ player: 'ana', opponentKind: 'human' })).toEqual([ana[1]!.id]);
    expect(await idsOf({ player: 'ana', opponentKind: 'computer' })).toEqual([ana[0]!.id, ana[2]!.id]);
    const decided = (row: ArchiveRow) => row.status !== 'active' && row.outcome !== null && row.outcome.winner !== null;
    expect(await idsOf({ player: 'ana', result: 'win' })).toEqual(idsWhere(ana, (row) => decided(row) && row.outcome?.winner === row.viewpoint));
    expect(await idsOf({ player: 'ana', result: 'loss' })).toEqual(idsWhere(ana, (row) => decided(row) && row.outcome?.winner !== row.viewpoint));
    expect(await idsOf({ player: 'ana', result: 'loss' })).toEqual([ana[1]!.id]);
    expect((await idsOf({ player: 'ana', result: 'win' })).length + (await idsOf({ player: 'ana', result: 'loss' })).length).toBe(3 - (await idsOf({ player: 'ana', result: 'draw' })).length);
  });

  it('without a player, count a result for the human facing a computer, and a draw for no one', async () => {
    const { idsOf, all } = await seedArchive();
    const oneHuman = (row: ArchiveRow) => (row.players[0].kind === 'human') !== (row.players[1].kind === 'human');
    const decided = (row: ArchiveRow) => row.status !== 'active' && row.outcome !== null && row.outcome.winner !== null;
    expect(await idsOf({ result: 'win' })).toEqual(idsWhere(all, (row) => oneHuman(row) && decided(row) && row.outcome?.winner === row.viewpoint));
    expect(await idsOf({ result: 'loss' })).toEqual(idsWhere(all, (row) => oneHuman(row) && decided(row) && row.outcome?.winner !== row.viewpoint));
    expect(await idsOf({ result: 'draw' })).toEqual(idsWhere(all, (row) => row.status === 'finished' && row.outcome?.winner === null));
    // Every finished game between a human and a computer is a win, a loss or a draw.
    const counted = [...(await idsOf({ result: 'win' })), ...(await idsOf({ result: 'loss' })), ...(await idsOf({ result: 'draw' }))];
    expect(counted.sort()).toEqual(idsWhere(all, (row) => row.status === 'finished' && (oneHuman(row) || row.outcome?.winner === null)).sort());
    // The viewpoint is the human's side; Ana won both her games against the computer (the seeds' games).
    expect(all.map((row) => row.viewpoint)).toEqual([0, 0, 1, 0]);
    expect(await idsOf({ result: 'win' })).toEqual([all[0]!.id, all[2]!.id]);
  });

  it('take each end of a date range alone, inclusive', async () => {
    const { ids, idsOf } = await seedArchive();
    expect(await idsOf({ to: '2025-02-10' })).toEqual([ids[0], ids[1]]);
    expect(await idsOf({ from: '2025-03-10' })).toEqual([ids[2], ids[3]]);
    expect(await idsOf({ from: '2025-02-11', to: '2025-03-09' })).toEqual([]);
  });
});

describe('archive sorts', () => {
  it('run the way asked, ties in date order the same way', async () => {
    const { services, ids } = await seedArchive();
    const sorted = async (by: 'date' | 'rules', descending: boolean) =>
      expectOk(await services.call('listArchive', { sort: { by, descending } })).rows.map((row) => row.id);
    expect(await sorted('date', true)).toEqual([ids[3], ids[2], ids[1], ids[0]]);
    expect(await sorted('date', false)).toEqual([ids[0], ids[1], ids[2], ids[3]]);
    // Congkak before Kalah, each by date.
    expect(await sorted('rules', false)).toEqual([ids[2], ids[3], ids[0], ids[1]]);
    expect(await sorted('rules', true)).toEqual([ids[1], ids[0], ids[3], ids[2]]);
  });
});
