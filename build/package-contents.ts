// What a packaged Congkak must and must not contain, checked on the list of
// files in its app.asar (paths as @electron/asar lists them, from the root with
// forward slashes) and in app.asar.unpacked.

import { WORKER_ENTRIES } from './build-electron';

export interface PackedApp {
  asarFiles: readonly string[];
  unpackedFiles: readonly string[];
  /** Names of the migrations in electron/services/migrations. */
  sourceMigrations: readonly string[];
  /** The packed package.json's "main". */
  main: string | null;
}

const REQUIRED = [
  '/package.json',
  '/dist/electron/main.cjs',
  '/dist/electron/preload.cjs',
  ...WORKER_ENTRIES.map((worker) => `/dist/electron/${worker.bundle}`),
  '/dist/renderer/index.html',
  // The page's icon (renderer/public, copied by Vite); index.html links it.
  '/dist/renderer/favicon.svg',
];
/**
 * better-sqlite3 as the app loads it: its JavaScript, manifest and licence,
 * and the one addon. Its C sources (deps/sqlite3/sqlite3.c alone is 9.7 MB)
 * and what a build from source leaves (objects, a test extension) stay out
 * (build/electron-builder.yml's files).
 */
const BETTER_SQLITE3 = '/node_modules/better-sqlite3/';
// The asar's listing names folders too: build and build/Release are the addon's.
const BETTER_SQLITE3_AT_RUN_TIME = /^\/node_modules\/better-sqlite3\/(package\.json|LICENSE|lib(\/.+)?|build(\/Release(\/better_sqlite3\.node)?)?)$/;
const SOURCE_FOLDERS = ['engine', 'tutorials', 'electron', 'renderer', 'e2e', 'build', 'src'];
const TEST_FILE = /\.(test|spec)\.[cm]?[jt]sx?$/;
const SOURCE_FILE = /\.(ts|tsx|mts|cts|svelte)$/;

/** Every problem found, in plain words; an empty list means the package is right. */
export function packageProblems(app: PackedApp): string[] {
  const problems: string[] = [];
  const files = app.asarFiles.map(normalise);
  const present = new Set(files);
  for (const required of REQUIRED) if (!present.has(required)) problems.push(`missing ${required}`);
  if (!files.some((file) => /^\/dist\/renderer\/assets\/[^/]+\.js$/.test(file))) problems.push('missing the renderer scripts (dist/renderer/assets/*.js)');
  for (const migration of app.sourceMigrations) {
    if (!present.has(`/dist/electron/migrations/${migration}`)) problems.push(`missing migration dist/electron/migrations/${migration}`);
  }
  if (app.sourceMigrations.length === 0) problems.push('no migrations in electron/services/migrations to check against');
  if (app.main === null || !present.has(normalise(`/${app.main}`))) problems.push(`package.json "main" (${String(app.main)}) is not in the package`);

  for (const file of files) {
    const inDependency = file.startsWith('/node_modules/');
    if (TEST_FILE.test(file) && !inDependency) problems.push(`test file packed: ${file}`);
    else if (!inDependency && SOURCE_FILE.test(file)) problems.push(`source file packed: ${file}`);
    else if (!inDependency && file.endsWith('.map')) problems.push(`source map packed: ${file}`);
    else if (SOURCE_FOLDERS.some((folder) => file.startsWith(`/${folder}/`))) problems.push(`project source folder packed: ${file}`);
  }

  const unpacked = app.unpackedFiles.map(normalise);
  for (const file of [...files, ...unpacked]) {
    if (file.startsWith(BETTER_SQLITE3) && !BETTER_SQLITE3_AT_RUN_TIME.test(file)) problems.push(`better-sqlite3 file the app never loads packed: ${file}`);
  }
  if (!unpacked.some((file) => file.endsWith('/better-sqlite3/build/Release/better_sqlite3.node'))) {
    problems.push("better-sqlite3's native addon is not unpacked from the asar (asarUnpack)");
  }
  return problems;
}

function normalise(file: string): string {
  const slashed = file.replaceAll('\\', '/');
  return slashed.startsWith('/') ? slashed : `/${slashed}`;
}
