// Migration 012 on an archive the previous version made (testing/archive-011,
// written by testing/make-archive-fixture.ts on that version): every kind of
// game it stores (played here, imported, resumed after import, annotated,
// series, undone, resigned, deleted) exports byte for byte as before, lists
// as before, plays on where it stopped, and an export imported again adds
// nothing, also for the undone games whose identity that version let go stale.
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { parseRecord, type Move } from '../../../engine';
import type { ArchiveRow, ArchiveStats } from '../../contract';
import { backupsDir, listBackups } from '../archive/backups';
import { databaseFile } from '../data-dir';
import { gameEngine } from '../games/engine';
import { createGreedyOpponent } from '../testing/greedy-opponent';
import { readStoredMoves } from '../testing/stored-moves';
import { ARCHIVE_011, servicesOnArchive011 } from '../testing/archive-011';
import { expectOk, tempServices } from '../testing/temp-services';

const before = ARCHIVE_011;

/**
 * The statistics of that version's listing as they are counted now: since
 * issue 30 a game won between two people counts for neither side (not as a
 * win or loss of South's); everything else as before.
 */
function statsNow(stats: ArchiveStats, rows: readonly ArchiveRow[]): ArchiveStats {
  const counts = (games: readonly ArchiveRow[]) => {
    const decided = games.filter((row) => (row.status === 'finished' || row.status === 'resigned') && row.outcome?.winner != null);
    const sided = decided.filter((row) => row.players[0].kind !== row.players[1].kind);
    return {
      wins: sided.filter((row) => row.outcome?.winner === row.viewpoint).length,
      losses: sided.filter((row) => row.outcome?.winner !== row.viewpoint).length,
      neitherSide: decided.length - sided.length,
    };
  };
  const levelOf = (row: ArchiveRow) => {
    const opponent = row.players[1 - row.viewpoint];
    return opponent?.kind === 'computer' ? opponent.level : null;
  };
  return {
    ...stats,
    ...counts(rows),
    byPreset: stats.byPreset.map((preset) => ({ ...preset, ...counts(rows.filter((row) => row.preset === preset.preset)) })),
    byLevel: stats.byLevel.map((level) => ({ ...level, ...counts(rows.filter((row) => levelOf(row) === level.level)) })),
  };
}

/** The choices made in `moves`: since 018 the simultaneous opening's first move counts two. */
const choicesIn = (moves: readonly Move[]) => moves.reduce((count, move) => count + ('south' in move ? 2 : 1), 0);

const env = servicesOnArchive011({ engine: gameEngine, opponent: createGreedyOpponent(gameEngine) });

describe('migration 012 on an archive of every kind of game made by version 011', () => {
  it('keeps every game: the export is byte for byte the one made before, the deleted game’s too once restored', async () => {
    const services = env().open();
    expect(expectOk(await services.call('exportGames', { filter: {} })).text).toBe(before.text);
    expectOk(await services.call('restoreGames', { gameIds: [before.ids.deleted] }));
    expect(expectOk(await services.call('exportGames', { gameIds: [before.ids.deleted] })).text).toBe(before.deleted);
    // The file as it was is kept, as before every migration.
    expect(listBackups(backupsDir(env().dataDir)).some((backup) => backup.name.includes('-before-012-one-move-encoding'))).toBe(true);
    expect(env().errors).toEqual([]);
  });

  it('lists every game and counts the statistics as before', async () => {
    const services = env().open();
    // Rows list the hints asked for since 013 (that version's games had none), and count choices since 018.
    const games = expectOk(parseRecord(before.text));
    const rows = before.rows.map((row, index) => ({ ...row, hints: 0, moveCount: choicesIn(games[index]?.moves ?? []) }));
    expect(expectOk(await services.call('listArchive', { sort: { by: 'date', descending: false }, limit: 500 })).rows).toEqual(rows);
    expect(expectOk(await services.call('archiveStats', {}))).toEqual(statsNow(before.stats, before.rows));
  });

  it('keeps each game’s moves in one shape, with its count and identity', () => {
    env().open().close();
    const parsed = expectOk(parseRecord(before.text));
    const db = new Database(databaseFile(env().dataDir), { readonly: true });
    try {
      const ids = before.rows.map((row) => row.id);
      expect(ids.map((id) => readStoredMoves(db, id))).toEqual(parsed.map((game) => game.moves));
      const rows = db.prepare('SELECT id, move_count, content_hash FROM games ORDER BY id').all() as { id: number; move_count: number; content_hash: string }[];
      expect(new Set(rows.map((row) => row.content_hash)).size).toBe(rows.length);
      for (const row of rows) expect(row.move_count).toBe(choicesIn(readStoredMoves(db, row.id)));
      expect(db.prepare("SELECT count(*) FROM sqlite_master WHERE name IN ('turns', 'games_underived')").pluck().get()).toBe(0);
    } finally {
      db.close();
    }
  });

  it('adds nothing when the export is imported again: every game is found as itself', async () => {
    const services = env().open();
    const report = expectOk(await services.call('importRecords', { text: before.text, importId: 'again' }));
    expect(report.imported).toBe(0);
    const existing = report.duplicates.map((duplicate) => duplicate.existingId ?? 0).sort((a, b) => a - b);
    expect(existing).toEqual(before.rows.map((row) => row.id).sort((a, b) => a - b));
  });

  it('resumes the unfinished games where they stopped, and records their new moves', async () => {
    const services = env().open();
    for (const kind of ['unfinished', 'undone-vs-level-5', 'imported-resumed', 'imported-unfinished'] as const) {
      const id = before.ids[kind];
      const view = expectOk(await services.call('getGame', { gameId: id }));
      expect(view.moveCount).toBe(before.rows.find((row) => row.id === id)?.moveCount);
      const move = view.legalMoves.find((candidate) => !('player' in candidate) || view.players[candidate.player]?.kind === 'human');
      if (move === undefined) throw new Error(`game ${kind} has no move to play`);
      expect(expectOk(await services.call('playMove', { gameId: id, move })).moveCount).toBeGreaterThan(view.moveCount);
      expect(expectOk(await services.call('undo', { gameId: id })).moveCount).toBe(view.moveCount);
    }
    // Each game's identity followed its moves there and back: the export imported again adds nothing.
    const report = expectOk(await services.call('importRecords', { text: before.text, importId: 'again' }));
    expect(report.imported).toBe(0);
  });

  it('round-trips through a new archive: imported there, exported again, the text is the same', async () => {
    const other = tempServices({ engine: gameEngine });
    try {
      const services = other.open();
      const report = expectOk(await services.call('importRecords', { text: before.text, importId: 'copy' }));
      expect(report.imported).toBe(before.rows.length);
      expect(expectOk(await services.call('exportGames', { gameIds: report.gameIds })).text).toBe(before.text);
    } finally {
      other.dispose();
    }
  });
});
