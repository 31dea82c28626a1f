import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

// `npm run test:wiring`: tests of the built app, run after `npm run build`:
// the Electron main bundle loaded with a stand-in for `electron`. Without the
// build they could only fail one by one, so this says at once what is missing.
const BUILT = ['dist/electron/main.cjs', 'dist/electron/preload.cjs', 'dist/electron/opponent-worker.cjs', 'dist/renderer/index.html'];
const missing = BUILT.filter((file) => !existsSync(join(import.meta.dirname, file)));
if (missing.length > 0) throw new Error(`The wiring tests need the built app: run \`npm run build\` first (missing ${missing.join(', ')})`);

export default defineConfig({
  test: {
    name: 'wiring',
    environment: 'node',
    include: ['electron/**/*.wiring.test.ts'],
    // A process a test started and left running fails its file.
    setupFiles: ['build/testing/no-survivors.setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
