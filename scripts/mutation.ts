/**
 * `npm run --silent test:mutation [-- folder ...]`: StrykerJS (stryker.config.mjs)
 * over the engine's rules, records and AI habits and the games, archive and
 * puzzles services, one folder at a time, each with its own incremental
 * file so that a rerun mutates only what changed there. Prints one JSON line:
 * the score per folder and how long each took. The mutants the tests missed
 * go to stderr and to reports/mutation/<folder>.missed.txt.
 *
 * Not part of `npm test`: a first run of a folder takes many minutes on two cores.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Stryker } from '@stryker-mutator/core';
import { folderScore, missedLines, type FolderScore, type MutantOutcome } from './mutation-score';

const ROOT = join(import.meta.dirname, '..');
const REPORTS = join(ROOT, 'reports', 'mutation');

const NOT_PRODUCT = ['!**/*.test.ts', '!**/test-helpers.ts', '!**/test-support/**', '!**/testing/**'];

interface Measured {
  /** The files mutated. */
  mutate: readonly string[];
  /**
   * Whose tests may kill them: a layer's own. The services' tests reach the
   * engine too, but on two cores they would make an engine folder's run hours long.
   */
  tests: 'engine' | 'electron/services';
}

/** The folders measured. */
export const MEASURED: Readonly<Record<string, Measured>> = {
  'engine/congkak': { mutate: ['engine/congkak/**/*.ts'], tests: 'engine' },
  'engine/record': { mutate: ['engine/record/**/*.ts'], tests: 'engine' },
  // The AI's habits and the flags of its answers (exact, depth, which level takes which path), not the search's speed.
  'engine/ai': { mutate: ['engine/ai/habits.ts', 'engine/ai/opponent.ts'], tests: 'engine' },
  'electron/services/games': { mutate: ['electron/services/games/**/*.ts'], tests: 'electron/services' },
  'electron/services/archive': { mutate: ['electron/services/archive/**/*.ts'], tests: 'electron/services' },
  'electron/services/puzzles': { mutate: ['electron/services/puzzles/**/*.ts'], tests: 'electron/services' },
};

const slug = (folder: string) => folder.replaceAll('/', '-');

async function measure(folder: string, measured: Measured): Promise<FolderScore & { seconds: number }> {
  const began = performance.now();
  process.env['MUTATION_TESTS'] = measured.tests; // read by vitest.mutation.config.ts in Stryker's test runner
  const stryker = new Stryker({
    mutate: [...measured.mutate, ...NOT_PRODUCT],
    incrementalFile: join(REPORTS, `${slug(folder)}.incremental.json`),
    jsonReporter: { fileName: join(REPORTS, `${slug(folder)}.json`) },
  });
  const outcomes = (await stryker.runMutationTest()) as MutantOutcome[];
  const missed = missedLines(outcomes, (fileName) => relative(ROOT, fileName));
  writeFileSync(join(REPORTS, `${slug(folder)}.missed.txt`), missed.map((line) => `${line}\n`).join(''));
  for (const line of missed) process.stderr.write(`test:mutation: missed ${line}\n`);
  return { ...folderScore(outcomes), seconds: Math.round((performance.now() - began) / 1000) };
}

async function main(): Promise<void> {
  const asked = process.argv.slice(2).map((folder) => folder.replace(/\/+$/, ''));
  const unknown = asked.filter((folder) => !(folder in MEASURED));
  if (unknown.length > 0) {
    process.stderr.write(`test:mutation: not a configured folder: ${unknown.join(', ')} (configured: ${Object.keys(MEASURED).join(', ')})\n`);
    process.exit(2);
  }
  mkdirSync(REPORTS, { recursive: true });
  // Stryker logs and reports progress on stdout: it goes to stderr, so stdout is the one JSON line.
  const stdout = process.stdout.write.bind(process.stdout);
  process.stdout.write = process.stderr.write.bind(process.stderr) as typeof process.stdout.write;
  const scores: Record<string, FolderScore & { seconds: number }> = {};
  for (const folder of asked.length > 0 ? asked : Object.keys(MEASURED)) {
    const measured = MEASURED[folder];
    if (measured !== undefined) scores[folder] = await measure(folder, measured);
  }
  stdout(`${JSON.stringify({ mutation: scores })}\n`);
}

await main();
