// `npm start`: the desktop app when Electron's binary is installed, otherwise
// the browser mode (which prints the address to open).
import { existsSync, readFileSync } from 'node:fs';
import { ROOT } from './build-electron';
import { detectElectron, launchPlan } from './launch-plan';
import { runStep } from './run-step';

function readText(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

async function main(): Promise<void> {
  const detection = detectElectron({ root: ROOT, env: process.env, readText, exists: existsSync });
  const plan = launchPlan(detection, ROOT, process.execPath, process.argv.slice(2));
  if (plan.notice) console.log(plan.notice);
  for (const [index, step] of plan.steps.entries()) {
    const isApp = index === plan.steps.length - 1;
    const code = await runStep(step, !isApp);
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
