import { describe, expect, it } from 'vitest';
import { checkPiece, cutFile } from './record-check';

describe('cutFile', () => {
  it('cuts at a tag line after a blank line, counting lines across CRLF', () => {
    const text = '[South "A"]\r\n\r\nS 3\r\n\r\n[South "B"]\r\n\r\nS 4\r\n';
    expect(cutFile(text)).toEqual([
      { line: 1, text: '[South "A"]\r\n\r\nS 3\r\n\r\n' },
      { line: 5, text: '[South "B"]\r\n\r\nS 4\r\n' },
    ]);
  });

  it('never cuts inside a comment, and leaves out blank lines before the first game', () => {
    const text = '\n\n[South "A"]\n[Rules "kalah"]\n\nS 3 {a comment\n[not a tag]}\n[South "B"]\n[Rules "kalah"]\n\nS 4\n';
    const pieces = cutFile(text);
    expect(pieces.map((piece) => piece.line)).toEqual([3]);
    // One piece, two games: the second follows movetext without a blank line.
    const games = checkPiece(pieces[0]!);
    expect(games.ok && games.value.map((game) => [game.line, game.southName])).toEqual([
      [3, 'A'],
      [8, 'B'],
    ]);
  });
});
