/**
 * Starts one of the services' worker threads: the bundle beside the Electron
 * main bundle when it exists (each worker is an entry of its own in
 * build/build-electron.ts), else, from sources (tsx, vitest, the browser
 * mode), its TypeScript entry through tsx's loader, registered inside the
 * worker (Node 20 ignores `--import` in a Worker's execArgv).
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker, type ResourceLimits } from 'node:worker_threads';

export interface WorkerEntry {
  /** The bundle's file name (dist/electron/<bundle>). */
  bundle: string;
  /** The TypeScript entry's file URL (`new URL('./worker.ts', import.meta.url).href`). */
  source: string;
}

export function startWorker(entry: WorkerEntry, bundleDir: string, resourceLimits?: ResourceLimits): Worker {
  const options = resourceLimits === undefined ? {} : { resourceLimits };
  const bundled = join(bundleDir, entry.bundle);
  if (existsSync(bundled)) return new Worker(bundled, options);
  // tsx's ESM register API, located through its package.json (require.resolve would pick the CommonJS build).
  const tsxApi = pathToFileURL(join(dirname(createRequire(import.meta.url).resolve('tsx/package.json')), 'dist', 'esm', 'api', 'index.mjs')).href;
  const bootstrap = `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.source)}); });`;
  return new Worker(bootstrap, { ...options, eval: true });
}
