import { describe, expect, it } from 'vitest';
import { PLAYER_NAME_MAX } from '../../contract';
import { decodeHostedGameTxt, encodeHostedGameTxt, RULES_TEXT_MAX, TXT_MAX_BYTES, TXT_MAX_KEYS, txtBytes, type HostedGameInfo } from './discovery-txt';
import { PROTOCOL_VERSION } from './messages';

const info: HostedGameInfo = { hostName: 'Budi', rules: 'Congkak, 7 holes', seatFree: true };

function encoded(game: HostedGameInfo): Record<string, string> {
  const result = encodeHostedGameTxt(game);
  if (!result.ok) throw new Error(result.message);
  return result.txt;
}

describe('the TXT record of a hosted game', () => {
  it('holds the protocol version, the host name, the rules and the seat, and nothing else', () => {
    expect(encoded(info)).toEqual({ v: String(PROTOCOL_VERSION), name: 'Budi', rules: 'Congkak, 7 holes', seat: 'free' });
    expect(encoded({ ...info, seatFree: false }).seat).toBe('taken');
  });

  it.each<HostedGameInfo>([
    info,
    { hostName: 'Siti Nurhaliza binti Tarudin', rules: 'Kalah (6, 4)', seatFree: false },
    { hostName: 'Ngô Thị = Hà', rules: 'Oware: abapa', seatFree: true },
    { hostName: '𝓑𝓾𝓭𝓲 🎲', rules: 'Congkak = dakon', seatFree: true },
  ])('reads back as written: %j', (game) => {
    expect(decodeHostedGameTxt(encoded(game))).toEqual({ ok: true, info: game });
  });

  it('is never larger than the bound its readers apply, at the longest name and rules', () => {
    // Four-byte characters: the most UTF-8 a name of PLAYER_NAME_MAX code units can take.
    const longest = { hostName: '😀'.repeat(PLAYER_NAME_MAX / 2), rules: 'ā'.repeat(RULES_TEXT_MAX), seatFree: false };
    const txt = encoded(longest);
    expect(txtBytes(Object.entries(txt))).toBeLessThanOrEqual(TXT_MAX_BYTES);
    // A DNS character-string is at most 255 bytes.
    for (const [key, value] of Object.entries(txt)) expect(Buffer.byteLength(`${key}=${value}`)).toBeLessThanOrEqual(255);
    expect(decodeHostedGameTxt(txt)).toEqual({ ok: true, info: longest });
  });

  it.each([
    ['an empty name', { ...info, hostName: '  ' }],
    ['a name too long', { ...info, hostName: 'x'.repeat(PLAYER_NAME_MAX + 1) }],
    ['a line break in the name', { ...info, hostName: 'Budi\nSiti' }],
    ['a bidi override in the rules', { ...info, rules: 'Kalah \u202E6' }],
    ['rules too long', { ...info, rules: 'r'.repeat(RULES_TEXT_MAX + 1) }],
  ])('is refused for %s, with the reason', (_what, game) => {
    const result = encodeHostedGameTxt(game);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.reason).toBe('bad-info');
      expect(result.message).not.toBe('');
    }
  });

  it('never carries the join code or any field given beside the three', () => {
    const withCode = { ...info, code: '418093' } as HostedGameInfo;
    expect(encodeHostedGameTxt(withCode).ok).toBe(false);
  });
});

describe('a TXT record heard on the network', () => {
  const good = () => encoded(info);

  it.each<[string, unknown]>([
    ['missing', undefined],
    ['not an object', 'v=1'],
    ['an array', [['v', '1']]],
    ['without a version', { name: 'Budi', rules: 'Kalah', seat: 'free' }],
    ['with a version that is not a number', { ...good(), v: 'one' }],
    ['without a name', { ...good(), name: undefined }],
    ['with a name too long', { ...good(), name: 'x'.repeat(PLAYER_NAME_MAX + 1) }],
    ['with a control character in the name', { ...good(), name: 'Bu\u0007di' }],
    ['with an empty name', { ...good(), name: '' }],
    ['with a seat that is neither free nor taken', { ...good(), seat: 'yes' }],
    ['with rules too long', { ...good(), rules: 'r'.repeat(RULES_TEXT_MAX + 1) }],
    ['with a number where text belongs', { ...good(), rules: 7 }],
  ])('is malformed when %s', (_what, txt) => {
    const result = decodeHostedGameTxt(txt);
    expect(result).toMatchObject({ ok: false, reason: 'malformed' });
  });

  it('from another protocol version is told apart', () => {
    expect(decodeHostedGameTxt({ ...good(), v: String(PROTOCOL_VERSION + 1) })).toMatchObject({ ok: false, reason: 'wrong-version' });
    expect(decodeHostedGameTxt({ ...good(), v: '0' })).toMatchObject({ ok: false, reason: 'wrong-version' });
  });

  it('is oversized past the bound in bytes or in keys, before anything in it is read', () => {
    expect(decodeHostedGameTxt({ ...good(), padding: 'p'.repeat(TXT_MAX_BYTES) })).toMatchObject({ ok: false, reason: 'oversized' });
    const manyKeys = Object.fromEntries(Array.from({ length: TXT_MAX_KEYS + 1 }, (_, index) => [`k${index}`, 'x']));
    expect(decodeHostedGameTxt({ ...manyKeys, ...good() })).toMatchObject({ ok: false, reason: 'oversized' });
    // Oversized is found first, whatever else is wrong.
    expect(decodeHostedGameTxt({ v: '99', name: 'x'.repeat(TXT_MAX_BYTES) })).toMatchObject({ ok: false, reason: 'oversized' });
  });

  it('may hold a key a later version adds, within the bounds', () => {
    expect(decodeHostedGameTxt({ ...good(), lang: 'ms' })).toEqual({ ok: true, info });
  });

  it('keeps no inherited or prototype keys', () => {
    const forged = JSON.parse(`{"v":"${PROTOCOL_VERSION}","name":"Budi","rules":"Kalah","seat":"free","__proto__":"x"}`) as unknown;
    const result = decodeHostedGameTxt(forged);
    expect(result).toEqual({ ok: true, info: { hostName: 'Budi', rules: 'Kalah', seatFree: true } });
  });
});
