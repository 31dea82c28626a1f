/**
 * `npx tsx electron/services/testing/make-archive-fixture.ts <folder>`: makes
 * an archive holding every kind of game (testing/every-kind-of-game.ts) with
 * the services of the checkout it runs in, and writes into <folder> the
 * archive file (`congkak.sqlite`), the export of all its games
 * (`export.congkak`), the export of a game then deleted (`deleted.congkak`),
 * and its listing and statistics (`listing.json`). Run on an earlier version,
 * it makes the archive that version leaves behind, for the migration tests.
 */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAppServices, databaseFile, gameEngine } from '..';
import { recordEveryKindOfGame } from './every-kind-of-game';
import { createGreedyOpponent } from './greedy-opponent';
import { expectOk } from './temp-services';

async function main(out: string): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'congkak-fixture-'));
  let tick = 0;
  const opened = createAppServices({
    dataDir,
    engine: gameEngine,
    opponent: createGreedyOpponent(gameEngine),
    now: () => new Date(Date.UTC(2026, 0, 1, 0, 0, tick++)),
  });
  if (!opened.ok) throw new Error(opened.error.message);
  const services = opened.value;
  try {
    const ids = await recordEveryKindOfGame(services);
    const deleted = expectOk(await services.call('newGame', { rules: 'kalah', players: [{ name: 'Ana', kind: 'human' }, { name: 'Eko', kind: 'human' }] }));
    expectOk(await services.call('playMove', { gameId: deleted.id, move: { hole: 2 } }));
    const deletedExport = expectOk(await services.call('exportGames', { gameIds: [deleted.id] }));
    expectOk(await services.call('deleteGames', { gameIds: [deleted.id] }));
    await services.settled();
    const exported = expectOk(await services.call('exportGames', { filter: {} }));
    const listing = expectOk(await services.call('listArchive', { sort: { by: 'date', descending: false }, limit: 500 }));
    const stats = expectOk(await services.call('archiveStats', {}));
    services.close();
    mkdirSync(out, { recursive: true });
    copyFileSync(databaseFile(dataDir), join(out, 'congkak.sqlite'));
    writeFileSync(join(out, 'export.congkak'), exported.text);
    writeFileSync(join(out, 'deleted.congkak'), deletedExport.text);
    writeFileSync(join(out, 'listing.json'), `${JSON.stringify({ ids: { ...ids, deleted: deleted.id }, rows: listing.rows, stats }, null, 2)}\n`);
  } finally {
    services.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const out = process.argv[2];
if (out === undefined) {
  process.stderr.write('usage: make-archive-fixture.ts <folder>\n');
  process.exitCode = 2;
} else {
  main(out).catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = 1;
  });
}
