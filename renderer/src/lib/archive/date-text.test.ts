import { describe, expect, it } from 'vitest';
import { dateHint, dateShape, dateText, parseDateText } from './date-text';

const LETTERS = { day: 'dd', month: 'mm', year: 'yyyy' };

describe('dateShape: how the app’s language writes a date, not the browser’s', () => {
  it.each([
    ['en', 'mm/dd/yyyy'],
    ['ms', 'dd/mm/yyyy'],
    ['de', 'dd.mm.yyyy'],
    ['es', 'dd/mm/yyyy'],
    ['pt', 'dd/mm/yyyy'],
    ['id', 'dd/mm/yyyy'],
  ])('%s: %s', (locale, hint) => {
    expect(dateHint(dateShape(locale), LETTERS)).toBe(hint);
  });
});

describe('parseDateText', () => {
  const ms = dateShape('ms');
  const en = dateShape('en');
  const de = dateShape('de');

  it('reads the language’s order, with any of / . - or spaces between, and ISO as pasted', () => {
    expect(parseDateText('9/3/2025', ms)).toEqual({ kind: 'date', iso: '2025-03-09' });
    expect(parseDateText(' 09.03.2025 ', ms)).toEqual({ kind: 'date', iso: '2025-03-09' });
    expect(parseDateText('9 3 2025', ms)).toEqual({ kind: 'date', iso: '2025-03-09' });
    expect(parseDateText('3/9/2025', en)).toEqual({ kind: 'date', iso: '2025-03-09' });
    expect(parseDateText('09.03.2025', de)).toEqual({ kind: 'date', iso: '2025-03-09' });
    expect(parseDateText('2025-03-09', ms)).toEqual({ kind: 'date', iso: '2025-03-09' });
    expect(parseDateText('29/02/2024', ms)).toEqual({ kind: 'date', iso: '2024-02-29' });
  });

  it('nothing typed is no filter', () => {
    expect(parseDateText('', ms)).toEqual({ kind: 'empty' });
    expect(parseDateText('   ', ms)).toEqual({ kind: 'empty' });
  });

  it.each(['31/02/2025', '29/02/2025', '13/13/2025', '0/1/2025', '9/3/25', '9/3', '9/3/2025/1', 'ninth', '9/x/2025', '123/3/2025'])('refuses %j in Malay', (typed) => {
    expect(parseDateText(typed, ms)).toEqual({ kind: 'invalid' });
  });

  it('reads the other order as the language says: 13/3/2025 is no English date', () => {
    expect(parseDateText('13/3/2025', en)).toEqual({ kind: 'invalid' });
  });
});

describe('dateText', () => {
  it('writes a kept ISO date in the language’s order, and round-trips through parseDateText', () => {
    for (const locale of ['en', 'ms', 'de']) {
      const shape = dateShape(locale);
      expect(parseDateText(dateText('2025-03-09', shape), shape)).toEqual({ kind: 'date', iso: '2025-03-09' });
    }
    expect(dateText('2025-03-09', dateShape('de'))).toBe('09.03.2025');
    expect(dateText('', dateShape('de'))).toBe('');
  });
});
