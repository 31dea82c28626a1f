/**
 * The archive version 011 made of every kind of game (testing/archive-011,
 * written by testing/make-archive-fixture.ts on that version), which the
 * migrations' tests open and compare with: its export, the deleted game's
 * export, its listing and statistics, and which game is which kind.
 */
import { copyFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import type { ArchiveRow, ArchiveStats } from '../../contract';
import { databaseFile } from '../data-dir';
import type { KindOfGame } from './every-kind-of-game';
import { tempServices, type TempServices } from './temp-services';

const FIXTURE = join(import.meta.dirname, 'archive-011');

export const ARCHIVE_011 = {
  text: readFileSync(join(FIXTURE, 'export.congkak'), 'utf8'),
  deleted: readFileSync(join(FIXTURE, 'deleted.congkak'), 'utf8'),
  ...(JSON.parse(readFileSync(join(FIXTURE, 'listing.json'), 'utf8')) as { ids: Record<KindOfGame | 'deleted', number>; rows: ArchiveRow[]; stats: ArchiveStats }),
};

/** Puts that archive in `dataDir`, as the app's database, before the app opens there. */
export function copyArchive011(dataDir: string): void {
  copyFileSync(join(FIXTURE, 'congkak.sqlite'), databaseFile(dataDir));
}

/**
 * Services on a fresh copy of that archive for each test of the file that
 * calls this (it registers the hooks); the getter gives the current test's.
 */
export function servicesOnArchive011(options: Parameters<typeof tempServices>[0]): () => TempServices {
  let env: TempServices | null = null;
  beforeEach(() => {
    env = tempServices(options);
    copyArchive011(env.dataDir);
  });
  afterEach(() => env?.dispose());
  return () => {
    if (env === null) throw new Error('servicesOnArchive011: asked outside a test');
    return env;
  };
}
