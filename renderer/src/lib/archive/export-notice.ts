// What an export says beside its download: the notes it had to leave out
// (ExportedGames.skipped), each with its game, its move and why; nothing when
// the export is whole.
import type { ExportedGames, SkippedNote } from '../../../../electron/contract';
import { t } from '../../i18n';

function noteText(note: SkippedNote): string {
  // Moves are counted from 1 for people; the contract's index counts from 0.
  return t('archive.export.skippedNote', { game: note.gameId, move: note.move + 1, reason: t(`archive.export.reason.${note.reason}`) });
}

export function exportNotice(exported: Pick<ExportedGames, 'skipped'>): string {
  if (exported.skipped.length === 0) return '';
  return t('archive.export.skipped', { count: exported.skipped.length, notes: exported.skipped.map(noteText).join('; ') });
}
