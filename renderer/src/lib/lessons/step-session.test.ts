import { describe, expect, it } from 'vitest';
import { LESSONS, type Step } from '../../../../tutorials';
import { lessonText } from './lesson-text';
import { answer, hintDue, hintPit, newSession, showMe } from './step-session';

function step(lessonId: string, stepId: string): Step {
  if (!LESSONS.ok) throw new Error(LESSONS.error.message);
  const found = LESSONS.value.find((l) => l.id === lessonId)?.steps.find((s) => s.id === stepId);
  if (!found) throw new Error(stepId);
  return found;
}

const chain = step('store-landing', 'chain-two');

describe('a do step session', () => {
  it('keeps the try open after a store landing and solves it cleanly', () => {
    const first = answer(chain, newSession(), 7);
    expect(first).toMatchObject({ answers: [7], solved: false, feedback: null });
    const done = answer(chain, first, 6);
    expect(done).toMatchObject({ solved: true, helped: false, feedback: { kind: 'success', text: 'chain-success' } });
    expect(done.turns).toHaveLength(2);
  });

  it("shows a listed wrong try's own explanation and starts the next try afresh", () => {
    const wrong = answer(chain, answer(chain, newSession(), 6), 7);
    expect(wrong).toMatchObject({ misses: 1, feedback: { kind: 'wrong', text: 'chain-wrong-6-7' } });
    expect(answer(chain, wrong, 7).answers).toEqual([7]);
  });

  it('offers the hint after two misses, pointing at the solution hole, and a solve after it is not clean', () => {
    let session = answer(chain, newSession(), 3);
    expect(hintDue(session)).toBe(false);
    session = answer(chain, session, 3);
    expect(hintDue(session)).toBe(true);
    expect(hintPit(chain, session)).toBe(6); // South hole 7 is pit 6
    session = answer(chain, answer(chain, session, 7), 6);
    expect(session).toMatchObject({ solved: true, helped: true });
  });

  it('"Show me" plays the solution and marks the step helped', () => {
    const shown = showMe(chain, newSession());
    expect(shown).toMatchObject({ solved: true, helped: true, answers: [7, 6] });
    expect(shown.turns.map((t) => t.move)).toEqual([{ hole: 7 }, { hole: 6 }]);
  });
});

describe('predict and quiz sessions', () => {
  it('explains a wrong guess with where the seed really rests, shows that sowing, then accepts the right pit', () => {
    const predict = step('sowing', 'count-four');
    const wrong = answer(predict, newSession(), 4);
    expect(wrong.feedback).toMatchObject({ kind: 'wrong', text: 'predict-wrong-4', landing: { landing: 5, guess: { kind: 'passed', later: 1 } } });
    expect(wrong.turns[0]?.events.length).toBeGreaterThan(0);
    const right = answer(predict, wrong, 5);
    expect(right.solved).toBe(true);
    expect(right.turns[0]?.events.length).toBeGreaterThan(0);
  });

  it('explains a wrong guess the lesson does not list, from the sowing itself', () => {
    const relay = step('relay', 'where-a-relay-ends');
    const wrong = answer(relay, newSession(), 12); // North's hole 5: passed on the way to hole 6
    expect(wrong.feedback).toMatchObject({ kind: 'wrong', text: null, landing: { landing: 13, guess: { kind: 'passed', later: 1 } } });
  });

  it("answers a quiz choice with that choice's explanation", () => {
    const quiz = step('relay', 'quiz');
    expect(answer(quiz, newSession(), 1).feedback).toEqual({ kind: 'wrong', text: 'quiz-b-why', landing: null });
    expect(answer(quiz, newSession(), 0)).toMatchObject({ solved: true, feedback: { kind: 'success', text: 'quiz-a-why' } });
  });
});

describe('lesson text', () => {
  it('is the lesson\'s message in the one catalogue, filed under the lesson', () => {
    expect(lessonText({ id: 'the-board' }, 'title')).toBe('The board');
    expect(lessonText({ id: 'capture' }, 'title')).toBe('Last seed in an empty hole of yours');
  });
});
