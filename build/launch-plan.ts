import { join } from 'node:path';
import { tsxStep, type Step } from './run-step';

// What `npm start` does, decided as data. Requiring the `electron` package to
// find its binary would try to download it (and throw offline), so the binary
// is located the way that package does it, by reading path.txt, without
// running it.

type ElectronDetection = { available: true; executable: string } | { available: false; reason: string };

export interface DetectionInputs {
  root: string;
  env: Readonly<Record<string, string | undefined>>;
  readText(path: string): string | null;
  exists(path: string): boolean;
}

export function detectElectron({ root, env, readText, exists }: DetectionInputs): ElectronDetection {
  const packageDir = join(root, 'node_modules', 'electron');
  const relative = readText(join(packageDir, 'path.txt'))?.trim() || null;
  const overrideDist = env['ELECTRON_OVERRIDE_DIST_PATH']?.trim();
  if (overrideDist) {
    const executable = join(overrideDist, relative ?? 'electron');
    return exists(executable) ? { available: true, executable } : { available: false, reason: `ELECTRON_OVERRIDE_DIST_PATH has no ${executable}` };
  }
  if (relative === null) return { available: false, reason: 'its binary was never downloaded: node_modules/electron/path.txt is missing' };
  const executable = join(packageDir, 'dist', relative);
  if (!exists(executable)) return { available: false, reason: `its binary ${executable} is missing` };
  return { available: true, executable };
}

interface LaunchPlan {
  mode: 'electron' | 'browser';
  /** One line for the person at the terminal, when the plan is not the obvious one. */
  notice: string | null;
  /** Run in order; the last one is the app itself and runs until it exits. */
  steps: Step[];
}

export function electronUnavailableNotice(reason: string): string {
  return `Electron is not available on this machine (${reason}); starting the browser mode instead.`;
}

export function launchPlan(detection: ElectronDetection, root: string, nodePath: string, extraArgs: readonly string[]): LaunchPlan {
  const tsx = (script: string, args: readonly string[] = []) => tsxStep(root, nodePath, script, args);
  const buildRenderer: Step = { command: 'npm', args: ['run', 'build:renderer'] };
  if (detection.available) {
    return {
      mode: 'electron',
      notice: null,
      steps: [buildRenderer, tsx('build/build-electron.ts'), tsx('build/electron-native.ts'), { command: detection.executable, args: [root, ...extraArgs] }],
    };
  }
  return {
    mode: 'browser',
    notice: electronUnavailableNotice(detection.reason),
    steps: [buildRenderer, tsx('electron/server/cli.ts', extraArgs)],
  };
}
