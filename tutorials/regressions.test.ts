// The seven steps issue 31 found contradicting their own board or the rules,
// as they were written before it, each caught by the validator or answered
// by the evaluator as the rules say. Named after the defect they caught.
import { describe, expect, it } from 'vitest';
import { taughtBy } from './course';
import { demoStep, LESSON_DEFS, LESSONS } from './index';
import { and, movesNext, not, opponentCapturedAtLeast, roundOver, sameTickFinish, finishedFirst, lastSeedIn, turnOver, type Goal } from './goals';
import { evaluateStep, playDoStep } from './run-step';
import type { DoStep, LessonDef, StepDef } from './types';
import { loadLesson } from './validate';

const QUIZ: StepDef = {
  kind: 'quiz',
  id: 'quiz',
  text: 'q',
  choices: [{ text: 'q', explanation: 'q', correct: true }, { text: 'q', explanation: 'q' }, { text: 'q', explanation: 'q' }],
};
const TAUGHT = taughtBy(LESSON_DEFS);

/** One step as a lesson of its own, at its old place in the course, with its old English texts. */
function problemsOf(lessonId: string, step: StepDef, en: Record<string, string>): string {
  const def: LessonDef = { id: lessonId, rules: 'congkak', teaches: [], title: 'q', summary: 'q', learnt: ['q'], steps: [step, QUIZ], messages: { en: { q: 'q', ...en } } };
  const loaded = loadLesson(def, { taught: TAUGHT.get(lessonId), thorough: true });
  return loaded.ok ? '' : loaded.error.message;
}

/** An old do step, loaded only to be played: its position resolved, no checks. */
function oldDoStep(def: Omit<DoStep, 'start' | 'kind' | 'text' | 'success' | 'hint' | 'wrongTries'> & { goal: Goal }): DoStep {
  const step: StepDef = { kind: 'do', text: 'q', success: 'q', hint: 'q', wrongTries: [], ...def };
  const loaded = loadLesson({ id: 'old', rules: 'congkak', teaches: [], title: 'q', summary: 'q', learnt: ['q'], steps: [step, QUIZ], messages: { en: { q: 'q' } } });
  if (!loaded.ok) throw new Error(loaded.error.message);
  return loaded.value.steps[0] as DoStep;
}

describe('issue 31: steps that contradicted their board or the rules', () => {
  it('1. the board lesson: "one seed into your store … the last back on your side" while the board captures 3', () => {
    const problems = problemsOf(
      'the-board',
      {
        kind: 'do',
        id: 'round-the-board',
        text: 'q',
        position: { pits: [0, 0, 0, 0, 11, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0] },
        goal: lastSeedIn('own-side'),
        solution: [5],
        wrongTries: [],
        success: 'success',
        hint: 'q',
      },
      { success: "Round they went: one seed into your store, seven along North's row, North's store skipped, and the last one back on your side." },
    );
    expect(problems).toMatch(/hole 5 shows capture, which the course has not taught yet/);
    expect(problems).toMatch(/success names a count \("one"/);
  });

  it('2. sowing: "the last lands in your hole 6", an empty hole of yours, so a capture before captures are taught', () => {
    const problems = problemsOf(
      'sowing',
      {
        kind: 'predict',
        id: 'count-four',
        text: 'q',
        position: { pits: [0, 4, 1, 1, 0, 0, 2, 0, 1, 1, 1, 1, 1, 1, 1, 0] },
        hole: 2,
        answer: 5,
        wrongTries: [],
        success: 'predict-success',
        hint: 'q',
      },
      { 'predict-success': 'Right: holes 3, 4, 5 and 6 get one seed each, so the last lands in your hole 6.' },
    );
    expect(problems).toMatch(/hole 2 shows capture, which the course has not taught yet/);
    expect(problems).toMatch(/predict-success names a hole or count in digits/);
  });

  it('3. store: hole 4 "stops in your hole 6, one pit short of the store" (two short, and it captures 2)', () => {
    const problems = problemsOf(
      'store-landing',
      {
        kind: 'do',
        id: 'land-in-store',
        text: 'q',
        position: { pits: [0, 0, 0, 2, 3, 0, 3, 0, 1, 1, 1, 1, 1, 1, 1, 0] },
        goal: lastSeedIn('own-store'),
        solution: [5],
        wrongTries: [{ holes: [4], explanation: 'wrong-4' }],
        success: 'q',
        hint: 'q',
      },
      { 'wrong-4': 'Hole 4 has two seeds: they stop in your hole 6, one pit short of the store.' },
    );
    expect(problems).toMatch(/hole 4 shows capture, which the course has not taught yet/);
    expect(problems).toMatch(/wrong-4 names a hole or count in digits/);
  });

  it('4. the opening: hole 5 finishes first (tick 43, North chooses again at 50) and is accepted', () => {
    // As written then: "moves next" after North's one scripted reply, so North's store landing left the step failed.
    const old = oldDoStep({ id: 'finish-first', position: {}, goal: movesNext(), solution: [4], replies: [3] });
    expect(evaluateStep(old, [5])).toBe('success');
    const shipped = LESSONS.ok ? LESSONS.value.find((l) => l.id === 'opening')?.steps.find((s) => s.id === 'finish-first') : undefined;
    if (shipped?.kind !== 'do') throw new Error('no finish-first step');
    expect(evaluateStep(shipped, [5])).toBe('success');
  });

  it('5. round end: hole 1 "banks one seed" while the board captures 2', () => {
    const problems = problemsOf(
      'round-end',
      {
        kind: 'do',
        id: 'end-the-round',
        text: 'q',
        position: { pits: [1, 0, 0, 0, 0, 0, 1, 20, 2, 1, 0, 3, 0, 1, 2, 15] },
        goal: roundOver(),
        solution: [7, 1],
        wrongTries: [{ holes: [1], explanation: 'wrong-1' }],
        success: 'q',
        hint: 'q',
      },
      { 'wrong-1': 'Hole 1 banks one seed, but your hole 7 still holds a seed: the round goes on and North moves.' },
    );
    expect(problems).toMatch(/wrong-1 names a hole or count in digits/);
    expect(problems).toMatch(/offers 2 holes to choose from/);
  });

  it('6. strategy: hole 7 lands in the store and the learner chooses again: 7 then 4 saves the seeds', () => {
    const old = oldDoStep({
      id: 'deny-the-capture',
      position: { pits: [2, 0, 0, 6, 0, 0, 1, 0, 1, 0, 1, 0, 2, 1, 1, 0] },
      goal: and(turnOver(), not(opponentCapturedAtLeast(2))),
      solution: [4],
      replies: [3],
    });
    expect(evaluateStep(old, [7])).toBe('continue');
    expect(evaluateStep(old, [7, 4])).toBe('success');
  });

  it("7. the opening: South's edge is shown on the board (a same-tick finish South wins), not claimed without a reason", () => {
    const lesson = LESSONS.ok ? LESSONS.value.find((l) => l.id === 'opening') : undefined;
    const edge = lesson?.steps.find((s) => s.id === 'south-edge');
    if (edge?.kind !== 'explain') throw new Error('no south-edge step');
    const demo = demoStep(edge);
    if (demo === null) throw new Error('the south-edge step shows no sowing');
    expect(demo.goal).toEqual(and(sameTickFinish(), finishedFirst()));
    const run = playDoStep(demo, demo.solution);
    expect(run.ok && run.value.status).toBe('success');
    expect(Object.values(lesson?.messages.en ?? {}).join(' ')).not.toMatch(/wins more often/);
  });
});
