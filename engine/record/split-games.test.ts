import { describe, expect, it } from 'vitest';
import type { RecordLine } from './lexer';
import { gamesOf, splitGames, type RawGame } from './split-games';

let lineNumber = 0;
const tag = (text: string): RecordLine => ({ kind: 'tag', text, line: ++lineNumber });
const blank = (): RecordLine => ({ kind: 'blank', line: ++lineNumber });
const content = (word: string): RecordLine => ({ kind: 'content', tokens: [{ kind: 'word', text: word, line: lineNumber + 1 }], line: ++lineNumber });

/** Each game as its tags' texts and its movetext's first words. */
const shape = (games: RawGame[]) =>
  games.map((game) => ({ tags: game.tags.map((line) => line.text), movetext: game.movetext.map((line) => (line.tokens[0]?.kind === 'word' ? line.tokens[0].text : '')) }));

describe('splitGames (RULES.md §8)', () => {
  it('reads nothing from nothing, and no game from blank lines alone', () => {
    expect(splitGames([])).toEqual([]);
    expect(splitGames([blank(), blank()])).toEqual([]);
  });

  it('keeps a game’s tag lines, the blank line and its movetext together', () => {
    expect(shape(splitGames([blank(), tag('[A "1"]'), tag('[B "2"]'), blank(), content('S'), content('N'), blank()]))).toEqual([
      { tags: ['[A "1"]', '[B "2"]'], movetext: ['S', 'N'] },
    ]);
  });

  it('begins the next game at a tag line after movetext, or after a blank line', () => {
    const lines = [tag('[A "1"]'), blank(), content('S'), tag('[A "2"]'), blank(), tag('[A "3"]'), content('N')];
    expect(shape(splitGames(lines))).toEqual([
      { tags: ['[A "1"]'], movetext: ['S'] },
      { tags: ['[A "2"]'], movetext: [] },
      { tags: ['[A "3"]'], movetext: ['N'] },
    ]);
  });

  it('reads movetext with no tags before it as a game without tags, and a tag after it as the next game', () => {
    expect(shape(splitGames([content('S'), blank(), content('N'), tag('[A "1"]')]))).toEqual([
      { tags: [], movetext: ['S', 'N'] },
      { tags: ['[A "1"]'], movetext: [] },
    ]);
  });
});

describe('gamesOf', () => {
  it('gives each game once its last line is read, reading no further when the caller stops', () => {
    const read: number[] = [];
    function* lines(): Generator<RecordLine> {
      for (const line of [tag('[A "1"]'), blank(), content('S'), tag('[A "2"]'), blank(), content('N')]) {
        read.push(line.line);
        yield line;
      }
    }
    const games = gamesOf(lines());
    const first = games.next();
    expect(first.done).toBe(false);
    expect(read).toHaveLength(4);
    expect(shape([first.value as RawGame])).toEqual([{ tags: ['[A "1"]'], movetext: ['S'] }]);
  });

  it('shows the game being read each time its movetext grows', () => {
    const seen: string[][] = [];
    const games = [...gamesOf([tag('[A "1"]'), blank(), content('S'), content('N'), tag('[A "2"]'), content('X')], (game) => seen.push(shape([game])[0]?.movetext ?? []))];
    expect(games).toHaveLength(2);
    expect(seen).toEqual([['S'], ['S', 'N'], ['X']]);
  });
});
