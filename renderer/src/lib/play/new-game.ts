// The new-game dialog's choices and the `newGame` input they make. The last
// choices are kept in settings (`newGameDefaults`, the same shape as the input,
// and whether the side was drawn) and read back into the form next time. The
// rules part of the form, and whether its options go together (the engine's
// call), are in custom-rules.ts.
import { DEFAULT_SETTINGS, type Settings } from '../../../../electron/contract';
import { PRESETS, type Player, type PresetName, type SeriesInput } from '../../../../engine';
import { presetLength, rulesInput, type Length, type RuleOverrides, type RulesForm, type SeriesOverrides } from './custom-rules';

export type { Length } from './custom-rules';
export type Level = 1 | 2 | 3 | 4 | 5 | 6;
/**
 * South, North, or drawn when the game starts: in Congkak South drops first
 * in each tick of the opening and has the edge (RULES §3), so a player may
 * leave the side to chance.
 */
export type SideChoice = Player | 'random';
/** A number in [0, 1), as Math.random gives; injected so a draw can be tested. */
export type RandomSource = () => number;

export interface NewGameForm extends RulesForm {
  opponent: 'computer' | 'hotseat';
  level: Level;
  /** The side the human plays against the computer. */
  side: SideChoice;
  /** The human's name against the computer. */
  yourName: string;
  /**
   * [South, North] for two players. Kept apart from `yourName` so that a game
   * against the computer never leaves a name in the two-player fields.
   */
  names: [string, string];
}

/** What the dialog remembers, as settings hold it: every computer with its level. */
export type NewGameDefaults = Settings['newGameDefaults'];
/** The `newGame` input the dialog makes: the remembered shape without whether the side was drawn. */
export type NewGameInput = Omit<NewGameDefaults, 'randomSide'>;

const DEFAULT_ROUNDS = 3;

export const DEFAULT_FORM: NewGameForm = {
  preset: 'congkak',
  options: {},
  length: 'single',
  rounds: DEFAULT_ROUNDS,
  seriesOptions: {},
  opponent: 'computer',
  level: 3,
  side: 0,
  // Empty: the field shows "You" in the reader's language, and the game is started under it.
  yourName: '',
  names: ['', ''],
};

/** The names of players left unnamed, in the reader's language (the caller words them). */
export interface DefaultNames {
  you: string;
  south: string;
  north: string;
  /** The computer's, at the level chosen. */
  computer: string;
}

/** The side a choice gives: a random choice draws South or North with even odds. */
export function sideFor(choice: SideChoice, random: RandomSource): Player {
  if (choice !== 'random') return choice;
  return random() < 0.5 ? 0 : 1;
}

/** The `newGame` input of the form; a random side is drawn from `random` now. */
export function newGameInput(form: NewGameForm, names: DefaultNames, random: RandomSource = Math.random): NewGameInput {
  const rules = rulesInput(form);
  const name = (player: Player) => form.names[player].trim() || (player === 0 ? names.south : names.north);
  if (form.opponent === 'hotseat') {
    return { rules, players: [{ name: name(0), kind: 'human' }, { name: name(1), kind: 'human' }] };
  }
  const human = { name: form.yourName.trim() || names.you, kind: 'human' as const };
  const computer = { name: names.computer, kind: 'computer' as const, level: form.level };
  return { rules, players: sideFor(form.side, random) === 0 ? [human, computer] : [computer, human] };
}

/** What to remember of a game started from `form`: its input, and that its side was drawn. */
export function defaultsOf(form: NewGameForm, input: NewGameInput): NewGameDefaults {
  return form.opponent === 'computer' && form.side === 'random' ? { ...input, randomSide: true } : input;
}

function lengthOf(preset: PresetName, series: SeriesInput | null | undefined): Length {
  if (series === undefined) return presetLength(preset);
  if (series === null) return 'single';
  const end = series.end ?? PRESETS[preset].series?.end ?? 'cannot-fill';
  return typeof end === 'object' ? 'series-rounds' : 'series-fill';
}

/** The form a remembered `newGame` input (or a finished game's) reads back as. */
export function formFromInput(input: NewGameDefaults | null): NewGameForm {
  // The settings' first default is in English: until a game was started, the form's own (worded by the reader's language) stands.
  if (input === null || JSON.stringify(input) === JSON.stringify(DEFAULT_SETTINGS.newGameDefaults)) return DEFAULT_FORM;
  const rules = typeof input.rules === 'string' ? { preset: input.rules } : input.rules;
  const { preset = 'congkak', series, ...options } = rules;
  const { end, ...seriesOptions } = series ?? {};
  const [south, north] = input.players;
  const computerSide = south.kind === 'computer' ? 0 : north.kind === 'computer' ? 1 : null;
  const computer = computerSide === null ? null : input.players[computerSide];
  const human = computerSide === null ? null : input.players[computerSide === 0 ? 1 : 0];
  return {
    preset,
    options: options as RuleOverrides,
    length: lengthOf(preset, series),
    rounds: typeof end === 'object' ? end.rounds : DEFAULT_ROUNDS,
    seriesOptions: seriesOptions as SeriesOverrides,
    opponent: computerSide === null ? 'hotseat' : 'computer',
    level: computer?.kind === 'computer' ? (computer.level ?? 3) : 3,
    side: input.randomSide === true ? 'random' : computerSide === 0 ? 1 : 0,
    yourName: human?.name ?? DEFAULT_FORM.yourName,
    names: computerSide === null ? [south.name, north.name] : ['', ''],
  };
}
