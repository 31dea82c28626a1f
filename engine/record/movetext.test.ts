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


describe('readMovetext: each part of a line checked on its own', () => {
  const turn = (found: string) => `line 1: expected a turn such as 'S 3+7 !? {comment}', found "${found}"`;
  const opening = (found: string) => `line 1: expected the opening such as 'S 3+7 / N 5', found "${found}"`;
  const round = (found: string) => `line 1: expected a round separator such as '-- round 2 --', found "${found}"`;
  const pass = (found: string) => `line 1: expected a pass such as 'S pass', found "${found}"`;
  it.each([
    // The game comment stands alone on its line.
    ['{c} S 3\n', "line 1: nothing may follow a turn's comment"],
    ['X pass\n', pass('X pass')],
    ['S pass 3\n', pass('S pass 3')],
    ['N pass {c}\n', 'line 1: a pass carries no glyph or comment'],
    // An opening is five words with / in the middle; anything else is read as a turn.
    ['S 3 / N\n', turn('S 3 / N')],
    ['S 3 x N 5\n', turn('S 3 x N 5')],
    ['N 3 / N 2\n', opening('N 3 / N 2')],
    ['S 3 / S 2\n', opening('S 3 / S 2')],
    ['S x / N 2\n', opening('S x / N 2')],
    ['S 3 / N x\n', opening('S 3 / N x')],
    ['S 1 2\n', turn('S 1 2')],
    ['S\n', turn('S')],
    // A glyph follows a turn's holes: alone after the player it is no glyph.
    ['S !\n', turn('S !')],
    ['-- round 2 -- x\n', round('-- round 2 -- x')],
    ['-- rund 2 --\n', round('-- rund 2 --')],
    ['-- round 2 -\n', round('-- round 2 -')],
    ['-- round 2 -- {c}\n', round('-- round 2 --')],
    ['-- round 01 --\n', round('-- round 01 --')],
    ['-- round 1x --\n', round('-- round 1x --')],
  ])('refuses %j', (text, message) => {
    expect(movetext(text)).toEqual({ ok: false, error: message });
  });

  it('reads a round number of two digits', () => {
    expect(movetext('-- round 12 --\n')).toEqual({ ok: true, value: { comment: null, entries: [{ kind: 'round', line: 1, round: 12 }] } });
  });

  it('measures only comments against the longest allowed, not the words of a turn', () => {
    const lexed = lexRecord('S 12345 {ab}\n');
    const lines = lexed.ok ? lexed.value.filter((l): l is Extract<RecordLine, { kind: 'content' }> => l.kind === 'content') : [];
    expect(readMovetext(lines, 2)).toEqual({
      ok: true,
      value: { comment: null, entries: [{ kind: 'turn', line: 1, player: 0, holes: [12345], glyph: null, comment: 'ab' }] },
    });
  });
});
