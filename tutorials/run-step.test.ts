import { describe, expect, it } from 'vitest';
import { LESSONS } from './index';
import { evaluateStep, playDoStep, playPredictStep } from './run-step';
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

  it("pairs the learner's hole with North's reply for the opening's first choice", () => {
    const opening = step('opening', 'finish-first') as DoStep;
    const run = playDoStep(opening, [4]);
    if (!run.ok) throw new Error(run.error.message);
    expect(run.value.turns[0]).toMatchObject({ player: 'both', move: { south: 4, north: 3 } });
    expect(run.value.state).toMatchObject({ phase: 'play', toMove: 0 });
  });

  it('keeps the step open after a store landing while the solution has more holes', () => {
    const chain = step('store-landing', 'chain-two') as DoStep;
    const run = playDoStep(chain, [7]);
    expect(run.ok && run.value.status).toBe('continue');
  });

  it('refuses an empty hole as an illegal move, and the evaluator counts it a failure', () => {
    const land = step('store-landing', 'land-in-store') as DoStep;
    const run = playDoStep(land, [1]);
    expect(run.ok ? 'ok' : run.error.code).toBe('illegal-move');
    expect(evaluateStep(land, [1])).toBe('failure');
  });

  it('refuses answers after the step is decided', () => {
    const land = step('store-landing', 'land-in-store') as DoStep;
    expect(playDoStep(land, [5, 4]).ok).toBe(false);
  });
});

describe('predict and quiz steps', () => {
  it("shows the sowing and reports where the relay's last seed rests", () => {
    const relay = step('relay', 'where-a-relay-ends') as PredictStep;
    const shown = playPredictStep(relay);
    expect(shown.ok && shown.value.landing).toBe(13);
    expect(evaluateStep(relay, [])).toBe('continue');
  });

  it('waits for a quiz answer', () => {
    expect(evaluateStep(step('relay', 'quiz'), [])).toBe('continue');
  });
});
