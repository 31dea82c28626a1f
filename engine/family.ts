/**
 * The one place that knows there are two rule machines: Congkak/Kalah (the
 * kernel in congkak/) and Oware (oware/). Everything else asks this module.
 */
import { completeMinimalCongkakState, validateCongkakExtras } from './congkak/validate';
import { newCongkakGame } from './congkak/new-game';
import { CongkakPosition } from './congkak/position';
import type { CongkakState } from './congkak/state';
import type { FastPosition } from './fast/position';
import { createOwarePosition, owareNewGame, validateFullOwareState, validateOwareState } from './oware/index';
import type { GameState, Result, Rules } from './types';

export function newFamilyGame(rules: Rules): GameState {
  return rules.game === 'oware' ? owareNewGame(rules) : newCongkakGame(rules);
}

/** A mutable fast position for a state the engine produced or validated (see validateState). */
export function createFastPosition(state: GameState): FastPosition {
  return state.rules.game === 'oware' ? createOwarePosition(state) : new CongkakPosition(state as CongkakState);
}

/**
 * Adds and checks each family's own fields. `base` holds the checked common
 * fields; `raw` is the caller's object (its family fields are still unchecked);
 * `minimal` says the caller sent only `{rules, pits, toMove}`.
 */
export function validateFamilyState(base: GameState, raw: Record<string, unknown>, minimal: boolean): Result<GameState> {
  if (!minimal) return base.rules.game === 'oware' ? validateFullOwareState({ ...raw, ...base }) : validateCongkakExtras(base, raw);
  const completed = base.rules.game === 'oware' ? validateOwareState(base) : { ok: true as const, value: completeMinimalCongkakState(base) };
  if (!completed.ok) return completed;
  // A minimal state may already be decided (its mover has no seeds, a majority
  // is reached): the kernel settles it on load, and every caller sees the same.
  return { ok: true, value: createFastPosition(completed.value).toState() };
}
