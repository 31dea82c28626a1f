/**
 * parseRecord: a `.congkak` file (RULES.md §8) → the protocol's GAMEs, every
 * position re-derived by the engine. Any fault is a `bad-record` error whose
 * message starts with the line number. parseRecordWithFacts gives each game
 * with the facts of its moves, found by the same replay.
 */
import type { GameRecord, Result, Rules } from '../types';
import { movesFromEntries } from './entries-to-moves';
import { refusalPoint, replayEntriesFast, type FastReplayedGame } from './fast-entries';
import { replayMoves, type MoveFacts } from './fast-replay';
import { lexRecord } from './lexer';
import { readMovetext, type Entry } from './movetext';
import { rulesFromTags } from './rules-tags';
import { splitGames, type RawGame } from './split-games';
import { parseTagLine } from './tag-line';

/** A parsed game and what its moves did (stores after each, relays, outcome). */
export interface ParsedGame {
  /** The line the game begins on. */
  line: number;
  record: GameRecord;
  facts: MoveFacts;
}

export function parseRecord(text: string): Result<GameRecord[]> {
  const games = parseRecordWithFacts(text);
  return games.ok ? { ok: true, value: games.value.map((game) => game.record) } : games;
}

export function parseRecordWithFacts(text: string): Result<ParsedGame[]> {
  const lines = lexRecord(text);
  if (!lines.ok) return badRecord(lines.error);
  const games: ParsedGame[] = [];
  for (const raw of splitGames(lines.value)) {
    const game = parseGame(raw);
    if (!game.ok) return badRecord(game.error);
    games.push(game.value);
  }
  return { ok: true, value: games };
}

function badRecord(message: string): Result<never> {
  return { ok: false, error: { code: 'bad-record', message } };
}

function parseGame(raw: RawGame): Result<ParsedGame, string> {
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
  const { Rules: preset, Options: options, ...otherTags } = tags;
  const rules = rulesFromTags(preset, options);
  if (!rules.ok) return { ok: false, error: `line ${lineOf[rules.error.tag]}: ${rules.error.reason}` };
  const movetext = readMovetext(raw.movetext);
  if (!movetext.ok) return movetext;
  const replayed = replayEntries(rules.value, movetext.value.entries);
  if (!replayed.ok) return replayed;
  const { moves, notes, facts } = replayed.value;
  return {
    ok: true,
    value: { line: raw.tags[0]?.line ?? raw.movetext[0]?.line ?? 1, record: { tags: otherTags, rules: rules.value, comment: movetext.value.comment, moves, notes }, facts },
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
