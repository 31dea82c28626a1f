/**
 * parseRecord: a `.congkak` file (RULES.md §8) → the protocol's GAMEs, every
 * position re-derived by the engine. Any fault is a `bad-record` error whose
 * message starts with the line number and quotes no more than a few dozen
 * characters of the record. parseRecordWithFacts gives each game with the
 * facts of its moves, found by the same replay.
 */
import type { GameRecord, Result, Rules } from '../types';
import { movesFromEntries } from './entries-to-moves';
import { boundMessage } from './excerpt';
import { refusalPoint, replayEntriesFast, type FastReplayedGame } from './fast-entries';
import { replayMoves, type MoveFacts } from './fast-replay';
import { lexLines, type RecordLine } from './lexer';
import { readMovetext, type Entry } from './movetext';
import { rulesFromTags } from './rules-tags';
import { gamesOf, type RawGame } from './split-games';
import { parseTagLine } from './tag-line';

/** A parsed game and what its moves did (stores after each, relays, outcome). */
export interface ParsedGame {
  /** The line the game begins on. */
  line: number;
  record: GameRecord;
  facts: MoveFacts;
}

/** Limits a caller may set beyond the format's own (the archive's, for an import). */
export interface RecordLimits {
  /** The longest comment, on the game or on a turn (UTF-16 code units). */
  commentMax?: number;
  /** The most games the record may hold (the engine CLI's, so that one request is bounded work). */
  gamesMax?: number;
}

export function parseRecord(text: string, limits: RecordLimits = {}): Result<GameRecord[]> {
  const games = parseRecordWithFacts(text, limits);
  return games.ok ? { ok: true, value: games.value.map((game) => game.record) } : games;
}

export function parseRecordWithFacts(text: string, limits: RecordLimits = {}): Result<ParsedGame[]> {
  const start = firstContentLine(text);
  if (start !== null && !start.text.startsWith('[')) {
    // RULES.md §8: a game is its tags, then its movetext. Else a JSON file, or
    // any text in braces, read as a game with a comment and no moves.
    return badRecord(`line ${start.line}: a game begins with its tags, such as [Event "Club final"]`);
  }
  // Read lazily and stopped at the first fault: the lines after it are never lexed.
  let fault: string | null = null;
  function* lines(): Generator<RecordLine, void, undefined> {
    for (const lexed of lexLines(text)) {
      if (fault !== null) return;
      if (!lexed.ok) {
        fault = lexed.error;
        return;
      }
      yield lexed.value;
    }
  }
  const games: ParsedGame[] = [];
  for (const raw of gamesOf(lines(), (growing) => (fault ??= earlyFault(growing, limits)))) {
    if (fault !== null) {
      // The reading stopped at a fault: the game read up to it may hold one on a line above.
      fault = faultSoFar(raw, limits) ?? fault;
      break;
    }
    if (limits.gamesMax !== undefined && games.length >= limits.gamesMax) {
      return badRecord(`line ${firstLineOf(raw)}: a record may hold at most ${limits.gamesMax.toLocaleString('en')} games here`);
    }
    const game = parseGame(raw, limits);
    if (!game.ok) return badRecord(game.error);
    games.push(game.value);
  }
  return fault === null ? { ok: true, value: games } : badRecord(fault);
}

const firstLineOf = (raw: RawGame): number => raw.tags[0]?.line ?? raw.movetext[0]?.line ?? 1;

/** From this many movetext lines on, a game being read is checked at every doubling. */
const EARLY_CHECK_LINES = 64;

/**
 * A fault in a game still being read, checked each time its movetext's
 * length doubles (so at most twice the work of one check of the whole game):
 * a record wrong at its fourth line and followed by 200,000 more is refused
 * without reading them.
 */
function earlyFault(game: RawGame, limits: RecordLimits): string | null {
  const count = game.movetext.length;
  if (count < EARLY_CHECK_LINES || (count & (count - 1)) !== 0) return null;
  return faultSoFar(game, limits);
}

/**
 * The first fault in the part of a game read so far that no later line can
 * change: a faulty tag, a movetext line that is no entry, an entry refused
 * before the last one read (the last is judged as a record's last line,
 * which may end mid-turn).
 */
function faultSoFar(game: RawGame, limits: RecordLimits): string | null {
  const tags = readTags(game);
  if (!tags.ok) return tags.error;
  const movetext = readMovetext(game.movetext, limits.commentMax);
  if (!movetext.ok) return movetext.error;
  const { entries } = movetext.value;
  const refused = refusalPoint(tags.value.rules, entries);
  if (refused === null || refused.index >= entries.length - 1) return null;
  const slow = movesFromEntries(tags.value.rules, entries, refused);
  return slow.ok ? null : slow.error;
}

/** A game's tags and the rules its Rules and Options tags give, or the first faulty tag's line and reason. */
function readTags(raw: RawGame): Result<{ tags: Record<string, string>; rules: Rules }, string> {
  const tags: Record<string, string> = {};
  const lineOf: Record<string, number> = {};
  for (const { text, line } of raw.tags) {
    const tag = parseTagLine(text);
    if (!tag.ok) return { ok: false, error: `line ${line}: ${tag.error}` };
    const { name, value } = tag.value;
    if (name in tags) return { ok: false, error: `line ${line}: tag ${name} appears twice (first on line ${lineOf[name]})` };
    tags[name] = value;
    lineOf[name] = line;
  }
  const rules = rulesFromTags(tags['Rules'], tags['Options']);
  if (!rules.ok) return { ok: false, error: `line ${lineOf[rules.error.tag]}: ${rules.error.reason}` };
  return { ok: true, value: { tags, rules: rules.value } };
}

/** The first line that is not blank, trimmed, with its number; null when there is none. */
function firstContentLine(text: string): { line: number; text: string } | null {
  let line = 1;
  for (let start = 0; start < text.length; line++) {
    const end = text.indexOf('\n', start);
    const trimmed = text.slice(start, end === -1 ? text.length : end).replace(/^\uFEFF/, '').trim();
    if (trimmed !== '') return { line, text: trimmed };
    if (end === -1) break;
    start = end + 1;
  }
  return null;
}

/** Every message is bounded here too: a reason from the engine may quote the record (an unknown option's name). */
function badRecord(message: string): Result<never> {
  return { ok: false, error: { code: 'bad-record', message: boundMessage(message) } };
}

function parseGame(raw: RawGame, limits: RecordLimits): Result<ParsedGame, string> {
  const read = readTags(raw);
  if (!read.ok) return read;
  const { Rules: _preset, Options: _options, ...otherTags } = read.value.tags;
  const rules = read.value.rules;
  const movetext = readMovetext(raw.movetext, limits.commentMax);
  if (!movetext.ok) return movetext;
  const replayed = replayEntries(rules, movetext.value.entries);
  if (!replayed.ok) return replayed;
  const { moves, notes, facts } = replayed.value;
  return {
    ok: true,
    value: { line: firstLineOf(raw), record: { tags: otherTags, rules, comment: movetext.value.comment, moves, notes }, facts },
  };
}

/**
 * The fast path decides almost every record; when it refuses one, the
 * step-by-step path gives the reason, going on from the entry refused (or,
 * should the paths ever disagree, the game, whose facts are then found from
 * its moves).
 */
function replayEntries(rules: Rules, entries: readonly Entry[]): Result<FastReplayedGame, string> {
  const fast = replayEntriesFast(rules, entries);
  if (fast !== null) return { ok: true, value: fast };
  const slow = movesFromEntries(rules, entries, refusalPoint(rules, entries) ?? undefined);
  if (!slow.ok) return slow;
  const facts = replayMoves(rules, slow.value.moves);
  if (!facts.ok) return { ok: false, error: `line ${entries[0]?.line ?? 1}: ${facts.error.message}` };
  return { ok: true, value: { ...slow.value, facts: facts.value } };
}
