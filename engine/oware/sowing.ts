/**
 * Oware sowing and capturing on a flat board (RULES.md §1 indices: South's
 * houses 0…n-1, store n, North's houses n+1…2n, store 2n+1). Pure functions
 * over an Int32Array so the kernel can run them on its real board or on a
 * scratch copy when it looks ahead for legality; nothing here allocates.
 */
import type { EventSink } from '../fast/position';
import type { Player } from '../types';

/** Pit index of `player`'s player-relative hole `hole` (1…n). */
export function houseOf(holes: number, player: Player, hole: number): number {
  return player === 0 ? hole - 1 : holes + hole;
}

/** The first pit index of `player`'s row; the row is `holes` pits long. */
export function rowStart(holes: number, player: Player): number {
  return player === 0 ? 0 : holes + 1;
}

export function rowSum(board: Int32Array, holes: number, player: Player): number {
  const start = rowStart(holes, player);
  let sum = 0;
  for (let i = start; i < start + holes; i++) sum += board[i]!;
  return sum;
}

/**
 * Empties `origin` and sows its seeds one per house, counter-clockwise in index
 * order, never into a store and never back into the origin (Abapa: a lap of
 * 12+ seeds skips the emptied house). Returns the pit of the last seed.
 */
export function sowFrom(board: Int32Array, holes: number, player: Player, origin: number, sink: EventSink): number {
  const size = 2 * holes + 2;
  let seeds = board[origin]!;
  board[origin] = 0;
  if (sink) sink.push({ type: 'pick', player, pit: origin, seeds });
  let pit = origin;
  while (seeds > 0) {
    pit = pit + 1 === size ? 0 : pit + 1;
    if (pit === holes || pit === size - 1 || pit === origin) continue;
    board[pit] = board[pit]! + 1;
    seeds--;
    if (sink) sink.push({ type: 'sow', player, pit });
  }
  return pit;
}

/**
 * The lowest pit of the capture run ending at `last`: the last seed's house if
 * it is the opponent's and now holds 2 or 3, then each preceding opponent house
 * while it holds 2 or 3. Returns `last + 1` when nothing would be captured.
 * The run is always `first…last` because it never leaves the opponent's row.
 */
export function captureRunStart(board: Int32Array, holes: number, player: Player, last: number): number {
  const opponentStart = rowStart(holes, player === 0 ? 1 : 0);
  if (last < opponentStart || last >= opponentStart + holes) return last + 1;
  let first = last + 1;
  while (first - 1 >= opponentStart && isCapturable(board[first - 1]!)) first--;
  return first;
}

function isCapturable(seeds: number): boolean {
  return seeds === 2 || seeds === 3;
}

export function sumRange(board: Int32Array, first: number, last: number): number {
  let sum = 0;
  for (let i = first; i <= last; i++) sum += board[i]!;
  return sum;
}
