/** Board geometry of RULES.md §1, shared by every module that reads pit indices. */
import type { Player } from '../types';

/** Holes per row, from a board of 2n+2 pits. */
export const holesOf = (pitCount: number): number => (pitCount - 2) / 2;

/** South's store is pit n, North's 2n+1. */
export const storeOf = (player: Player | number, n: number): number => (player === 0 ? n : 2 * n + 1);

export const oppositeOf = (pit: number, n: number): number => 2 * n - pit;

/** The pit of a player-relative hole number 1…n. */
export const pitOfHole = (player: Player | number, hole: number, n: number): number =>
  player === 0 ? hole - 1 : n + hole;

/** The first and one-past-last hole pit of a player's row. */
export const rowStart = (player: Player | number, n: number): number => (player === 0 ? 0 : n + 1);

/** Who owns a hole pit (stores included: each store belongs to the row before it). */
export const ownerOf = (pit: number, n: number): Player => (pit <= n ? 0 : 1);

export const isStore = (pit: number, n: number): boolean => pit === n || pit === 2 * n + 1;
