// Runs one step of a plan (`npm start`'s, `npm run dist`'s) with the terminal
// attached: npm through npm.cmd on Windows, and Ctrl+C handed to the child, so
// the script that runs it lives on to do what must follow (dist puts the Node
// build of better-sqlite3 back).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './build-electron';

export interface Step {
  /** 'npm' is resolved by the runner (npm.cmd on Windows); anything else is an executable path. */
  command: string;
  args: string[];
  /** The whole environment of the step; this process's when absent. */
  env?: Record<string, string>;
}

/** A TypeScript script of the project, run by tsx under this Node. */
export function tsxStep(root: string, nodePath: string, script: string, args: readonly string[] = []): Step {
  return { command: nodePath, args: [join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), join(root, script), ...args] };
}

/** Resolves with the step's exit code (1 when a signal ended it). */
export function runStep(step: Step, quiet = false): Promise<number> {
  const isNpm = step.command === 'npm';
  return new Promise((resolve, reject) => {
    const child = spawn(isNpm && process.platform === 'win32' ? 'npm.cmd' : step.command, step.args, {
      cwd: ROOT,
      env: step.env ?? process.env,
      // Build output would bury the one line the browser mode prints.
      stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
      shell: isNpm && process.platform === 'win32',
    });
    const forward = (signal: NodeJS.Signals) => child.kill(signal);
    process.once('SIGINT', forward);
    process.once('SIGTERM', forward);
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}
