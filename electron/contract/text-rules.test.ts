import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { commentSchema } from './replay';
import { playerNameSchema } from './schemas';
import { textFault } from './text-rules';

describe('textFault', () => {
  it.each([
    ['Aminah binti Ali', false],
    ['Siti 😀 Ṣàngó', false],
    ['a\ttab', false],
    ['two\nlines\r\nand CRLF', true],
  ])('accepts %j (lines: %s)', (text, lines) => {
    expect(textFault(text, { lines })).toBeNull();
  });

  it.each([
    ['a\u0000b', false, 1, 'a NUL character'],
    ['bell\u0007', true, 4, 'a control character (U+0007)'],
    ['del\u007F', true, 3, 'a control character (U+007F)'],
    ['c1\u0085', true, 2, 'a control character (U+0085)'],
    ['one\nline', false, 3, 'a line break'],
    ['lone\rCR', true, 4, 'a carriage return'],
    ['CRLF\r\n', false, 4, 'a carriage return'],
    ['abc\u202Edef', false, 3, 'a bidi control (U+202E)'],
    ['\u202Aembed', true, 0, 'a bidi control (U+202A)'],
    ['iso\u2066late', true, 3, 'a bidi control (U+2066)'],
    ['iso\u2069', true, 3, 'a bidi control (U+2069)'],
    ['high \uD83D alone', true, 5, 'a lone surrogate (U+D83D)'],
    ['low \uDE00 alone', true, 4, 'a lone surrogate (U+DE00)'],
    ['ends high \uD83D', true, 10, 'a lone surrogate (U+D83D)'],
  ])('refuses %j (lines: %s) at %i', (text, lines, index, what) => {
    expect(textFault(text, { lines })).toEqual({ index, what });
  });
});

describe('the text rules in the contract', () => {
  it('holds for names, on one line, after trimming', () => {
    expect(v.parse(playerNameSchema, '  Ana \n')).toBe('Ana');
    expect(v.safeParse(playerNameSchema, 'A\u202Ena').success).toBe(false);
    expect(v.safeParse(playerNameSchema, 'A\nna').success).toBe(false);
  });

  it('holds for comments, which may span lines', () => {
    expect(v.safeParse(commentSchema, 'two\nlines').success).toBe(true);
    expect(v.safeParse(commentSchema, 'nul\u0000').success).toBe(false);
    expect(v.safeParse(commentSchema, 'half \uD800 a pair').success).toBe(false);
  });
});
