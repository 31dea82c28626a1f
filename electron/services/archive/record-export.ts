/**
 * A stored game as a GameRecord (RULES.md §8), for export. Games imported from
 * a file give back the tags they came with (unknown tags included, in their
 * order), so an exported game re-imports exactly; Result and Termination
 * follow the game if it was played on after its import, and Hints if hints
 * were asked for after it. A note the record
 * cannot hold (left by an earlier version's undo) is left out and
 * reported: one game's note never stops an export.
 */
import { formatRecord, hintsTag, readHintsTag, type GameRecord, type Result } from '../../../engine';
import type { SkippedNote } from '../../contract';
import { misplacedNotes } from '../games/note-places';
import type { StoredGame } from '../games/game-store';
import { encodeKind } from '../games/players';

/** `2026-11-29T…` → `2026.11.29`. */
function recordDate(iso: string): string {
  return iso.slice(0, 10).replace(/-/g, '.');
}

function outcomeTags(game: StoredGame): { Result: string; Termination: string | null } {
  const { outcome } = game;
  if (game.status === 'active' || outcome === null) return { Result: '*', Termination: null };
  const result = outcome.termination === 'abandoned' ? '*' : `${outcome.stores[0]}-${outcome.stores[1]}`;
  return { Result: result, Termination: outcome.termination };
}

export function recordTagsOf(game: StoredGame): Record<string, string> {
  const outcome = outcomeTags(game);
  const labels: Record<string, string> = game.labels.length > 0 ? { Tags: game.labels.join(',') } : {};
  if (game.recordTags === null) {
    const tags: Record<string, string> = {
      ...(game.event !== '' && { Event: game.event }),
      Date: recordDate(game.createdAt),
      South: game.players[0].name,
      North: game.players[1].name,
      SouthKind: encodeKind(game.players[0]),
      NorthKind: encodeKind(game.players[1]),
      Result: outcome.Result,
      ...labels,
      ...hintsTag(game.hints),
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
  // The file's own value is kept while it says the same count.
  if (readHintsTag(tags['Hints']) !== game.hints) Object.assign(tags, hintsTag(game.hints));
  return tags;
}

export function toGameRecord(game: StoredGame): GameRecord {
  return { tags: recordTagsOf(game), rules: game.rules, comment: game.comment, moves: game.moves, notes: game.notes };
}

interface ExportedRecord {
  text: string;
  skipped: SkippedNote[];
}

/** One game's record text, or why it cannot be written (its moves do not replay, a comment cannot be printed). */
export function exportRecord(game: StoredGame): Result<ExportedRecord, string> {
  const text = formatRecord([toGameRecord(game)]);
  if (text.ok) return { ok: true, value: { text: text.value, skipped: [] } };
  // Looked for only when printing fails: checking every annotated game first would replay each twice.
  const misplaced = misplacedNotes(game.rules, game.moves, game.notes);
  if (!misplaced.ok || misplaced.value.length === 0) return { ok: false, error: text.error.message };
  const left = new Set(misplaced.value.map((note) => note.move));
  const retried = formatRecord([toGameRecord({ ...game, notes: game.notes.filter((note) => !left.has(note.move)) })]);
  if (!retried.ok) return { ok: false, error: retried.error.message };
  return { ok: true, value: { text: retried.value, skipped: misplaced.value.map((note) => ({ gameId: game.id, ...note })) } };
}
