/**
 * The size limits of RULES.md §6. Every check of a board's size or a seed
 * count reads these.
 */

/** Holes per row: 3 to 15 (RULES.md §6). */
export const MIN_HOLES = 3;
export const MAX_HOLES = 15;

/** Seeds per hole at the start: 1 to 20 (RULES.md §6). */
export const MIN_SEEDS_PER_HOLE = 1;
export const MAX_SEEDS_PER_HOLE = 20;

