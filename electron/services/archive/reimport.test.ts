// Issue #20, "Re-importing an export duplicated a game": all games were
// exported and the same file imported again, and a game against level 5 in
// which Undo had been used came in a second time. Importing a file exported
// from the archive adds nothing, for every kind of game it holds.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { gameEngine } from '../games/engine';
import { KINDS_OF_GAME, recordEveryKindOfGame } from '../testing/every-kind-of-game';
import { createGreedyOpponent } from '../testing/greedy-opponent';
import { expectOk, tempServices, type TempServices } from '../testing/temp-services';

let env: TempServices;
beforeEach(() => {
  env = tempServices({ engine: gameEngine, opponent: createGreedyOpponent(gameEngine) });
});
afterEach(() => env.dispose());

describe('importing an export of the archive into the same archive', () => {
  it('adds nothing: every game is reported as already there, as itself', async () => {
    const services = env.open();
    const ids = await recordEveryKindOfGame(services);
    const exported = expectOk(await services.call('exportGames', { filter: {} }));
    expect(exported.count).toBe(KINDS_OF_GAME.length);

    const report = expectOk(await services.call('importRecords', { text: exported.text, importId: 'again' }));
    expect(report.imported).toBe(0);
    const existing = report.duplicates.map((duplicate) => duplicate.existingId ?? 0).sort((a, b) => a - b);
    expect(existing).toEqual(Object.values(ids).sort((a, b) => a - b));
    expect(expectOk(await services.call('listArchive', {})).total).toBe(KINDS_OF_GAME.length);
  });

  it('adds nothing after the services are opened again', async () => {
    await recordEveryKindOfGame(env.open());
    const services = env.open();
    const exported = expectOk(await services.call('exportGames', { filter: {} }));
    const report = expectOk(await services.call('importRecords', { text: exported.text, importId: 'again' }));
    expect(report).toMatchObject({ imported: 0, gameIds: [] });
    expect(report.duplicates).toHaveLength(KINDS_OF_GAME.length);
  });
});
