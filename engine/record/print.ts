/**
 * formatRecord / printRecord: GAMEs → a `.congkak` file (RULES.md §8), the
 * exact inverse of parseRecord. Tags come in the order of §8, then the others
 * as given; the Rules and Options tags are written from `rules`.
 */
import type { GameRecord, Result } from '../types';
import { movetextLines } from './moves-to-lines';
import { rulesTagsFor } from './rules-tags';
import { isTagName, isTagValue, orderTags, printTagLine } from './tag-line';

/** Prints games, or a `bad-record` error naming the game and what cannot be written. */
export function formatRecord(games: readonly GameRecord[]): Result<string> {
  const texts: string[] = [];
  for (const [index, game] of games.entries()) {
    const text = formatGame(game);
    if (!text.ok) return { ok: false, error: { code: 'bad-record', message: `game ${index + 1}: ${text.error}` } };
    texts.push(text.value);
  }
  return { ok: true, value: texts.join('\n') };
}

/**
 * Prints games the engine produced or parsed. A game whose moves do not replay
 * is a caller's bug here (use formatRecord for untrusted games), so it throws.
 */
export function printRecord(games: readonly GameRecord[]): string {
  const text = formatRecord(games);
  if (!text.ok) throw new RangeError(text.error.message);
  return text.value;
}

function formatGame(game: GameRecord): Result<string, string> {
  for (const [name, value] of Object.entries(game.tags)) {
    if (!isTagName(name)) return { ok: false, error: `bad tag name ${name}: letters, digits and _ only, starting with a letter` };
    if (name === 'Rules' || name === 'Options') return { ok: false, error: `tag ${name} belongs in rules, not in tags` };
    if (!isTagValue(value)) return { ok: false, error: `tag ${name} holds a line break` };
  }
  const comments = [game.comment, ...game.notes.map((note) => note.comment)];
  const badComment = comments.find((comment) => comment !== null && !isWritableComment(comment));
  if (badComment != null) return { ok: false, error: `comment ${JSON.stringify(badComment)} holds {, }, a carriage return or a blank line` };
  const moves = movetextLines(game.rules, game.moves, game.notes);
  if (!moves.ok) return moves;
  const tagLines = orderTags({ ...game.tags, ...rulesTagsFor(game.rules) }).map(printTagLine);
  const movetext = game.comment === null ? moves.value : [`{${game.comment}}`, ...moves.value];
  return { ok: true, value: `${tagLines.join('\n')}\n\n${movetext.map((line) => `${line}\n`).join('')}` };
}

/** A comment survives printing and parsing unchanged: no braces, and no blank line inside it. */
function isWritableComment(comment: string): boolean {
  if (/[{}\r]/.test(comment)) return false;
  const inner = comment.split('\n').slice(1, -1);
  return inner.every((line) => line.trim() !== '');
}
