/**
 * Checks a full Oware state handed back by a caller (RULES.md §7) beyond its
 * fields (state.ts): Oware is one game with no opening, and a state in phase
 * play must be one where the game goes on. The kernel decides whether it does
 * (one implementation of the endings); this module only names why not.
 */
import { rowSeeds, storesOf } from '../board';
import type { GameState, Player, Result } from '../types';
import { OwarePosition } from './kernel';
import { validateOwareState } from './state';

export function validateFullOwareState(state: GameState): Result<GameState> {
  const checked = validateOwareState(state);
  if (!checked.ok) return checked;
  if (state.phase === 'opening') return badState('Oware has no opening: phase must be "play" or "over"');
  if (state.round !== 1) return badState('Oware is one game, not a series: round must be 1');
  if (state.phase === 'play' && OwarePosition.fromState(state).isOver()) return badState(`${whyOver(state)}: the game is over`);
  return checked;
}

/** Names the ending the kernel found before the mover's turn, in the order it looks for them. */
function whyOver(state: GameState): string {
  const [south, north] = storesOf(state);
  const total = state.pits.reduce((sum, seeds) => sum + seeds, 0);
  if (south * 2 === total && north * 2 === total) return `both players have captured half of the ${total} seeds`;
  const leader = south > north ? 0 : 1;
  if (Math.max(south, north) * 2 > total) return `player ${leader} has captured ${Math.max(south, north)} of the ${total} seeds, more than half`;
  const mover = state.toMove as Player;
  const other: Player = mover === 0 ? 1 : 0;
  if (rowSeeds(state.pits, mover) === 0) return `player ${mover} is to move but has no seeds in their houses`;
  return `player ${other} has no seeds and no move of player ${mover} gives them any`;
}

function badState(message: string): Result<GameState> {
  return { ok: false, error: { code: 'bad-state', message } };
}
