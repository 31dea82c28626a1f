import { describe, expect, it } from 'vitest';
import { formatJoinCode, JOIN_CODE_DIGITS, newJoinCode, normaliseJoinCode } from './join-code';

describe('join codes', () => {
  it('are six digits, leading zeros kept, and vary', () => {
    const codes = Array.from({ length: 200 }, newJoinCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(190);
    expect(JOIN_CODE_DIGITS).toBe(6);
  });

  it('show in two groups of three', () => {
    expect(formatJoinCode('041809')).toBe('041 809');
  });

  it.each([
    ['418093', '418093'],
    [' 418 093 ', '418093'],
    ['418-093', '418093'],
    ['418.093', '418093'],
    ['4l8 O93', '418093'],
    ['４１８０９３', '418093'],
    ['041 809', '041809'],
  ])('typed %j reads as %s', (typed, code) => {
    expect(normaliseJoinCode(typed)).toBe(code);
  });

  it.each(['', '41809', '4180931', '418a93', '418/093', '٤١٨٠٩٣x'])('typed %j is not a code', (typed) => {
    expect(normaliseJoinCode(typed)).toBeNull();
  });
});
