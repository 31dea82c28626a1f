// Vitest global setup of the Node tests: the browser-mode server bundled once
// per run (./server-bundle.ts) for the tests that start it as a process,
// found through the environment the test processes inherit; bundled again
// before each rerun in watch mode; removed when the run ends.
import type { TestProject } from 'vitest/node';
import { bundleServer, removeServerBundle, SERVER_BUNDLE_ENV } from './server-bundle';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let bundle = await bundleServer();
  process.env[SERVER_BUNDLE_ENV] = bundle;
  project.onTestsRerun(async () => {
    const stale = bundle;
    bundle = await bundleServer();
    process.env[SERVER_BUNDLE_ENV] = bundle;
    await removeServerBundle(stale);
  });
  return async () => {
    delete process.env[SERVER_BUNDLE_ENV];
    await removeServerBundle(bundle);
  };
}
