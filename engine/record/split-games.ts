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

export function splitGames(lines: RecordLine[]): RawGame[] {
  const games: RawGame[] = [];
  let current: RawGame | null = null;
  let tagsClosed = false;
  for (const line of lines) {
    if (line.kind === 'blank') {
      if (current) tagsClosed = true;
      continue;
    }
    if (line.kind === 'tag') {
      if (!current || tagsClosed || current.movetext.length > 0) {
        current = { tags: [], movetext: [] };
        games.push(current);
        tagsClosed = false;
      }
      current.tags.push(line);
      continue;
    }
    if (!current) {
      current = { tags: [], movetext: [] };
      games.push(current);
    }
    tagsClosed = true;
    current.movetext.push(line);
  }
  return games;
}
