/**
 * The bundled puzzle set (made by engine/bench/make-puzzles.ts, re-proven by
 * engine/bench/prove-puzzles.ts), checked when it loads: a malformed entry is an
 * error naming the entry, never a puzzle that cannot be played.
 */
// The attribute lets plain Node's ESM loader (Playwright's, for the e2e specs) read the set too, not only the bundlers.
import data from './puzzle-set.json' with { type: 'json' };
import { parsePuzzleSet } from './entry';
import type { Puzzle } from './types';

function load(raw: unknown): readonly Puzzle[] {
  const parsed = parsePuzzleSet(raw);
  if (!parsed.ok) throw new Error(`engine/puzzles/puzzle-set.json: ${parsed.error.message}`);
  return parsed.value;
}

/**
 * Marked pure so that bundles which never read the set (the preload, the
 * archive workers, the renderer until it shows puzzles) leave the data out.
 */
export const PUZZLE_SET: readonly Puzzle[] = /* @__PURE__ */ load(data);
