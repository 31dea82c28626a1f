/**
 * The size limits of RULES.md §6, and the one bound on seeds that follows
 * from them. Every check of a board's size or a seed count reads these.
 */

/** Holes per row: 3 to 15 (RULES.md §6). */
export const MIN_HOLES = 3;
export const MAX_HOLES = 15;

/** Seeds per hole at the start: 1 to 20 (RULES.md §6). */
export const MIN_SEEDS_PER_HOLE = 1;
export const MAX_SEEDS_PER_HOLE = 20;

/**
 * The most seeds any game holds, 600: the largest board (2 × 15 holes) times
 * the largest start (20 a hole). Play only moves seeds, never adds them, so no
 * rule set produces a state with more; a state that holds more (pits, stores
 * and seeds in hand together) is `bad-state`. This bound is what keeps every
 * answer small and quick: a sowing lap passes the mover's store, so one choice
 * drops at most (600 + 1) × 31 seeds, and the kernels' 32-bit pit counters and
 * their exact position hash (fast/zobrist.ts) hold any legal position.
 */
export const MAX_TOTAL_SEEDS = 2 * MAX_HOLES * MAX_SEEDS_PER_HOLE;

/** Why a state holding `total` seeds is refused, or null when no rule set rules it out. */
export function tooManySeeds(total: number): string | null {
  if (total <= MAX_TOTAL_SEEDS) return null;
  return `the state holds ${total} seeds; no game holds more than ${MAX_TOTAL_SEEDS} (2 × ${MAX_HOLES} holes × ${MAX_SEEDS_PER_HOLE} seeds)`;
}
