// The loader refuses lessons that could not be taught as written, naming the
// lesson and step, so a broken lesson fails here rather than on screen.
import { describe, expect, it } from 'vitest';
import { LESSON_DEFS } from './index';
import { capturedAtLeast, finishedFirst, firstLandingIs, lastSeedIn, sameTickFinish } from './goals';
import type { DoStepDef, ExplainStepDef, LessonDef, PredictStepDef, QuizStepDef, StepDef } from './types';
import { loadLesson, loadLessons, validateLessons } from './validate';

// South's holes 2, 5, 6 and 7 (pits 1, 4, 5, 6): only hole 2's six seeds reach the store, the rest die on North's empty row.
const PITS = [0, 6, 0, 0, 4, 3, 4, 0, 0, 0, 0, 0, 0, 1, 1, 0];
const QUIZ: QuizStepDef = {
  kind: 'quiz',
  id: 'quiz',
  text: 't',
  choices: [{ text: 't', explanation: 't', correct: true }, { text: 't', explanation: 't' }, { text: 't', explanation: 't' }],
};
const DO: DoStepDef = {
  kind: 'do',
  id: 'land',
  text: 't',
  position: { pits: PITS },
  previews: ['mati'],
  goal: firstLandingIs('store'),
  solution: [2],
  wrongTries: [{ holes: [7], explanation: 'w7' }],
  success: 't',
  hint: 't',
};
// Hole 3's five seeds end in the store.
const PREDICT: PredictStepDef = { kind: 'predict', id: 'p', text: 't', position: { pits: [0, 0, 5, 2, 0, 3, 0, 0, 1, 0, 2, 0, 0, 1, 0, 0] }, hole: 3, answer: 7, wrongTries: [], success: 't', hint: 't' };

function lesson(steps: StepDef[], extra: Partial<LessonDef> = {}): LessonDef {
  return {
    id: 'test',
    rules: 'congkak',
    teaches: ['store'],
    title: 't',
    summary: 't',
    learnt: ['t'],
    steps,
    messages: { en: { t: 'text', w7: 'why', w5: 'why 5', digits: 'Hole 4 has 2 seeds.', words: 'It stops one pit short.', relay: 'The relay ran on.' } },
    ...extra,
  };
}

function problems(def: LessonDef, thorough = true): string {
  const loaded = loadLesson(def, { thorough });
  return loaded.ok ? '' : loaded.error.message;
}

describe('loadLesson', () => {
  it('accepts a sound lesson and resolves its positions', () => {
    const loaded = loadLesson(lesson([DO, PREDICT, QUIZ]), { thorough: true });
    expect(loaded.ok ? 'ok' : loaded.error.message).toBe('ok');
    if (loaded.ok && loaded.value.steps[0]?.kind === 'do') expect(loaded.value.steps[0].start.pits).toEqual(PITS);
  });

  it.each([
    ['a solution that misses the goal', [{ ...DO, solution: [5], wrongTries: [] }, QUIZ], /test\/land: the solution does not reach the goal/],
    ['a wrong try that succeeds', [{ ...DO, wrongTries: [{ holes: [2], explanation: 'w7' }] }, QUIZ], /wrong try 2 does not fail/],
    ['an unplayable wrong try (empty hole)', [{ ...DO, wrongTries: [{ holes: [1], explanation: 'w7' }] }, QUIZ], /wrong try 1 is not playable/],
    ['two wrong tries sharing an explanation', [{ ...DO, wrongTries: [{ holes: [5], explanation: 'w7' }, { holes: [7], explanation: 'w7' }] }, QUIZ], /share one explanation/],
    ['a position the engine refuses', [{ ...DO, position: { pits: [1, 2, 3] } }, QUIZ], /bad position/],
    ['a position where North is to move', [{ ...DO, position: { pits: PITS, toMove: 1 } }, QUIZ], /South\) must be to move/],
    ['a missing text', [{ ...DO, hint: 'nowhere' }, QUIZ], /no English text for nowhere/],
    ['a lesson without a final quiz', [DO], /ends with a quiz/],
    ['a quiz with two right answers', [DO, { ...QUIZ, choices: QUIZ.choices.map((c) => ({ ...c, correct: true as const })) }], /exactly one correct/],
    ['a quiz of two choices, where a miss gives the answer away', [DO, { ...QUIZ, choices: QUIZ.choices.slice(0, 2) }], /a quiz needs 3 or more choices/],
    ['a step id used twice', [DO, { ...DO, wrongTries: [] }, QUIZ], /step id is used twice/],
    ['a highlight outside the board', [{ kind: 'explain', id: 'x', text: 't', position: {}, highlight: [16] }, QUIZ], /highlight 16 is not a pit/],
    ['a predict step whose answer the engine contradicts', [{ ...PREDICT, answer: 6 }, QUIZ], /lands in pit 7, not 6/],
    ['a capture goal no move reaches', [{ ...DO, goal: capturedAtLeast(20) }, QUIZ], /does not reach the goal/],
    // Holes 1 and 2 only: hole 2 to the store, hole 1 dies on North's row.
    ['a do step of two holes', [{ ...DO, position: { pits: [2, 6, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0] } }, QUIZ], /offers 2 holes to choose from/],
    ['a do step every hole solves', [{ ...DO, goal: lastSeedIn('own-side'), solution: [5], wrongTries: [], previews: [] }, QUIZ], /fewer than two holes miss the goal|does not reach the goal/],
    ['a rule not taught yet, not previewed', [{ ...DO, previews: [] }, QUIZ], /hole 5 shows mati, which the course has not taught yet/],
    ['a preview no move shows', [{ ...DO, previews: ['mati', 'capture'] }, QUIZ], /previews capture, but no move shows it/],
    ['a success text that names a count in digits', [{ ...DO, success: 'digits' }, QUIZ], /digits names a hole or count in digits/],
    ['a wrong-try text that names a count in words', [{ ...DO, wrongTries: [{ holes: [7], explanation: 'words' }] }, QUIZ], /words names a count \("one"/],
    ['a feedback text naming a landing the move did not make', [{ ...DO, wrongTries: [{ holes: [7], explanation: 'relay' }] }, QUIZ], /relay names a relay the move does not make/],
    ['an explanation that highlights the next step’s answer', [{ kind: 'explain', id: 'x', text: 't', position: { pits: PITS }, highlight: [1] }, DO, QUIZ], /x: highlights pit 1, the answer of the next step/],
    ['an explanation that highlights where the next sowing ends', [{ kind: 'explain', id: 'x', text: 't', position: { pits: PITS }, highlight: [7] }, PREDICT, QUIZ], /highlights pit 7/],
  ] as [string, StepDef[], RegExp][])('refuses %s', (_name, steps, pattern) => {
    expect(problems(lesson(steps))).toMatch(pattern);
  });

  it.each([
    ['an option code in quotes', 'Some variants ("stay") leave it.', /names an option code \("stay"\)/],
    ['an option name', 'That is storeLanding "end".', /names an option code/],
    ['another program', "Board Game Arena's program differs.", /names another program \(Board Game Arena\)/],
    ['another program', "Under Mancala World's rules it stays.", /names another program \(Mancala World\)/],
  ])('refuses a text with %s', (_name, text, pattern) => {
    expect(problems(lesson([DO, QUIZ], { messages: { en: { t: 'text', w7: text } } }))).toMatch(pattern);
  });

  it('checks an explanation’s demo: it must show what it claims', () => {
    const demo = (shows: ExplainStepDef['demo']): ExplainStepDef => ({ kind: 'explain', id: 'demo', text: 't', position: {}, demo: shows });
    const opening = { teaches: ['opening' as const], rules: 'congkak' as const };
    // Your hole 6 against North's hole 2: both hands finish in tick 68, and South moves first.
    expect(problems(lesson([demo({ holes: [6], replies: [2], shows: sameTickFinish() }), QUIZ], opening))).toBe('');
    expect(problems(lesson([demo({ holes: [4], replies: [3], shows: sameTickFinish() }), QUIZ], opening))).toMatch(/the demo does not show what it claims/);
    expect(problems(lesson([demo({ holes: [4], replies: [3], shows: finishedFirst() }), QUIZ], opening))).toBe('');
  });

  it('leaves the slow checks to validateLessons: loading plays only the listed moves', () => {
    const untaught = lesson([{ ...DO, previews: [] }, QUIZ]);
    expect(problems(untaught, false)).toBe('');
    expect(problems(untaught, true)).toMatch(/shows mati/);
  });

  it('refuses a translation with a key the English text lacks', () => {
    expect(problems(lesson([DO, QUIZ], { messages: { en: { t: 'x', w7: 'y' }, ms: { extra: 'z' } } }))).toMatch(/messages.ms: unknown key extra/);
  });

  it('refuses a lesson that does not say what it taught', () => {
    expect(problems(lesson([DO, QUIZ], { learnt: [] }))).toMatch(/a lesson says what it taught/);
  });
});

describe('the course', () => {
  it('refuses two lessons with one id', () => {
    const twice = loadLessons([lesson([DO, QUIZ]), lesson([DO, QUIZ], { teaches: [] })]);
    expect(twice.ok ? '' : twice.error.message).toMatch(/lesson id is used twice/);
  });

  it('refuses lessons that teach out of the course’s order, or teach a rule twice', () => {
    const order = LESSON_DEFS.map((def) => (def.id === 'relay' ? { ...def, teaches: ['store' as const] } : def));
    const loaded = loadLessons(order);
    expect(loaded.ok ? '' : loaded.error.message).toMatch(/relay: store is taught twice/);
    const swapped = LESSON_DEFS.map((def) => (def.id === 'store-landing' ? { ...def, teaches: ['relay' as const] } : def.id === 'relay' ? { ...def, teaches: ['store' as const] } : def));
    const swappedLoaded = loadLessons(swapped);
    expect(swappedLoaded.ok ? '' : swappedLoaded.error.message).toMatch(/store is taught after relay, against the course's order/);
  });

  it('wants each landing done, predicted and drilled in the lesson that teaches it', () => {
    const noPredict = LESSON_DEFS.map((def) => (def.id === 'mati' ? { ...def, steps: def.steps.filter((step) => step.kind !== 'predict' && step.kind !== 'drill') } : def));
    const loaded = validateLessons(noPredict);
    const message = loaded.ok ? '' : loaded.error.message;
    expect(message).toMatch(/mati: no predict step asks where a mati landing ends/);
    expect(message).toMatch(/mati: no drill of the mati landing/);
  });
});
