import { defineConfig } from 'vitest/config';

// The tests StrykerJS runs (npm run test:mutation): under plain Node, with more
// patience than the unit suite (see vitest.config.ts and below). MUTATION_TESTS lists the test
// globs of the folder measured, comma-separated (build/mutation.ts sets it).
const globs = (process.env['MUTATION_TESTS'] ?? 'engine/**/*.test.ts').split(',');
export default defineConfig({
  test: {
    name: 'mutation',
    environment: 'node',
    include: globs,
    exclude: ['**/*.wiring.test.ts', '**/node_modules/**'],
    // Three times the unit suite's: instrumented and at load 24, the archive's backup-rotation
    // test took over 60 s in the dry run, which then fails the whole run.
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
