/**
 * An imported game's text against the limits the API sets for the same
 * fields (electron/contract): a name through playerNameSchema, each label
 * through tagLabelSchema, every other tag through tagValueSchema, and no more
 * labels or tags than a game may have. What a record adds is only cleaned
 * where that loses nothing: names and labels are trimmed as the API trims
 * them, and a blank name counts as none (`?`); the tags themselves are kept
 * as written, so the game exports as it came.
 */
import * as v from 'valibot';
import type { Result } from '../../../engine';
import { GAME_LABELS_MAX, playerNameSchema, RECORD_TAGS_MAX, tagLabelSchema, tagValueSchema } from '../../contract';
import { describeIssues } from '../invalid-request';

interface GameText {
  southName: string;
  northName: string;
  labels: string[];
}

/** What is wrong, and in which tag (the caller knows its line). */
interface TagFault {
  tag: string;
  message: string;
}

/** What a record names a player it does not name, or names with spaces only. */
export const UNNAMED = '?';

/** The game's names and labels, or the first tag (in the record's order) the archive cannot take. */
export function checkGameText(tags: Readonly<Record<string, string>>): Result<GameText, TagFault> {
  const names = Object.keys(tags);
  const extra = names[RECORD_TAGS_MAX];
  if (extra !== undefined) return fault(extra, `a game may have at most ${RECORD_TAGS_MAX} tags besides Rules and Options`);
  const text: GameText = { southName: UNNAMED, northName: UNNAMED, labels: [] };
  for (const name of names) {
    const error = checkTag(name, tags[name] ?? '', text);
    if (error !== null) return fault(name, `${name}: ${error}`);
  }
  return { ok: true, value: text };
}

/** Checks one tag, putting the name or labels it gives into `text`; says why the archive cannot take it, or null. */
function checkTag(name: string, value: string, text: GameText): string | null {
  switch (name) {
    case 'South':
    case 'North': {
      const checked = nameOf(value);
      if (checked.ok) text[name === 'South' ? 'southName' : 'northName'] = checked.value;
      return checked.ok ? null : checked.error;
    }
    case 'Tags': {
      const checked = labelsOf(value);
      if (checked.ok) text.labels = checked.value;
      return checked.ok ? null : checked.error;
    }
    default: {
      const checked = field(tagValueSchema, value);
      return checked.ok ? null : checked.error;
    }
  }
}

function fault(tag: string, message: string): Result<never, TagFault> {
  return { ok: false, error: { tag, message } };
}

function field<T>(schema: v.GenericSchema<string, T>, value: string): Result<T, string> {
  const parsed = v.safeParse(schema, value);
  return parsed.success ? { ok: true, value: parsed.output } : { ok: false, error: describeIssues(parsed.issues) };
}

function nameOf(value: string): Result<string, string> {
  return value.trim() === '' ? { ok: true, value: UNNAMED } : field(playerNameSchema, value);
}

/** Comma-separated, each trimmed, empty pieces dropped, each kept once (as setGameTags keeps them). */
function labelsOf(value: string): Result<string[], string> {
  const labels = [...new Set(value.split(',').map((label) => label.trim()).filter((label) => label !== ''))];
  if (labels.length > GAME_LABELS_MAX) return { ok: false, error: `expected at most ${GAME_LABELS_MAX} labels, got ${labels.length}` };
  for (const label of labels) {
    const checked = field(tagLabelSchema, label);
    if (!checked.ok) return checked;
  }
  return { ok: true, value: labels };
}
