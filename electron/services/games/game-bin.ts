/**
 * A deleted game is in the bin until it is restored (or purged after 30 days),
 * and read-only meanwhile: no move, undo, resignation or hint, and no change to
 * its comment, notes, labels or favourite star. Only restoring it (or
 * deleting it again) is allowed. The sessions, the archive and the replay
 * viewer all ask here, so a game deleted through one is refused by the others.
 */
import type { ApiErrorBody } from '../../contract';

/** Where a game is: kept in the archive, in the bin, or not there at all (never was, or purged). */
export type GamePlace = 'kept' | 'bin' | 'missing';

/** Why an operation is refused for a game not kept, or null when it may go ahead. */
export function refusalFor(gameId: number, place: GamePlace, purpose: 'play' | 'edit'): ApiErrorBody | null {
  if (place === 'missing') return { code: 'not-found', message: `There is no game #${gameId}.` };
  if (place === 'kept') return null;
  const action = purpose === 'play' ? 'play on' : 'change it';
  return { code: 'game-deleted', message: `Game #${gameId} is in the bin: restore it to ${action}.` };
}
