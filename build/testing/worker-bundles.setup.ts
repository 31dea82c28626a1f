// Vitest global setup of the Node tests: the workers bundled once per run
// (./worker-bundles.ts), found by startWorker through the environment, which
// the test processes inherit; bundled again before each rerun in watch mode
// (so a worker is never older than its sources); removed when the run ends.
import type { TestProject } from 'vitest/node';
import { bundleWorkers, removeWorkerBundles, WORKER_BUNDLES_ENV } from './worker-bundles';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let folder = await bundleWorkers();
  process.env[WORKER_BUNDLES_ENV] = folder;
  project.onTestsRerun(async () => {
    const stale = folder;
    folder = await bundleWorkers();
    process.env[WORKER_BUNDLES_ENV] = folder;
    await removeWorkerBundles(stale);
  });
  return async () => {
    delete process.env[WORKER_BUNDLES_ENV];
    await removeWorkerBundles(folder);
  };
}
