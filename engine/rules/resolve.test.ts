import { describe, expect, it } from 'vitest';
import { PRESET_NAMES } from '../types';
import { PRESETS } from './presets';
import { resolveRules } from './resolve';

const ok = (input: unknown) => {
  const r = resolveRules(input);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const error = (input: unknown): string => {
  const r = resolveRules(input);
  expect(r.ok).toBe(false);
  if (r.ok) return '';
  expect(r.error.code).toBe('bad-rules');
  return r.error.message;
};

describe('presets (RULES.md §6)', () => {
  it('every preset is a full rules object naming itself, grandSlam only for oware', () => {
    for (const name of PRESET_NAMES) {
      const rules = ok(name);
      expect(rules.preset).toBe(name);
      expect('grandSlam' in rules).toBe(rules.game === 'oware');
      expect(Object.keys(rules).length).toBe(rules.game === 'oware' ? 16 : 15);
    }
  });

  it('each preset differs from congkak exactly as the table says', () => {
    const differences = (name: (typeof PRESET_NAMES)[number]) => {
      const base = PRESETS.congkak as unknown as Record<string, unknown>;
      const rules = PRESETS[name] as unknown as Record<string, unknown>;
      return Object.fromEntries(Object.keys(rules).filter((k) => k !== 'preset' && JSON.stringify(rules[k]) !== JSON.stringify(base[k])).map((k) => [k, rules[k]]));
    };
    expect(differences('congkak-mw')).toEqual({ opening: 'alternate', emptyOpposite: 'stay', roundEnd: 'mover-side-empty' });
    expect(differences('congkak-malay')).toEqual({ captureNeedsLap: true });
    expect(differences('sungka')).toEqual({ direction: 'counterclockwise', opening: 'alternate', emptyOpposite: 'stay', roundEnd: 'pass' });
    expect(differences('dakon')).toEqual({
      direction: 'counterclockwise',
      opening: 'alternate',
      emptyOpposite: 'stay',
      roundEnd: 'pass',
      series: { refill: 'store-end', burnt: 'skip', reopen: true, nextStarter: 'last-mover', end: 'cannot-fill' },
    });
    expect(differences('kalah')).toEqual({ game: 'kalah', holes: 6, seeds: 4, direction: 'counterclockwise', opening: 'alternate', relay: false, emptyOpposite: 'stay' });
    expect(differences('oware')).toEqual({ game: 'oware', holes: 6, seeds: 4, direction: 'counterclockwise', opening: 'alternate', grandSlam: 'no-capture' });
  });

  it('returns copies: changing a result leaves the presets alone', () => {
    const rules = ok('dakon');
    rules.series!.reopen = false;
    rules.holes = 3;
    expect(PRESETS.dakon.series!.reopen).toBe(true);
    expect(PRESETS.dakon.holes).toBe(7);
  });
});

describe('overrides', () => {
  it('apply on top of the preset, congkak by default', () => {
    expect(ok({ holes: 5, seeds: 3 })).toMatchObject({ preset: 'congkak', holes: 5, seeds: 3, opening: 'simultaneous' });
    expect(ok({ preset: 'kalah', seeds: 6 })).toMatchObject({ preset: 'kalah', holes: 6, seeds: 6, relay: false });
  });

  it('a partial series takes the defaults; null turns a preset series off', () => {
    expect(ok({ series: { burnt: 'forfeit' } }).series).toEqual({ refill: 'store-end', burnt: 'forfeit', reopen: false, nextStarter: 'loser', end: 'cannot-fill' });
    expect(ok({ series: { end: { rounds: 3 } } }).series?.end).toEqual({ rounds: 3 });
    expect(ok({ preset: 'dakon', series: null }).series).toBeNull();
  });

  it('remainder: "partial" is kept, after refill; "store" or no remainder gives the series without the key (RULES.md §6)', () => {
    const partial = ok({ series: { end: 'cannot-fill', remainder: 'partial' } }).series;
    expect(partial).toEqual({ refill: 'store-end', remainder: 'partial', burnt: 'skip', reopen: false, nextStarter: 'loser', end: 'cannot-fill' });
    expect(Object.keys(partial!)).toEqual(['refill', 'remainder', 'burnt', 'reopen', 'nextStarter', 'end']);
    const store = ok({ series: { remainder: 'store' } }).series;
    expect(store).toEqual(ok({ series: {} }).series);
    expect('remainder' in store!).toBe(false);
    expect('remainder' in ok({ series: { ...partial!, remainder: 'store' } }).series!).toBe(false);
    expect(ok({ preset: 'dakon', series: { remainder: 'partial' } }).series).toMatchObject({ remainder: 'partial', reopen: true, nextStarter: 'last-mover' });
  });

  it('roundEnd "either-side-empty-now" for Congkak and Kalah (the same machine), not for Oware', () => {
    expect(ok({ roundEnd: 'either-side-empty-now' }).roundEnd).toBe('either-side-empty-now');
    expect(ok({ preset: 'kalah', roundEnd: 'either-side-empty-now' }).roundEnd).toBe('either-side-empty-now');
    expect(error({ preset: 'oware', roundEnd: 'either-side-empty-now' })).toMatch(/roundEnd "either-side-empty-now" is not available for oware/);
  });

  it("a partial series on a preset with a series keeps that preset's series options", () => {
    expect(ok({ preset: 'dakon', series: { refill: 'far-end' } }).series).toEqual({ refill: 'far-end', burnt: 'skip', reopen: true, nextStarter: 'last-mover', end: 'cannot-fill' });
  });

  it('grandSlam: defaulted for oware, settable there, refused elsewhere; dropped when leaving oware', () => {
    expect(ok({ preset: 'oware', grandSlam: 'capture' }).grandSlam).toBe('capture');
    expect(ok({ preset: 'kalah', game: 'oware' }).grandSlam).toBe('no-capture');
    expect('grandSlam' in ok({ preset: 'oware', game: 'congkak', opening: 'alternate' })).toBe(false);
    expect(error({ grandSlam: 'capture' })).toMatch(/grandSlam/);
  });
});

describe('bad rules are refused with a clear message', () => {
  it.each([
    ['unknown preset', 'mancala', /unknown preset "mancala"/],
    ['not an object', 42, /preset name or an object/],
    ['an array', [], /preset name or an object/],
    ['unknown key', { holes: 7, colour: 'red' }, /unknown option "colour"/],
    ['bad preset in object', { preset: 'chess' }, /preset must be one of/],
    ['holes below 3', { holes: 2 }, /holes must be an integer from 3 to 15/],
    ['holes above 15', { holes: 16 }, /holes must be an integer from 3 to 15/],
    ['holes not integer', { holes: 6.5 }, /holes/],
    ['seeds 0', { seeds: 0 }, /seeds must be an integer from 1 to 20/],
    ['seeds 21', { seeds: 21 }, /seeds/],
    ['wrong enum', { roundEnd: 'never' }, /roundEnd must be one of/],
    ['wrong type', { relay: 'yes' }, /relay must be true or false/],
    ['series not object', { series: 'on' }, /series: must be null or an object/],
    ['unknown series key', { series: { speed: 1 } }, /series: unknown option "speed"/],
    ['bad series value', { series: { refill: 'middle' } }, /series: refill/],
    ['bad remainder', { series: { remainder: 'discard' } }, /series: remainder must be one of "store", "partial"/],
    ['rounds zero', { series: { end: { rounds: 0 } } }, /rounds must be a positive integer/],
    ['rounds fraction', { series: { end: { rounds: 1.5 } } }, /rounds must be a positive integer/],
    ['end string', { series: { end: 'never' } }, /series: end/],
    ['series for kalah', { preset: 'kalah', series: {} }, /series is not available for kalah/],
    ['series for oware', { preset: 'oware', series: {} }, /series is not available for oware/],
    ['simultaneous kalah', { preset: 'kalah', opening: 'simultaneous' }, /simultaneous opening is not available for kalah/],
    ['congkak turned into kalah keeps a simultaneous opening', { game: 'kalah' }, /simultaneous opening/],
  ])('%s', (_name, input, message) => {
    expect(error(input)).toMatch(message);
  });
});
