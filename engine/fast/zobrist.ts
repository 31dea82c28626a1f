/**
 * Keys for the kernels' incremental position hash, which the search's
 * transposition table reads as two 32-bit halves.
 *
 * The board part is *additive* Zobrist hashing: each pit has a random key and
 * the hash is Σ seeds(pit) × key(pit). Classic XOR Zobrist needs a key per
 * (pit, count) and a table lookup per seed; a Congkak turn with relays sows
 * dozens to hundreds of seeds, and that lookup halved playout speed. Here one
 * seed is one float addition, a pick-up one multiplication. Keys are integers
 * below 2^36 so the sum stays an exact integer in a double for up to 2^17 seeds
 * (a game holds at most MAX_TOTAL_SEEDS, 600: rules/limits.ts). Two different boards with the same seeds collide only when
 * Σ d(pit) × key(pit) is exactly 0, about once in 2^36 for random keys.
 *
 * The scalar fields (side to move, phase, round, opening hands, burnt holes)
 * get classic XOR keys from a mixer and are folded in when the hash is read.
 * Keys are fixed functions of their inputs, so every position of every rule set
 * agrees on them and a from-scratch hash can be compared with the incremental one.
 */

/** Pits per board at most (2 × 15 holes + 2 stores), rounded up to a power of two. */
const PIT_SLOTS = 32;
const TWO_32 = 4294967296;

/** A 32-bit mixer (murmur3's finaliser on a salted input): well spread, deterministic. */
export function mix32(x: number): number {
  let h = Math.imul(x ^ 0x9e3779b9, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d);
  return (h ^ (h >>> 12)) | 0;
}

/** PIT_KEYS[pit]: what one seed in `pit` adds to the board hash (an integer below 2^36). */
export const PIT_KEYS = /* @__PURE__ */ Float64Array.from({ length: PIT_SLOTS }, (_, pit) => {
  const low = mix32(pit * 2 + 1) >>> 0;
  const high = mix32(pit * 2 + 0x5bd1e995) & 0xf;
  return high * TWO_32 + low;
});

/** The board part of the hash from scratch (Oware's kernel keeps it incrementally, Congkak's computes it when read). */
export function boardHash(board: ArrayLike<number>): number {
  let h = 0;
  for (let pit = 0; pit < board.length; pit++) h += board[pit]! * PIT_KEYS[pit]!;
  return h;
}

/** The low and high 32-bit halves of a board hash, mixed so that table indexing sees well-spread bits. */
export const boardHashLo = (h: number): number => mix32(h >>> 0 ^ mix32(Math.floor(h / TWO_32)));
export const boardHashHi = (h: number): number => mix32(Math.floor(h / TWO_32) ^ 0x3c6ef372) ^ (h >>> 0);

/** Scalar field tags are below FIELDS; values are taken modulo VALUES (a real game stays far below). */
const FIELDS = 32;
const VALUE_BITS = 10;
const VALUE_MASK = (1 << VALUE_BITS) - 1;

function fieldTable(salt: number, multiplier: number): Int32Array {
  const keys = new Int32Array(FIELDS << VALUE_BITS);
  for (let field = 0; field < FIELDS; field++) {
    for (let value = 0; value <= VALUE_MASK; value++) keys[(field << VALUE_BITS) | value] = mix32(Math.imul(field + 1, multiplier) ^ value ^ salt);
  }
  return keys;
}
const FIELD_LO = /* @__PURE__ */ fieldTable(0x165667b1, 0x27d4eb2f);
const FIELD_HI = /* @__PURE__ */ fieldTable(0x7f4a7c15, 0x61c88647);

/**
 * The XOR key of a scalar field holding a value (field tags are small distinct
 * integers chosen by each kernel; -1 and other values wrap into the table).
 */
export function fieldKeyLo(field: number, value: number): number {
  return FIELD_LO[(field << VALUE_BITS) | (value & VALUE_MASK)]!;
}
export function fieldKeyHi(field: number, value: number): number {
  return FIELD_HI[(field << VALUE_BITS) | (value & VALUE_MASK)]!;
}
