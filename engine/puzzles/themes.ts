/**
 * A puzzle's themes, read from the engine's events as its first solution is
 * played (what the turn does), and from the position (how far the round is).
 */
import { storeOf } from '../board';
import { play } from '../play';
import type { EngineEvent, GameState } from '../types';
import type { ProvenPuzzle } from './prove';
import { PUZZLE_THEMES, type PuzzleTheme } from './types';

/** At most this share of all seeds left in the holes makes a position an endgame. */
export const ENDGAME_SHARE = 0.25;
/** At most this share of all seeds banked yet: the round has only just begun. */
export const OPENING_SHARE = 0.15;
/** A relay the solver must read through: at least this many relay laps in the solution. */
export const RELAY_LAPS = 2;
/** Several store landings in one turn make a chain. */
export const CHAIN_LANDINGS = 2;

/** The events of playing `holes` from `state`, or null when a choice is not legal there. */
export function solutionEvents(state: GameState, holes: readonly number[]): EngineEvent[] | null {
  const events: EngineEvent[] = [];
  let current = state;
  for (const hole of holes) {
    const outcome = play(current, { hole });
    if (!outcome.ok) return null;
    events.push(...outcome.value.events);
    current = outcome.value.state;
  }
  return events;
}

export function puzzleThemes(puzzle: ProvenPuzzle): PuzzleTheme[] {
  const { state, solver } = puzzle;
  const events = solutionEvents(state, puzzle.solutions[0] ?? []) ?? [];
  const count = (type: EngineEvent['type']) => events.filter((event) => event.type === type && (!('player' in event) || event.player === solver)).length;
  const n = state.rules.holes;
  const total = state.pits.reduce((sum, seeds) => sum + seeds, 0);
  const banked = state.pits[storeOf(0, n)]! + state.pits[storeOf(1, n)]!;
  const inHoles = total - banked;
  const found = new Set<PuzzleTheme>();
  if (count('store') >= CHAIN_LANDINGS) found.add('store-chain');
  if (count('capture') > 0) found.add('capture');
  if (count('relay') >= RELAY_LAPS) found.add('relay');
  if (inHoles <= total * ENDGAME_SHARE || count('round-end') > 0) found.add('endgame');
  if (banked <= total * OPENING_SHARE) found.add('opening');
  return PUZZLE_THEMES.filter((theme) => found.has(theme));
}
