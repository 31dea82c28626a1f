import { describe, expect, it } from 'vitest';
import { closeReasonOf, CLOSE_CODES, frameText, parseFrame, PROTOCOL_VERSION, WS_MESSAGE_TOO_BIG } from './messages';

const key = Buffer.alloc(32, 1).toString('base64');

describe('frames', () => {
  it('read back what frameText writes', () => {
    const hello = { v: PROTOCOL_VERSION, type: 'hello', key, nonce: key } as const;
    expect(parseFrame(frameText(hello), 'hello')).toEqual({ ok: true, frame: hello });
  });

  it.each([
    ['not JSON', '{', 'malformed'],
    ['an array', '[1]', 'malformed'],
    ['null', 'null', 'malformed'],
    ['no version', JSON.stringify({ type: 'hello', key, nonce: key }), 'unsupported-version'],
    ['a newer version', JSON.stringify({ v: 2, type: 'hello', key, nonce: key }), 'unsupported-version'],
    ['a version as text', JSON.stringify({ v: '1', type: 'hello', key, nonce: key }), 'unsupported-version'],
    ['another type', JSON.stringify({ v: 1, type: 'proof', mac: key }), 'out-of-order'],
    ['an unknown type', JSON.stringify({ v: 1, type: 'newGame' }), 'out-of-order'],
    ['an extra field', JSON.stringify({ v: 1, type: 'hello', key, nonce: key, code: '123456' }), 'malformed'],
    ['a short key', JSON.stringify({ v: 1, type: 'hello', key: 'AAAA', nonce: key }), 'malformed'],
    ['a key that is not base64', JSON.stringify({ v: 1, type: 'hello', key: '!'.repeat(44), nonce: key }), 'malformed'],
  ])('refuse %s, with a reason', (_name, text, reason) => {
    const parsed = parseFrame(text, 'hello');
    expect(parsed).toMatchObject({ ok: false, reason });
    if (!parsed.ok) expect(parsed.message.length).toBeGreaterThan(0);
  });

  it('name only their own types when refusing one out of order', () => {
    expect(parseFrame(JSON.stringify({ v: 1, type: 'proof', mac: key }), 'hello')).toMatchObject({ message: 'expected hello, received proof' });
    expect(parseFrame(JSON.stringify({ v: 1, type: 'constructor' }), 'hello')).toMatchObject({ message: 'expected hello, received unknown' });
  });

  it('say which version they speak when refusing another', () => {
    expect(parseFrame(JSON.stringify({ v: 7, type: 'hello' }), 'hello')).toMatchObject({ message: 'version 7 is not spoken here (only 1)' });
  });

  it.each([
    ['a negative number', -1],
    ['a fraction', 1.5],
    ['text', '0'],
  ])('refuse a sealed frame whose number is %s', (_name, seq) => {
    expect(parseFrame(JSON.stringify({ v: 1, type: 'sealed', seq, box: 'AAAA' }), 'sealed')).toMatchObject({ ok: false, reason: 'malformed' });
  });
});

describe('close codes', () => {
  it('are distinct, in the application range, and read back', () => {
    const codes = Object.values(CLOSE_CODES);
    expect(new Set(codes).size).toBe(codes.length);
    for (const [reason, code] of Object.entries(CLOSE_CODES)) {
      expect(code).toBeGreaterThanOrEqual(4000);
      expect(code).toBeLessThan(5000);
      expect(closeReasonOf(code)).toBe(reason);
    }
    expect(closeReasonOf(WS_MESSAGE_TOO_BIG)).toBe('too-large');
    expect(closeReasonOf(1006)).toBeNull();
  });
});
