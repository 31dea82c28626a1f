// Loads the built main process (dist/electron/main.cjs) the way Electron
// would, with Node's own CommonJS loader, while `require('electron')` answers
// with a stand-in. Worker threads the bundle starts are recorded (and still
// real), so a test can see them stop when the app quits.
import Module, { createRequire } from 'node:module';
import * as workerThreads from 'node:worker_threads';

interface ModuleLoader {
  _load(request: string, parent: unknown, isMain: boolean): unknown;
}

export interface LoadedMain {
  /** Every worker thread the bundle started, and whether it has exited. */
  workers: { file: string; exited: Promise<number> }[];
}

/**
 * Runs main.cjs afresh (out of the require cache) with `electron` as given.
 * The hook lasts while the bundle's top level runs: esbuild puts every
 * require of the bundle there.
 */
export function loadMainBundle(bundleFile: string, electron: unknown): LoadedMain {
  const loaded: LoadedMain = { workers: [] };
  class RecordedWorker extends workerThreads.Worker {
    constructor(file: string | URL, options?: workerThreads.WorkerOptions) {
      super(file, options);
      const exited = new Promise<number>((resolve) => this.once('exit', resolve));
      loaded.workers.push({ file: String(file), exited });
    }
  }
  const recordingWorkerThreads = { ...workerThreads, Worker: RecordedWorker };
  const loader = Module as unknown as ModuleLoader;
  const original = loader._load;
  loader._load = function (request: string, parent: unknown, isMain: boolean): unknown {
    if (request === 'electron') return electron;
    if (request === 'node:worker_threads' || request === 'worker_threads') return recordingWorkerThreads;
    return original.call(this, request, parent, isMain);
  };
  const requireFromBundle = createRequire(bundleFile);
  try {
    delete requireFromBundle.cache[requireFromBundle.resolve(bundleFile)];
    requireFromBundle(bundleFile);
  } finally {
    loader._load = original;
  }
  return loaded;
}
