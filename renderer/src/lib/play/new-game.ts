// The new-game dialog's choices and the `newGame` input they make. The last
// choices are kept in settings (`newGameDefaults`, the same shape as the input)
// and read back into the form next time. Whether the options make sense
// together is the engine's call: the session answers `bad-rules` with its reason.
import type { OperationInput } from '../../../../electron/contract';
import { PRESETS, type Player, type PresetName, type RulesInput } from '../../../../engine';

export type Length = 'single' | 'series-fill' | 'series-rounds';
export type Level = 1 | 2 | 3 | 4 | 5 | 6;

export interface NewGameForm {
  preset: PresetName;
  /** null: as the preset says. */
  holes: number | null;
  seeds: number | null;
  opponent: 'computer' | 'hotseat';
  level: Level;
  /** The side the human plays against the computer. */
  side: Player;
  /** [South, North] for two players; [0] (or [1]) is "your name" against the computer, by `side`. */
  names: [string, string];
  length: Length;
  rounds: number;
}

export type NewGameInput = OperationInput<'newGame'>;

export const DEFAULT_FORM: NewGameForm = {
  preset: 'congkak',
  holes: null,
  seeds: null,
  opponent: 'computer',
  level: 3,
  side: 0,
  names: ['You', 'Computer'],
  length: 'single',
  rounds: 3,
};

const DEFAULT_ROUNDS = 3;

function presetLength(preset: PresetName): Length {
  return PRESETS[preset].series === null ? 'single' : 'series-fill';
}

function seriesOverride(form: NewGameForm): Partial<{ series: { end: 'cannot-fill' | { rounds: number } } | null }> {
  if (form.length === presetLength(form.preset) && form.length !== 'series-rounds') return {};
  if (form.length === 'single') return { series: null };
  return { series: { end: form.length === 'series-fill' ? 'cannot-fill' : { rounds: form.rounds } } };
}

export function newGameInput(form: NewGameForm, computerName: string): NewGameInput {
  const overrides = {
    ...(form.holes !== null && { holes: form.holes }),
    ...(form.seeds !== null && { seeds: form.seeds }),
    ...seriesOverride(form),
  };
  const rules: RulesInput = Object.keys(overrides).length === 0 ? form.preset : { preset: form.preset, ...overrides };
  const name = (player: Player) => form.names[player].trim() || (player === 0 ? 'South' : 'North');
  if (form.opponent === 'hotseat') {
    return { rules, players: [{ name: name(0), kind: 'human' }, { name: name(1), kind: 'human' }] } as NewGameInput;
  }
  const human = { name: form.names[form.side].trim() || 'You', kind: 'human' as const };
  const computer = { name: computerName, kind: 'computer' as const, level: form.level };
  return { rules, players: form.side === 0 ? [human, computer] : [computer, human] } as NewGameInput;
}

/** The form a remembered `newGame` input (or a finished game's) reads back as. */
export function formFromInput(input: NewGameInput | null): NewGameForm {
  if (input === null) return DEFAULT_FORM;
  const rules = input.rules;
  const preset: PresetName = typeof rules === 'string' ? rules : (rules.preset ?? 'congkak');
  const overrides = typeof rules === 'string' ? {} : rules;
  const series = overrides.series;
  const length: Length =
    series === undefined ? presetLength(preset) : series === null ? 'single' : typeof series.end === 'object' ? 'series-rounds' : 'series-fill';
  const [south, north] = input.players;
  const computerSide = south.kind === 'computer' ? 0 : north.kind === 'computer' ? 1 : null;
  const computer = computerSide === null ? null : input.players[computerSide];
  return {
    preset,
    holes: overrides.holes ?? null,
    seeds: overrides.seeds ?? null,
    opponent: computerSide === null ? 'hotseat' : 'computer',
    level: computer?.kind === 'computer' ? (computer.level ?? 3) : 3,
    side: computerSide === 0 ? 1 : 0,
    names: [south.name, north.name],
    length,
    rounds: series && typeof series.end === 'object' ? series.end.rounds : DEFAULT_ROUNDS,
  };
}
