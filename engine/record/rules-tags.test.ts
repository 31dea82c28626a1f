import { describe, expect, it } from 'vitest';
import { resolveRules } from '../index';
import type { Rules, RulesInput } from '../types';
import { rulesFromTags, rulesTagsFor } from './rules-tags';

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

describe('rulesFromTags', () => {
  it('gives each call rules of its own, also for tags read before', () => {
    const first = rulesFromTags('dakon', '{"holes":5}');
    const second = rulesFromTags('dakon', '{"holes":5}');
    if (!first.ok || !second.ok) throw new Error('refused');
    expect(second.value).toEqual(first.value);
    first.value.holes = 9;
    if (first.value.series === null || second.value.series === null) throw new Error('Dakon plays a series');
    first.value.series.reopen = false;
    const third = rulesFromTags('dakon', '{"holes":5}');
    expect(third).toEqual({ ok: true, value: second.value });
    expect(second.value).toMatchObject({ holes: 5, series: { reopen: true } });
  });

  it('tells absent tags from empty ones, also after the absent ones were read', () => {
    expect(rulesFromTags(undefined, undefined)).toEqual({ ok: true, value: rulesOf('congkak') });
    expect(rulesFromTags('', undefined)).toMatchObject({ ok: false, error: { tag: 'Rules' } });
    expect(rulesFromTags('congkak', undefined)).toEqual({ ok: true, value: rulesOf('congkak') });
    expect(rulesFromTags('congkak', '')).toMatchObject({ ok: false, error: { tag: 'Options' } });
  });
});
