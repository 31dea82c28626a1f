/**
 * Groups the lines of a record file into games, RULES.md §8: a game is its tag
 * lines, a blank line, then its movetext; a tag line after a blank line (or
 * after movetext) begins the next game.
 */
import type { RecordLine } from './lexer';

export interface RawGame {
  tags: Extract<RecordLine, { kind: 'tag' }>[];
  movetext: Extract<RecordLine, { kind: 'content' }>[];
}

export function splitGames(lines: Iterable<RecordLine>): RawGame[] {
  return [...gamesOf(lines)];
}

/**
 * The games one at a time, each once its last line is read (the first line
 * of the next game, or the end): a caller that stops at a game reads no
 * further. `growing` sees the game being read each time a line is added to
 * its movetext.
 */
export function* gamesOf(lines: Iterable<RecordLine>, growing?: (game: RawGame) => void): Generator<RawGame, void, undefined> {
  let current: RawGame | null = null;
  let tagsClosed = false;
  for (const line of lines) {
    if (line.kind === 'blank') {
      if (current) tagsClosed = true;
      continue;
    }
    if (line.kind === 'tag') {
      if (!current || tagsClosed || current.movetext.length > 0) {
        if (current) yield current;
        current = { tags: [], movetext: [] };
        tagsClosed = false;
      }
      current.tags.push(line);
      continue;
    }
    current ??= { tags: [], movetext: [] };
    tagsClosed = true;
    current.movetext.push(line);
    growing?.(current);
  }
  if (current) yield current;
}
