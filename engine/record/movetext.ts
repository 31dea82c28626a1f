/**
 * Reads the lines of a game's movetext into entries, RULES.md §8: an optional
 * game comment, then one turn per line (`S 3+7 !? {too greedy}`), the opening
 * `S 3+7 / N 5`, passes `S pass` and round separators `-- round 2 --`.
 * Whether the entries make a legal game is decided later, by the engine.
 */
import { GLYPHS, type Glyph, type Player, type Result } from '../types';
import { excerpt } from './excerpt';
import type { RecordLine, Token } from './lexer';

interface Annotated {
  line: number;
  glyph: Glyph | null;
  comment: string | null;
}

export type Entry =
  | (Annotated & { kind: 'turn'; player: Player; holes: number[] })
  | (Annotated & { kind: 'opening'; south: number[]; north: number[] })
  | { kind: 'pass'; line: number; player: Player }
  | { kind: 'round'; line: number; round: number };

export interface Movetext {
  comment: string | null;
  entries: Entry[];
}

export const PLAYER_LETTERS = ['S', 'N'] as const;

const ROUND_NUMBER = /^[1-9][0-9]*$/;

type ContentLine = Extract<RecordLine, { kind: 'content' }>;

/** `commentMax`: the longest comment allowed (by the caller: the format has no limit). */
export function readMovetext(lines: ContentLine[], commentMax = Infinity): Result<Movetext, string> {
  let comment: string | null = null;
  const entries: Entry[] = [];
  for (const [index, { tokens, line }] of lines.entries()) {
    const long = tokens.find((token) => token.kind === 'comment' && token.text.length > commentMax);
    if (long !== undefined) {
      return { ok: false, error: `line ${long.line}: a comment may hold at most ${commentMax.toLocaleString('en')} characters, this one has ${long.text.length.toLocaleString('en')}` };
    }
    const only = tokens.length === 1 ? tokens[0] : undefined;
    if (index === 0 && only?.kind === 'comment') {
      comment = only.text;
      continue;
    }
    const entry = readEntry(tokens, line);
    if (!entry.ok) return { ok: false, error: `line ${line}: ${entry.error}` };
    entries.push(entry.value);
  }
  return { ok: true, value: { comment, entries } };
}

function readEntry(tokens: Token[], line: number): Result<Entry, string> {
  const words: string[] = [];
  let comment: string | null = null;
  for (const token of tokens) {
    if (comment !== null) return { ok: false, error: 'nothing may follow a turn\'s comment' };
    if (token.kind === 'comment') comment = token.text;
    else words.push(token.text);
  }
  if (words.length === 0) return { ok: false, error: 'a comment must follow a turn (only the game comment stands alone, first)' };
  if (words[0] === '--') return readRound(words, comment, line);
  const glyph = readGlyph(words);
  if (words[1] === 'pass') {
    const player = readPlayer(words[0]);
    if (player === null || words.length !== 2) return { ok: false, error: `expected a pass such as 'S pass', found ${excerpt(words.join(' '))}` };
    if (glyph !== null || comment !== null) return { ok: false, error: 'a pass carries no glyph or comment' };
    return { ok: true, value: { kind: 'pass', line, player } };
  }
  if (words.length === 5 && words[2] === '/') {
    const south = readHoles(words[1]);
    const north = readHoles(words[4]);
    if (words[0] !== 'S' || words[3] !== 'N' || !south || !north) {
      return { ok: false, error: `expected the opening such as 'S 3+7 / N 5', found ${excerpt(words.join(' '))}` };
    }
    return { ok: true, value: { kind: 'opening', line, south, north, glyph, comment } };
  }
  const player = readPlayer(words[0]);
  const holes = readHoles(words[1]);
  if (player === null || !holes || words.length !== 2) {
    return { ok: false, error: `expected a turn such as 'S 3+7 !? {comment}', found ${excerpt(words.join(' '))}` };
  }
  return { ok: true, value: { kind: 'turn', line, player, holes, glyph, comment } };
}

/** Removes a trailing glyph from `words` and returns it. */
function readGlyph(words: string[]): Glyph | null {
  const last = words[words.length - 1];
  const glyph = GLYPHS.find((g) => g === last);
  if (glyph === undefined || words.length < 3) return null;
  words.pop();
  return glyph;
}

function readRound(words: string[], comment: string | null, line: number): Result<Entry, string> {
  const [open, word, number, close] = words;
  if (words.length !== 4 || open !== '--' || word !== 'round' || close !== '--' || !ROUND_NUMBER.test(number ?? '') || comment !== null) {
    return { ok: false, error: `expected a round separator such as '-- round 2 --', found ${excerpt(words.join(' '))}` };
  }
  return { ok: true, value: { kind: 'round', line, round: Number(number) } };
}

function readPlayer(word: string | undefined): Player | null {
  const index = PLAYER_LETTERS.findIndex((letter) => letter === word);
  return index === 0 || index === 1 ? index : null;
}

const PLUS = 0x2b;
const ZERO = 0x30;
const NINE = 0x39;

/**
 * `3+7` → [3, 7]: numbers without leading zeros joined by `+` (the HOLES
 * pattern), read in one pass: every turn of every record goes through here.
 */
function readHoles(word: string | undefined): number[] | null {
  if (word === undefined) return null;
  const holes: number[] = [];
  let start = 0;
  for (let at = 0; at <= word.length; at++) {
    const code = at < word.length ? word.charCodeAt(at) : PLUS;
    if (code === PLUS) {
      if (at === start || word.charCodeAt(start) === ZERO) return null;
      holes.push(Number(word.slice(start, at)));
      start = at + 1;
    } else if (code < ZERO || code > NINE) {
      return null;
    }
  }
  return holes;
}
