import { describe, expect, it } from 'vitest';
import { LineSplitter, readLines, type OverlongLine } from './line-reader';

const overlong = (blank: boolean): OverlongLine => ({ overlong: true, blank });

function split(chunks: string[], maxChars: number): (string | OverlongLine)[] {
  const splitter = new LineSplitter(maxChars);
  return [...chunks.flatMap((chunk) => splitter.push(chunk)), ...splitter.end()];
}

describe('LineSplitter', () => {
  it('splits at "\\n" across chunks, drops the "\\r" of CRLF and keeps a last line without "\\n"', () => {
    expect(split(['ab', 'c\nde\r', '\n\nf\rg\n', 'h'], 10)).toEqual(['abc', 'de', '', 'f\rg', 'h']);
    expect(split(['a\n'], 10)).toEqual(['a']);
    expect(split([], 10)).toEqual([]);
  });

  it('keeps a line of exactly maxChars, with or without "\\r"', () => {
    expect(split(['12345\n12345\r\n'], 5)).toEqual(['12345', '12345']);
  });

  it('drops a longer line, keeping only whether it was blank, and goes on with the next', () => {
    expect(split(['123', '456\nok\n'], 5)).toEqual([overlong(false), 'ok']);
    expect(split(['      ', '   \nok'], 5)).toEqual([overlong(true), 'ok']);
    expect(split(['      ', '   x', '   \n'], 5)).toEqual([overlong(false)]);
    expect(split(['123456\r\n'], 5)).toEqual([overlong(false)]);
  });

  it('holds at most maxChars + 1 characters of a line, however long it runs', () => {
    const splitter = new LineSplitter(100);
    const chunk = 'x'.repeat(65_536);
    for (let i = 0; i < 100; i++) expect(splitter.push(chunk)).toEqual([]);
    expect(JSON.stringify(splitter).length).toBeLessThan(300);
    expect(splitter.push('\n{}\n')).toEqual([overlong(false), '{}']);
  });
});

describe('readLines', () => {
  it('reads the lines of an async stream of chunks', async () => {
    async function* chunks() {
      yield '{"cmd":"presets"}\n{"cm';
      yield 'd":"new"}\r\n';
      yield 'x'.repeat(50);
      yield '\nlast';
    }
    const lines: (string | OverlongLine)[] = [];
    for await (const line of readLines(chunks(), 20)) lines.push(line);
    expect(lines).toEqual(['{"cmd":"presets"}', '{"cmd":"new"}', overlong(false), 'last']);
  });
});
