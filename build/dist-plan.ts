// What `npm run dist` does, decided as data. electron-builder's npmRebuild
// rebuilds better-sqlite3 for Electron inside the project's own node_modules
// (once per architecture), after which the unit tests and the browser mode
// cannot load it (NODE_MODULE_VERSION mismatch). So the Node build is set
// aside before packing and put back afterwards, also when packing fails
// (node-addon-keeper.ts does both).
import { join } from 'node:path';
import { tsxStep, type Step } from './run-step';

export type DistStep = { kind: 'run'; label: string; step: Step } | { kind: 'set-aside-node-addon' } | { kind: 'restore-node-addon' };

/** A bad CONGKAK_BUILDER_ARGS: nothing was built. */
export class DistInputError extends Error {
  override name = 'DistInputError';
}

/**
 * electron-builder arguments the release workflow's signing plan adds
 * (build/signing-plan.ts writes them to $GITHUB_ENV): a JSON array of
 * strings, so an argument may hold spaces (a publisher's name).
 */
export function builderArgsFromEnv(env: Readonly<Record<string, string | undefined>>): string[] {
  const text = env['CONGKAK_BUILDER_ARGS']?.trim();
  if (!text) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = null;
  }
  if (!Array.isArray(parsed) || !parsed.every((arg) => typeof arg === 'string')) {
    throw new DistInputError(`CONGKAK_BUILDER_ARGS must be a JSON array of strings (as build/signing-plan.ts writes it), not ${text}`);
  }
  return parsed as string[];
}

/**
 * Signing variables electron-builder tells apart when set but empty: GitHub
 * passes a missing secret as an empty string, and electron-builder reads an
 * empty CSC_LINK as a certificate path (macOS builds without a certificate
 * stopped with '<project> not a file') and an empty WIN_CSC_LINK as a choice
 * over CSC_LINK. Unset, they mean what an absent secret means.
 */
const SIGNING_VARIABLES = /^(CSC_|WIN_CSC_|APPLE_|AZURE_)/;

/** electron-builder's environment: this one, less the signing variables that are empty. */
export function builderEnvironment(env: Readonly<Record<string, string | undefined>>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined || (SIGNING_VARIABLES.test(name) && value.trim() === '')) continue;
    kept[name] = value;
  }
  return kept;
}

export function distPlan(root: string, nodePath: string, args: readonly string[], env: Readonly<Record<string, string | undefined>>): DistStep[] {
  const run = (label: string, step: Step): DistStep => ({ kind: 'run', label, step });
  const builder = join(root, 'node_modules', 'electron-builder', 'cli.js');
  return [
    run('renderer', { command: 'npm', args: ['run', 'build:renderer'] }),
    run('main process bundles', tsxStep(root, nodePath, 'build/build-electron.ts')),
    run('icons', tsxStep(root, nodePath, 'build/icons.ts')),
    { kind: 'set-aside-node-addon' },
    run('electron-builder', { command: nodePath, args: [builder, '--config', 'build/electron-builder.yml', ...args, ...builderArgsFromEnv(env)], env: builderEnvironment(env) }),
    { kind: 'restore-node-addon' },
  ];
}

export interface DistActions {
  /** Runs a step; resolves with its exit code. */
  run(step: Step): Promise<number>;
  setAside(): Promise<void>;
  restore(): Promise<void>;
}

/**
 * Runs the plan in order. After a failure only the putting back runs, and
 * only if something was set aside; then the failure (and a failed putting
 * back) is thrown.
 */
export async function runDist(plan: readonly DistStep[], actions: DistActions): Promise<void> {
  const failures: string[] = [];
  let setAside = false;
  for (const step of plan) {
    if (step.kind === 'restore-node-addon') {
      if (!setAside) continue;
      await actions.restore().catch((error: unknown) => failures.push(`putting the Node build of better-sqlite3 back failed: ${messageOf(error)}`));
      continue;
    }
    if (failures.length > 0) continue;
    if (step.kind === 'set-aside-node-addon') {
      await actions.setAside().then(
        () => (setAside = true),
        (error: unknown) => failures.push(`setting the Node build of better-sqlite3 aside failed: ${messageOf(error)}`),
      );
      continue;
    }
    const code = await actions.run(step.step).catch((error: unknown) => {
      failures.push(`${step.label} could not start: ${messageOf(error)}`);
      return null;
    });
    if (code !== null && code !== 0) failures.push(`${step.label} failed (exit ${code})`);
  }
  if (failures.length > 0) throw new Error(`npm run dist: ${failures.join('; ')}`);
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
