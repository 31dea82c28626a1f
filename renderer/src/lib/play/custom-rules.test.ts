import { describe, expect, it } from 'vitest';
import { PRESET_NAMES } from '../../../../engine';
import {
  accepts,
  checkRules,
  offersSeries,
  optionValue,
  presetForm,
  presetLength,
  rulesInput,
  seriesValue,
  shownOptions,
  withOption,
  withSeriesOption,
} from './custom-rules';

const congkak = presetForm('congkak', 3);

describe('the rules part of the New game form', () => {
  it('plays Dakon as its series of rounds, every other preset as one round', () => {
    expect(PRESET_NAMES.filter((preset) => presetLength(preset) !== 'single')).toEqual(['dakon']);
    expect(rulesInput(presetForm('dakon', 3))).toBe('dakon');
  });

  it('keeps only what differs from the preset', () => {
    const changed = withOption(withOption(congkak, 'roundEnd', 'either-side-empty-now'), 'holes', 5);
    expect(rulesInput(changed)).toEqual({ preset: 'congkak', roundEnd: 'either-side-empty-now', holes: 5 });
    expect(rulesInput(withOption(changed, 'roundEnd', 'either-side-empty'))).toEqual({ preset: 'congkak', holes: 5 });
    expect(rulesInput(withOption(changed, 'holes', null))).toEqual({ preset: 'congkak', roundEnd: 'either-side-empty-now' });
    expect(optionValue(changed, 'holes')).toBe(5);
    expect(optionValue(changed, 'seeds')).toBe(7);
  });

  it("sets a series' options against the preset's own series", () => {
    const dakon = presetForm('dakon', 3);
    expect(seriesValue(dakon, 'reopen')).toBe(true);
    expect(seriesValue(dakon, 'remainder')).toBe('store');
    const partial = withSeriesOption(dakon, 'remainder', 'partial');
    expect(rulesInput(partial)).toEqual({ preset: 'dakon', series: { remainder: 'partial' } });
    expect(rulesInput(withSeriesOption(partial, 'remainder', 'store'))).toBe('dakon');
    expect(rulesInput(withSeriesOption({ ...congkak, length: 'series-fill' }, 'reopen', true))).toEqual({
      preset: 'congkak',
      series: { reopen: true, end: 'cannot-fill' },
    });
  });

  it("takes the engine's answer on whether the options go together", () => {
    expect(checkRules(congkak).ok).toBe(true);
    const kalahSeries = { ...presetForm('kalah', 3), length: 'series-fill' as const };
    const refused = checkRules(kalahSeries);
    expect(refused.ok ? null : refused.error.message).toBe('series is not available for kalah');
    const tooMany = checkRules(withOption(congkak, 'holes', 16));
    expect(tooMany.ok ? null : tooMany.error.message).toBe('holes must be an integer from 3 to 15');
  });

  it('offers no series for Kalah or Oware, and a series for every Congkak preset', () => {
    expect(PRESET_NAMES.filter((preset) => !offersSeries(presetForm(preset, 3)))).toEqual(['kalah', 'oware']);
  });

  it('offers only values the engine accepts with the other choices, whatever count is being typed', () => {
    const kalah = presetForm('kalah', 3);
    expect(accepts(kalah, (form) => withOption(form, 'opening', 'simultaneous'))).toBe(false);
    expect(accepts(kalah, (form) => withOption(form, 'roundEnd', 'either-side-empty-now'))).toBe(true);
    const oware = presetForm('oware', 3);
    expect(accepts(oware, (form) => withOption(form, 'roundEnd', 'either-side-empty-now'))).toBe(false);
    expect(accepts(withOption(kalah, 'holes', 99), (form) => withOption(form, 'opening', 'simultaneous'))).toBe(false);
  });

  it("shows Oware only the options its game reads, and the grand slam rule only in Oware", () => {
    expect(shownOptions(presetForm('oware', 3))).toEqual(['game', 'direction', 'firstPlayer', 'grandSlam']);
    expect(shownOptions(congkak)).not.toContain('grandSlam');
    expect(shownOptions(congkak)).toContain('roundEnd');
  });
});
