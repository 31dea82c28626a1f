import { defineConfig } from 'vitest/config';

// The tests StrykerJS runs (npm run test:mutation): under plain Node, with the
// unit suite's patience (see vitest.config.ts). MUTATION_TESTS lists the test
// globs of the folder measured, comma-separated (build/mutation.ts sets it).
const globs = (process.env['MUTATION_TESTS'] ?? 'engine/**/*.test.ts').split(',');
export default defineConfig({
  test: {
    name: 'mutation',
    environment: 'node',
    include: globs,
    exclude: ['**/*.wiring.test.ts', '**/node_modules/**'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
