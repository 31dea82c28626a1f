/**
 * Board geometry of RULES.md §1, the one definition every folder uses: a board
 * of n holes a side has 2n+2 pits; South's holes are pits 0…n-1 and its store
 * pit n, North's holes pits n+1…2n and its store pit 2n+1. A player's hole
 * numbers 1…n run in that player's own sowing order (the digit keys, hints,
 * lessons and records all count this way).
 */
import type { GameState, Player } from './types';

/** The pit of `player`'s store. */
export const storeOf = (player: Player | number, holes: number): number => (player === 0 ? holes : 2 * holes + 1);

/** Both stores' seeds, [South, North]. */
export function storesOf(state: Pick<GameState, 'pits' | 'rules'>): [number, number] {
  const n = state.rules.holes;
  return [state.pits[storeOf(0, n)] ?? 0, state.pits[storeOf(1, n)] ?? 0];
}

/** The pit of `player`'s hole number `hole` (1…n). */
export const pitOfHole = (player: Player | number, hole: number, holes: number): number => (player === 0 ? hole - 1 : holes + hole);

export interface PitOwner {
  player: Player;
  /** Player-relative hole number 1…n, or null for the store. */
  hole: number | null;
}

/** Whose pit it is and its hole number; the inverse of pitOfHole and storeOf. */
export function holeOf(pit: number, holes: number): PitOwner {
  if (pit === storeOf(0, holes)) return { player: 0, hole: null };
  if (pit === storeOf(1, holes)) return { player: 1, hole: null };
  return pit < holes ? { player: 0, hole: pit + 1 } : { player: 1, hole: pit - holes };
}

/** The first pit of a player's row. */
export const rowStart = (player: Player | number, holes: number): number => (player === 0 ? 0 : holes + 1);

/**
 * The seeds in a player's holes (a board of any size: n is read from `pits`),
 * of a state's pits or of the search's typed board alike.
 */
export function rowSeeds(pits: ArrayLike<number>, player: Player | number): number {
  const n = (pits.length - 2) / 2;
  const start = rowStart(player, n);
  let sum = 0;
  for (let pit = start; pit < start + n; pit++) sum += pits[pit] ?? 0;
  return sum;
}

export const isStore = (pit: number, holes: number): boolean => pit === storeOf(0, holes) || pit === storeOf(1, holes);
