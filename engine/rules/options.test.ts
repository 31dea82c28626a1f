import { describe, expect, it } from 'vitest';
import { GAMES } from '../types';
import { PRESETS } from './presets';
import { familyOptions, RULE_OPTIONS } from './options';

describe('familyOptions', () => {
  it("gives Oware its own options only, and the grand slam to Oware alone", () => {
    expect(familyOptions('oware')).toEqual(['game', 'direction', 'firstPlayer', 'grandSlam']);
    expect(familyOptions('congkak')).toEqual(RULE_OPTIONS.filter((option) => option !== 'grandSlam'));
    expect(familyOptions('kalah')).toEqual(familyOptions('congkak'));
  });

  it('names exactly the options a resolved rule set of the family carries, in §6 order', () => {
    for (const game of GAMES) {
      const preset = Object.values(PRESETS).find((rules) => rules.game === game);
      if (!preset) throw new Error(`no preset plays ${game}`);
      for (const option of familyOptions(game)) expect(preset[option]).toBeDefined();
      expect([...familyOptions(game)]).toEqual(RULE_OPTIONS.filter((option) => familyOptions(game).includes(option)));
    }
  });
});
