import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { orderTags, parseTagLine, printTagLine } from './tag-line';

describe('parseTagLine', () => {
  it.each([
    ['[Event "Club final"]', { name: 'Event', value: 'Club final' }],
    ['[South "Siti \\"Kak\\" Aminah"]', { name: 'South', value: 'Siti "Kak" Aminah' }],
    ['[Note "C:\\\\games"]', { name: 'Note', value: 'C:\\games' }],
    ['[Tags ""]', { name: 'Tags', value: '' }],
    ['[Event   "spaced"]', { name: 'Event', value: 'spaced' }],
  ])('%s', (text, expected) => {
    expect(parseTagLine(text)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['[Event Club]', 'expected a tag'],
    ['[Event "open', 'expected a tag'],
    ['[1st "x"]', 'bad tag name "1st"'],
    ['[Event "a"b"]', 'a " must be escaped'],
    ['[Event "a\\nb"]', 'only \\" and \\\\ may follow a backslash'],
  ])('refuses %s', (text, reason) => {
    const result = parseTagLine(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain(reason);
  });

  it('round-trips any one-line value', () => {
    fc.assert(
      fc.property(fc.string().filter((v) => !/[\r\n]/.test(v)), (value) => {
        expect(parseTagLine(printTagLine({ name: 'Event', value }))).toEqual({ ok: true, value: { name: 'Event', value } });
      }),
    );
  });
});

describe('orderTags', () => {
  it('puts the tags of §8 first in their order, then the others as given', () => {
    const ordered = orderTags({ Zeta: 'z', Result: '52-46', Event: 'e', Alpha: 'a', Rules: 'congkak', South: 's' });
    expect(ordered.map((t) => t.name)).toEqual(['Event', 'South', 'Rules', 'Result', 'Zeta', 'Alpha']);
  });
});
