// Migration 013 (the hint count) on an archive the version before made
// (testing/archive-011, migrated through 012 on the way): every game starts
// with no hints, except those imported from a record that already carried a
// Hints tag, which keep that count; every export stays what it was.
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { databaseFile } from '../data-dir';
import { gameEngine } from '../games/engine';
import { createGreedyOpponent } from '../testing/greedy-opponent';
import { ARCHIVE_011, servicesOnArchive011 } from '../testing/archive-011';
import { expectOk } from '../testing/temp-services';

const before = ARCHIVE_011;

const env = servicesOnArchive011({ engine: gameEngine, opponent: createGreedyOpponent(gameEngine) });

/** Adds a tag to an imported game's kept tags, as an earlier version kept any tag it did not know. */
function keepTag(gameId: number, name: string, value: string): void {
  const db = new Database(databaseFile(env().dataDir));
  try {
    db.prepare('UPDATE games SET record_tags = json_set(record_tags, ?, ?) WHERE id = ?').run(`$.${name}`, value, gameId);
  } finally {
    db.close();
  }
}

describe('migration 013 on an archive made by version 011', () => {
  it('lists every game with no hints, and exports every game as before', async () => {
    const services = env().open();
    const rows = expectOk(await services.call('listArchive', { sort: { by: 'date', descending: false }, limit: 500 })).rows;
    expect(rows.map((row) => row.hints)).toEqual(before.rows.map(() => 0));
    expect(expectOk(await services.call('exportGames', { filter: {} })).text).toBe(before.text);
  });

  it('reads the count of a Hints tag an earlier import kept, and leaves a tag that is not a count alone', async () => {
    const counted = before.ids['imported-finished'];
    const odd = before.ids['imported-resigned'];
    keepTag(counted, 'Hints', '4');
    keepTag(odd, 'Hints', 'many');
    const services = env().open();
    const hintsOf = new Map(expectOk(await services.call('listArchive', { limit: 500 })).rows.map((row) => [row.id, row.hints]));
    expect([hintsOf.get(counted), hintsOf.get(odd)]).toEqual([4, 0]);
    expect(expectOk(await services.call('exportGames', { gameIds: [counted] })).text).toContain('[Hints "4"]\n');
    expect(expectOk(await services.call('exportGames', { gameIds: [odd] })).text).toContain('[Hints "many"]\n');
  });

  it('counts the hints asked for in a game resumed after the migration', async () => {
    const id = before.ids['imported-unfinished'];
    const services = env().open();
    const view = expectOk(await services.call('getGame', { gameId: id }));
    const move = view.legalMoves[0];
    if (move === undefined) throw new Error('the fixture’s unfinished import should have a move to play');
    const player = 'player' in move ? move.player : view.state.toMove;
    if (player === null) throw new Error('the fixture’s unfinished import should wait for one player');
    expectOk(await services.call('hint', { gameId: id, player }));
    expect(expectOk(await services.call('exportGames', { gameIds: [id] })).text).toContain('[Hints "1"]\n');
  });
});
