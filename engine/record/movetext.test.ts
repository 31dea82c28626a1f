import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { lexRecord, type RecordLine } from './lexer';
import { readMovetext } from './movetext';

function movetext(text: string) {
  const lines = lexRecord(text);
  if (!lines.ok) throw new Error(lines.error);
  return readMovetext(lines.value.filter((l): l is Extract<RecordLine, { kind: 'content' }> => l.kind === 'content'));
}

describe('readMovetext', () => {
  it('reads the game comment, the opening, turns with glyphs and comments, passes and rounds', () => {
    const text = '{a game}\nS 3+7 / N 5 !\nN 4 ?? {oops}\nS 2 {quiet}\nN pass\n-- round 2 --\nS 12+1\n';
    expect(movetext(text)).toEqual({
      ok: true,
      value: {
        comment: 'a game',
        entries: [
          { kind: 'opening', line: 2, south: [3, 7], north: [5], glyph: '!', comment: null },
          { kind: 'turn', line: 3, player: 1, holes: [4], glyph: '??', comment: 'oops' },
          { kind: 'turn', line: 4, player: 0, holes: [2], glyph: null, comment: 'quiet' },
          { kind: 'pass', line: 5, player: 1 },
          { kind: 'round', line: 6, round: 2 },
          { kind: 'turn', line: 7, player: 0, holes: [12, 1], glyph: null, comment: null },
        ],
      },
    });
  });

  it.each([
    ['S 1\nX 2\n', `line 2: expected a turn such as 'S 3+7 !? {comment}', found "X 2"`],
    ['S 1\nN 0\n', `line 2: expected a turn such as 'S 3+7 !? {comment}', found "N 0"`],
    ['S 1\nN 2+\n', `line 2: expected a turn such as 'S 3+7 !? {comment}', found "N 2+"`],
    ['S 1 !x\n', `line 1: expected a turn such as 'S 3+7 !? {comment}', found "S 1 !x"`],
    ['S 1\nN 3 / S 2\n', `line 2: expected the opening such as 'S 3+7 / N 5', found "N 3 / S 2"`],
    ['S 1\n{loose}\n', 'line 2: a comment must follow a turn (only the game comment stands alone, first)'],
    ['S 1 {c} !\n', "line 1: nothing may follow a turn's comment"],
    ['S 1\nN pass !\n', 'line 2: a pass carries no glyph or comment'],
    ['S 1\n-- round two --\n', `line 2: expected a round separator such as '-- round 2 --', found "-- round two --"`],
  ])('refuses %j', (text, message) => {
    expect(movetext(text)).toEqual({ ok: false, error: message });
  });

  it('reads holes exactly as the pattern of §8 says: numbers without leading zeros joined by +', () => {
    const holesPattern = /^[1-9][0-9]*(\+[1-9][0-9]*)*$/;
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('0', '1', '7', '9', '+', 'x'), minLength: 1, maxLength: 8 }), (word) => {
        const read = movetext(`S ${word}`);
        if (holesPattern.test(word)) expect(read.ok && read.value.entries[0]).toMatchObject({ kind: 'turn', holes: word.split('+').map(Number) });
        else expect(read.ok).toBe(false);
      }),
      { numRuns: 500 },
    );
  });
});

