// What an export says beside its download: the games it had to leave out
// (their moves no longer replay) and the notes no record can hold, each with
// its game, its move and why; nothing when the export is whole.
import type { ExportedGames, SkippedNote } from '../../../../electron/contract';
import { format, t } from '../../i18n';

function noteText(note: SkippedNote): string {
  // Moves are counted from 1 for people; the contract's index counts from 0.
  return t('archive.export.skippedNote', { game: note.gameId, move: note.move + 1, reason: t(`archive.export.reason.${note.reason}`) });
}

export function exportNotice(exported: Pick<ExportedGames, 'skipped' | 'skippedGames'>): string {
  const told: string[] = [];
  if (exported.skippedGames.length > 0) {
    told.push(t('archive.export.skippedGames', { count: exported.skippedGames.length, games: format.list(exported.skippedGames.map((game) => `#${game.gameId}`)) }));
  }
  if (exported.skipped.length > 0) told.push(t('archive.export.skipped', { count: exported.skipped.length, notes: exported.skipped.map(noteText).join('; ') }));
  return told.join(' ');
}
