/**
 * Starts one of the services' worker threads: the bundle beside the Electron
 * main bundle when it exists (each worker is an entry of its own in
 * build/build-electron.ts), else, from sources (tsx, vitest, the browser
 * mode), its TypeScript entry through tsx's loader, registered inside the
 * worker (Node 20 ignores `--import` in a Worker's execArgv).
 * CONGKAK_WORKER_BUNDLES names a folder of bundles to prefer (the unit tests'
 * bundles of the current sources, build/testing/worker-bundles.ts).
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker, type ResourceLimits } from 'node:worker_threads';

/** The environment variable naming a folder of worker bundles to prefer. */
export const WORKER_BUNDLES_ENV = 'CONGKAK_WORKER_BUNDLES';

export interface WorkerEntry {
  /** The bundle's file name (dist/electron/<bundle>). */
  bundle: string;
  /** The TypeScript entry's file URL (`new URL('./worker.ts', import.meta.url).href`). */
  source: string;
}

export function startWorker(entry: WorkerEntry, bundleDir: string, resourceLimits?: ResourceLimits): Worker {
  const options = resourceLimits === undefined ? {} : { resourceLimits };
  // The unit tests' bundles of the current sources, made once per run (build/testing/worker-bundles.ts), first.
  const folders = [process.env[WORKER_BUNDLES_ENV], bundleDir].filter((folder) => folder !== undefined);
  const bundled = folders.map((folder) => join(folder, entry.bundle)).find((file) => existsSync(file));
  if (bundled !== undefined) return new Worker(bundled, options);
  // tsx's ESM register API, located through its package.json (require.resolve would pick the CommonJS build).
  const tsxApi = pathToFileURL(join(dirname(createRequire(import.meta.url).resolve('tsx/package.json')), 'dist', 'esm', 'api', 'index.mjs')).href;
  const bootstrap = `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.source)}); });`;
  return new Worker(bootstrap, { ...options, eval: true });
}
