import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { detectElectron, launchPlan, type DetectionInputs } from './launch-plan';

const root = '/repo';
const electronDir = join(root, 'node_modules', 'electron');

function machine(files: Record<string, string>, env: Record<string, string> = {}): DetectionInputs {
  return { root, env, readText: (path) => files[path] ?? null, exists: (path) => path in files };
}

describe('detectElectron', () => {
  it('finds the binary named by path.txt under dist/', () => {
    const executable = join(electronDir, 'dist', 'electron');
    expect(detectElectron(machine({ [join(electronDir, 'path.txt')]: 'electron', [executable]: '' }))).toEqual({ available: true, executable });
  });

  it('reads the macOS app bundle path and trims a trailing newline', () => {
    const relative = 'Electron.app/Contents/MacOS/Electron';
    const executable = join(electronDir, 'dist', relative);
    expect(detectElectron(machine({ [join(electronDir, 'path.txt')]: `${relative}\n`, [executable]: '' }))).toEqual({ available: true, executable });
  });

  it('reports a binary that was never downloaded (no path.txt)', () => {
    const detection = detectElectron(machine({}));
    expect(detection).toMatchObject({ available: false, reason: expect.stringContaining('path.txt is missing') });
  });

  it('reports a path.txt whose binary is gone', () => {
    const detection = detectElectron(machine({ [join(electronDir, 'path.txt')]: 'electron' }));
    expect(detection).toMatchObject({ available: false, reason: expect.stringContaining('is missing') });
  });

  it('honours ELECTRON_OVERRIDE_DIST_PATH like the electron package does', () => {
    const executable = join('/opt/electron', 'electron');
    expect(detectElectron(machine({ [executable]: '' }, { ELECTRON_OVERRIDE_DIST_PATH: '/opt/electron' }))).toEqual({ available: true, executable });
    expect(detectElectron(machine({}, { ELECTRON_OVERRIDE_DIST_PATH: '/opt/electron' }))).toMatchObject({ available: false });
  });
});

describe('launchPlan', () => {
  const node = '/usr/bin/node';

  it('without Electron: one notice, then build the renderer and run the browser-mode server with the given arguments', () => {
    const plan = launchPlan({ available: false, reason: 'its binary was never downloaded' }, root, node, ['--port', '0']);
    expect(plan.mode).toBe('browser');
    expect(plan.notice).toBe('Electron is not available on this machine (its binary was never downloaded); starting the browser mode instead.');
    expect(plan.steps).toEqual([
      { command: 'npm', args: ['run', 'build:renderer'] },
      { command: node, args: [join(root, 'node_modules/tsx/dist/cli.mjs'), join(root, 'electron/server/cli.ts'), '--port', '0'] },
    ]);
  });

  it('with Electron: build everything, prepare the Electron build of better-sqlite3, then launch Electron on the app', () => {
    const plan = launchPlan({ available: true, executable: '/e/electron' }, root, node, []);
    expect(plan.mode).toBe('electron');
    expect(plan.notice).toBeNull();
    const tsxCli = join(root, 'node_modules/tsx/dist/cli.mjs');
    expect(plan.steps).toEqual([
      { command: 'npm', args: ['run', 'build:renderer'] },
      { command: node, args: [tsxCli, join(root, 'build/build-electron.ts')] },
      { command: node, args: [tsxCli, join(root, 'build/electron-native.ts')] },
      { command: '/e/electron', args: [root] },
    ]);
    expect(plan.steps.at(-1)).toEqual({ command: '/e/electron', args: [root] });
  });
});
