// `npm start`: the desktop app when Electron's binary is installed, otherwise
// the browser mode (which prints the address to open).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { ROOT } from './build-electron';
import { detectElectron, launchPlan, type Step } from './launch-plan';

function readText(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

/** Runs one step with the terminal attached; resolves with its exit code. */
function run(step: Step, quiet: boolean): Promise<number> {
  const isNpm = step.command === 'npm';
  return new Promise((resolve, reject) => {
    const child = spawn(isNpm && process.platform === 'win32' ? 'npm.cmd' : step.command, step.args, {
      cwd: ROOT,
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

async function main(): Promise<void> {
  const detection = detectElectron({ root: ROOT, env: process.env, readText, exists: existsSync });
  const plan = launchPlan(detection, ROOT, process.execPath, process.argv.slice(2));
  if (plan.notice) console.log(plan.notice);
  for (const [index, step] of plan.steps.entries()) {
    const isApp = index === plan.steps.length - 1;
    const code = await run(step, !isApp);
    if (code !== 0) {
      if (!isApp) console.error(`npm start: "${[step.command, ...step.args].join(' ')}" failed (exit ${code}).`);
      process.exitCode = code;
      return;
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
