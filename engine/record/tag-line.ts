/**
 * Tag lines of a game record, RULES.md §8: `[Name "value"]`, where a `"` or
 * `\` inside the value is escaped with a backslash. Pure syntax: what the
 * Rules and Options tags mean lives in rules-tags.ts.
 */
import type { Result } from '../types';
import { excerpt } from './excerpt';

/** Tags printed first, in this order; any other tag follows in the order given. */
export const TAG_ORDER = [
  'Event',
  'Date',
  'South',
  'North',
  'SouthKind',
  'NorthKind',
  'Rules',
  'Options',
  'Result',
  'Termination',
  'Tags',
  'Hints',
] as const;

// Names start with a letter so that a tags object never has integer-like keys,
// which JavaScript would reorder and so break "other tags kept in order".
const TAG_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;
const TAG_LINE = /^\[([^\s"]+)\s+"(.*)"\]$/;

export interface TagLine {
  name: string;
  value: string;
}

export function isTagName(name: string): boolean {
  return TAG_NAME.test(name);
}

/** A value can be written on one line when it holds no line break. */
export function isTagValue(value: string): boolean {
  return !/[\r\n]/.test(value);
}

/** Parses one trimmed tag line; the error is a reason without a line number. */
export function parseTagLine(text: string): Result<TagLine, string> {
  const match = TAG_LINE.exec(text);
  if (!match) return { ok: false, error: `expected a tag such as [Event "Club final"], found ${excerpt(text)}` };
  // Stryker disable next-line StringLiteral: unreachable, both groups take part in every match
  const [, name = '', raw = ''] = match;
  if (!isTagName(name)) return { ok: false, error: `bad tag name ${excerpt(name)}: letters, digits and _ only, starting with a letter` };
  const value = unescapeValue(raw);
  if (value === null) return { ok: false, error: `bad tag value in ${excerpt(text)}: only \\" and \\\\ may follow a backslash, and a " must be escaped` };
  return { ok: true, value: { name, value } };
}

export function printTagLine({ name, value }: TagLine): string {
  return `[${name} "${value.replace(/[\\"]/g, (c) => `\\${c}`)}"]`;
}

/** The tags in print order: the fixed order of §8 first, then the rest as given. */
export function orderTags(tags: Record<string, string>): TagLine[] {
  const known: readonly string[] = TAG_ORDER;
  const first = TAG_ORDER.filter((name) => name in tags);
  const rest = Object.keys(tags).filter((name) => !known.includes(name));
  // Stryker disable next-line StringLiteral: unreachable, every name is one of the tags' own keys
  return [...first, ...rest].map((name) => ({ name, value: tags[name] ?? '' }));
}

function unescapeValue(raw: string): string | null {
  let value = '';
  for (let i = 0; i < raw.length; i++) {
    const c = raw[i];
    if (c === '"') return null;
    if (c !== '\\') {
      value += c;
      continue;
    }
    const next = raw[++i];
    if (next !== '"' && next !== '\\') return null;
    value += next;
  }
  return value;
}
