// Builds what the e2e run loads, so `npx playwright test` never tests a stale
// build: the renderer always; the Electron bundle and its native SQLite build
// when the electron project will launch. They take a few seconds;
// CONGKAK_E2E_SKIP_BUILD=1 skips them when the caller knows the build is fresh.
import type { FullConfig } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

function tsx(script: string): void {
  execFileSync(process.execPath, [path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), path.join(ROOT, script)], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
}

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
  if (electronWillRun) {
    npmRun('build:electron');
    // better-sqlite3 for Electron's ABI, as `npm start` does (a no-op when current).
    tsx('build/electron-native.ts');
  }
}
