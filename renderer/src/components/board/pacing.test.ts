import { describe, expect, it } from 'vitest';
import { CHOICE_MIN_STEPS, paceOf, stepDelay, turnBudgetMs, TURN_STEPS } from './pacing';
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

describe('paceOf', () => {
  it('sows seed by seed at the speed’s step when the turn fits its budget', () => {
    expect(paceOf([8, 7], 'normal')).toEqual({ kind: 'seeds', stepMs: ANIMATION_STEP_MS.normal });
  });

  it('sows faster, still seed by seed, while every choice stays on screen long enough', () => {
    const pace = paceOf([40, 40], 'normal');
    expect(pace).toEqual({ kind: 'seeds', stepMs: turnBudgetMs('normal') / 80 });
  });

  it('shows each choice at once, never skipping one, when seed by seed would flash by', () => {
    // 31 choices, 1,075 events: the recorded level-5 turn of issue 30.
    const choices = Array.from({ length: 31 }, () => 40);
    const pace = paceOf(choices, 'normal');
    expect(pace.kind).toBe('choices');
    if (pace.kind !== 'choices') return;
    expect(pace.choiceMs).toBeGreaterThanOrEqual(CHOICE_MIN_STEPS * ANIMATION_STEP_MS.normal);
    expect(pace.choiceMs * 31).toBeLessThanOrEqual(turnBudgetMs('normal'));
  });

  it('keeps a choice on screen (150 ms at normal) even once the budget is spent', () => {
    expect(paceOf([8], 'normal', 6_000)).toEqual({ kind: 'choices', choiceMs: 150 });
    expect(paceOf([8], 'instant')).toEqual({ kind: 'seeds', stepMs: 0 });
  });
});
