import { defineConfig } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { E2eOptions, ElectronBinary } from './e2e/fixtures';
import { detectElectron } from './build/launch-plan';
import { CHROMIUM_ARGS, chromiumExecutable } from './build/testing/chromium';

// Two projects run the same specs (e2e/*.spec.ts): `web` against the
// browser-mode server in Chromium, `electron` against the desktop app. The
// Electron binary is looked up the way `npm start` does (path.txt), never by
// requiring the `electron` package, which would try to download it.

const ROOT = import.meta.dirname;

function readText(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

const electronBinary: ElectronBinary = detectElectron({ root: ROOT, env: process.env, readText, exists: existsSync });
const executablePath = chromiumExecutable();

export default defineConfig<E2eOptions>({
  testDir: path.join(ROOT, 'e2e'),
  testMatch: '**/*.spec.ts',
  globalSetup: path.join(ROOT, 'e2e', 'global-setup.ts'),
  outputDir: path.join(ROOT, 'test-results'),
  fullyParallel: true,
  forbidOnly: !!process.env['CI'],
  retries: 0,
  // Two cores: each test runs its own server and browser.
  workers: 2,
  timeout: 30_000,
  // Ten seconds for a state to come or an action to be taken: only a failing test waits that long,
  // and at a load of 10 (two copies of the suite at once) a page once stayed busy for over five.
  expect: { timeout: 10_000 },
  reporter: [['list'], [path.join(ROOT, 'e2e', 'skip-reasons-reporter.ts')]],
  use: {
    actionTimeout: 10_000,
    launchOptions: {
      ...(executablePath === undefined ? {} : { executablePath }),
      args: [...CHROMIUM_ARGS],
    },
  },
  projects: [
    { name: 'web', use: { target: 'web' } },
    { name: 'electron', use: { target: 'electron', electronBinary } },
  ],
});
