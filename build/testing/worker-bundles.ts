/**
 * The services' worker threads as the app ships them, bundled once from the
 * current sources into a folder of their own. Unit tests run before
 * `npm run build`, so without this each worker a test starts (an archive
 * opened, an import, a backup, the opponent) loads its TypeScript through
 * tsx: measured 3–4× slower to start, minutes over the suite on two cores.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'esbuild';
import { ROOT, WORKER_ENTRIES, workerBuildOptions } from '../build-electron';

/** Where startWorker looks first for a worker's bundle. */
export { WORKER_BUNDLES_ENV } from '../../electron/services/workers/start-worker';

/**
 * Bundles every worker into a new folder; returns the folder. It lies under
 * node_modules/.cache because the bundles require their native and external
 * packages (better-sqlite3) as the shipped ones do, from a node_modules above them.
 */
export async function bundleWorkers(root: string = ROOT): Promise<string> {
  const cache = join(root, 'node_modules', '.cache');
  await mkdir(cache, { recursive: true });
  const folder = await mkdtemp(join(cache, 'congkak-worker-bundles-'));
  await Promise.all(WORKER_ENTRIES.map((worker) => build({ ...workerBuildOptions(root, worker), outfile: join(folder, worker.bundle), sourcemap: false })));
  return folder;
}

export function removeWorkerBundles(folder: string): Promise<void> {
  return rm(folder, { recursive: true, force: true });
}
