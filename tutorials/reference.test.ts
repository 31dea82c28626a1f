import { describe, expect, it } from 'vitest';
import { presetDifferences, REFERENCE_MESSAGES, REFERENCE_SECTIONS } from './reference';
import { resolvePosition } from './position';

describe('the rules reference', () => {
  it.each(REFERENCE_SECTIONS.map((s) => [s.id, s] as const))('%s has its text and a valid diagram', (_id, section) => {
    const en: Record<string, string> = REFERENCE_MESSAGES.en;
    expect(en[section.title]?.trim()).toBeTruthy();
    expect(en[section.text]?.trim()).toBeTruthy();
    if (section.diagram) {
      const state = resolvePosition(section.diagram, 'congkak');
      expect(state.ok ? 'ok' : state.error.message).toBe('ok');
      if (state.ok) for (const pit of section.highlight ?? []) expect(pit).toBeLessThan(state.value.pits.length);
    }
  });

  it('derives each preset\'s differences from the presets themselves', () => {
    expect(presetDifferences('congkak')).toEqual([]);
    expect(presetDifferences('congkak-malay')).toEqual([{ option: 'captureNeedsLap', value: 'true' }]);
    expect(presetDifferences('kalah').map((d) => d.option)).toEqual(expect.arrayContaining(['holes', 'seeds', 'relay', 'emptyOpposite']));
  });
});
