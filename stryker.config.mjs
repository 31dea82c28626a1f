// @ts-check
// StrykerJS, shared by `npm run test:mutation` (build/mutation.ts, which
// mutates one folder at a time) and a direct `npx stryker run --mutate <glob>`.
// The machine is two shared cores: one test process, and only the tests that
// cover a mutant are run for it (coverage per test).
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  // The measured folder's own tests (build/mutation.ts sets MUTATION_TESTS).
  vitest: { configFile: 'vitest.mutation.config.ts', related: true },
  coverageAnalysis: 'perTest',
  concurrency: 1,
  // Module-level constants would need every test for each mutant: hours here, for a handful of mutants.
  ignoreStatic: true,
  // A mutant that makes a loop endless is stopped this long after its tests' own time.
  // Generous: the machine's load changes between the dry run and the mutants
  // (5 to 25 here), and at 1.5 and 10 s two thirds of the first games-service
  // mutants timed out for that alone, each restarting the test process.
  timeoutFactor: 2.5,
  timeoutMS: 20_000,
  // The archive's own tests (worker threads, child processes, real backups) took over
  // Stryker's default 5 minutes for the dry run at load 22: it gave up before any mutant.
  dryRunTimeoutMinutes: 40,
  incremental: true,
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  tempDirName: '.stryker-tmp',
  // Build output and test artefacts are not copied into the sandbox.
  ignorePatterns: ['dist', '.tsbuild', 'release', 'test-results', 'playwright-report', '.data', 'e2e/screenshots'],
  cleanTempDir: true,
  reporters: ['progress', 'json'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  mutate: [],
};
