import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { WORKER_ENTRIES } from '../../../build/build-electron';
import { startWorker, WORKER_BUNDLES_ENV } from './start-worker';

const ENV = WORKER_BUNDLES_ENV;
const folders: string[] = [];
const saved = process.env[ENV];
afterEach(() => {
  if (saved === undefined) delete process.env[ENV];
  else process.env[ENV] = saved;
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A folder holding a bundle `probe.cjs` that reports which folder it was started from. */
function folderWithProbe(label: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'congkak-start-worker-'));
  folders.push(folder);
  writeFileSync(join(folder, 'probe.cjs'), `require('node:worker_threads').parentPort.postMessage(${JSON.stringify(label)});`);
  return folder;
}

async function firstMessage(bundleDir: string): Promise<unknown> {
  const worker = startWorker({ bundle: 'probe.cjs', source: 'file:///nowhere/probe.ts' }, bundleDir);
  try {
    return await new Promise((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
  } finally {
    await worker.terminate();
  }
}

describe('startWorker', () => {
  it('starts the bundle beside the services when it exists', async () => {
    delete process.env[ENV];
    expect(await firstMessage(folderWithProbe('beside'))).toBe('beside');
  });

  it('prefers the folder CONGKAK_WORKER_BUNDLES names, and falls back to its own where that lacks the bundle', async () => {
    const beside = folderWithProbe('beside');
    process.env[ENV] = folderWithProbe('named');
    expect(await firstMessage(beside)).toBe('named');
    process.env[ENV] = mkdtempSync(join(tmpdir(), 'congkak-start-worker-empty-'));
    folders.push(process.env[ENV]);
    expect(await firstMessage(beside)).toBe('beside');
  });

  it('runs the unit tests against every worker bundled from the current sources', () => {
    // build/testing/worker-bundles.setup.ts, the Node tests' global setup.
    expect(saved, 'the global setup names the bundles').toBeDefined();
    expect(readdirSync(saved!).sort()).toEqual(WORKER_ENTRIES.map((worker) => worker.bundle).sort());
  });
});
