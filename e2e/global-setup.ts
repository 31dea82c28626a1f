// Builds what the e2e run loads, so `npx playwright test` never tests a stale
// build: the renderer always; the Electron bundle and its native SQLite build
// when the electron project will launch. They take a few seconds;
// CONGKAK_E2E_SKIP_BUILD=1 skips them when the caller knows the build is fresh
// (`npm test` builds just before).
// Then bundles the browser-mode server and the services' workers from the
// current sources, always (about a second), for every test's server to start
// from them (build/testing/server-bundle.ts); removed when the run ends.
import type { FullConfig } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { bundleServer, removeServerBundle, SERVER_BUNDLE_ENV } from '../build/testing/server-bundle';
import { bundleWorkers, removeWorkerBundles, WORKER_BUNDLES_ENV } from '../build/testing/worker-bundles';

const ROOT = path.resolve(import.meta.dirname, '..');

function tsx(script: string): void {
  execFileSync(process.execPath, [path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), path.join(ROOT, script)], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
}

function npmRun(script: string): void {
  execFileSync(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', '--silent', script], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
}

export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const electronWillRun = config.projects.some((project) => {
    const use = project.use as { target?: string; electronBinary?: { available: boolean } };
    return use.target === 'electron' && use.electronBinary?.available === true;
  });
  if (process.env['CONGKAK_E2E_SKIP_BUILD'] !== '1') {
    npmRun('build:renderer');
    if (electronWillRun) npmRun('build:electron');
  }
  // better-sqlite3 for Electron's ABI, as `npm start` does (a no-op when current).
  if (electronWillRun) tsx('build/electron-native.ts');

  // Set here, the variables reach the test workers, and through them each server they start.
  const [server, workers] = await Promise.all([bundleServer(ROOT), bundleWorkers(ROOT)]);
  process.env[SERVER_BUNDLE_ENV] = server;
  process.env[WORKER_BUNDLES_ENV] = workers;
  return async () => {
    await Promise.all([removeServerBundle(server), removeWorkerBundles(workers)]);
  };
}
