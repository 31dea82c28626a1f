// "Never lose a game, again": a game damaged where SQLite's own check cannot
// see it (its moves overwritten) must not be rotated out of every backup. The
// start-up backup replays every game; a start tells the games that no longer
// replay, and the last backup in which they did is kept until the player decides.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppServices } from '../app-services';
import { databaseFile } from '../data-dir';
import { gameEngine } from '../games/engine';
import { sampleFile } from '../testing/sample-records';
import { expectOk, tempServices, type TempServices } from '../testing/temp-services';
import { backupsDir } from './backups';
import { gameReplays } from './replay-proof';

let env: TempServices;
beforeEach(() => {
  env = tempServices({ engine: gameEngine });
});
afterEach(() => env.dispose());

async function start(): Promise<AppServices> {
  const services = env.open();
  await services.settled();
  return services;
}

/** What SQLite's integrity check cannot see: a game's moves overwritten in place. */
function damageMoves(gameId: number): void {
  const db = new Database(databaseFile(env.dataDir));
  try {
    db.prepare("UPDATE games SET moves = x'ffffffff' WHERE id = ?").run(gameId);
  } finally {
    db.close();
  }
}

/** The backups (newest first) in which the game replays. */
function backupsWhereItReplays(gameId: number): string[] {
  const dir = backupsDir(env.dataDir);
  return readdirSync(dir)
    .filter((name) => name.endsWith('.sqlite'))
    .sort()
    .reverse()
    .filter((name) => {
      const db = new Database(join(dir, name), { readonly: true });
      try {
        return gameReplays(db, gameId);
      } finally {
        db.close();
      }
    });
}

describe('a game whose moves no longer replay, then six starts', () => {
  it('is told at every start, and the last backup in which it replayed is kept until the player decides', { timeout: 120_000 }, async () => {
    const first = await start();
    expectOk(await first.call('importRecords', { text: sampleFile(1, 3), importId: 'setup' }));
    first.close();
    // This start's backup holds the three games whole.
    (await start()).close();
    const [whole] = backupsWhereItReplays(3);
    expect(whole).toBeDefined();
    damageMoves(3);

    let services: AppServices | null = null;
    for (let run = 0; run < 6; run++) {
      services?.close();
      services = await start();
      const report = expectOk(await services.call('getStartupReport', {}));
      expect(report, `start ${run + 1}`).toEqual({ kind: 'ok', unreplayable: [{ gameId: 3, keptIn: expect.objectContaining({ name: whole, games: 3, sound: true }) }], backupsFailing: null });
    }
    expect(backupsWhereItReplays(3)).toContain(whole);
    // The backups made since hold the damaged game: listed, but not sound.
    const listed = expectOk(await services!.call('listBackups', {}));
    expect(listed.find((backup) => backup.name === whole)?.sound).toBe(true);
    expect(listed.filter((backup) => backup.name > whole!).map((backup) => backup.sound)).toEqual(Array(listed.length - 1).fill(false));
    expect(env.errors.some((message) => /no longer replay.*#3/.test(message))).toBe(true);

    // The player keeps the game as it is: no longer told, and the backups holding it count as sound again.
    expect(expectOk(await services!.call('keepUnreplayableGames', {}))).toEqual({ kind: 'ok', unreplayable: null, backupsFailing: null });
    services!.close();
    const later = await start();
    expect(expectOk(await later.call('getStartupReport', {})).unreplayable).toBeNull();
    expect(expectOk(await later.call('listBackups', {})).every((backup) => backup.sound)).toBe(true);
  });

  it('restoring the kept backup brings the game back whole and ends the notice', { timeout: 60_000 }, async () => {
    const first = await start();
    expectOk(await first.call('importRecords', { text: sampleFile(1, 2), importId: 'setup' }));
    first.close();
    (await start()).close();
    damageMoves(1);
    const services = await start();
    const [told] = expectOk(await services.call('getStartupReport', {})).unreplayable ?? [];
    expect(told?.keptIn?.name).toEqual(expect.any(String));
    expect(await services.call('getGame', { gameId: 1 })).toMatchObject({ ok: false, error: { code: 'bad-record' } });
    expectOk(await services.call('restoreBackup', { name: told!.keptIn!.name }));
    expect(expectOk(await services.call('getGame', { gameId: 1 })).id).toBe(1);
    expect(expectOk(await services.call('getStartupReport', {})).unreplayable).toBeNull();
  });
});
