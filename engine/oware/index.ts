/**
 * Oware (Abapa), RULES.md §7: the entry points the engine's dispatcher calls
 * for `game: "oware"`. Everything else in this folder is internal.
 */
import type { FastPosition } from '../fast/position';
import type { GameState, Result, Rules } from '../types';

export function owareNewGame(rules: Rules): GameState {
  const pits: number[] = [];
  for (let i = 0; i < 2 * rules.holes + 2; i++) pits.push(i === rules.holes || i === 2 * rules.holes + 1 ? 0 : rules.seeds);
  return {
    rules,
    pits,
    burnt: [],
    toMove: rules.firstPlayer === 'south' ? 0 : 1,
    phase: 'play',
    round: 1,
    result: null,
  };
}

/** Placeholder until the kernel lands: the signature is final. */
export function createOwarePosition(state: GameState): FastPosition {
  void state;
  throw new Error('Oware kernel not implemented yet');
}

export function validateOwareState(state: GameState): Result<GameState> {
  return { ok: true, value: state };
}
