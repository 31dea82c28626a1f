// Migration 017 (which move's round summary waits) on an archive an earlier
// version made (testing/archive-011, migrated through 012–016 on the way):
// every game opens as before, none with a summary waiting (an earlier
// version kept it in memory only), and every export stays what it was.
import { describe, expect, it } from 'vitest';
import { gameEngine } from '../games/engine';
import { ARCHIVE_011, servicesOnArchive011 } from '../testing/archive-011';
import { expectOk } from '../testing/temp-services';

const before = ARCHIVE_011;

const env = servicesOnArchive011({ engine: gameEngine });

describe('migration 017 on an archive made by version 011', () => {
  it('opens every game with no round’s summary waiting, and exports every game as before', async () => {
    const services = env().open();
    for (const row of before.rows) {
      const game = await services.call('getGame', { gameId: row.id });
      if (game.ok) expect(game.value.roundEnding, `game #${row.id}`).toBeNull();
      else expect(game.error.code, `game #${row.id}`).toBe('game-over');
    }
    expect(expectOk(await services.call('exportGames', { filter: {} })).text).toBe(before.text);
  });
});
