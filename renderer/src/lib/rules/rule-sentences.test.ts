import { describe, expect, it } from 'vitest';
import { PRESETS, resolveRules, type Rules } from '../../../../engine';
import {
  countSentence,
  differenceSentences,
  OPTION_VALUES,
  optionName,
  optionSentence,
  ruleSentences,
  RULES_CHOICES,
  SERIES_CHOICES,
  seriesEndSentence,
  valueLabel,
  type ChoiceOption,
  type OptionValue,
} from './rule-sentences';

const OPTIONS = Object.keys(OPTION_VALUES) as ChoiceOption[];
const EVERY_VALUE = OPTIONS.flatMap((option) => OPTION_VALUES[option].map((value) => [option, value] as [ChoiceOption, OptionValue<ChoiceOption>]));

function rulesOf(input: Parameters<typeof resolveRules>[0]): Rules {
  const rules = resolveRules(input);
  if (!rules.ok) throw new Error(rules.error.message);
  return rules.value;
}

describe('rule sentences', () => {
  it('lists every option of the rules object and of a series once, in §6 order', () => {
    expect([...RULES_CHOICES, ...SERIES_CHOICES].sort()).toEqual([...OPTIONS].sort());
    expect(RULES_CHOICES[0]).toBe('game');
  });

  it.each(EVERY_VALUE)('%s = %s has a name, a label and a sentence of its own', (option, value) => {
    expect(optionName(option)).toMatch(/\S/);
    expect(valueLabel(option, value)).toMatch(/\S/);
    const sentence = optionSentence(option, value);
    expect(sentence).toMatch(/^[A-Z].*\.$/);
    expect(sentence).not.toContain('{');
  });

  it('names the empty-opposite option by when it applies (RULES.md §2.3: the hole across the capturing seed is empty)', () => {
    expect(optionName('emptyOpposite')).toBe('Capture when the hole across is empty');
    expect([valueLabel('emptyOpposite', 'bank'), valueLabel('emptyOpposite', 'stay')]).toEqual(['Bank the seed', 'The seed stays']);
  });

  it('tells apart every value of an option', () => {
    for (const option of OPTIONS) {
      const values = OPTION_VALUES[option];
      expect(new Set(values.map((value) => optionSentence(option, value))).size).toBe(values.length);
      expect(new Set(values.map((value) => valueLabel(option, value))).size).toBe(values.length);
    }
  });

  it("says Board Game Arena's two ways in words", () => {
    expect(optionSentence('roundEnd', 'either-side-empty-now')).toBe(
      'The round ends as soon as either row is empty, even in the middle of a relay, as on Board Game Arena; the relay’s hole keeps its seeds for its owner.',
    );
    expect(optionSentence('remainder', 'partial')).toBe(
      'Seeds that cannot fill a whole hole go into the next hole, partly filling it, as on Board Game Arena; only holes that get nothing burn.',
    );
  });

  it('counts holes, seeds and rounds with the right plural', () => {
    expect(countSentence('holes', 1)).toBe('1 hole in each row.');
    expect(countSentence('holes', 6)).toBe('6 holes in each row.');
    expect(countSentence('seeds', 4)).toBe('4 seeds in every hole at the start.');
    expect(seriesEndSentence({ rounds: 1 })).toBe('The series ends after 1 round, or sooner when a player cannot fill a hole.');
    expect(seriesEndSentence('cannot-fill')).toBe('The series ends when a player cannot fill a single hole.');
  });
});

describe('differenceSentences', () => {
  const congkak = PRESETS.congkak as Rules;

  it('says nothing for the base itself', () => {
    expect(differenceSentences(congkak, congkak)).toEqual([]);
  });

  it('says each option a preset changes, in §6 order', () => {
    expect(differenceSentences(PRESETS['congkak-mw'] as Rules, congkak)).toEqual([
      'Turns alternate from the very first move.',
      'A last seed in an empty hole of yours across from an empty hole stays where it is.',
      'The round ends when the player to move has no seeds.',
    ]);
    expect(differenceSentences(PRESETS.kalah as Rules, congkak)).toEqual([
      'Kalah: the Congkak turn, with Kalah’s own options.',
      '6 holes in each row.',
      '4 seeds in every hole at the start.',
      'Sown counter-clockwise: your store is on your right.',
      'Turns alternate from the very first move.',
      'A last seed in an occupied hole ends the turn: there are no relays.',
      'A last seed in an empty hole of yours across from an empty hole stays where it is.',
    ]);
  });

  it("says a preset's series, then how it differs from the default series", () => {
    const dakon = differenceSentences(PRESETS.dakon as Rules, congkak);
    expect(dakon.slice(-3)).toEqual([
      'A series of rounds: after each round the players refill their holes from their stores, and holes left empty burn.',
      'A burnt hole is refilled again when its owner has the seeds.',
      'Whoever moved last in a round starts the next one.',
    ]);
  });

  it('says a changed series option against the base series, and a single round against a series', () => {
    const dakon = PRESETS.dakon as Rules;
    expect(differenceSentences(rulesOf({ preset: 'dakon', series: { remainder: 'partial', end: { rounds: 2 } } }), dakon)).toEqual([
      'Seeds that cannot fill a whole hole go into the next hole, partly filling it, as on Board Game Arena; only holes that get nothing burn.',
      'The series ends after 2 rounds, or sooner when a player cannot fill a hole.',
    ]);
    expect(differenceSentences(rulesOf({ preset: 'dakon', series: null }), dakon)).toEqual(['One round.']);
  });

  it('says only the options the game reads: not the Congkak turn\'s opening for Oware', () => {
    const oware = differenceSentences(PRESETS.oware as Rules, PRESETS.congkak as Rules);
    expect(oware).not.toContain(optionSentence('opening', 'alternate'));
    expect(oware).toContain(optionSentence('grandSlam', 'no-capture'));
  });

  it("says Oware's grand slam rule", () => {
    expect(differenceSentences(rulesOf({ preset: 'oware', grandSlam: 'capture' }), PRESETS.oware as Rules)).toEqual([
      'A move that takes all the opponent’s seeds captures them.',
    ]);
  });
});

describe('ruleSentences', () => {
  it('says every rule of a game, in §6 order: the game, its counts, each option, one round or the series', () => {
    expect(ruleSentences(PRESETS.kalah as Rules)).toEqual([
      'Kalah: the Congkak turn, with Kalah’s own options.',
      '6 holes in each row.',
      '4 seeds in every hole at the start.',
      ...RULES_CHOICES.filter((option) => option !== 'game' && option !== 'grandSlam').map((option) =>
        optionSentence(option, (PRESETS.kalah as Rules)[option] as OptionValue<typeof option>),
      ),
      'One round.',
    ]);
  });

  it('says Oware’s grand slam, and every option of a series with its end', () => {
    expect(ruleSentences(PRESETS.oware as Rules)).toContain(optionSentence('grandSlam', (PRESETS.oware as Rules).grandSlam ?? 'no-capture'));
    const dakon = ruleSentences(PRESETS.dakon as Rules);
    const series = (PRESETS.dakon as Rules).series;
    if (series === null) throw new Error('Dakon is a series');
    expect(dakon.slice(-(SERIES_CHOICES.length + 2))).toEqual([
      'A series of rounds: after each round the players refill their holes from their stores, and holes left empty burn.',
      ...SERIES_CHOICES.map((option) => optionSentence(option, (option === 'remainder' ? (series.remainder ?? 'store') : series[option]) as OptionValue<typeof option>)),
      seriesEndSentence(series.end),
    ]);
  });
});
