/**
 * Refilling a row between the rounds of a series, RULES.md §5: `seeds` per
 * hole in refill order while the store can afford it; the rest stays in the
 * store (`remainder: "store"`) or partly fills the next hole (`"partial"`),
 * and every hole left empty is burnt.
 */
import type { Player, SeriesRules } from '../types';
import { isStore, rowStart, storeOf } from '../board';

/** A player's hole pits in the order they are refilled. */
export function refillOrder(player: Player, n: number, refill: SeriesRules['refill']): number[] {
  const start = rowStart(player, n);
  const pits = Array.from({ length: n }, (_, i) => start + i);
  // Holes are numbered in sowing order, so the hole next to the store is the last one.
  return refill === 'store-end' ? pits.reverse() : pits;
}

/** The holes a player could refill now: all of them, or with `reopen: false` the unburnt ones. */
export function refillableHoles(player: Player, n: number, series: SeriesRules, burnt: ReadonlySet<number>): number[] {
  return refillOrder(player, n, series.refill).filter((pit) => series.reopen || !burnt.has(pit));
}

/**
 * True when the player's store cannot fill even one hole: the series ends (§5).
 * A full hole under either remainder, so a partly filled hole only ever
 * follows full ones.
 */
export function cannotFill(player: Player, pits: readonly number[], seeds: number, series: SeriesRules, burnt: ReadonlySet<number>): boolean {
  const n = (pits.length - 2) / 2;
  return (pits[storeOf(player, n)] ?? 0) < seeds || refillableHoles(player, n, series, burnt).length === 0;
}

/**
 * Refills both rows of an emptied board (every hole 0) and returns the new
 * pits and the burnt hole pits, ascending.
 */
export function refillBoard(
  pits: readonly number[],
  seeds: number,
  series: SeriesRules,
  burnt: ReadonlySet<number>,
): { pits: number[]; burnt: number[] } {
  const n = (pits.length - 2) / 2;
  const next = [...pits];
  const filled = new Set<number>();
  for (const player of [0, 1] as const) {
    const store = storeOf(player, n);
    for (const pit of refillableHoles(player, n, series, burnt)) {
      const left = next[store] ?? 0;
      const put = left >= seeds ? seeds : series.remainder === 'partial' ? left : 0;
      if (put === 0) break;
      next[store] = left - put;
      next[pit] = put;
      filled.add(pit);
    }
  }
  const nowBurnt: number[] = [];
  for (let pit = 0; pit < next.length; pit++) {
    if (!isStore(pit, n) && !filled.has(pit)) nowBurnt.push(pit);
  }
  return { pits: next, burnt: nowBurnt };
}
