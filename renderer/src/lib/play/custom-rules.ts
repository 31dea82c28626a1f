// The New game dialog's rules: a preset, the options changed from it, and the
// game's length. Whether options go together is the engine's call alone
// (`resolveRules`): the dialog asks it before Start, and offers only the
// values it would accept with the other choices as they are.
import { familyOptions, PRESETS, resolveRules, SERIES_DEFAULTS, type PresetName, type Result, type Rules, type RulesInput, type SeriesInput, type SeriesRules } from '../../../../engine';
import { remainderOf, type CountOption, type OptionValue, type RulesChoice, type SeriesChoice } from '../rules/rule-sentences';

export type Length = 'single' | 'series-fill' | 'series-rounds';

/** The options of RULES.md §6 changed from the preset (a series is said by `Length` and `SeriesOverrides`). */
export type RuleOverrides = Partial<Pick<Rules, CountOption | RulesChoice>>;
/** A series' options changed from the preset's series (or from the default series when the preset has none). */
export type SeriesOverrides = { [K in SeriesChoice]?: OptionValue<K> };

export interface RulesForm {
  preset: PresetName;
  options: RuleOverrides;
  length: Length;
  /** The number of rounds of a `series-rounds` game. */
  rounds: number;
  seriesOptions: SeriesOverrides;
}

/** The length a preset is played at unless the players choose otherwise: Dakon is a series of rounds. */
export function presetLength(preset: PresetName): Length {
  return PRESETS[preset].series === null ? 'single' : 'series-fill';
}

/** A preset as the dialog first shows it: none of its options changed, at its own length. */
export function presetForm(preset: PresetName, rounds: number): RulesForm {
  return { preset, options: {}, length: presetLength(preset), rounds, seriesOptions: {} };
}

/** The series the form's preset starts from when a series is chosen. */
function baseSeries(preset: PresetName): SeriesRules {
  return PRESETS[preset].series ?? SERIES_DEFAULTS;
}

function seriesInput(form: RulesForm): Partial<{ series: SeriesInput | null }> {
  const presetSeries = PRESETS[form.preset].series;
  if (form.length === 'single') return presetSeries === null ? {} : { series: null };
  const end: SeriesRules['end'] = form.length === 'series-rounds' ? { rounds: form.rounds } : 'cannot-fill';
  const endChanged = presetSeries === null || JSON.stringify(presetSeries.end) !== JSON.stringify(end);
  const series: SeriesInput = { ...form.seriesOptions, ...(endChanged && { end }) };
  return Object.keys(series).length === 0 ? {} : { series };
}

/** What the form asks the engine for: the preset's name alone, or the preset and what differs from it. */
export function rulesInput(form: RulesForm): RulesInput {
  const overrides = { ...form.options, ...seriesInput(form) };
  return Object.keys(overrides).length === 0 ? form.preset : { preset: form.preset, ...overrides };
}

/** The full rules the form makes, or the engine's reason for refusing them. */
export function checkRules(form: RulesForm): Result<Rules> {
  return resolveRules(rulesInput(form));
}

/** The value an option has in the form: as changed, else as the preset says. */
export function optionValue<K extends RulesChoice | CountOption>(form: RulesForm, option: K): Rules[K] {
  return form.options[option] ?? PRESETS[form.preset][option];
}

export function seriesValue<K extends SeriesChoice>(form: RulesForm, option: K): OptionValue<K> {
  const base = baseSeries(form.preset);
  return (form.seriesOptions[option] ?? (option === 'remainder' ? remainderOf(base) : base[option])) as OptionValue<K>;
}

/** The form with one option set; an option set back to the preset's value is no longer a change. */
export function withOption<K extends RulesChoice | CountOption>(form: RulesForm, option: K, value: Rules[K] | null): RulesForm {
  const options: RuleOverrides = { ...form.options };
  if (value === null || value === PRESETS[form.preset][option]) delete options[option];
  else options[option] = value;
  return { ...form, options };
}

export function withSeriesOption<K extends SeriesChoice>(form: RulesForm, option: K, value: OptionValue<K>): RulesForm {
  const seriesOptions: SeriesOverrides = { ...form.seriesOptions };
  const base = baseSeries(form.preset);
  const preset = option === 'remainder' ? remainderOf(base) : base[option];
  if (value === preset) delete seriesOptions[option];
  else (seriesOptions as Record<SeriesChoice, unknown>)[option] = value;
  return { ...form, seriesOptions };
}

// Counts never make options clash, only fall out of range: a count being typed
// must not take every other choice away.
function withoutCounts(form: RulesForm): RulesForm {
  const { holes: _holes, seeds: _seeds, ...options } = form.options;
  return { ...form, options };
}

/**
 * Whether the engine accepts the form after `change`, while the rest of it is
 * as it is: what the dialog offers. Nothing is held back from a form that is
 * already refused, so the choice that would mend it stays open.
 */
export function accepts(form: RulesForm, change: (form: RulesForm) => RulesForm): boolean {
  const base = withoutCounts(form);
  return !checkRules(base).ok || checkRules(change(base)).ok;
}

/** A series is offered where the engine plays one: not in Kalah or Oware. */
export function offersSeries(form: RulesForm): boolean {
  return accepts(form, (base) => ({ ...base, length: 'series-fill' }));
}

/** The options worth offering for the form's game: those the engine says its family reads. */
export function shownOptions(form: RulesForm): RulesChoice[] {
  return [...familyOptions(optionValue(form, 'game'))];
}
