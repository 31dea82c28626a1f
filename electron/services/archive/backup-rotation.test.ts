// "Never lose a game": rotation of start-up backups must never wipe the only
// good copy. Each scenario: an empty or damaged archive replaced by a new
// one, then six starts; a backup with the games must still be there, offered
// on every start until the player decides.
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NO_WARNINGS } from '../../contract';
import type { AppServices } from '../app-services';
import { databaseFile } from '../data-dir';
import { gameEngine } from '../games/engine';
import { expectOk, tempServices, type TempServices } from '../testing/temp-services';
import { backupsDir, listBackups } from './backups';
import { sampleFile } from '../testing/sample-records';
import { SET_ASIDE_FILE } from './set-aside';

let env: TempServices;
beforeEach(() => {
  env = tempServices({ engine: gameEngine });
});
afterEach(() => env.dispose());

/** Opens the services and waits for the start-up backup. */
async function start(): Promise<AppServices> {
  const services = env.open();
  await services.settled();
  return services;
}

async function gamesIn(services: AppServices): Promise<number> {
  return expectOk(await services.call('listArchive', {})).total;
}

/** An archive with `count` games, and a start-up backup holding them. */
async function archiveWithGames(count: number): Promise<void> {
  const services = await start();
  expectOk(await services.call('importRecords', { text: sampleFile(1, count), importId: 'setup' }));
  services.close();
  (await start()).close();
}

const damages = {
  'emptied (0 bytes)': (file: string) => truncateSync(file, 0),
  'cut in half': (file: string) => truncateSync(file, Math.floor(statSync(file).size / 2)),
  'overwritten with text': (file: string) => writeFileSync(file, 'not a database at all, '.repeat(100)),
};

describe.each(Object.entries(damages))('an archive %s, then six starts', (_label, damage) => {
  it('keeps a backup with the games, offered at every start, and restoring it brings them back', async () => {
    await archiveWithGames(3);
    damage(databaseFile(env.dataDir));

    let services: AppServices | null = null;
    for (let run = 0; run < 6; run++) {
      services?.close();
      services = await start();
      const report = expectOk(await services.call('getStartupReport', {}));
      expect(report, `start ${run + 1}`).toMatchObject({ kind: 'database-replaced', lastBackup: { games: 3, sound: true } });
    }
    const backups = expectOk(await services!.call('listBackups', {}));
    expect(backups.filter((backup) => backup.games === 3)).not.toHaveLength(0);

    const report = expectOk(await services!.call('getStartupReport', {}));
    if (report.kind !== 'database-replaced' || report.lastBackup === null) throw new Error('no backup offered');
    // The first file set aside is the one that held the games; nothing was deleted.
    expect(existsSync(report.movedTo)).toBe(true);
    expect(expectOk(await services!.call('restoreBackup', { name: report.lastBackup.name })).restored).toBe(report.lastBackup.name);
    expect(await gamesIn(services!)).toBe(3);
    // Restoring was the decision: nothing more to tell, now or at the next start.
    expect(expectOk(await services!.call('getStartupReport', {}))).toEqual({ kind: 'ok', ...NO_WARNINGS });
    services!.close();
    expect(expectOk(await (await start()).call('getStartupReport', {}))).toEqual({ kind: 'ok', ...NO_WARNINGS });
  });
});

describe('deciding to keep the new archive', () => {
  it('ends the notice for good; the file set aside and the backups stay', async () => {
    await archiveWithGames(2);
    truncateSync(databaseFile(env.dataDir), 0);
    const services = await start();
    const report = expectOk(await services.call('getStartupReport', {}));
    expect(report.kind).toBe('database-replaced');
    expect(existsSync(join(env.dataDir, SET_ASIDE_FILE))).toBe(true);

    expect(expectOk(await services.call('keepNewArchive', {}))).toEqual({ kind: 'ok', ...NO_WARNINGS });
    expect(expectOk(await services.call('getStartupReport', {}))).toEqual({ kind: 'ok', ...NO_WARNINGS });
    services.close();
    const later = await start();
    expect(expectOk(await later.call('getStartupReport', {}))).toEqual({ kind: 'ok', ...NO_WARNINGS });
    expect(report.kind === 'database-replaced' && existsSync(report.movedTo)).toBe(true);
    expect(expectOk(await later.call('listBackups', {})).some((backup) => backup.games === 2)).toBe(true);
  });

  it('a second damaged archive before deciding is told with the first', async () => {
    await archiveWithGames(2);
    writeFileSync(databaseFile(env.dataDir), 'garbage'.repeat(100));
    (await start()).close();
    truncateSync(databaseFile(env.dataDir), 0);
    const report = expectOk(await (await start()).call('getStartupReport', {}));
    expect(report).toMatchObject({ kind: 'database-replaced', reason: expect.stringMatching(/not a database/), lastBackup: { games: 2 } });
    expect(report.kind === 'database-replaced' && report.alsoMovedTo).toHaveLength(1);
  });
});

describe('rotation', () => {
  it('keeps the fullest backup of an archive whose games were deleted and purged since', async () => {
    await archiveWithGames(5);
    const services = await start();
    const ids = expectOk(await services.call('listArchive', {})).rows.map((row) => row.id);
    expectOk(await services.call('deleteGames', { gameIds: ids.slice(0, 4) }));
    services.close();
    // 40 days later the bin is purged: the archive holds one game, then six more starts.
    let later: AppServices | null = null;
    for (let run = 0; run < 6; run++) {
      later?.close();
      later = env.open({ now: () => new Date(Date.UTC(2026, 1, 10, 0, run)) });
      await later.settled();
      expect(await gamesIn(later)).toBe(1);
    }
    const backups = expectOk(await later!.call('listBackups', {}));
    expect(backups.map((backup) => backup.games)).toContain(5);
  });

  it('records, beside each backup, its games, its lineage, its integrity and its checksum', async () => {
    await archiveWithGames(4);
    const dir = backupsDir(env.dataDir);
    const names = readdirSync(dir).filter((name) => name.endsWith('.sqlite'));
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) {
      const facts = JSON.parse(readFileSync(join(dir, `${name}.json`), 'utf8')) as Record<string, unknown>;
      expect(facts).toMatchObject({ lineage: expect.stringMatching(/^[0-9a-f]{32}$/), sound: true, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
    }
    // Checked files open read-only and leave nothing behind them.
    expect(readdirSync(dir).filter((name) => /-(wal|shm)$|\.partial$/.test(name))).toEqual([]);
  });
});

describe('backups made by an earlier version (no facts beside them)', () => {
  it('are checked when first seen, then kept and offered like the others', async () => {
    const services = await start();
    expectOk(await services.call('importRecords', { text: sampleFile(1, 3), importId: 'setup' }));
    services.close();
    const dir = backupsDir(env.dataDir);
    rmSync(dir, { recursive: true });
    mkdirSync(dir);
    // What the earlier version left: a copy of the archive (WAL header and all), nothing else.
    copyFileSync(databaseFile(env.dataDir), join(dir, 'congkak-20251201T000000000-startup.sqlite'));
    writeFileSync(databaseFile(env.dataDir), '');

    const later = await start();
    const report = expectOk(await later.call('getStartupReport', {}));
    expect(report).toMatchObject({ kind: 'database-replaced', lastBackup: { name: 'congkak-20251201T000000000-startup.sqlite', games: 3, sound: true } });
    expect(existsSync(join(dir, 'congkak-20251201T000000000-startup.sqlite.json'))).toBe(true);
    expect(readdirSync(dir).filter((name) => /-(wal|shm)$/.test(name))).toEqual([]);
  });
});

describe('restoreBackup', () => {
  it('with an unknown name changes nothing and takes no backup', async () => {
    await archiveWithGames(2);
    const services = await start();
    const before = readdirSync(backupsDir(env.dataDir)).sort();
    const dataBefore = readdirSync(env.dataDir).sort();
    const refused = await services.call('restoreBackup', { name: 'congkak-20000101T000000000-startup.sqlite' });
    expect(refused).toMatchObject({ ok: false, error: { code: 'not-found' } });
    await services.settled();
    expect(readdirSync(backupsDir(env.dataDir)).sort()).toEqual(before);
    expect(readdirSync(env.dataDir).sort()).toEqual(dataBefore);
    expect(await gamesIn(services)).toBe(2);
  });

  it('refuses a backup whose file changed since it was made (checksum), and changes nothing', async () => {
    await archiveWithGames(2);
    const services = await start();
    const [backup] = expectOk(await services.call('listBackups', {}));
    const file = join(backupsDir(env.dataDir), backup!.name);
    const bytes = readFileSync(file);
    bytes[bytes.length - 100] = (bytes[bytes.length - 100] ?? 0) ^ 0x01;
    writeFileSync(file, bytes);
    const refused = await services.call('restoreBackup', { name: backup!.name });
    expect(refused).toMatchObject({ ok: false, error: { code: 'bad-record', message: expect.stringMatching(/checksum/) } });
    // Found changed: listed as unsound from now on.
    expect(expectOk(await services.call('listBackups', {})).find((listed) => listed.name === backup!.name)?.sound).toBe(false);
    expect(await gamesIn(services)).toBe(2);
    expect(readdirSync(env.dataDir).filter((name) => name.includes('before-restore'))).toEqual([]);
  });

  it('a backup found changed at start is marked unsound and the next sound one is offered', async () => {
    await archiveWithGames(2);
    (await start()).close();
    const [newest, older] = listBackups(backupsDir(env.dataDir)).filter((backup) => backup.games === 2);
    const bytes = readFileSync(newest!.file);
    bytes[bytes.length - 100] = (bytes[bytes.length - 100] ?? 0) ^ 0x01;
    writeFileSync(newest!.file, bytes);
    truncateSync(databaseFile(env.dataDir), 0);

    const services = await start();
    expect(expectOk(await services.call('getStartupReport', {}))).toMatchObject({ kind: 'database-replaced', lastBackup: { name: older!.name, sound: true } });
    const listed = expectOk(await services.call('listBackups', {}));
    expect(listed.find((backup) => backup.name === newest!.name)?.sound).toBe(false);
  });

  it('waits for an import under way, then restores (the import is not lost in a closed archive)', async () => {
    await archiveWithGames(2);
    const services = await start();
    const [backup] = expectOk(await services.call('listBackups', {}));
    // Not awaited: the import is checking its file in a worker when the restore is asked for.
    const importing = services.call('importRecords', { text: sampleFile(100, 30), importId: 'during' });
    const restoring = services.call('restoreBackup', { name: backup!.name });
    const imported = await importing;
    expect(imported).toMatchObject({ ok: true, value: { imported: 30 } });
    const restored = expectOk(await restoring);
    // The import finished in the archive in use, which the restore then kept aside.
    expect(existsSync(restored.keptAside)).toBe(true);
    expect(await gamesIn(services)).toBe(2);
    expect(env.errors.filter((message) => /failed/.test(message))).toEqual([]);
  });
});
