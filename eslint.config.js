// @ts-check
// Lint: ESLint's, typescript-eslint's and eslint-plugin-svelte's recommendations, plus the
// folder boundaries: which folder of the README's folder map may import which, one block each.
// No type-aware rules: `tsc -b` already type-checks, and lint stays fast.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import globals from 'globals';
import svelte from 'eslint-plugin-svelte';
import ts from 'typescript-eslint';
import boundaries from './build/eslint/import-boundaries.js';
import svelteConfig from './svelte.config.js';

const root = import.meta.dirname;

// Test files (next to the module they test) may also use the test tooling,
// Node, and the build tooling (e.g. to bundle the preload they test).
const tests = { packages: ['vitest', 'fast-check', '@testing-library/*', 'jsdom', 'svelte'], node: true, folders: ['build'] };

/**
 * One folder's boundary: which folders, packages and built-ins it may import.
 * Inside electron/, only what needs Electron (main, preload) may import
 * `electron`; what runs under plain Node too (contract, services, server)
 * never does, and never imports main or preload: no allow-list below names them.
 * @param {string[]} files
 * @param {Omit<import('./build/eslint/import-boundaries.js').BoundaryOptions, 'root'>} options
 */
function boundary(files, options) {
  return {
    files,
    rules: {
      'congkak/import-boundaries': [
        'error',
        { root, tests, throughIndex: ['engine'], ...options, forbiddenPackages: options.forbiddenPackages ?? ['electron'] },
      ],
    },
  };
}

const ts_ = '**/*.{ts,js,svelte}';

/** What the two hosts (electron/main, electron/server) may enter only through an index. */
const HOST_THROUGH_INDEX = { throughIndex: ['engine', 'electron/services'], tests: { ...tests, throughIndex: ['engine'] } };

export default defineConfig(
  {
    ignores: ['node_modules/', 'dist/', '.tsbuild/', 'release/', 'test-results/', 'playwright-report/', '.data/', '.stryker-tmp/', 'reports/', '**/*.d.ts'],
  },
  js.configs.recommended,
  ts.configs.recommended,
  svelte.configs.recommended,
  {
    plugins: { congkak: boundaries },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.svelte', '**/*.svelte.ts'],
    // svelte-check type-checks these (build-time constants included); no-undef cannot read TypeScript's declarations.
    rules: { 'no-undef': 'off' },
    languageOptions: {
      parserOptions: { parser: ts.parser, extraFileExtensions: ['.svelte'], svelteConfig },
    },
  },
  {
    files: ['renderer/**'],
    languageOptions: { globals: { ...globals.browser } },
  },

  // What may import what. Later blocks replace earlier ones for
  // the same file, so sub-folders (engine/bin) come after their parent.
  // Every other folder enters the engine through engine/index.ts only (`throughIndex` above).
  boundary([`engine/${ts_}`], { layer: 'engine/', folders: ['engine'], packages: [], node: false, throughIndex: [] }),
  // The CLI, the benchmarks and the offline tools (puzzle set, opening book)
  // run under Node; esbuild bundles the benchmarks' worker threads.
  boundary([`engine/bin/${ts_}`, `engine/bench/${ts_}`], {
    layer: 'engine/bin and engine/bench',
    folders: ['engine'],
    packages: ['esbuild'],
    node: true,
    throughIndex: [],
  }),
  boundary([`tutorials/${ts_}`], { layer: 'tutorials/', folders: ['tutorials', 'engine'], packages: [], node: false }),
  boundary([`electron/contract/${ts_}`], {
    layer: 'electron/contract/',
    // The engine's vocabulary (types and the const arrays of option values)
    // through its index; no rules logic is called from the contract.
    folders: ['electron/contract', 'engine'],
    packages: ['valibot'],
    node: false,
  }),
  boundary([`electron/services/${ts_}`], {
    layer: 'electron/services/',
    folders: ['electron/services', 'electron/contract', 'engine', 'tutorials'],
    packages: 'any',
    node: true,
  }),
  // The two hosts: each adds only its own (HTTP and token; window and IPC) to
  // what the services' composition root creates, so neither may reach past
  // the services' index to wire parts by hand. Their tests may, for stand-ins.
  boundary([`electron/server/${ts_}`], {
    layer: 'electron/server/',
    folders: ['electron/server', 'electron/services', 'electron/contract', 'engine'],
    packages: 'any',
    node: true,
    ...HOST_THROUGH_INDEX,
  }),
  boundary([`electron/main/${ts_}`], {
    layer: 'electron/main/',
    folders: ['electron/main', 'electron/services', 'electron/contract', 'engine'],
    packages: 'any',
    forbiddenPackages: [],
    node: true,
    ...HOST_THROUGH_INDEX,
  }),
  boundary([`electron/preload/${ts_}`], {
    layer: 'electron/preload/',
    folders: ['electron/preload', 'electron/contract'],
    packages: 'any',
    forbiddenPackages: [],
    node: true,
  }),
  boundary([`renderer/${ts_}`], {
    layer: 'renderer/',
    folders: ['renderer', 'engine', 'tutorials', 'electron/contract'],
    packages: 'any',
    forbiddenPackages: ['electron', 'better-sqlite3'],
    node: false,
  }),
  // The analysis benchmark measures the renderer's Replay analysis under Node.
  boundary([`renderer/bench/${ts_}`], {
    layer: 'renderer/bench',
    folders: ['renderer', 'engine'],
    packages: [],
    node: true,
  }),
  // The start-up benchmark drives the built renderer in Chromium against the
  // browser-mode server, started and stopped as the tests start processes.
  boundary([`renderer/bench/bench-startup.ts`], {
    layer: 'renderer/bench',
    folders: ['renderer', 'build/testing', 'e2e/browser-mode-server'],
    packages: ['playwright'],
    node: true,
  }),
  // The catalogues' language check reads the desktop shell's catalogue beside
  // the app's and the lessons' (the three a translator writes).
  boundary([`renderer/src/i18n/catalogue-language.test.ts`], {
    layer: 'renderer/',
    folders: ['renderer', 'engine', 'tutorials', 'electron/contract'],
    packages: 'any',
    forbiddenPackages: ['electron', 'better-sqlite3'],
    node: false,
    tests: { ...tests, folders: ['build', 'electron/main/main-text'] },
  }),
  boundary([`e2e/${ts_}`], {
    layer: 'e2e/',
    // tutorials/: the lesson specs follow each lesson's own solutions, as data;
    // renderer/src/i18n: the language specs read what to expect from the
    // catalogues (and the pseudo-locale), never from strings copied into them.
    // build/testing: the run's server and worker bundles (e2e/global-setup.ts).
    folders: ['e2e', 'engine', 'tutorials', 'renderer/src/i18n', 'build/testing'],
    typeOnlyFolders: ['electron/contract'],
    packages: 'any',
    node: true,
  }),
);
