/** Shared by the congkak tests: build states and play moves through the public API. */
import { play, validateState } from '../index';
import type { EngineEvent, GameState, Move, Player, RulesInput } from '../types';

/** Alternate-opening Congkak on 2×4 so boards fit on a line: [s1 s2 s3 s4 S | n1 n2 n3 n4 N]. */
/** Rules written as an object, so tests can spread overrides onto them. */
export type RulesObject = Exclude<RulesInput, string>;

export const SMALL: RulesObject = { preset: 'congkak', opening: 'alternate', holes: 4, seeds: 4 };

export function minimal(rules: RulesInput, pits: number[], toMove: Player): GameState {
  const state = validateState({ rules, pits, toMove });
  if (!state.ok) throw new Error(state.error.message);
  return state.value;
}

/** A full state: a minimal one with fields replaced (burnt holes, a later round…). */
export function full(rules: RulesInput, pits: number[], toMove: Player, extra: Record<string, unknown>): GameState {
  const state = validateState({ ...minimal(rules, pits, toMove), pits, ...extra });
  if (!state.ok) throw new Error(state.error.message);
  return state.value;
}

export function playAll(state: GameState, ...moves: Move[]): { state: GameState; events: EngineEvent[] } {
  let current = state;
  const events: EngineEvent[] = [];
  for (const move of moves) {
    const outcome = play(current, move);
    if (!outcome.ok) throw new Error(`${JSON.stringify(move)}: ${outcome.error.message}`);
    current = outcome.value.state;
    events.push(...outcome.value.events);
  }
  return { state: current, events };
}

export const types = (events: readonly EngineEvent[]): string[] => events.map((e) => e.type);
