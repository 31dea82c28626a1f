// The Chromium that the end-to-end tests and the start-up benchmark drive, and
// the flags they start it with (no sandbox, GPU, shared memory or background
// traffic: a container on a loaded machine).
import { existsSync } from 'node:fs';

export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** CHROMIUM_PATH, else the system's /usr/bin/chromium, else none (Playwright's own download). */
export function chromiumExecutable(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const fromEnv = env['CHROMIUM_PATH']?.trim();
  if (fromEnv) return fromEnv;
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}
