import { describe, expect, it } from 'vitest';
import { lexRecord } from './lexer';

describe('lexRecord', () => {
  it('numbers lines, reads tags, blanks and tokens, and follows a comment across lines', () => {
    const text = '\uFEFF[Event "x"]\r\n\r\n{game\r\nnote}\r\nS 3+7 !? {two\r\nlines}\r\nN 4\r\n';
    expect(lexRecord(text)).toEqual({
      ok: true,
      value: [
        { kind: 'tag', text: '[Event "x"]', line: 1 },
        { kind: 'blank', line: 2 },
        { kind: 'content', line: 3, tokens: [{ kind: 'comment', text: 'game\nnote', line: 3 }] },
        {
          kind: 'content',
          line: 5,
          tokens: [
            { kind: 'word', text: 'S', line: 5 },
            { kind: 'word', text: '3+7', line: 5 },
            { kind: 'word', text: '!?', line: 5 },
            { kind: 'comment', text: 'two\nlines', line: 5 },
          ],
        },
        { kind: 'content', line: 7, tokens: [{ kind: 'word', text: 'N', line: 7 }, { kind: 'word', text: '4', line: 7 }] },
      ],
    });
  });

  it('keeps a line starting with [ inside a comment as comment text', () => {
    const result = lexRecord('S 1 {see\n[this]}\n');
    expect(result.ok && result.value[0]).toEqual({
      kind: 'content',
      line: 1,
      tokens: [
        { kind: 'word', text: 'S', line: 1 },
        { kind: 'word', text: '1', line: 1 },
        { kind: 'comment', text: 'see\n[this]', line: 1 },
      ],
    });
  });

  it.each([
    ['S 1\nN 2 {never closed\nS 3\n', 'line 2: unclosed comment'],
    ['S 1 {stops at a blank\n\nN 2 }\n', 'line 1: unclosed comment'],
    ['S 1\n\nS 2 {a {nested} one}\n', 'line 3: a comment may not hold {'],
    // Left open, and the next comment's { two lines below: reported where the first one opens.
    ['S 1 {left open\nN 2\nS 3 {a note}\n', 'line 1: unclosed comment'],
    ['S 1 }\n', 'line 1: } without an opening {'],
  ])('refuses %j', (text, message) => {
    expect(lexRecord(text)).toEqual({ ok: false, error: message });
  });

  it('splits words at exactly the characters \\s matches, ASCII or not', () => {
    // Every UTF-16 unit: \s ones separate two words, the others stay inside one.
    for (let code = 0; code < 0x10000; code++) {
      const c = String.fromCharCode(code);
      if (c === '{' || c === '}' || c === '\n' || c === '\r') continue;
      const lexed = lexRecord(`S${c}3`);
      const words = lexed.ok && lexed.value[0]?.kind === 'content' ? lexed.value[0].tokens.map((token) => token.text) : null;
      const expected = /\s/.test(c) ? ['S', '3'] : [`S${c}3`];
      if (JSON.stringify(words) !== JSON.stringify(expected)) expect({ code, words }).toEqual({ code, words: expected });
    }
  });
});

