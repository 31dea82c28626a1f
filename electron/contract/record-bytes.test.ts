import { describe, expect, it } from 'vitest';
import { firstLineNotUtf8 } from './record-bytes';

const bytes = (...parts: (string | number[])[]) => new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part, 'utf8')] : part)));

describe('firstLineNotUtf8', () => {
  it('passes UTF-8 of every length, including the last code point and a written U+FFFD', () => {
    expect(firstLineNotUtf8(bytes('[Event "Piala Kampung Pulau Pinang"]\n\nS 3 {Ça va, 好, 🎉, \u{10FFFF}, \uFFFD}\n'))).toBeNull();
    expect(firstLineNotUtf8(new Uint8Array())).toBeNull();
  });

  it.each([
    ['a lone continuation byte', [0x80]],
    ['a Latin-1 é', [0xe9, 0x20]],
    ['a sequence cut short by the end', [0xe2, 0x82]],
    ['an overlong slash', [0xc0, 0xaf]],
    ['an overlong three-byte form', [0xe0, 0x80, 0xaf]],
    ['a surrogate', [0xed, 0xa0, 0x80]],
    ['past U+10FFFF', [0xf4, 0x90, 0x80, 0x80]],
    ['0xFF', [0xff]],
  ])('finds %s on its line', (_label, bad) => {
    expect(firstLineNotUtf8(bytes('[Rules "kalah"]\n\n', bad, '\nS 3\n'))).toBe(3);
    expect(firstLineNotUtf8(bytes(bad))).toBe(1);
  });

  it('agrees with a strict decoder on random bytes', () => {
    const strict = new TextDecoder('utf-8', { fatal: true });
    let seed = 29;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % 256;
    for (let run = 0; run < 2000; run++) {
      const sample = new Uint8Array(Array.from({ length: 1 + (run % 7) }, random));
      let valid = true;
      try {
        strict.decode(sample);
      } catch {
        valid = false;
      }
      expect({ sample: [...sample], valid: firstLineNotUtf8(sample) === null }).toEqual({ sample: [...sample], valid });
    }
  });
});
