import { describe, expect, it } from 'vitest';
import { explainWrongGuess, LESSONS, type PredictStep } from '../../../../tutorials';
import { guessText, pitName } from './landing-text';

function predictStep(lessonId: string, stepId: string): PredictStep {
  if (!LESSONS.ok) throw new Error(LESSONS.error.message);
  const found = LESSONS.value.find((l) => l.id === lessonId)?.steps.find((s) => s.id === stepId);
  if (found?.kind !== 'predict') throw new Error(stepId);
  return found;
}

function wordsFor(step: PredictStep, guess: number) {
  const explained = explainWrongGuess(step, guess);
  if (explained === null) throw new Error(`pit ${guess} is the answer`);
  return guessText(explained, guess, step.start.rules.holes);
}

describe('a wrong guess in words', () => {
  const relay = predictStep('relay', 'where-a-relay-ends');

  it('names pits from the learner’s side', () => {
    expect([pitName(0, 7), pitName(7, 7), pitName(8, 7), pitName(15, 7)]).toEqual(['your hole 1', 'your store', "North's hole 1", "North's store"]);
  });

  it('follows each relay to where the last seed rests, and says why it stops there', () => {
    expect(wordsFor(relay, 8)).toEqual({
      reason: "A seed lands in North's hole 1, but that hole held seeds: you pick up 2 and sow on.",
      landing:
        "The last seed comes to rest in North's hole 6: 3 seeds from your hole 6 reach North's hole 1, a relay of 2 reaches North's hole 3, and a relay of 3 reaches North's hole 6. That hole was empty, so the turn ends there.",
    });
  });

  it.each([
    [12, "A seed drops into North's hole 5, but 1 more follows."],
    [5, 'You empty your hole 6 to start, and sowing begins with the pit after it.'],
    [15, "The sowing never reaches North's store."],
  ])('says why pit %i is not it', (guess, reason) => {
    expect(wordsFor(relay, guess).reason).toBe(reason);
  });

  it('tells a capture and a stop without relay', () => {
    expect(wordsFor(predictStep('sowing', 'count-four'), 6).landing).toBe(
      'The last seed comes to rest in your hole 6: 4 seeds from your hole 2 reach your hole 6. It captures 2 seeds.',
    );
    expect(wordsFor(predictStep('kalah', 'no-relay'), 5).landing).toMatch(/these rules have no relay/);
  });
});
