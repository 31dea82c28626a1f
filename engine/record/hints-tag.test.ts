import { describe, expect, it } from 'vitest';
import { resolveRules } from '../index';
import { hintsTag, readHintsTag } from './hints-tag';
import { parseRecord } from './parse';
import { printRecord } from './print';

describe('the Hints tag', () => {
  it('is written only when hints were asked for', () => {
    expect(hintsTag(0)).toEqual({});
    expect(hintsTag(3)).toEqual({ Hints: '3' });
  });

  it('reads a count, 0 when absent, null when the value is not a count', () => {
    expect(readHintsTag(undefined)).toBe(0);
    expect(readHintsTag('0')).toBe(0);
    expect(readHintsTag('12')).toBe(12);
    for (const bad of ['', '-1', '03', '1.5', ' 2', 'three', '1234567']) expect(readHintsTag(bad)).toBeNull();
  });

  it('round-trips through a record, printed after Tags and before the other tags', () => {
    const rules = resolveRules('kalah');
    if (!rules.ok) throw new Error(rules.error.message);
    const tags = { Venue: 'Melaka', ...hintsTag(2), Tags: 'club', South: 'Ana' };
    const text = printRecord([{ tags, rules: rules.value, comment: null, moves: [], notes: [] }]);
    expect(text).toBe('[South "Ana"]\n[Rules "kalah"]\n[Tags "club"]\n[Hints "2"]\n[Venue "Melaka"]\n\n');
    const parsed = parseRecord(text);
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(readHintsTag(parsed.value[0]?.tags['Hints'])).toBe(2);
    expect(printRecord(parsed.value)).toBe(text);
  });
});
