/**
 * resolveRules: turns what a caller wrote (a preset name, or a preset plus
 * overrides) into a full, checked rules object, or a `bad-rules` error that
 * says exactly what is wrong.
 */
import {
  BURNT_MODES,
  DIRECTIONS,
  EMPTY_OPPONENT_LANDINGS,
  EMPTY_OPPOSITE,
  GAMES,
  GRAND_SLAMS,
  LEFTOVERS,
  NEXT_STARTERS,
  OPENINGS,
  PRESET_NAMES,
  REFILLS,
  REMAINDERS,
  ROUND_ENDS,
  SIDES,
  STORE_LANDINGS,
  type PresetName,
  type Remainder,
  type Result,
  type Rules,
  type SeriesRules,
} from '../types';
import { MAX_HOLES, MAX_SEEDS_PER_HOLE, MIN_HOLES, MIN_SEEDS_PER_HOLE } from './limits';
import { copyRules, PRESETS, SERIES_DEFAULTS } from './presets';

type Checked<T> = { ok: true; value: T } | { ok: false; why: string };

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (v: unknown): Checked<T> =>
    typeof v === 'string' && (values as readonly string[]).includes(v)
      ? { ok: true, value: v as T }
      : { ok: false, why: `must be one of ${values.map((x) => `"${x}"`).join(', ')}` };

const integerIn =
  (min: number, max: number) =>
  (v: unknown): Checked<number> =>
    typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max
      ? { ok: true, value: v }
      : { ok: false, why: `must be an integer from ${min} to ${max}` };

const boolean = (v: unknown): Checked<boolean> =>
  typeof v === 'boolean' ? { ok: true, value: v } : { ok: false, why: 'must be true or false' };

/** Checkers for every plain (non-series) option; `preset` is handled first, `series` separately. */
const OPTION_CHECKS = {
  game: oneOf(GAMES),
  holes: integerIn(MIN_HOLES, MAX_HOLES),
  seeds: integerIn(MIN_SEEDS_PER_HOLE, MAX_SEEDS_PER_HOLE),
  direction: oneOf(DIRECTIONS),
  opening: oneOf(OPENINGS),
  firstPlayer: oneOf(SIDES),
  storeLanding: oneOf(STORE_LANDINGS),
  relay: boolean,
  emptyOpposite: oneOf(EMPTY_OPPOSITE),
  captureNeedsLap: boolean,
  emptyOpponentLanding: oneOf(EMPTY_OPPONENT_LANDINGS),
  roundEnd: oneOf(ROUND_ENDS),
  leftovers: oneOf(LEFTOVERS),
  grandSlam: oneOf(GRAND_SLAMS),
} satisfies { [K in Exclude<keyof Rules, 'preset' | 'series'>]-?: (v: unknown) => Checked<Rules[K]> };

type OptionKey = keyof typeof OPTION_CHECKS;
const OPTION_KEYS = Object.keys(OPTION_CHECKS) as OptionKey[];
const RULE_KEYS: readonly string[] = ['preset', 'series', ...OPTION_KEYS];

/** A series while it is being resolved: `remainder` is always there, "store" included. */
type SeriesDraft = Required<Omit<SeriesRules, 'remainder'>> & { remainder: Remainder };

const SERIES_CHECKS = {
  refill: oneOf(REFILLS),
  remainder: oneOf(REMAINDERS),
  burnt: oneOf(BURNT_MODES),
  reopen: boolean,
  nextStarter: oneOf(NEXT_STARTERS),
  end: checkSeriesEnd,
} satisfies { [K in keyof SeriesDraft]-?: (v: unknown) => Checked<SeriesDraft[K]> };
type SeriesKey = keyof typeof SERIES_CHECKS;

function checkSeriesEnd(v: unknown): Checked<SeriesRules['end']> {
  if (v === 'cannot-fill') return { ok: true, value: v };
  if (isPlainObject(v)) {
    const keys = Object.keys(v);
    const rounds = v['rounds'];
    if (keys.length === 1 && typeof rounds === 'number' && Number.isInteger(rounds) && rounds >= 1) {
      return { ok: true, value: { rounds } };
    }
    if (keys.length === 1 && keys[0] === 'rounds') return { ok: false, why: 'rounds must be a positive integer' };
  }
  return { ok: false, why: 'must be "cannot-fill" or {"rounds": k} with k a positive integer' };
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function badRules(message: string): Result<Rules> {
  return { ok: false, error: { code: 'bad-rules', message } };
}

/** A preset name, or `{preset?, ...overrides}` applied on top of that preset (default `congkak`). */
export function resolveRules(input: unknown): Result<Rules> {
  if (typeof input === 'string') {
    if (!isPresetName(input)) return badRules(`unknown preset "${input}"; expected one of ${PRESET_NAMES.join(', ')}`);
    return { ok: true, value: copyRules(PRESETS[input]) };
  }
  if (!isPlainObject(input)) return badRules('rules must be a preset name or an object of options');

  const unknown = Object.keys(input).filter((key) => !RULE_KEYS.includes(key));
  if (unknown.length > 0) return badRules(`unknown option${unknown.length > 1 ? 's' : ''} ${unknown.map((k) => `"${k}"`).join(', ')}`);

  const presetName = input['preset'] ?? 'congkak';
  if (!isPresetName(presetName)) return badRules(`preset must be one of ${PRESET_NAMES.join(', ')}`);
  const rules: Rules = copyRules(PRESETS[presetName]);

  for (const key of OPTION_KEYS) {
    if (!(key in input) || key === 'grandSlam') continue;
    const checked = OPTION_CHECKS[key](input[key]);
    if (!checked.ok) return badRules(`${key} ${checked.why}`);
    (rules as unknown as Record<string, unknown>)[key] = checked.value;
  }

  const slam = applyGrandSlam(rules, input);
  if (!slam.ok) return slam;

  if ('series' in input) {
    const series = resolveSeries(input['series'], rules.series);
    if (!series.ok) return badRules(`series: ${series.why}`);
    rules.series = series.value;
  }

  if (rules.game !== 'congkak') {
    if (rules.series !== null) return badRules(`series is not available for ${rules.game}`);
    if (rules.opening === 'simultaneous') return badRules(`a simultaneous opening is not available for ${rules.game}`);
  }
  // Oware has no relays and its own game end (§7); Kalah is the Congkak machine, where the option is well defined.
  if (rules.game === 'oware' && rules.roundEnd === 'either-side-empty-now') return badRules('roundEnd "either-side-empty-now" is not available for oware');
  return { ok: true, value: rules };
}

/** `grandSlam` exists exactly when the family is Oware; an Oware rule set without one takes the default. */
function applyGrandSlam(rules: Rules, input: Record<string, unknown>): Result<Rules> {
  if (rules.game !== 'oware') {
    if ('grandSlam' in input) return badRules('grandSlam is an Oware option; this game is ' + rules.game);
    delete rules.grandSlam;
    return { ok: true, value: rules };
  }
  if ('grandSlam' in input) {
    const checked = OPTION_CHECKS.grandSlam(input['grandSlam']);
    if (!checked.ok) return badRules(`grandSlam ${checked.why}`);
    rules.grandSlam = checked.value;
  } else {
    rules.grandSlam ??= 'no-capture';
  }
  return { ok: true, value: rules };
}

/**
 * A partial series is completed from the preset's own series when it has one
 * (so `dakon` + `{series:{burnt:"forfeit"}}` keeps Dakon's reopen and
 * nextStarter), else from the §6 defaults.
 */
function resolveSeries(v: unknown, base: SeriesRules | null): Checked<SeriesRules | null> {
  if (v === null) return { ok: true, value: null };
  if (!isPlainObject(v)) return { ok: false, why: 'must be null or an object' };
  const from = base ?? SERIES_DEFAULTS;
  const draft: SeriesDraft = { ...from, remainder: from.remainder ?? 'store' };
  for (const key of Object.keys(v)) {
    if (!(key in SERIES_CHECKS)) return { ok: false, why: `unknown option "${key}"` };
    const checked = SERIES_CHECKS[key as SeriesKey](v[key]);
    if (!checked.ok) return { ok: false, why: `${key} ${checked.why}` };
    (draft as unknown as Record<string, unknown>)[key] = checked.value;
  }
  return { ok: true, value: finishSeries(draft) };
}

/**
 * The one written form of a series: keys in the order of RULES.md §6, and
 * `remainder` only when "partial" (§6: a series without it means "store"), so
 * equal rules print and hash the same however the caller wrote them.
 */
function finishSeries({ refill, remainder, burnt, reopen, nextStarter, end }: SeriesDraft): SeriesRules {
  return remainder === 'partial' ? { refill, remainder, burnt, reopen, nextStarter, end } : { refill, burnt, reopen, nextStarter, end };
}

function isPresetName(v: unknown): v is PresetName {
  return typeof v === 'string' && (PRESET_NAMES as readonly string[]).includes(v);
}
