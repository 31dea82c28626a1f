/**
 * The archive version 011 made of every kind of game (testing/archive-011,
 * written by testing/make-archive-fixture.ts on that version), which the
 * migrations' tests open and compare with: its export, the deleted game's
 * export, its listing and statistics, and which game is which kind.
 */
import { copyFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ArchiveRow, ArchiveStats } from '../../contract';
import { databaseFile } from '../data-dir';
import type { KindOfGame } from './every-kind-of-game';

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
