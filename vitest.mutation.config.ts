import { defineConfig } from 'vitest/config';

// The tests StrykerJS runs (npm run test:mutation): under plain Node, with the
// unit suite's patience (see vitest.config.ts), a layer's own tests only:
// MUTATION_TESTS names the folder (scripts/mutation.ts sets it per measured folder).
const folder = process.env['MUTATION_TESTS'] ?? 'engine';
export default defineConfig({
  test: {
    name: 'mutation',
    environment: 'node',
    include: [`${folder}/**/*.test.ts`],
    exclude: ['**/*.wiring.test.ts', '**/node_modules/**'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
