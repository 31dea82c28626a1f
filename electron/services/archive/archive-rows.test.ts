// What a listed row of the Archive screen says of its game, and the counts
// and labels beside the list: each against what was imported and changed
// since, through the services.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { printRecord, type GameRecord } from '../../../engine';
import { gameEngine } from '../games/engine';
import { expectOk, tempServices, type TempServices } from '../testing/temp-services';
import { sampleGame } from '../testing/sample-records';

let env: TempServices;
beforeEach(() => {
  env = tempServices({ engine: gameEngine });
});
afterEach(() => env.dispose());

describe('a named player’s opponents', () => {
  it('are the other side of that player’s games, a computer named included', async () => {
    const services = env.open();
    const games: GameRecord[] = [
      { ...sampleGame(1, { rules: 'kalah' }), tags: { South: 'Ana', North: 'Computer', SouthKind: 'human', NorthKind: 'computer:2' } },
      { ...sampleGame(2, { rules: 'kalah' }), tags: { South: 'Computer', North: 'Bot', SouthKind: 'computer:3', NorthKind: 'computer:4' } },
    ];
    const ids = expectOk(await services.call('importRecords', { text: printRecord(games), importId: 'opponents' })).gameIds;
    const listed = async (opponentKind: 'human' | 'computer') => expectOk(await services.call('listArchive', { filter: { player: 'computer', opponentKind } })).rows.map((row) => row.id);
    // Seen from the computer's side, Ana is the human opponent; the other game is between computers.
    expect(await listed('human')).toEqual([ids[0]]);
    expect(await listed('computer')).toEqual([ids[1]]);
  });
});

describe('a listed row', () => {
  it('says whether the game is a favourite, has comments and labels, and its outcome and stores once over', async () => {
    const services = env.open();
    const finished = sampleGame(1, { rules: 'kalah' });
    const games: GameRecord[] = [
      { ...finished, comment: 'a patient game', tags: { ...finished.tags, Tags: 'club,final' } },
      sampleGame(2, { rules: 'kalah', maxMoves: 6 }),
    ];
    const ids = expectOk(await services.call('importRecords', { text: printRecord(games), importId: 'rows' })).gameIds;
    expectOk(await services.call('setFavourite', { gameId: ids[0]!, favourite: true }));
    const rows = expectOk(await services.call('listArchive', { sort: { by: 'date', descending: false }, filter: {} })).rows;
    const byId = new Map(rows.map((row) => [row.id, row]));
    const [over, open] = [byId.get(ids[0]!), byId.get(ids[1]!)];
    const [south, north] = (finished.tags['Result'] ?? '').split('-').map(Number);
    expect(over).toMatchObject({ favourite: true, hasComments: true, tags: ['club', 'final'], status: 'finished', stores: [south, north] });
    expect(over?.outcome).toEqual({ termination: 'normal', winner: south! > north! ? 0 : 1, stores: [south, north] });
    expect(open).toMatchObject({ favourite: false, hasComments: false, tags: [], status: 'active', outcome: null });
    // An unfinished game shows the stores its moves reached.
    expect(open?.stores.reduce((sum, seeds) => sum + seeds, 0)).toBeGreaterThan(0);
  });

  it('counts again when a game is deleted, and lists the labels with their games', async () => {
    const services = env.open();
    const games = [1, 2, 3].map((seed): GameRecord => ({ ...sampleGame(seed, { rules: 'kalah' }), tags: { South: `P${seed}`, Tags: seed === 3 ? 'club' : 'club,final' } }));
    const ids = expectOk(await services.call('importRecords', { text: printRecord(games), importId: 'counts' })).gameIds;
    const total = async () => expectOk(await services.call('listArchive', { filter: { preset: 'kalah' } })).total;
    expect(await total()).toBe(3);
    expectOk(await services.call('deleteGames', { gameIds: [ids[0]!] }));
    expect(await total()).toBe(2);
    const listed = async (filter: { tag?: string }) => expectOk(await services.call('listArchive', { filter })).rows.map((row) => row.id).sort();
    expect(await listed({ tag: 'final' })).toEqual([ids[1]]);
    expect(await listed({ tag: 'club' })).toEqual([ids[1], ids[2]].sort());
    expect(expectOk(await services.call('listTags', {}))).toEqual([
      { label: 'club', games: 2 },
      { label: 'final', games: 1 },
    ]);
  });
});
