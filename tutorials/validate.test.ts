// The loader refuses lessons that could not be taught as written, naming the
// lesson and step, so a broken lesson fails here rather than on screen.
import { describe, expect, it } from 'vitest';
import { capturedAtLeast, lastSeedIn } from './goals';
import type { DoStepDef, LessonDef, StepDef } from './types';
import { loadLesson, loadLessons } from './validate';

const PITS = [0, 0, 0, 2, 3, 0, 3, 0, 1, 1, 1, 1, 1, 1, 1, 0];
const QUIZ: StepDef = { kind: 'quiz', id: 'quiz', text: 't', choices: [{ text: 't', explanation: 't', correct: true }, { text: 't', explanation: 't' }] };
const DO: DoStepDef = {
  kind: 'do',
  id: 'land',
  text: 't',
  position: { pits: PITS },
  goal: lastSeedIn('own-store'),
  solution: [5],
  wrongTries: [{ holes: [4], explanation: 'w4' }],
  success: 't',
  hint: 't',
};

function lesson(steps: StepDef[], extra: Partial<LessonDef> = {}): LessonDef {
  return { id: 'test', rules: 'congkak', title: 't', summary: 't', steps, messages: { en: { t: 'text', w4: 'why', w7: 'why 7' } }, ...extra };
}

function problems(def: LessonDef): string {
  const loaded = loadLesson(def);
  return loaded.ok ? '' : loaded.error.message;
}

describe('loadLesson', () => {
  it('accepts a sound lesson and resolves its positions', () => {
    const loaded = loadLesson(lesson([DO, QUIZ]));
    expect(loaded.ok).toBe(true);
    if (loaded.ok && loaded.value.steps[0]?.kind === 'do') expect(loaded.value.steps[0].start.pits).toEqual(PITS);
  });

  it.each([
    ['a solution that misses the goal', [{ ...DO, solution: [4], wrongTries: [] }, QUIZ], /test\/land: the solution does not reach the goal/],
    ['a wrong try that succeeds', [{ ...DO, wrongTries: [{ holes: [5], explanation: 'w4' }] }, QUIZ], /wrong try 5 does not fail/],
    ['an unplayable wrong try (empty hole)', [{ ...DO, wrongTries: [{ holes: [1], explanation: 'w4' }] }, QUIZ], /wrong try 1 is not playable/],
    ['two wrong tries sharing an explanation', [{ ...DO, wrongTries: [{ holes: [4], explanation: 'w4' }, { holes: [7], explanation: 'w4' }] }, QUIZ], /share one explanation/],
    ['a position the engine refuses', [{ ...DO, position: { pits: [1, 2, 3] } }, QUIZ], /bad position/],
    ['a position where North is to move', [{ ...DO, position: { pits: PITS, toMove: 1 } }, QUIZ], /South\) must be to move/],
    ['a missing text', [{ ...DO, hint: 'nowhere' }, QUIZ], /no English text for nowhere/],
    ['a lesson without a final quiz', [DO], /ends with a quiz/],
    ['a quiz with two right answers', [DO, { ...QUIZ, choices: [{ text: 't', explanation: 't', correct: true }, { text: 't', explanation: 't', correct: true }] }], /exactly one correct/],
    ['a step id used twice', [DO, { ...DO, wrongTries: [] }, QUIZ], /step id is used twice/],
    ['a highlight outside the board', [{ kind: 'explain', id: 'x', text: 't', position: {}, highlight: [16] }, QUIZ], /highlight 16 is not a pit/],
    ['a predict step whose answer the engine contradicts', [{ kind: 'predict', id: 'p', text: 't', position: { pits: PITS }, hole: 5, answer: 6, wrongTries: [], success: 't', hint: 't' }, QUIZ], /lands in pit 7, not 6/],
    ['a capture goal no move reaches', [{ ...DO, goal: capturedAtLeast(20) }, QUIZ], /does not reach the goal/],
  ] as [string, StepDef[], RegExp][])('refuses %s', (_name, steps, pattern) => {
    expect(problems(lesson(steps))).toMatch(pattern);
  });

  it('refuses a translation with a key the English text lacks', () => {
    expect(problems(lesson([DO, QUIZ], { messages: { en: { t: 'x', w4: 'y' }, ms: { extra: 'z' } } }))).toMatch(/messages.ms: unknown key extra/);
  });

  it('refuses two lessons with one id', () => {
    const twice = loadLessons([lesson([DO, QUIZ]), lesson([DO, QUIZ])]);
    expect(twice.ok ? '' : twice.error.message).toMatch(/lesson id is used twice/);
  });
});
