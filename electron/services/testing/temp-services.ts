/** Test helper: app services on a fresh temporary data folder, removed afterwards. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AppEvent } from '../../contract';
import { createAppServices, type AppServices, type AppServicesOptions } from '../app-services';
import { toyEngine } from './toy-engine';

export interface TempServices {
  dataDir: string;
  events: AppEvent[];
  errors: string[];
  open(overrides?: Partial<AppServicesOptions>): AppServices;
  /** Closes every services opened, waits for their workers to stop, then removes the folder. */
  dispose(): Promise<void>;
}

export function tempServices(defaults: Partial<AppServicesOptions> = {}): TempServices {
  const dataDir = mkdtempSync(join(tmpdir(), 'congkak-services-'));
  const opened: AppServices[] = [];
  const events: AppEvent[] = [];
  const errors: string[] = [];
  let tick = 0;
  return {
    dataDir,
    events,
    errors,
    open(overrides = {}) {
      const result = createAppServices({
        dataDir,
        engine: toyEngine,
        // A clock that moves one second per call keeps dates distinct and predictable.
        now: () => new Date(Date.UTC(2026, 0, 1, 0, 0, tick++)),
        logError: (message) => errors.push(message),
        // Network play on the loopback only, any free port, no multicast: no test reaches the real network.
        network: { addresses: () => ['127.0.0.1'], port: 0, discovery: false },
        ...defaults,
        ...overrides,
      });
      if (!result.ok) throw new Error(result.error.message);
      result.value.onEvent((event) => events.push(event));
      opened.push(result.value);
      return result.value;
    },
    async dispose() {
      await closeServices(...opened);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Closes the services and waits for their workers to stop. `close()` returns
 * while the start-up backup may still be writing in the data folder (it is
 * renamed from `.partial` after), so a folder removed before this resolves can
 * fail with ENOTEMPTY. And a worker still in SQLite when the test process
 * exits would be terminated there, which aborts the process.
 */
export async function closeServices(...services: AppServices[]): Promise<void> {
  for (const each of services) each.close();
  await Promise.all(services.map((each) => each.settled()));
}

/** Unwraps an ApiResult in a test, failing with the error's message. */
export function expectOk<T>(result: { ok: true; value: T } | { ok: false; error: { code: string; message: string } }): T {
  if (!result.ok) throw new Error(`expected ok, got ${result.error.code}: ${result.error.message}`);
  return result.value;
}
