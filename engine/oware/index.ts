/**
 * Oware (Abapa), RULES.md §7: the entry points the engine's dispatcher calls
 * for `game: "oware"`. Everything else in this folder is internal.
 */
import type { FastPosition } from '../fast/position';
import type { GameState } from '../types';
import { OwarePosition } from './kernel';

export { owareNewGame, validateOwareState, type OwareState } from './state';
export { validateFullOwareState } from './validate';

/** The mutable fast path for a state that `validateOwareState` (and the core's generic checks) accepted. */
export function createOwarePosition(state: GameState): FastPosition {
  return OwarePosition.fromState(state);
}
