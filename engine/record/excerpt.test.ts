import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { boundMessage, excerpt } from './excerpt';

/** A control, DEL or C1 character, or a bidi control. */
function isUnsafe(character: string): boolean {
  const code = character.charCodeAt(0);
  return code < 0x20 || (code >= 0x7f && code <= 0x9f) || (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069);
}

describe('excerpt', () => {
  it.each([
    ['S 3', '"S 3"'],
    ['x'.repeat(50), `"${'x'.repeat(40)}…" (50 characters)`],
    ['a\u0000b\u202Ec\n', '"a\\u0000b\\u202ec\\u000a"'],
    ['lone \uD800 and \uDC00', '"lone \\ud800 and \\udc00"'],
    ['pair 😀', '"pair 😀"'],
  ])('%j → %s', (text, shown) => {
    expect(excerpt(text)).toBe(shown);
  });

  it('never cuts a surrogate pair in two', () => {
    const text = `${'x'.repeat(39)}😀😀`;
    expect(excerpt(text)).toBe(`"${'x'.repeat(39)}…" (43 characters)`);
    expect(excerpt(`${'x'.repeat(39)}😀yyyy`)).toBe(`"${'x'.repeat(39)}…" (45 characters)`);
    // A pair past the cut does not shorten it.
    expect(excerpt(`${'x'.repeat(50)}😀`)).toBe(`"${'x'.repeat(40)}…" (52 characters)`);
  });

  it('shows a text of exactly the most characters whole', () => {
    expect(excerpt('x'.repeat(40))).toBe(`"${'x'.repeat(40)}"`);
  });

  it('shows at most a few dozen characters of any text, never an unsafe one', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (text) => {
        const shown = excerpt(text);
        expect(shown.length).toBeLessThanOrEqual(40 * 6 + 40);
        expect([...shown].filter(isUnsafe)).toEqual([]);
        // Well-formed UTF-16: encodeURIComponent throws on a lone surrogate.
        expect(() => encodeURIComponent(shown)).not.toThrow();
      }),
      { numRuns: 300 },
    );
  });
});

describe('boundMessage', () => {
  it('keeps a short safe message as it is', () => {
    expect(boundMessage('line 3: South is not to move')).toBe('line 3: South is not to move');
    expect(boundMessage('m'.repeat(300))).toBe('m'.repeat(300));
    expect(boundMessage('m'.repeat(301))).toBe(`${'m'.repeat(299)}…`);
  });

  it('cuts a long one and escapes what is unsafe', () => {
    const message = boundMessage(`line 2: unknown option "${'k'.repeat(10_000)}\u0000"`);
    expect(message.length).toBeLessThanOrEqual(300);
    expect(message.startsWith('line 2: unknown option "kkk')).toBe(true);
    expect(message.endsWith('…')).toBe(true);
    expect(boundMessage('a\u202Eb')).toBe('a\\u202eb');
  });
});
