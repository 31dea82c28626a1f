// How fast a turn is sown. Each speed has its step; a long turn (a chain of
// store landings, the simultaneous opening) is sown with shorter steps, so
// that it never stays on screen longer than TURN_STEPS steps of its speed
// (5 s at normal) however many seeds it moves: the player's time, not the
// seed count, sets the length.
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
