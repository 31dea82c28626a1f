import { describe, expect, it } from 'vitest';
import { stepDelay, turnBudgetMs, TURN_STEPS } from './pacing';
import { ANIMATION_STEP_MS } from './timeline';

describe('stepDelay', () => {
  it('keeps the speed’s own step for a short turn', () => {
    expect(stepDelay(10, 'normal')).toBe(ANIMATION_STEP_MS.normal);
    expect(stepDelay(TURN_STEPS, 'slow')).toBe(ANIMATION_STEP_MS.slow);
  });

  it('never lets a turn take longer than its budget, however many steps (5 s at normal)', () => {
    expect(turnBudgetMs('normal')).toBe(5_000);
    for (const speed of ['slow', 'normal', 'fast'] as const) {
      for (const steps of [26, 100, 400, 2_000]) {
        expect(stepDelay(steps, speed) * steps).toBeLessThanOrEqual(turnBudgetMs(speed) + 1e-9);
        expect(stepDelay(steps, speed) * steps).toBeCloseTo(turnBudgetMs(speed));
      }
    }
  });

  it('scales slow and fast from normal', () => {
    expect(turnBudgetMs('slow')).toBeGreaterThan(turnBudgetMs('normal'));
    expect(turnBudgetMs('fast')).toBeLessThan(turnBudgetMs('normal'));
    expect(turnBudgetMs('instant')).toBe(0);
    expect(stepDelay(100, 'instant')).toBe(0);
  });

  it('shares what is left of the budget among the steps still to show', () => {
    expect(stepDelay(50, 'normal', 4_000)).toBe(20);
    expect(stepDelay(5, 'normal', 4_500)).toBe(100);
    expect(stepDelay(5, 'normal', 6_000)).toBe(0);
  });
});
