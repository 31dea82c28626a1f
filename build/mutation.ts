/**
 * `npm run --silent test:mutation [-- folder-or-file ...]`: StrykerJS
 * (stryker.config.mjs) over the folders of build/mutation-plan.ts, one at a
 * time, each with its own incremental file so that a rerun mutates only what
 * changed there. Prints one JSON line: the score per folder and how long each
 * took. The mutants the tests missed go to stderr and to
 * reports/mutation/<folder>.missed.txt.
 *
 * Not part of `npm test`: a folder's first run takes many minutes on two cores.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Stryker } from '@stryker-mutator/core';
import { concurrencyFrom, MEASURED, plan, testsFrom, type Measured } from './mutation-plan';
import { folderScore, missedLines, type FolderScore, type MutantOutcome } from './mutation-score';

const ROOT = join(import.meta.dirname, '..');
const REPORTS = join(ROOT, 'reports', 'mutation');

const NOT_PRODUCT = ['!**/*.test.ts', '!**/test-helpers.ts', '!**/test-support/**', '!**/testing/**'];

const slug = (folder: string) => folder.replaceAll('/', '-');

async function measure(folder: string, measured: Measured, concurrency: { concurrency?: number }): Promise<FolderScore & { seconds: number }> {
  const began = performance.now();
  process.env['MUTATION_TESTS'] = measured.tests.join(','); // read by vitest.mutation.config.ts in Stryker's test runner
  const stryker = new Stryker({
    ...concurrency,
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
  const planned = plan(process.argv.slice(2));
  if (!planned.ok) {
    process.stderr.write(`test:mutation: ${planned.error}\n`);
    process.exit(2);
  }
  const concurrency = concurrencyFrom(process.env['MUTATION_CONCURRENCY']);
  if (!concurrency.ok) {
    process.stderr.write(`test:mutation: ${concurrency.error}\n`);
    process.exit(2);
  }
  const tests = testsFrom(process.env['MUTATION_TESTS'], [...planned.value.keys()]);
  if (!tests.ok) {
    process.stderr.write(`test:mutation: ${tests.error}\n`);
    process.exit(2);
  }
  mkdirSync(REPORTS, { recursive: true });
  // Stryker logs and reports progress on stdout: it goes to stderr, so stdout is the one JSON line.
  const stdout = process.stdout.write.bind(process.stdout);
  process.stdout.write = process.stderr.write.bind(process.stderr) as typeof process.stdout.write;
  const scores: Record<string, FolderScore & { seconds: number }> = {};
  for (const [folder, mutate] of planned.value) {
    const measured = MEASURED[folder];
    if (measured !== undefined) scores[folder] = await measure(folder, { mutate, tests: tests.value ?? measured.tests }, concurrency.value);
  }
  stdout(`${JSON.stringify({ mutation: scores })}\n`);
}

await main();
