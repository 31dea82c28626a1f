/**
 * parseRecord: a `.congkak` file (RULES.md §8) → the protocol's GAMEs, every
 * position re-derived by the engine. Any fault is a `bad-record` error whose
 * message starts with the line number.
 */
import type { GameRecord, Result } from '../types';
import { movesFromEntries } from './entries-to-moves';
import { lexRecord } from './lexer';
import { readMovetext } from './movetext';
import { rulesFromTags } from './rules-tags';
import { splitGames, type RawGame } from './split-games';
import { parseTagLine } from './tag-line';

export function parseRecord(text: string): Result<GameRecord[]> {
  const lines = lexRecord(text);
  if (!lines.ok) return badRecord(lines.error);
  const games: GameRecord[] = [];
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

function parseGame(raw: RawGame): Result<GameRecord, string> {
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
  const replayed = movesFromEntries(rules.value, movetext.value.entries);
  if (!replayed.ok) return replayed;
  return {
    ok: true,
    value: { tags: otherTags, rules: rules.value, comment: movetext.value.comment, ...replayed.value },
  };
}
