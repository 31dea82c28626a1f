/**
 * The transposition table: one slot per low hash bits, verified by the high
 * half, always replaced (simple and good enough at these depths). Values are
 * from the side of the position's chooser, in the search's internal units.
 */

export const BOUND_EXACT = 0;
export const BOUND_LOWER = 1;
export const BOUND_UPPER = 2;
/** The depth stored for a result whose whole subtree reached the end of the game: valid at any depth. */
export const SOLVED_DEPTH = 8000;

export class TranspositionTable {
  private readonly mask: number;
  private readonly check: Int32Array;
  private readonly values: Int32Array;
  private readonly moves: Int32Array;
  /** depth << 2 | bound, +1 so that 0 marks an empty slot. */
  private readonly meta: Int16Array;

  constructor(bits: number) {
    const size = 1 << bits;
    this.mask = size - 1;
    this.check = new Int32Array(size);
    this.values = new Int32Array(size);
    this.moves = new Int32Array(size);
    this.meta = new Int16Array(size);
  }

  clear(): void {
    this.meta.fill(0);
  }

  /** Empties every slot but the solved ones (values of the end of the game, true at any depth). */
  keepSolved(): void {
    for (let slot = 0; slot < this.meta.length; slot++) if (this.meta[slot] !== 0 && this.depth(slot) !== SOLVED_DEPTH) this.meta[slot] = 0;
  }

  /** The slot holding this position, or -1. */
  find(lo: number, hi: number): number {
    const slot = lo & this.mask;
    return this.meta[slot] !== 0 && this.check[slot] === hi ? slot : -1;
  }

  depth(slot: number): number {
    return (this.meta[slot]! - 1) >> 2;
  }
  bound(slot: number): number {
    return (this.meta[slot]! - 1) & 3;
  }
  value(slot: number): number {
    return this.values[slot]!;
  }
  move(slot: number): number {
    return this.moves[slot]!;
  }

  store(lo: number, hi: number, depth: number, bound: number, value: number, move: number): void {
    const slot = lo & this.mask;
    this.check[slot] = hi;
    this.values[slot] = value;
    this.moves[slot] = move;
    this.meta[slot] = ((depth << 2) | bound) + 1;
  }
}
