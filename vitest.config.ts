import { availableParallelism } from 'node:os';
import { svelteTesting } from '@testing-library/svelte/vite';
import { defineConfig } from 'vitest/config';
import { MOCKING_TEST_FILES } from './build/testing/renderer-projects';

// Unit tests live next to the code they test. The renderer's component tests
// need a DOM and the Svelte compiler; everything else runs under plain Node.

// Tests assert behaviour, never speed: on a loaded 2-core CI machine the 5 s
// default fails slow-but-correct runs (a Dakon series plays up to 100 rounds).
// Performance lives in the bench:* scripts. Inline projects do not inherit the
// root's test options in vitest 4, so each project spreads these.
const patience = { testTimeout: 60_000, hookTimeout: 60_000 };
// Vitest runs one worker fewer than the cores: one on a 2-core machine, where
// the main process mostly waits. Two there took the unit tests from 377 s to
// 254 s (CI's fresh clone, then the same tests, 2026-12-06), all passing.
const workers = Math.max(2, availableParallelism() - 1);

/**
 * A project of the renderer's tests under jsdom: the renderer's own Vite
 * config (root renderer/, Svelte plugin, defines); svelteTesting resolves
 * Svelte's browser build and unmounts after each test.
 */
function renderer(name: string, files: { include: string[]; exclude?: string[]; isolate: boolean; setupFiles: string[] }) {
  return {
    extends: './vite.config.ts',
    plugins: [svelteTesting()],
    test: {
      ...patience,
      name,
      environment: 'jsdom',
      ...files,
    },
  };
}

export default defineConfig({
  test: {
    maxWorkers: workers,
    projects: [
      {
        // The engine and the lessons: pure modules without mocks, stubs or
        // module state a test changes, so their files share one module graph
        // per worker instead of importing it afresh each (isolate: false).
        test: {
          ...patience,
          name: 'pure',
          environment: 'node',
          include: ['engine/**/*.test.ts', 'tutorials/**/*.test.ts'],
          isolate: false,
          // engine/bin's tests start the engine's executable.
          setupFiles: ['build/testing/no-survivors.setup.ts'],
        },
      },
      {
        test: {
          ...patience,
          name: 'node',
          environment: 'node',
          include: ['electron/**/*.test.ts', 'build/**/*.test.ts', 'e2e/**/*.test.ts'],
          // These load the built app (dist/): `npm run test:wiring` runs them after the build.
          exclude: ['**/*.wiring.test.ts', '**/node_modules/**'],
          // A process a test started and left running fails its file.
          setupFiles: ['build/testing/no-survivors.setup.ts'],
          // The services' workers and the browser-mode server bundled once, instead of each start loading TypeScript through tsx.
          globalSetup: ['build/testing/worker-bundles.setup.ts', 'build/testing/server-bundle.setup.ts'],
        },
      },
      // The renderer's component tests, in two projects (build/testing/renderer-projects.ts):
      // most files share one jsdom per worker, each still importing the
      // renderer's modules afresh (shared-jsdom-setup.ts); the files that
      // replace a module with vi.mock each have a jsdom of their own. The
      // renderer's 96 files took 52-56 CPU s so instead of 148-163 with a jsdom
      // each (back to back at load 8-13, 2026-12-07).
      renderer('renderer', {
        include: ['renderer/**/*.test.ts'],
        exclude: [...MOCKING_TEST_FILES, '**/node_modules/**'],
        isolate: false,
        setupFiles: ['renderer/src/testing/jsdom-setup.ts', 'renderer/src/testing/shared-jsdom-setup.ts'],
      }),
      renderer('renderer-isolated', { include: [...MOCKING_TEST_FILES], isolate: true, setupFiles: ['renderer/src/testing/jsdom-setup.ts'] }),
    ],
  },
});
