/**
 * The seven named rule sets of RULES.md §6 as full rules objects. Every preset
 * is written out from the `congkak` base plus the options the table says
 * differ, so a reader can check each row against the spec at a glance.
 */
import type { PresetName, Rules, SeriesRules } from '../types';

/** What a partial `series` override (or `series: {}`) starts from, RULES.md §6. */
export const SERIES_DEFAULTS: SeriesRules = {
  refill: 'store-end',
  burnt: 'skip',
  reopen: false,
  nextStarter: 'loser',
  end: 'cannot-fill',
};

const CONGKAK: Rules = {
  preset: 'congkak',
  game: 'congkak',
  holes: 7,
  seeds: 7,
  direction: 'clockwise',
  opening: 'simultaneous',
  firstPlayer: 'south',
  storeLanding: 'again',
  relay: true,
  emptyOpposite: 'bank',
  captureNeedsLap: false,
  emptyOpponentLanding: 'stay',
  roundEnd: 'either-side-empty',
  leftovers: 'owner',
  series: null,
};

export const PRESETS: Readonly<Record<PresetName, Readonly<Rules>>> = {
  congkak: CONGKAK,
  'congkak-mw': {
    ...CONGKAK,
    preset: 'congkak-mw',
    opening: 'alternate',
    emptyOpposite: 'stay',
    roundEnd: 'mover-side-empty',
  },
  'congkak-malay': { ...CONGKAK, preset: 'congkak-malay', captureNeedsLap: true },
  sungka: {
    ...CONGKAK,
    preset: 'sungka',
    direction: 'counterclockwise',
    opening: 'alternate',
    emptyOpposite: 'stay',
    roundEnd: 'pass',
  },
  dakon: {
    ...CONGKAK,
    preset: 'dakon',
    direction: 'counterclockwise',
    opening: 'alternate',
    emptyOpposite: 'stay',
    roundEnd: 'pass',
    series: { ...SERIES_DEFAULTS, reopen: true, nextStarter: 'last-mover' },
  },
  kalah: {
    ...CONGKAK,
    preset: 'kalah',
    game: 'kalah',
    holes: 6,
    seeds: 4,
    direction: 'counterclockwise',
    opening: 'alternate',
    relay: false,
    emptyOpposite: 'stay',
  },
  // §7: the Congkak-only options keep their congkak values; the Oware module ignores them.
  oware: {
    ...CONGKAK,
    preset: 'oware',
    game: 'oware',
    holes: 6,
    seeds: 4,
    direction: 'counterclockwise',
    opening: 'alternate',
    grandSlam: 'no-capture',
  },
};

/** A fresh, deep copy: callers may keep and hand on the result without sharing nested objects. */
export function copyRules(rules: Readonly<Rules>): Rules {
  const series = rules.series === null ? null : { ...rules.series, end: copyEnd(rules.series.end) };
  return { ...rules, series };
}

function copyEnd(end: SeriesRules['end']): SeriesRules['end'] {
  return end === 'cannot-fill' ? end : { rounds: end.rounds };
}
