/**
 * How the renderer's test files are split between vitest's two jsdom projects
 * (vitest.config.ts). Most share one jsdom per worker (isolate: false), which
 * saves building a DOM and importing Svelte and Testing Library for each file;
 * a file that replaces a module with vi.mock runs in a jsdom of its own, since
 * its replacement would stay registered for the files after it in a shared one.
 */

/** The renderer's test files that replace a module with vi.mock, run isolated. */
export const MOCKING_TEST_FILES: readonly string[] = [
  'renderer/src/App.startup-notice.test.ts',
  'renderer/src/components/archive/ImportExport.test.ts',
  'renderer/src/i18n/index.test.ts',
  'renderer/src/screens/Puzzles.test.ts',
  'renderer/src/screens/Replay.language.test.ts',
  'renderer/src/screens/Settings.language.test.ts',
  'renderer/src/screens/Settings.test.ts',
];

/** A vi.mock or vi.doMock call in a test file's text. */
export const MOCKS_A_MODULE = /\bvi\.(?:do)?[mM]ock\(/;
