// Every option of RULES.md §6 in words: its name, a short label for each
// value, and a sentence that says what the value does. The New game dialog
// explains its custom options with these sentences and the rules reference
// describes each rule set with the same ones, so the two never disagree.
// The tables are typed by the engine's own vocabulary: a value the engine
// gains without a sentence here does not compile.
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
  REFILLS,
  REMAINDERS,
  ROUND_ENDS,
  RULE_OPTIONS,
  familyOptions,
  SERIES_DEFAULTS,
  SIDES,
  STORE_LANDINGS,
  type PresetName,
  type Remainder,
  type RuleOption,
  type Rules,
  type SeriesRules,
} from '../../../../engine';
import { t, type MessageKey } from '../../i18n';

/** The options of the rules object with a fixed list of values. */
export type RulesChoice = RuleOption;
/** The options inside a `series` with a fixed list of values (its `end` is a number of rounds or none). */
export type SeriesChoice = Exclude<keyof SeriesRules, 'end'>;
/** Every option that is one of a list of values. */
export type ChoiceOption = RulesChoice | SeriesChoice;
/** Options that are a count. */
export type CountOption = 'holes' | 'seeds';

/** The values `option` takes (a series' `remainder` also as "store", which the rules object leaves out). */
export type OptionValue<K extends ChoiceOption> = K extends RulesChoice
  ? NonNullable<Rules[K]>
  : K extends 'remainder'
    ? Remainder
    : K extends SeriesChoice
      ? SeriesRules[K]
      : never;

type PerValue = { [K in ChoiceOption]: Readonly<Record<`${OptionValue<K>}`, MessageKey>> };

const BOOLEANS = [true, false] as const;

/** Each option's values, the default of the `congkak` preset (and of a series) first, as in RULES.md §6. */
export const OPTION_VALUES: { readonly [K in ChoiceOption]: readonly OptionValue<K>[] } = {
  game: GAMES,
  direction: DIRECTIONS,
  opening: OPENINGS,
  firstPlayer: SIDES,
  storeLanding: STORE_LANDINGS,
  relay: BOOLEANS,
  emptyOpposite: EMPTY_OPPOSITE,
  captureNeedsLap: [...BOOLEANS].reverse(),
  emptyOpponentLanding: EMPTY_OPPONENT_LANDINGS,
  roundEnd: ROUND_ENDS,
  leftovers: LEFTOVERS,
  grandSlam: GRAND_SLAMS,
  refill: REFILLS,
  remainder: REMAINDERS,
  burnt: BURNT_MODES,
  reopen: [...BOOLEANS].reverse(),
  nextStarter: NEXT_STARTERS,
};

/** The rules object's options in the order of RULES.md §6 (the engine's list), then a series' options in theirs. */
export const RULES_CHOICES: readonly RulesChoice[] = RULE_OPTIONS;
export const SERIES_CHOICES: readonly SeriesChoice[] = ['refill', 'remainder', 'burnt', 'reopen', 'nextStarter'];

const NAMES: Readonly<Record<ChoiceOption | CountOption, MessageKey>> = {
  game: 'rules.option.game',
  holes: 'rules.option.holes',
  seeds: 'rules.option.seeds',
  direction: 'rules.option.direction',
  opening: 'rules.option.opening',
  firstPlayer: 'rules.option.firstPlayer',
  storeLanding: 'rules.option.storeLanding',
  relay: 'rules.option.relay',
  emptyOpposite: 'rules.option.emptyOpposite',
  captureNeedsLap: 'rules.option.captureNeedsLap',
  emptyOpponentLanding: 'rules.option.emptyOpponentLanding',
  roundEnd: 'rules.option.roundEnd',
  leftovers: 'rules.option.leftovers',
  grandSlam: 'rules.option.grandSlam',
  refill: 'rules.option.refill',
  remainder: 'rules.option.remainder',
  burnt: 'rules.option.burnt',
  reopen: 'rules.option.reopen',
  nextStarter: 'rules.option.nextStarter',
};

const LABELS: PerValue = {
  game: { congkak: 'rules.value.congkak', kalah: 'rules.value.kalah', oware: 'rules.value.oware' },
  direction: { clockwise: 'rules.value.clockwise', counterclockwise: 'rules.value.counterclockwise' },
  opening: { simultaneous: 'rules.value.simultaneous', alternate: 'rules.value.alternate' },
  firstPlayer: { south: 'rules.value.south', north: 'rules.value.north' },
  storeLanding: { again: 'rules.value.storeLanding.again', end: 'rules.value.storeLanding.end' },
  relay: { true: 'rules.value.relay.true', false: 'rules.value.relay.false' },
  emptyOpposite: { bank: 'rules.value.emptyOpposite.bank', stay: 'rules.value.emptyOpposite.stay' },
  captureNeedsLap: { false: 'rules.value.captureNeedsLap.false', true: 'rules.value.captureNeedsLap.true' },
  emptyOpponentLanding: { stay: 'rules.value.emptyOpponentLanding.stay', forfeit: 'rules.value.emptyOpponentLanding.forfeit' },
  roundEnd: {
    'either-side-empty': 'rules.value.either-side-empty',
    'either-side-empty-now': 'rules.value.either-side-empty-now',
    'mover-side-empty': 'rules.value.mover-side-empty',
    pass: 'rules.value.pass',
  },
  leftovers: { owner: 'rules.value.leftovers.owner', 'last-mover': 'rules.value.leftovers.last-mover' },
  grandSlam: { 'no-capture': 'rules.value.no-capture', forbidden: 'rules.value.forbidden', capture: 'rules.value.capture' },
  refill: { 'store-end': 'rules.value.store-end', 'far-end': 'rules.value.far-end' },
  remainder: { store: 'rules.value.remainder.store', partial: 'rules.value.remainder.partial' },
  burnt: { skip: 'rules.value.burnt.skip', forfeit: 'rules.value.burnt.forfeit' },
  reopen: { false: 'rules.value.reopen.false', true: 'rules.value.reopen.true' },
  nextStarter: { loser: 'rules.value.loser', winner: 'rules.value.winner', 'last-mover': 'rules.value.nextStarter.last-mover' },
};

const SENTENCES: PerValue = {
  game: { congkak: 'rules.sentence.congkak', kalah: 'rules.sentence.kalah', oware: 'rules.sentence.oware' },
  direction: { clockwise: 'rules.sentence.clockwise', counterclockwise: 'rules.sentence.counterclockwise' },
  opening: { simultaneous: 'rules.sentence.simultaneous', alternate: 'rules.sentence.alternate' },
  firstPlayer: { south: 'rules.sentence.south', north: 'rules.sentence.north' },
  storeLanding: { again: 'rules.sentence.storeLanding.again', end: 'rules.sentence.storeLanding.end' },
  relay: { true: 'rules.sentence.relay.true', false: 'rules.sentence.relay.false' },
  emptyOpposite: { bank: 'rules.sentence.emptyOpposite.bank', stay: 'rules.sentence.emptyOpposite.stay' },
  captureNeedsLap: { false: 'rules.sentence.captureNeedsLap.false', true: 'rules.sentence.captureNeedsLap.true' },
  emptyOpponentLanding: { stay: 'rules.sentence.emptyOpponentLanding.stay', forfeit: 'rules.sentence.emptyOpponentLanding.forfeit' },
  roundEnd: {
    'either-side-empty': 'rules.sentence.either-side-empty',
    'either-side-empty-now': 'rules.sentence.either-side-empty-now',
    'mover-side-empty': 'rules.sentence.mover-side-empty',
    pass: 'rules.sentence.pass',
  },
  leftovers: { owner: 'rules.sentence.leftovers.owner', 'last-mover': 'rules.sentence.leftovers.last-mover' },
  grandSlam: { 'no-capture': 'rules.sentence.no-capture', forbidden: 'rules.sentence.forbidden', capture: 'rules.sentence.capture' },
  refill: { 'store-end': 'rules.sentence.store-end', 'far-end': 'rules.sentence.far-end' },
  remainder: { store: 'rules.sentence.remainder.store', partial: 'rules.sentence.remainder.partial' },
  burnt: { skip: 'rules.sentence.burnt.skip', forfeit: 'rules.sentence.burnt.forfeit' },
  reopen: { false: 'rules.sentence.reopen.false', true: 'rules.sentence.reopen.true' },
  nextStarter: { loser: 'rules.sentence.loser', winner: 'rules.sentence.winner', 'last-mover': 'rules.sentence.nextStarter.last-mover' },
};

const PRESETS_IN_WORDS: Readonly<Record<PresetName, { name: MessageKey; about: MessageKey }>> = {
  congkak: { name: 'preset.congkak', about: 'preset.congkak.about' },
  'congkak-mw': { name: 'preset.congkak-mw', about: 'preset.congkak-mw.about' },
  'congkak-malay': { name: 'preset.congkak-malay', about: 'preset.congkak-malay.about' },
  sungka: { name: 'preset.sungka', about: 'preset.sungka.about' },
  dakon: { name: 'preset.dakon', about: 'preset.dakon.about' },
  kalah: { name: 'preset.kalah', about: 'preset.kalah.about' },
  oware: { name: 'preset.oware', about: 'preset.oware.about' },
};

// The tables hold only keys that take no values; `t` cannot see that through a lookup.
const say = t as (key: MessageKey) => string;

/** A rule set's name ("Congkak (Malay)"). */
export function presetName(preset: PresetName): string {
  return say(PRESETS_IN_WORDS[preset].name);
}

/** A rule set in one line, what sets it apart. */
export function presetAbout(preset: PresetName): string {
  return say(PRESETS_IN_WORDS[preset].about);
}

/** The option's name, as a form labels it ("End of a round"). */
export function optionName(option: ChoiceOption | CountOption): string {
  return say(NAMES[option]);
}

/** A short label for one value ("Sow again"), for a list to choose from. */
export function valueLabel<K extends ChoiceOption>(option: K, value: OptionValue<K>): string {
  return say((LABELS[option] as Record<string, MessageKey>)[String(value)] as MessageKey);
}

/** What one value of an option does, in a sentence. */
export function optionSentence<K extends ChoiceOption>(option: K, value: OptionValue<K>): string {
  return say((SENTENCES[option] as Record<string, MessageKey>)[String(value)] as MessageKey);
}

/** "7 holes in each row." / "4 seeds in every hole at the start." */
export function countSentence(option: CountOption, count: number): string {
  return option === 'holes' ? t('rules.sentence.holes', { count }) : t('rules.sentence.seeds', { count });
}

/** How a series ends, in a sentence. */
export function seriesEndSentence(end: SeriesRules['end']): string {
  return end === 'cannot-fill' ? t('rules.sentence.cannot-fill') : t('rules.sentence.rounds', { count: end.rounds });
}

/** One round, or a series of rounds, in a sentence. */
export function lengthSentence(series: SeriesRules | null): string {
  return series === null ? t('rules.sentence.single') : t('rules.sentence.series');
}

/** A series' `remainder` with its default said out loud. */
export function remainderOf(series: SeriesRules): Remainder {
  return series.remainder ?? 'store';
}

function seriesValue<K extends SeriesChoice>(series: SeriesRules, option: K): OptionValue<K> {
  return (option === 'remainder' ? remainderOf(series) : series[option]) as OptionValue<K>;
}

/**
 * The sentences that tell `rules` apart from `base`, in the order of RULES.md
 * §6: one per option that differs; a series that differs is said as a series,
 * then its options that differ from the base's series (or from a default one).
 */
export function differenceSentences(rules: Rules, base: Rules): string[] {
  return sentencesOf(rules, base);
}

/**
 * Every rule of `rules` in a sentence, in the order of RULES.md §6: the game,
 * its counts, each option, then one round or the series with every option of
 * it and its end (what a puzzle shows of its game's rules).
 */
export function ruleSentences(rules: Rules): string[] {
  return sentencesOf(rules, null);
}

/** The sentences of `rules`: those that differ from `base`, or all of them when there is none. */
function sentencesOf(rules: Rules, base: Rules | null): string[] {
  const says = (option: keyof Rules) => base === null || rules[option] !== base[option];
  const sentences: string[] = [];
  if (says('game')) sentences.push(optionSentence('game', rules.game));
  for (const option of ['holes', 'seeds'] as const) {
    if (says(option)) sentences.push(countSentence(option, rules[option]));
  }
  // Only what the family reads: Oware's rule set still carries the Congkak turn's options, which change nothing there.
  for (const option of familyOptions(rules.game)) {
    const value = rules[option];
    if (option === 'game' || value === undefined || !says(option)) continue;
    sentences.push(optionSentence(option, value as OptionValue<typeof option>));
  }
  if (base === null) sentences.push(...everySeriesSentence(rules.series));
  else if (JSON.stringify(rules.series) !== JSON.stringify(base.series)) sentences.push(...seriesSentences(rules.series, base.series));
  return sentences;
}

function seriesSentences(series: SeriesRules | null, base: SeriesRules | null): string[] {
  if (series === null) return [lengthSentence(null)];
  const from = base ?? SERIES_DEFAULTS;
  const options = SERIES_CHOICES.filter((option) => seriesValue(series, option) !== seriesValue(from, option));
  const end = JSON.stringify(series.end) === JSON.stringify(from.end) ? [] : [seriesEndSentence(series.end)];
  return [
    ...(base === null ? [lengthSentence(series)] : []),
    ...options.map((option) => optionSentence(option, seriesValue(series, option))),
    ...end,
  ];
}

function everySeriesSentence(series: SeriesRules | null): string[] {
  if (series === null) return [lengthSentence(null)];
  return [lengthSentence(series), ...SERIES_CHOICES.map((option) => optionSentence(option, seriesValue(series, option))), seriesEndSentence(series.end)];
}
