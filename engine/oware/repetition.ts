/**
 * The positions seen since the last capture, for Oware's repetition rule.
 *
 * Seeds on the board never increase, so a position from before a capture can
 * never come back: the log is cleared at every capture and stays small. Each
 * entry is the houses plus the player to move, stored flat; an open-addressing
 * table of small integer hashes finds candidates in O(1) and an exact compare
 * confirms them, so a hash collision can never end a game by mistake. Nothing
 * is allocated per move except when the arrays double.
 */

const EMPTY = 0;
const INITIAL_ENTRIES = 32;

export class RepetitionLog {
  /** Values per entry: the houses, then the player to move. */
  private readonly width: number;
  private entries: Int32Array;
  private hashes: Int32Array;
  /** Table slot of each entry, so clearing touches only the used slots. */
  private slotOf: Int32Array;
  /** Entry index + 1 per slot; EMPTY when free. Size is a power of two. */
  private table: Int32Array;
  private count = 0;

  constructor(houses: number) {
    this.width = houses + 1;
    this.entries = new Int32Array(INITIAL_ENTRIES * this.width);
    this.hashes = new Int32Array(INITIAL_ENTRIES);
    this.slotOf = new Int32Array(INITIAL_ENTRIES);
    this.table = new Int32Array(INITIAL_ENTRIES * 2);
  }

  get size(): number {
    return this.count;
  }

  clear(): void {
    for (let i = 0; i < this.count; i++) this.table[this.slotOf[i]!] = EMPTY;
    this.count = 0;
  }

  /**
   * Records `houses` (read from `board` at the given indices) with `mover` to
   * move; returns true, recording nothing, when that position is already in
   * the log.
   */
  addOrFind(board: Int32Array, houseIndex: Int32Array, mover: number): boolean {
    const hash = hashPosition(board, houseIndex, mover);
    const mask = this.table.length - 1;
    let slot = hash & mask;
    for (;;) {
      const stored = this.table[slot]!;
      if (stored === EMPTY) break;
      const entry = stored - 1;
      if (this.hashes[entry] === hash && this.matches(entry, board, houseIndex, mover)) return true;
      slot = (slot + 1) & mask;
    }
    this.append(board, houseIndex, mover, hash, slot);
    return false;
  }

  copyFrom(other: RepetitionLog): void {
    // Clear first: it reads this log's own slotOf, which may be replaced below.
    this.clear();
    if (this.entries.length !== other.entries.length) {
      this.entries = new Int32Array(other.entries.length);
      this.hashes = new Int32Array(other.hashes.length);
      this.slotOf = new Int32Array(other.slotOf.length);
    }
    if (this.table.length !== other.table.length) this.table = new Int32Array(other.table.length);
    this.entries.set(other.entries.subarray(0, other.count * this.width));
    this.hashes.set(other.hashes.subarray(0, other.count));
    this.slotOf.set(other.slotOf.subarray(0, other.count));
    for (let i = 0; i < other.count; i++) this.table[other.slotOf[i]!] = i + 1;
    this.count = other.count;
  }

  /** Each logged position as its houses and its player to move, oldest first. */
  positions(): { houses: number[]; mover: number }[] {
    const out: { houses: number[]; mover: number }[] = [];
    for (let i = 0; i < this.count; i++) {
      const start = i * this.width;
      out.push({
        houses: Array.from(this.entries.subarray(start, start + this.width - 1)),
        mover: this.entries[start + this.width - 1]!,
      });
    }
    return out;
  }

  private matches(entry: number, board: Int32Array, houseIndex: Int32Array, mover: number): boolean {
    const start = entry * this.width;
    if (this.entries[start + this.width - 1] !== mover) return false;
    for (let k = 0; k < houseIndex.length; k++) {
      if (this.entries[start + k] !== board[houseIndex[k]!]) return false;
    }
    return true;
  }

  private append(board: Int32Array, houseIndex: Int32Array, mover: number, hash: number, slot: number): void {
    if (this.count === this.hashes.length) {
      this.growEntries();
    }
    const entry = this.count;
    const start = entry * this.width;
    for (let k = 0; k < houseIndex.length; k++) this.entries[start + k] = board[houseIndex[k]!]!;
    this.entries[start + this.width - 1] = mover;
    this.hashes[entry] = hash;
    this.table[slot] = entry + 1;
    this.slotOf[entry] = slot;
    this.count++;
    // Keep the table at most half full so probe runs stay short.
    if (this.count * 2 > this.table.length) this.rehash(this.table.length * 2);
  }

  private growEntries(): void {
    const capacity = this.hashes.length * 2;
    const entries = new Int32Array(capacity * this.width);
    entries.set(this.entries);
    this.entries = entries;
    const hashes = new Int32Array(capacity);
    hashes.set(this.hashes);
    this.hashes = hashes;
    const slotOf = new Int32Array(capacity);
    slotOf.set(this.slotOf);
    this.slotOf = slotOf;
  }

  private rehash(size: number): void {
    this.table = new Int32Array(size);
    const mask = size - 1;
    for (let i = 0; i < this.count; i++) {
      let slot = this.hashes[i]! & mask;
      while (this.table[slot] !== EMPTY) slot = (slot + 1) & mask;
      this.table[slot] = i + 1;
      this.slotOf[i] = slot;
    }
  }
}

/** A well-mixed 31-bit hash (a small integer in V8, so no boxing). */
function hashPosition(board: Int32Array, houseIndex: Int32Array, mover: number): number {
  let h = 0x811c9dc5 ^ mover;
  for (let k = 0; k < houseIndex.length; k++) {
    h = Math.imul(h ^ board[houseIndex[k]!]!, 0x01000193);
  }
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 12;
  return h & 0x7fffffff;
}
