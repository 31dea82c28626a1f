// One set of specs, two targets. Each test gets its own data folder and its
// own app: in the `web` project a browser-mode server and a Chromium page, in
// the `electron` project the desktop app launched by Playwright (skipped, with
// the reason, where no Electron binary exists).
import { _electron, test as base, type Browser, type Page } from '@playwright/test';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SERVER_BUNDLE_ENV } from '../build/testing/server-bundle';
import { WORKER_BUNDLES_ENV } from '../build/testing/worker-bundles';
import { startBrowserModeServer } from './browser-mode-server';

const ROOT = path.resolve(import.meta.dirname, '..');

type Target = 'web' | 'electron';
/** Where the Electron binary is, as found by playwright.config.ts (never by requiring `electron`). */
export type ElectronBinary = { available: true; executable: string } | { available: false; reason: string };

export interface E2eOptions {
  target: Target;
  electronBinary: ElectronBinary;
}

/** Files (path inside the data folder → content) that are there before the app starts. */
type DataFiles = Readonly<Record<string, string | Uint8Array>>;

interface Fixtures {
  /** Option: what the data folder holds at start, e.g. a damaged archive (`test.use({ dataFiles })`). */
  dataFiles: DataFiles;
  /** Option: more flags for the browser-mode server, e.g. `--pseudo-locale` (`test.use({ serverArgs })`). */
  serverArgs: readonly string[];
  /** A fresh data folder (CONGKAK_DATA_DIR) holding only `dataFiles`, removed after the test. */
  dataDir: string;
  /** The app's window, showing its first screen. */
  app: Page;
}

interface WorkerFixtures {
  /** Launches Chromium on first use only, so the electron project never starts one. */
  chromium: () => Promise<Browser>;
}

function withoutRunBundles(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { [SERVER_BUNDLE_ENV]: _server, [WORKER_BUNDLES_ENV]: _workers, ...rest } = env;
  return rest;
}

export const test = base.extend<E2eOptions & Fixtures, WorkerFixtures>({
  target: ['web', { option: true }],
  electronBinary: [{ available: false, reason: 'not detected' }, { option: true }],

  chromium: [
    async ({ playwright, launchOptions }, use) => {
      let browser: Promise<Browser> | undefined;
      await use(() => (browser ??= playwright.chromium.launch(launchOptions)));
      if (browser !== undefined) await (await browser).close();
    },
    { scope: 'worker' },
  ],

  dataFiles: [{}, { option: true }],
  serverArgs: [[], { option: true }],

  dataDir: async ({ dataFiles }, use) => {
    const dir = await mkdtemp(path.join(tmpdir(), 'congkak-e2e-'));
    for (const [name, content] of Object.entries(dataFiles)) {
      const file = path.resolve(dir, name);
      if (path.relative(dir, file).startsWith('..')) throw new Error(`dataFiles: ${name} is outside the data folder`);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, content);
    }
    await use(dir);
    await rm(dir, { recursive: true, force: true });
  },

  app: async ({ target, electronBinary, dataDir, serverArgs, chromium }, use, testInfo) => {
    if (target === 'electron') {
      if (!electronBinary.available) {
        testInfo.skip(true, `Electron binary not available here: ${electronBinary.reason}`);
        return;
      }
      const electronApp = await _electron.launch({
        executablePath: electronBinary.executable,
        args: [ROOT],
        // Without the run's worker bundles (global-setup.ts): the app runs the workers it was built with.
        env: { ...withoutRunBundles(process.env), CONGKAK_DATA_DIR: dataDir },
      });
      try {
        await use(await electronApp.firstWindow());
      } finally {
        await electronApp.close();
      }
      return;
    }

    const server = await startBrowserModeServer(dataDir, serverArgs);
    const context = await (await chromium()).newContext();
    try {
      const page = await context.newPage();
      await page.goto(server.url);
      await use(page);
      if (testInfo.status !== testInfo.expectedStatus) {
        await testInfo.attach('screenshot', { body: await page.screenshot(), contentType: 'image/png' });
        await testInfo.attach('server stderr', { body: server.stderr(), contentType: 'text/plain' });
      }
    } finally {
      await context.close();
      await server.stop();
    }
  },
});

export { expect } from '@playwright/test';
