import { describe, expect, it } from 'vitest';
import { accountOf, explainWrongGuess, playDoStep, type DoStep, type PredictStep } from '../../../../tutorials';
import { stepById as step } from '../../testing/lessons';
import { accountText, guessText, pitName } from './landing-text';

function wordsFor(predict: PredictStep, guess: number, full: boolean) {
  const explained = explainWrongGuess(predict, guess);
  if (explained === null) throw new Error(`pit ${guess} is the answer`);
  return guessText(explained, guess, predict.start.rules.holes, full);
}

/** What a do step's holes did, in words, from the engine's events. */
function told(lessonId: string, stepId: string, holes: number[]): string[] {
  const doStep = step(lessonId, stepId) as DoStep;
  const run = playDoStep(doStep, holes);
  if (!run.ok) throw new Error(run.error.message);
  return accountText(accountOf(doStep.start, run.value.turns.flatMap((turn) => turn.events), run.value.state), doStep.start.rules.holes);
}

describe('a wrong guess in words', () => {
  const relay = step('relay', 'where-a-relay-ends') as PredictStep;

  it('names pits from the learner’s side', () => {
    expect([pitName(0, 7), pitName(7, 7), pitName(8, 7), pitName(15, 7)]).toEqual(['your hole 1', 'your store', "North's hole 1", "North's store"]);
  });

  it('after a first miss, says why the pit is not it without giving the count away, and no path', () => {
    expect(wordsFor(relay, 12, false)).toEqual({ reason: "A seed drops into North's hole 5, but the sowing goes on past it.", landing: null });
  });

  it('after the second, follows each relay to where the last seed rests, and says why it stops there', () => {
    expect(wordsFor(relay, 8, true)).toEqual({
      reason: "A seed lands in North's hole 1, but that hole held seeds: you pick up 2 and sow on.",
      landing:
        "The last seed comes to rest in North's hole 6: 3 seeds from your hole 6 reach North's hole 1, a relay of 2 reaches North's hole 3, and a relay of 3 reaches North's hole 6. That hole of North's was empty: your turn ends there.",
    });
  });

  it.each([
    [12, "A seed drops into North's hole 5, but 1 more follows."],
    [5, 'You empty your hole 6 to start, and sowing begins with the pit after it.'],
    [15, "The sowing never reaches North's store."],
  ])('says why pit %i is not it', (guess, reason) => {
    expect(wordsFor(relay, guess, true).reason).toBe(reason);
  });

  it('tells a store landing and a stop without relay', () => {
    expect(wordsFor(step('store-landing', 'where-it-lands') as PredictStep, 8, true).landing).toBe(
      'The last seed comes to rest in your store: 5 seeds from your hole 3 reach your store. Your store: you choose again.',
    );
    expect(wordsFor(step('kalah', 'no-relay') as PredictStep, 5, true).landing).toMatch(/these rules have no relay/);
  });
});

describe('what a move did, in words', () => {
  it('tells each sowing of a chain, and a capture with what it took', () => {
    expect(told('store-landing', 'chain-two', [7, 6])).toEqual([
      '1 seed from your hole 7 reaches your store. Your store: you choose again.',
      '2 seeds from your hole 6 reach your store. Your store: you choose again.',
    ]);
    expect(told('capture', 'capture-eight', [5])).toEqual(['1 seed from your hole 5 reaches your hole 6. That hole was empty: 9 seeds go to your store, those across and yours.']);
  });

  it("tells mati, a seed banked alone, and North's reply", () => {
    expect(told('mati', 'die-on-north', [7])).toEqual(["3 seeds from your hole 7 reach North's hole 2. That hole of North's was empty: your turn ends there."]);
    expect(told('strategy', 'deny-the-capture', [4])).toEqual([
      "6 seeds from your hole 4 reach North's hole 2. That hole of North's was empty: your turn ends there.",
      "North's turn: 1 seed from North's hole 3 reaches North's hole 4. North captures 1 seed.",
    ]);
  });

  it("tells the round's end and its result, and the opening's race instead of its long sowings", () => {
    expect(told('round-end', 'end-the-round', [3]).at(-1)).toBe('The round is over: you have 34, North has 17. You win it.');
    expect(told('opening', 'finish-first', [4])).toEqual(["Your hand finished at tick 7, North's at tick 89: you move first."]);
    expect(told('opening', 'finish-first', [6])).toEqual(["Your hand finished at tick 64, North's at tick 17: North moves first."]);
  });
});
