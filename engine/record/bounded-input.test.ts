// What a record file may not be, however it is made: a text that is no game,
// a comment longer than the caller allows, and faults whose messages would
// otherwise quote megabytes of the file.
import { describe, expect, it } from 'vitest';
import { parseRecord } from './index';

function refusal(text: string, limits = {}): string {
  const result = parseRecord(text, limits);
  if (result.ok) throw new Error('expected a refusal');
  expect(result.error.code).toBe('bad-record');
  return result.error.message;
}

describe('a text that is not a game', () => {
  it.each([
    ['a bare comment', '{ hello }\n', 1],
    ['a JSON object', '{"games": [1, 2]}\n', 1],
    ['a JSON object over several lines', '{\n  "games": 1\n}\n', 1],
    ['a JSON object with an object inside', '\uFEFF{\n  "game": { "South": "Ana" }\n}\n', 1],
    ['movetext without tags', '\n\nS 2 / N 6\n', 3],
  ])('refuses %s at its first line', (_label, text, line) => {
    expect(refusal(text)).toBe(`line ${line}: a game begins with its tags, such as [Event "Club final"]`);
  });

  it('refuses a JSON array as a tag line', () => {
    expect(refusal('[1, 2, 3]\n')).toMatch(/^line 1: expected a tag such as/);
  });

  it('still reads a game with tags and nothing else', () => {
    expect(parseRecord('[Rules "kalah"]\n')).toMatchObject({ ok: true, value: [{ moves: [] }] });
  });
});

describe('the longest comment a caller allows', () => {
  const game = (movetext: string) => `[Rules "kalah"]\n\n${movetext}`;

  it('refuses a longer game comment or turn comment at the line where it opens', () => {
    expect(refusal(game('{0123456789X}\nS 3\n'), { commentMax: 10 })).toBe('line 3: a comment may hold at most 10 characters, this one has 11');
    expect(refusal(game('S 3 {short}\nS 1\nN 4 {a comment\nover two lines}\n'), { commentMax: 10 })).toBe('line 5: a comment may hold at most 10 characters, this one has 24');
  });

  it('accepts a comment of exactly that length, and any length without a limit', () => {
    expect(parseRecord(game('{0123456789}\nS 3\n'), { commentMax: 10 }).ok).toBe(true);
    expect(parseRecord(game(`{${'x'.repeat(100_000)}}\nS 3\n`)).ok).toBe(true);
  });
});

describe('messages quote a few dozen characters at most', () => {
  const huge = 'x'.repeat(1_000_000);
  it.each([
    ['a tag line', `[Event ${huge}]\n\n`, 1],
    ['a tag name', `[1${huge} "v"]\n\n`, 1],
    ['a tag value', `[Event "${huge}\\q"]\n\n`, 1],
    ['a preset', `[Rules "${huge}"]\n\n`, 1],
    ['an Options tag', `[Rules "kalah"]\n[Options "${huge}"]\n\n`, 2],
    ['an unknown option', `[Rules "kalah"]\n[Options "{\\"${huge}\\":1}"]\n\n`, 2],
    ['a turn', `[Rules "kalah"]\n\nS 3 ${huge}\n`, 3],
    ['a round separator', `[Rules "kalah"]\n\nS 3\n-- round ${huge} --\n`, 4],
    ['control characters', `[Rules "kalah"]\n\nS 3\u0000\u202E${huge}\n`, 3],
  ])('%s', (_label, text, line) => {
    const message = refusal(text);
    expect(message.startsWith(`line ${line}: `)).toBe(true);
    expect(message.length).toBeLessThanOrEqual(300);
    expect(message).not.toContain('\u0000');
    expect(message).not.toContain('\u202E');
  });
});
