import { describe, expect, it } from 'vitest';
import { LESSONS } from './index';
import { evaluateStep, learnerHoles, playDoStep, playPredictStep } from './run-step';
import type { DoStep, PredictStep, Step } from './types';

function step(lessonId: string, stepId: string): Step {
  if (!LESSONS.ok) throw new Error(LESSONS.error.message);
  const found = LESSONS.value.find((l) => l.id === lessonId)?.steps.find((s) => s.id === stepId);
  if (!found) throw new Error(`${lessonId}/${stepId}`);
  return found;
}

describe('playDoStep', () => {
  it("plays North's scripted reply once the learner's turn ends, and judges after it", () => {
    const deny = step('strategy', 'deny-the-capture') as DoStep;
    const run = playDoStep(deny, [4]);
    if (!run.ok) throw new Error(run.error.message);
    expect(run.value.turns.map((t) => [t.player, t.move])).toEqual([[0, { hole: 4 }], [1, { hole: 3 }]]);
    expect(run.value.turns[1]?.events).toContainEqual({ type: 'capture', player: 1, pit: 11, from: 3, seeds: 1 });
    expect(run.value.status).toBe('success');
  });

  it("pairs the learner's hole with North's reply for the opening's first choice, and decides once a hand is done", () => {
    const opening = step('opening', 'finish-first') as DoStep;
    const run = playDoStep(opening, [4]);
    if (!run.ok) throw new Error(run.error.message);
    expect(run.value.turns[0]).toMatchObject({ player: 'both', move: { south: 4, north: 3 } });
    expect(run.value.status).toBe('success');
    // North's hand dies at tick 7 while yours goes on to a store landing: decided at once, no choice asked.
    expect(playDoStep(opening, [2])).toMatchObject({ ok: true, value: { status: 'failure' } });
  });

  it('lets North choose its smallest hole in the opening once its scripted replies run out', () => {
    const opening = step('opening', 'finish-first') as DoStep;
    // Your hole 1 lands in your store at tick 7; choosing hole 1 again, your hand finishes before North's.
    const run = playDoStep(opening, [1, 1]);
    expect(run.ok && run.value.status).toBe('success');
  });

  it('keeps the step open after a store landing: the learner chooses again in the same turn', () => {
    const chain = step('store-landing', 'chain-two') as DoStep;
    expect(playDoStep(chain, [7])).toMatchObject({ ok: true, value: { status: 'continue' } });
    expect(evaluateStep(chain, [7, 6])).toBe('success');
    expect(evaluateStep(chain, [7, 5])).toBe('failure');
  });

  it('accepts any choices that reach the goal, not only the solution', () => {
    const opening = step('opening', 'finish-first') as DoStep;
    expect(opening.solution).toEqual([4]);
    // Hole 5's hand captures at tick 43 while North's sows on to a store landing at tick 50.
    expect(evaluateStep(opening, [5])).toBe('success');
  });

  it('ends a step on the first sowing as soon as its landing is made, even if the learner could choose again', () => {
    const dies = step('mati', 'die-on-north') as DoStep;
    // Hole 1 relays into the store: the first landing was a relay, so no later choice can make it mati.
    expect(playDoStep(dies, [1])).toMatchObject({ ok: true, value: { status: 'failure' } });
  });

  it('refuses an empty hole as an illegal move, and the evaluator counts it a failure', () => {
    const land = step('store-landing', 'land-in-store') as DoStep;
    const run = playDoStep(land, [1]);
    expect(run.ok ? 'ok' : run.error.code).toBe('illegal-move');
    expect(evaluateStep(land, [1])).toBe('failure');
  });

  it('refuses answers after the step is decided', () => {
    const land = step('store-landing', 'land-in-store') as DoStep;
    expect(playDoStep(land, [2, 4]).ok).toBe(false);
  });
});

describe('learnerHoles', () => {
  it('lists the holes South may sow, in the opening and in an ordinary turn', () => {
    expect(learnerHoles((step('opening', 'finish-first') as DoStep).start)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(learnerHoles((step('store-landing', 'chain-two') as DoStep).start)).toEqual([5, 6, 7]);
  });
});

describe('predict and quiz steps', () => {
  it("shows the sowing and reports where the relay's last seed rests", () => {
    const relay = step('relay', 'where-a-relay-ends') as PredictStep;
    const shown = playPredictStep(relay);
    expect(shown.ok && shown.value.landing).toBe(13);
    expect(evaluateStep(relay, [])).toBe('continue');
  });

  it('takes a store as an answer', () => {
    const store = step('store-landing', 'where-it-lands') as PredictStep;
    expect(evaluateStep(store, [7])).toBe('success');
  });

  it('waits for a quiz answer', () => {
    expect(evaluateStep(step('relay', 'quiz'), [])).toBe('continue');
  });
});
