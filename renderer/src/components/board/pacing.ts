// How fast a turn is sown. Each speed has its step; a long turn (a chain of
// store landings, the simultaneous opening) is sown with shorter steps, so
// that it never stays on screen longer than TURN_STEPS steps of its speed
// (5 s at normal) however many seeds it moves: the player's time, not the
// seed count, sets the length. What the budget cuts is the seeds' pace, never
// a choice: a turn too long to sow seed by seed shows each choice at once
// (paceOf), each on screen for at least CHOICE_MIN_STEPS.
import { ANIMATION_STEP_MS, type AnimationSpeed } from './timeline';

/** A turn takes at most this many steps of its speed. */
export const TURN_STEPS = 25;

/** The longest a turn may take on screen at `speed`, in ms. */
export function turnBudgetMs(speed: AnimationSpeed): number {
  return ANIMATION_STEP_MS[speed] * TURN_STEPS;
}

/**
 * The delay per (weighted) step for what is left of a turn: `steps` still to
 * show when `spentMs` of the turn's budget are already used. The speed's own
 * step when it fits, shorter when it does not, 0 once the budget is spent.
 */
export function stepDelay(steps: number, speed: AnimationSpeed, spentMs = 0): number {
  const step = ANIMATION_STEP_MS[speed];
  if (steps <= 0) return step;
  const left = Math.max(0, turnBudgetMs(speed) - spentMs);
  return Math.min(step, left / steps);
}

/** The least time a choice of a turn stays on screen, in steps of its speed (150 ms at normal). */
export const CHOICE_MIN_STEPS = 0.75;
/** The most a choice shown at once stays on screen, in steps (its mark, then where it ended). */
const CHOICE_MAX_STEPS = 7;
/** Seeds sown faster than this share of the speed's step flash by quicker than a screen draws them. */
const SEED_MIN_SHARE = 0.1;

/**
 * How a choice of a turn is shown: its seeds one by one (`stepMs` a weighted
 * step), or, when the turn is too long for that within its budget, the choice
 * at once (`choiceMs` for its mark and where it ended). The budget cuts the
 * seeds' pace, never a choice: every choice gets at least CHOICE_MIN_STEPS.
 */
export type Pace = { kind: 'seeds'; stepMs: number } | { kind: 'choices'; choiceMs: number };

/**
 * The pace of the choice about to be shown. `choices` holds the weighted steps
 * of the turn's choices still to show, this one first; `spentMs` what the turn
 * has already used of its budget.
 */
export function paceOf(choices: readonly number[], speed: AnimationSpeed, spentMs = 0): Pace {
  const step = ANIMATION_STEP_MS[speed];
  const total = choices.reduce((sum, steps) => sum + steps, 0);
  const stepMs = stepDelay(total, speed, spentMs);
  if (step === 0) return { kind: 'seeds', stepMs: 0 };
  const shortest = Math.min(...choices.filter((steps) => steps > 0));
  const minChoiceMs = CHOICE_MIN_STEPS * step;
  if (stepMs >= SEED_MIN_SHARE * step && (!Number.isFinite(shortest) || shortest * stepMs >= minChoiceMs)) return { kind: 'seeds', stepMs };
  const left = Math.max(0, turnBudgetMs(speed) - spentMs);
  const shown = Math.max(1, choices.filter((steps) => steps > 0).length);
  return { kind: 'choices', choiceMs: Math.min(CHOICE_MAX_STEPS * step, Math.max(minChoiceMs, left / shown)) };
}
