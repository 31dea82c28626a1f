/** What `npm run test:mutation` measures (build/mutation.ts): the folders, the files mutated and the tests run. */

export interface Measured {
  /** The files mutated. */
  mutate: readonly string[];
  /**
   * The tests that may kill them: the folder's own, next to its modules (and
   * for the rules the engine-wide rule tests: perft counts, properties). Tests
   * elsewhere reach these modules too, but with them a folder's run takes
   * hours on two shared cores, and a folder's score should say what its own
   * tests notice.
   */
  tests: readonly string[];
}

/** The folders measured. */
export const MEASURED: Readonly<Record<string, Measured>> = {
  'engine/congkak': { mutate: ['engine/congkak/**/*.ts'], tests: ['engine/congkak/**/*.test.ts', 'engine/*.test.ts'] },
  'engine/record': { mutate: ['engine/record/**/*.ts'], tests: ['engine/record/**/*.test.ts'] },
  // The AI's habits and the flags of its answers (exact, depth, which level takes which path), not the search's speed.
  'engine/ai': { mutate: ['engine/ai/habits.ts', 'engine/ai/opponent.ts'], tests: ['engine/ai/**/*.test.ts'] },
  'electron/services/games': { mutate: ['electron/services/games/**/*.ts'], tests: ['electron/services/games/**/*.test.ts'] },
  'electron/services/archive': { mutate: ['electron/services/archive/**/*.ts'], tests: ['electron/services/archive/**/*.test.ts'] },
  'electron/services/puzzles': { mutate: ['electron/services/puzzles/**/*.ts'], tests: ['electron/services/puzzles/**/*.test.ts'] },
};

/**
 * The folders asked for, each with the files to mutate this time: a folder
 * named is mutated whole; files or globs inside one narrow it (the folder's
 * incremental file keeps the results of its other files from earlier runs).
 */
export function plan(asked: readonly string[]): { ok: true; value: Map<string, readonly string[]> } | { ok: false; error: string } {
  if (asked.length === 0) return { ok: true, value: new Map(Object.entries(MEASURED).map(([folder, measured]) => [folder, measured.mutate])) };
  const chosen = new Map<string, string[]>();
  for (const given of asked.map((path) => path.replace(/\/+$/, ''))) {
    const folder = Object.keys(MEASURED).find((candidate) => given === candidate || given.startsWith(`${candidate}/`));
    if (folder === undefined) return { ok: false, error: `not in a measured folder: ${given} (measured: ${Object.keys(MEASURED).join(', ')})` };
    const globs = given === folder ? (MEASURED[folder]?.mutate ?? []) : [given];
    chosen.set(folder, [...(chosen.get(folder) ?? []), ...globs]);
  }
  return { ok: true, value: chosen };
}


/**
 * `MUTATION_CONCURRENCY=2` on an idle machine: one test process a core
 * instead of stryker.config.mjs's one (the shared machine's default).
 */
export function concurrencyFrom(asked: string | undefined): { ok: true; value: { concurrency?: number } } | { ok: false; error: string } {
  if (asked === undefined) return { ok: true, value: {} };
  const concurrency = Number(asked);
  if (asked.trim() === '' || !Number.isInteger(concurrency) || concurrency < 1) {
    return { ok: false, error: `MUTATION_CONCURRENCY must be a whole number from 1, not ${JSON.stringify(asked)}` };
  }
  return { ok: true, value: { concurrency } };
}

/**
 * `MUTATION_TESTS=<test globs, comma-separated>`: these tests instead of the
 * folder's own, for one folder (its files named to narrow it). For modules
 * whose folder's tests cost seconds to minutes a mutant (the archive's
 * services, backups and workers): the score then says what the named tests
 * notice, and the folder's incremental file keeps the other files' results.
 */
export function testsFrom(asked: string | undefined, folders: readonly string[]): { ok: true; value: readonly string[] | undefined } | { ok: false; error: string } {
  if (asked === undefined) return { ok: true, value: undefined };
  const globs = asked.split(',').map((glob) => glob.trim());
  if (globs.some((glob) => !glob.endsWith('.test.ts'))) return { ok: false, error: `MUTATION_TESTS lists test files (*.test.ts), comma-separated, not ${JSON.stringify(asked)}` };
  if (folders.length !== 1) return { ok: false, error: `MUTATION_TESTS narrows the tests of one folder, not ${folders.length} (${folders.join(', ')})` };
  return { ok: true, value: globs };
}
