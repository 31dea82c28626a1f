import { describe, expect, it } from 'vitest';
import { withLessonTexts } from '../../testing/lesson-texts';
import { stepById as step } from '../../testing/lessons';
import { lessonText } from './lesson-text';
import { answer, hintDue, hintPit, newSession, showMe } from './step-session';

const chain = step('store-landing', 'chain-two');

describe('a do step session', () => {
  it('says "choose again" after a store landing, and solves the step with the account of both sowings', () => {
    const first = answer(chain, newSession(), 7);
    expect(first).toMatchObject({ answers: [7], solved: false, feedback: { kind: 'again' } });
    const done = answer(chain, first, 6);
    expect(done).toMatchObject({ solved: true, helped: false, feedback: { kind: 'success', text: 'chain-success' } });
    if (done.feedback?.kind !== 'success') throw new Error('not solved');
    expect(done.feedback.account?.sowings.map((sowing) => sowing.end.kind)).toEqual(['store', 'store']);
    expect(done.turns).toHaveLength(2);
  });

  it("answers a listed wrong try with its own explanation and the engine's account, sown, and starts the next try afresh", () => {
    const wrong = answer(chain, answer(chain, newSession(), 6), 7);
    expect(wrong).toMatchObject({ misses: 1, feedback: { kind: 'wrong', text: 'chain-wrong-far-first', sown: true } });
    if (wrong.feedback?.kind !== 'wrong') throw new Error('not wrong');
    expect(wrong.feedback.account?.sowings.at(-1)?.end).toEqual({ kind: 'mati', pit: 8 });
    expect(answer(chain, wrong, 7).answers).toEqual([7]);
  });

  it('answers a move the lesson does not list from the engine alone', () => {
    const unlisted = answer(step('store-landing', 'land-in-store'), newSession(), 5);
    expect(unlisted.feedback).toMatchObject({ kind: 'wrong', text: null, sown: true });
    if (unlisted.feedback?.kind !== 'wrong') throw new Error('not wrong');
    expect(unlisted.feedback.account?.sowings[0]?.end.kind).toBe('mati');
  });

  it('offers the hint after two misses, pointing at the solution hole, and a solve after it is not clean', () => {
    let session = answer(chain, newSession(), 5);
    expect(hintDue(session)).toBe(false);
    session = answer(chain, session, 5);
    expect(hintDue(session)).toBe(true);
    expect(hintPit(chain, session)).toBe(6); // South hole 7 is pit 6
    session = answer(chain, answer(chain, session, 7), 6);
    expect(session).toMatchObject({ solved: true, helped: true });
  });

  it('"Show me" plays the solution, marks the step helped, and is told as shown, not as the learner\'s success', () => {
    const shown = showMe(chain, newSession());
    expect(shown).toMatchObject({ solved: true, helped: true, answers: [7, 6], feedback: { kind: 'shown', text: 'chain-success' } });
    expect(shown.turns.map((t) => t.move)).toEqual([{ hole: 7 }, { hole: 6 }]);
  });
});

describe('predict and quiz sessions', () => {
  const predict = step('sowing', 'count-six');

  it('explains a first wrong guess without sowing it, and sows the real sowing after the second', () => {
    const first = answer(predict, newSession(), 7);
    expect(first).toMatchObject({ misses: 1, turns: [], feedback: { kind: 'wrong', text: 'predict-wrong-emptied', sown: false, landing: { landing: 8, guess: { kind: 'passed', later: 1 } } } });
    const second = answer(predict, first, 9);
    expect(second).toMatchObject({ misses: 2, feedback: { kind: 'wrong', text: 'predict-wrong-store', sown: true } });
    expect(second.turns[0]?.events.length).toBeGreaterThan(0);
    const right = answer(predict, second, 8);
    expect(right).toMatchObject({ solved: true, helped: true, feedback: { kind: 'success' } });
  });

  it('explains a wrong guess the lesson does not list, from the sowing itself', () => {
    const relay = step('relay', 'where-a-relay-ends');
    const wrong = answer(relay, newSession(), 12); // North's hole 5: passed on the way to hole 6
    expect(wrong.feedback).toMatchObject({ kind: 'wrong', text: null, landing: { landing: 13, guess: { kind: 'passed', later: 1 } } });
  });

  it('takes a store as the answer where the last seed lands there', () => {
    expect(answer(step('store-landing', 'where-it-lands'), newSession(), 7)).toMatchObject({ solved: true, misses: 0 });
  });

  it("answers a quiz choice with that choice's explanation", () => {
    const quiz = step('relay', 'quiz');
    expect(answer(quiz, newSession(), 1).feedback).toEqual({ kind: 'wrong', text: 'quiz-b-why', account: null, landing: null, sown: false });
    expect(answer(quiz, newSession(), 0)).toMatchObject({ solved: true, feedback: { kind: 'success', text: 'quiz-a-why' } });
  });
});

describe('lesson text', () => {
  it("is the lesson's message in the one catalogue, filed under the lesson, once the lessons' texts are loaded", async () => {
    await withLessonTexts();
    expect(lessonText({ id: 'the-board' }, 'title')).toBe('The board');
    expect(lessonText({ id: 'capture' }, 'title')).toBe('Last seed in an empty hole of yours');
  });
});
