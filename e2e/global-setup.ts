// Builds what the e2e run loads, so `npx playwright test` never tests a stale
// build: the renderer always, the Electron bundle when the electron project
// will launch. Both builds take a few seconds; CONGKAK_E2E_SKIP_BUILD=1 skips
// them when the caller knows the build is fresh.
import type { FullConfig } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

function npmRun(script: string): void {
  execFileSync(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', '--silent', script], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
}

export default function globalSetup(config: FullConfig): void {
  if (process.env['CONGKAK_E2E_SKIP_BUILD'] === '1') return;
  npmRun('build:renderer');
  const electronWillRun = config.projects.some((project) => {
    const use = project.use as { target?: string; electronBinary?: { available: boolean } };
    return use.target === 'electron' && use.electronBinary?.available === true;
  });
  if (electronWillRun) npmRun('build:electron');
}
