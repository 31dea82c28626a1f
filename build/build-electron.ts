// `npm run build:electron`: bundles the Electron main process (with the
// services and the engine) and the preload into dist/electron/, and copies the
// database migrations next to the main bundle.
import { build, type BuildOptions } from 'esbuild';
import { copyFile, mkdir, readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
// Electron 45 runs Node 22 and Chromium 140.
const ELECTRON_NODE = 'node22';
const ELECTRON_CHROME = 'chrome140';

export function mainBuildOptions(root: string): BuildOptions {
  return {
    entryPoints: [join(root, 'electron/main/main.ts')],
    outfile: join(root, 'dist/electron/main.cjs'),
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: ELECTRON_NODE,
    // electron is provided by the runtime; better-sqlite3 is a native module
    // loaded from node_modules (unpacked from the asar when packaged).
    external: ['electron', 'better-sqlite3'],
    // The services locate files next to themselves with import.meta; in a
    // CommonJS bundle that is the bundle's own file, so migrations/ (and any
    // worker) must sit beside main.cjs.
    define: { 'import.meta.url': '__congkakModuleUrl', 'import.meta.dirname': '__dirname', 'import.meta.filename': '__filename' },
    banner: { js: "const __congkakModuleUrl = require('node:url').pathToFileURL(__filename).href;" },
    sourcemap: true,
    logLevel: 'warning',
  };
}

/**
 * Worker threads started by the services from their own folder: the archive's
 * long work (ARCHIVE_WORKER_BUNDLE: imports, backups), its import checker
 * (IMPORT_WORKER_BUNDLE, started by the former) and the computer opponent's
 * search (OPPONENT_WORKER_BUNDLE). Each is an entry of its own beside main.cjs.
 */
export const WORKER_ENTRIES = [
  { entry: 'electron/services/archive/archive-worker.ts', bundle: 'archive-worker.cjs' },
  { entry: 'electron/services/archive/import-worker.ts', bundle: 'import-worker.cjs' },
  { entry: 'electron/services/opponent/worker.ts', bundle: 'opponent-worker.cjs' },
] as const;

export function workerBuildOptions(root: string, worker: (typeof WORKER_ENTRIES)[number]): BuildOptions {
  const main = mainBuildOptions(root);
  return { ...main, entryPoints: [join(root, worker.entry)], outfile: join(root, 'dist/electron', worker.bundle) };
}

export function preloadBuildOptions(root: string): BuildOptions {
  return {
    entryPoints: [join(root, 'electron/preload/preload.ts')],
    outfile: join(root, 'dist/electron/preload.cjs'),
    bundle: true,
    // A sandboxed preload has a browser-like environment whose require knows
    // only 'electron': everything else must be inside this one file.
    platform: 'browser',
    format: 'cjs',
    target: ELECTRON_CHROME,
    external: ['electron'],
    logLevel: 'warning',
  };
}

/** Copies the services' *.sql migrations to dist/electron/migrations/; returns their names. */
export async function copyMigrations(root: string): Promise<string[]> {
  const source = join(root, 'electron/services/migrations');
  const target = join(root, 'dist/electron/migrations');
  const names = (await readdir(source).catch(() => [] as string[])).filter((name) => name.endsWith('.sql')).sort();
  await mkdir(target, { recursive: true });
  await Promise.all(names.map((name) => copyFile(join(source, name), join(target, name))));
  return names;
}

export async function buildElectron(root: string = ROOT): Promise<void> {
  await Promise.all([
    build(mainBuildOptions(root)),
    ...WORKER_ENTRIES.map((worker) => build(workerBuildOptions(root, worker))),
    build(preloadBuildOptions(root)),
  ]);
  const migrations = await copyMigrations(root);
  if (migrations.length === 0) console.warn('build:electron: no migrations found in electron/services/migrations');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  buildElectron().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
