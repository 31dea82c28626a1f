import { describe, expect, it } from 'vitest';
import { REFERENCE_MESSAGES, REFERENCE_SECTIONS } from './reference';
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

  it('has in every language only keys the English text has', () => {
    const english = Object.keys(REFERENCE_MESSAGES.en);
    for (const [locale, table] of Object.entries(REFERENCE_MESSAGES)) {
      expect({ locale, unknown: Object.keys(table).filter((key) => !english.includes(key)) }).toEqual({ locale, unknown: [] });
    }
  });
});
