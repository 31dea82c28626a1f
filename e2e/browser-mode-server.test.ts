import { describe, expect, it } from 'vitest';
import { parseReadyLine } from './browser-mode-server';

describe('the browser-mode server ready line', () => {
  it('gives the address, token included', () => {
    expect(parseReadyLine('Congkak is running at http://127.0.0.1:43117/?token=9f3a0c\n')).toBe('http://127.0.0.1:43117/?token=9f3a0c');
  });

  it.each([
    ['another host', 'Congkak is running at http://0.0.0.0:5170/?token=abc'],
    ['no token', 'Congkak is running at http://127.0.0.1:5170/'],
    ['other output', 'Listening on 5170'],
    ['an empty line', ''],
  ])('refuses %s', (_label, line) => {
    expect(parseReadyLine(line)).toBeNull();
  });
});
