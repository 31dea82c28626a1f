/**
 * A stored game as a GameRecord (RULES.md §8), for export. Games imported from
 * a file give back the tags they came with (unknown tags included, in their
 * order), so an exported game re-imports exactly; Result and Termination
 * follow the game if it was played on after its import.
 */
import type { GameRecord } from '../../../engine';
import type { ArchivedGame } from './archive-store';

/** `2026-11-29T…` → `2026.11.29`. */
function recordDate(iso: string): string {
  return iso.slice(0, 10).replace(/-/g, '.');
}

function outcomeTags(game: ArchivedGame): { Result: string; Termination: string | null } {
  if (game.status === 'active' || game.termination === null) return { Result: '*', Termination: null };
  const result = game.termination === 'abandoned' ? '*' : `${game.stores[0]}-${game.stores[1]}`;
  return { Result: result, Termination: game.termination };
}

export function recordTagsOf(game: ArchivedGame): Record<string, string> {
  const outcome = outcomeTags(game);
  const labels: Record<string, string> = game.labels.length > 0 ? { Tags: game.labels.join(',') } : {};
  if (game.recordTags === null) {
    const tags: Record<string, string> = {
      ...(game.event !== '' && { Event: game.event }),
      Date: recordDate(game.createdAt),
      South: game.southName,
      North: game.northName,
      SouthKind: game.southKind,
      NorthKind: game.northKind,
      Result: outcome.Result,
      ...labels,
    };
    if (outcome.Termination !== null) tags['Termination'] = outcome.Termination;
    return tags;
  }
  const tags: Record<string, string> = { ...labels, ...game.recordTags };
  // A tag the file left out stays out while it would say the same ("unfinished").
  const played = game.status !== 'active';
  if ('Result' in tags || played) tags['Result'] = outcome.Result;
  if (outcome.Termination !== null && ('Termination' in tags || played)) tags['Termination'] = outcome.Termination;
  else delete tags['Termination'];
  return tags;
}

export function toGameRecord(game: ArchivedGame): GameRecord {
  return { tags: recordTagsOf(game), rules: game.rules, comment: game.comment, moves: game.moves, notes: game.notes };
}
