// Migration 017 (which move's round summary waits) on an archive an earlier
// version made (testing/archive-011, migrated through 012–016 on the way):
// every game opens as before, none with a summary waiting (an earlier
// version kept it in memory only), and every export stays what it was.
import { copyFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ArchiveRow } from '../../contract';
import { databaseFile } from '../data-dir';
import { gameEngine } from '../games/engine';
import type { KindOfGame } from '../testing/every-kind-of-game';
import { expectOk, tempServices, type TempServices } from '../testing/temp-services';

const FIXTURE = join(import.meta.dirname, '..', 'testing', 'archive-011');
const before = {
  text: readFileSync(join(FIXTURE, 'export.congkak'), 'utf8'),
  ...(JSON.parse(readFileSync(join(FIXTURE, 'listing.json'), 'utf8')) as { ids: Record<KindOfGame | 'deleted', number>; rows: ArchiveRow[] }),
};

let env: TempServices;
beforeEach(() => {
  env = tempServices({ engine: gameEngine });
  copyFileSync(join(FIXTURE, 'congkak.sqlite'), databaseFile(env.dataDir));
});
afterEach(() => env.dispose());

describe('migration 017 on an archive made by version 011', () => {
  it('opens every game with no round’s summary waiting, and exports every game as before', async () => {
    const services = env.open();
    for (const row of before.rows) {
      const game = await services.call('getGame', { gameId: row.id });
      if (game.ok) expect(game.value.roundEnding, `game #${row.id}`).toBeNull();
      else expect(game.error.code, `game #${row.id}`).toBe('game-over');
    }
    expect(expectOk(await services.call('exportGames', { filter: {} })).text).toBe(before.text);
  });
});
