import { describe, expect, it } from 'vitest';
import { GAMES, LEVEL_RATINGS, PRESETS, PRESET_NAMES } from '../../../../engine';
import { levelAbout, levelName, LEVELS } from './levels';

describe('levels', () => {
  it("names each level with the engine's rating of the preset's family, to the nearest 50", () => {
    for (const preset of PRESET_NAMES) {
      for (const level of LEVELS) {
        const match = /^Level (\d) · about (\d+)$/.exec(levelName(level, preset));
        expect(match?.[1]).toBe(String(level));
        const shown = Number(match?.[2]);
        expect(shown % 50).toBe(0);
        expect(Math.abs(shown - LEVEL_RATINGS[PRESETS[preset].game][level])).toBeLessThanOrEqual(25);
      }
    }
  });

  it('rates the Congkak presets alike, and each family on its own', () => {
    const congkakPresets = PRESET_NAMES.filter((preset) => PRESETS[preset].game === 'congkak');
    expect(congkakPresets).toContain('dakon');
    for (const preset of congkakPresets) expect(levelName(4, preset)).toBe(levelName(4, 'congkak'));
    expect(GAMES.map((game) => PRESET_NAMES.find((preset) => PRESETS[preset].game === game))).not.toContain(undefined);
  });

  it('describes every level in its own line', () => {
    const lines = LEVELS.map(levelAbout);
    expect(new Set(lines).size).toBe(6);
    expect(levelAbout(2)).toBe('Banks the most seeds it can right now, never thinks of your reply.');
  });
});
