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


describe('lexRecord at the edges of lines and comments', () => {
  it('keeps a last line of spaces without a newline as a blank line', () => {
    expect(lexRecord('S 1\n   ')).toEqual({
      ok: true,
      value: [
        { kind: 'content', line: 1, tokens: [{ kind: 'word', text: 'S', line: 1 }, { kind: 'word', text: '1', line: 1 }] },
        { kind: 'blank', line: 2 },
      ],
    });
  });

  it('ends a word at a brace: a comment or a stray } may touch the word before it', () => {
    expect(lexRecord('S 3{a}')).toEqual({
      ok: true,
      value: [
        {
          kind: 'content',
          line: 1,
          tokens: [
            { kind: 'word', text: 'S', line: 1 },
            { kind: 'word', text: '3', line: 1 },
            { kind: 'comment', text: 'a', line: 1 },
          ],
        },
      ],
    });
    expect(lexRecord('S 3}')).toEqual({ ok: false, error: 'line 1: } without an opening {' });
  });

  it('reads two comments on one line, the second opening after the first closes, on its line or a later one', () => {
    const comments = (text: string) => {
      const lexed = lexRecord(text);
      return lexed.ok ? lexed.value.flatMap((line) => (line.kind === 'content' ? line.tokens : [])) : lexed;
    };
    expect(comments('{a} {b}')).toEqual([
      { kind: 'comment', text: 'a', line: 1 },
      { kind: 'comment', text: 'b', line: 1 },
    ]);
    expect(comments('{a\nb} {c}')).toEqual([
      { kind: 'comment', text: 'a\nb', line: 1 },
      { kind: 'comment', text: 'c', line: 2 },
    ]);
  });

  it('splits words at a carriage return that ends no line (one alone, not before a line feed)', () => {
    const lexed = lexRecord('S\r3');
    expect(lexed.ok && lexed.value).toEqual([
      { kind: 'content', line: 1, tokens: [{ kind: 'word', text: 'S', line: 1 }, { kind: 'word', text: '3', line: 1 }] },
    ]);
  });

  it('removes only a leading byte-order mark: one inside a comment is kept', () => {
    const lexed = lexRecord('S 1 {a\uFEFFb}');
    expect(lexed.ok && lexed.value[0]?.kind === 'content' && lexed.value[0].tokens[2]).toEqual({ kind: 'comment', text: 'a\uFEFFb', line: 1 });
  });

  it.each([
    // A { with no } after it on the comment's own line.
    ['S 1 {a {b\n', 'line 1: a comment may not hold {'],
    // A line of spaces is blank: it ends the comment as an empty line does.
    ['S 1 {a\n  \nb}\n', 'line 1: unclosed comment'],
    // The file ends inside the comment, without a final newline.
    ['S 1 {open', 'line 1: unclosed comment'],
    ['S 1\nN 2 {open\nS 3', 'line 2: unclosed comment'],
  ])('refuses %j', (text, message) => {
    expect(lexRecord(text)).toEqual({ ok: false, error: message });
  });
});
