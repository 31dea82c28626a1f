import { describe, expect, it } from 'vitest';
import { PRESET_NAMES, PRESETS, type PresetName, type RulesInput } from '../../../../engine';
import { LESSON_DEFS, type LessonDef } from '../../../../tutorials';
import { PRESET_LESSONS } from './preset-lesson';

const FIRST_LESSON = LESSON_DEFS[0]!;

function presetOf(rules: RulesInput | undefined): PresetName | null {
  if (rules === undefined) return null;
  return typeof rules === 'string' ? rules : (rules.preset ?? 'congkak');
}

/** Every preset the lesson's positions are played under. */
function presetsPlayedIn(lesson: LessonDef): Set<PresetName | null> {
  return new Set([presetOf(lesson.rules), ...lesson.steps.map((step) => ('position' in step ? presetOf(step.position?.rules) : null))]);
}

const playsSeries = (rules: RulesInput) => typeof rules === 'object' && rules.series !== undefined && rules.series !== null;

describe('the lesson linked from each preset', () => {
  it.each(PRESET_NAMES)('%s links to a lesson that exists', (preset) => {
    expect(LESSON_DEFS.map((lesson) => lesson.id)).toContain(PRESET_LESSONS[preset]);
  });

  it.each(PRESET_NAMES.filter((preset) => PRESET_LESSONS[preset] !== FIRST_LESSON.id))(
    '%s links past the first lesson only to one that teaches its own rule',
    (preset) => {
      const lesson = LESSON_DEFS.find((candidate) => candidate.id === PRESET_LESSONS[preset])!;
      // Either the lesson plays positions under this preset, or it teaches the series this preset plays by default.
      const teaches = presetsPlayedIn(lesson).has(preset) || (PRESETS[preset].series !== null && playsSeries(lesson.rules));
      expect(teaches).toBe(true);
    },
  );

  // Kalah and Oware have lessons of their own (played under their rules): the link must go there.
  const OWN_LESSONS = PRESET_NAMES.flatMap((preset) => {
    const own = LESSON_DEFS.find((lesson) => preset !== 'congkak' && presetOf(lesson.rules) === preset);
    return own === undefined ? [] : [[preset, own.id] as const];
  });

  it('finds the presets with a lesson of their own', () => {
    expect(OWN_LESSONS.map(([preset]) => preset)).toEqual(expect.arrayContaining(['kalah', 'oware']));
  });

  it.each(OWN_LESSONS)('%s links to %s, the lesson played under its rules', (preset, lessonId) => {
    expect(PRESET_LESSONS[preset]).toBe(lessonId);
  });
});
