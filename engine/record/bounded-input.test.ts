// Faults whose messages would otherwise quote megabytes of the file.
import { describe, expect, it } from 'vitest';
import { parseRecord } from './index';

function refusal(text: string): string {
  const result = parseRecord(text);
  if (result.ok) throw new Error('expected a refusal');
  expect(result.error.code).toBe('bad-record');
  return result.error.message;
}

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
