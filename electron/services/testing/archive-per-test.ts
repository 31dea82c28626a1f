/**
 * Test helpers for the archive's tests: services on a fresh data folder for
 * each test of a file (the real engine), and the ways those tests put games
 * in it: through the services' import, or through an import's write alone
 * (archive/import-write.ts, in this thread) on checked sample games.
 */
import Database from 'better-sqlite3';
import { afterEach, beforeEach } from 'vitest';
import { printRecord, type GameRecord } from '../../../engine';
import type { AppServices } from '../app-services';
import { beginImportWrite, type ImportWrite, type ImportWriter } from '../archive/import-write';
import { checkPiece, cutFile, type CheckedGame } from '../archive/record-check';
import { databaseFile } from '../data-dir';
import { gameEngine } from '../games/engine';
import { sampleFile, type SampleOptions } from './sample-records';
import { expectOk, tempServices, type TempServices } from './temp-services';

/**
 * For each test of the calling file, services with the real engine on a new
 * data folder, disposed after it; `createArchive` makes the archive (opened
 * and closed) before the test. Call the returned function inside a test.
 */
export function servicesPerTest({ createArchive = false } = {}): () => TempServices {
  let env: TempServices | undefined;
  beforeEach(() => {
    env = tempServices({ engine: gameEngine });
    if (createArchive) env.open().close();
  });
  afterEach(() => env?.dispose());
  return () => {
    if (env === undefined) throw new Error('servicesPerTest: read inside a test');
    return env;
  };
}

/** Imports the games as one record file through the services; their ids, in the file's order. */
export async function importGames(services: AppServices, games: readonly GameRecord[], importId: string): Promise<number[]> {
  return expectOk(await services.call('importRecords', { text: printRecord([...games]), importId })).gameIds;
}

/** The games of a sample file, checked as an import checks them. */
export function checkedSample(firstSeed: number, count: number, options: SampleOptions = {}): CheckedGame[] {
  return cutFile(sampleFile(firstSeed, count, options)).flatMap((piece) => {
    const checked = checkPiece(piece);
    if (!checked.ok) throw new Error(checked.error.message);
    return checked.value;
  });
}

/** Writes an import of at least `atLeastGames` games in one transaction; `add` hands the writer its games. */
export function writeImport(dataDir: string, atLeastGames: number, add: (writer: ImportWriter) => void): ImportWrite {
  const db = new Database(databaseFile(dataDir));
  try {
    db.exec('BEGIN IMMEDIATE');
    const writer = beginImportWrite(db, atLeastGames, '2026-02-01T00:00:00.000Z');
    add(writer);
    const written = writer.finish();
    db.exec('COMMIT');
    return written;
  } finally {
    db.close();
  }
}

/** Reads the archive in `dataDir` through a read-only connection of its own. */
export function readArchive<T>(dataDir: string, read: (db: Database.Database) => T): T {
  const db = new Database(databaseFile(dataDir), { readonly: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}
