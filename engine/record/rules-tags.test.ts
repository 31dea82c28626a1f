import { describe, expect, it } from 'vitest';
import { resolveRules } from '../index';
import type { Rules, RulesInput } from '../types';
import { rulesTagsFor } from './rules-tags';

function rulesOf(input: RulesInput): Rules {
  const resolved = resolveRules(input);
  if (!resolved.ok) throw new Error(resolved.error.message);
  return resolved.value;
}

describe('rulesTagsFor', () => {
  const dakon = rulesOf('dakon');
  const series = dakon.series;
  if (series === null) throw new Error('Dakon plays a series');

  it('a series given with its fields in another order is no change: no Options tag', () => {
    const reordered = { ...dakon, series: Object.fromEntries(Object.entries(series).reverse()) as Rules['series'] };
    expect(Object.keys(reordered.series ?? {})).not.toEqual(Object.keys(series));
    expect(rulesTagsFor(reordered)).toEqual({ Rules: 'dakon' });
  });

  it('a changed series field is a change, written whole', () => {
    const changed = rulesOf({ preset: 'dakon', series: { reopen: false } });
    expect(rulesTagsFor(changed)).toEqual({ Rules: 'dakon', Options: JSON.stringify({ series: changed.series }) });
  });
});
