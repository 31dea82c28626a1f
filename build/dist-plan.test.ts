import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builderArgsFromEnv, DistInputError, distPlan, runDist, type DistStep } from './dist-plan';
import type { Step } from './run-step';

const root = '/repo';
const node = '/usr/bin/node';
const tsx = join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');

/** What each step is, in a word, for reading a plan. */
const outline = (plan: DistStep[]) => plan.map((step) => (step.kind === 'run' ? step.label : step.kind));

describe('distPlan', () => {
  it('builds, sets the Node build of better-sqlite3 aside, packs, and puts it back last', () => {
    const plan = distPlan(root, node, [], {});
    expect(outline(plan)).toEqual(['renderer', 'main process bundles', 'icons', 'set-aside-node-addon', 'electron-builder', 'restore-node-addon']);
    expect(plan[0]).toEqual({ kind: 'run', label: 'renderer', step: { command: 'npm', args: ['run', 'build:renderer'] } });
    expect(plan[1]).toMatchObject({ step: { command: node, args: [tsx, join(root, 'build/build-electron.ts')] } });
    expect(plan[4]).toEqual({
      kind: 'run',
      label: 'electron-builder',
      step: { command: node, args: [join(root, 'node_modules', 'electron-builder', 'cli.js'), '--config', 'build/electron-builder.yml'], env: {} },
    });
  });

  // GitHub passes a missing secret as an empty string, and electron-builder reads an empty CSC_LINK as a
  // certificate path: macOS builds without a certificate stopped with '<project> not a file'.
  it('runs electron-builder without the signing variables that are set but empty', () => {
    const env = { PATH: '/usr/bin', CSC_LINK: '', CSC_KEY_PASSWORD: ' ', WIN_CSC_LINK: '', APPLE_ID: '', APPLE_TEAM_ID: 'T', CONGKAK_BUILDER_ARGS: '', EMPTY_OTHER: '' };
    const builder = distPlan(root, node, [], env).find((step) => step.kind === 'run' && step.label === 'electron-builder');
    expect(builder?.kind === 'run' && builder.step.env).toEqual({ PATH: '/usr/bin', APPLE_TEAM_ID: 'T', CONGKAK_BUILDER_ARGS: '', EMPTY_OTHER: '' });
    const signed = distPlan(root, node, [], { CSC_LINK: 'base64' }).find((step) => step.kind === 'run' && step.label === 'electron-builder');
    expect(signed?.kind === 'run' && signed.step.env).toEqual({ CSC_LINK: 'base64' });
    // The build steps before it run in the environment as it is.
    expect(distPlan(root, node, [], env)[0]).toEqual({ kind: 'run', label: 'renderer', step: { command: 'npm', args: ['run', 'build:renderer'] } });
  });

  it('hands electron-builder the arguments given, then the signing plan’s', () => {
    const plan = distPlan(root, node, ['--publish', 'never', '-c.extraMetadata.releaseFeed=https://x/latest'], { CONGKAK_BUILDER_ARGS: '["-c.mac.identity=-","-c.mac.notarize=false"]' });
    const builder = plan.find((step) => step.kind === 'run' && step.label === 'electron-builder');
    expect(builder?.kind === 'run' && builder.step.args.slice(1)).toEqual([
      '--config',
      'build/electron-builder.yml',
      '--publish',
      'never',
      '-c.extraMetadata.releaseFeed=https://x/latest',
      '-c.mac.identity=-',
      '-c.mac.notarize=false',
    ]);
  });
});

interface Yargs {
  parse(args: string[]): unknown;
}

/** electron-builder's own reading of its command line: its CLI's yargs with the build command's options, then normalizeOptions. */
function electronBuilderReads(args: string[]): { config?: unknown; publish?: unknown } {
  const builder = createRequire(import.meta.url)('electron-builder/out/builder.js') as {
    createYargs(): Yargs;
    configureBuildCommand(yargs: Yargs): Yargs;
    normalizeOptions(args: unknown): { config?: unknown; publish?: unknown };
  };
  return builder.normalizeOptions(builder.configureBuildCommand(builder.createYargs()).parse(args));
}

describe('what electron-builder reads from the plan', () => {
  // The workflow stamps the release feed and homepage, and the signing plan adds its own: all must reach the config.
  it('the config file and every override, given as -c.key=value or --config.key=value', () => {
    const plan = distPlan(root, node, ['--publish', 'never', '-c.extraMetadata.releaseFeed=https://api.github.com/repos/o/r/releases/latest', '--config.extraMetadata.homepage=https://github.com/o/r'], {
      CONGKAK_BUILDER_ARGS: '["-c.mac.identity=-","-c.mac.notarize=false"]',
    });
    const builder = plan.find((step) => step.kind === 'run' && step.label === 'electron-builder');
    const read = electronBuilderReads(builder?.kind === 'run' ? builder.step.args.slice(1) : []);
    expect(read.publish).toBe('never');
    expect(read.config).toEqual({
      extends: 'build/electron-builder.yml',
      extraMetadata: { releaseFeed: 'https://api.github.com/repos/o/r/releases/latest', homepage: 'https://github.com/o/r' },
      mac: { identity: '-', notarize: 'false' },
    });
  });
});

describe('builderArgsFromEnv', () => {
  it('reads CONGKAK_BUILDER_ARGS, a JSON array of strings (none when unset or blank)', () => {
    expect(builderArgsFromEnv({})).toEqual([]);
    expect(builderArgsFromEnv({ CONGKAK_BUILDER_ARGS: ' ' })).toEqual([]);
    expect(builderArgsFromEnv({ CONGKAK_BUILDER_ARGS: '["-c.win.azureSignOptions.publisherName=CN=Congkak contributors"]' })).toEqual(['-c.win.azureSignOptions.publisherName=CN=Congkak contributors']);
  });

  it.each(['-c.mac.identity=-', '{"a":1}', '[1]', '["ok", null]'])('refuses %s with a typed error', (value) => {
    expect(() => builderArgsFromEnv({ CONGKAK_BUILDER_ARGS: value })).toThrow(DistInputError);
    expect(() => builderArgsFromEnv({ CONGKAK_BUILDER_ARGS: value })).toThrow('CONGKAK_BUILDER_ARGS must be a JSON array of strings');
  });
});

describe('runDist', () => {
  const plan = distPlan(root, node, [], {});

  /** Actions that record what was done; `failing` steps (by label) exit 1, `throwing` actions throw. */
  function recorder(failing: string[] = [], throwing: string[] = []) {
    const done: string[] = [];
    const labelOf = (step: Step) => plan.find((candidate) => candidate.kind === 'run' && candidate.step === step);
    return {
      done,
      actions: {
        run: async (step: Step) => {
          const label = labelOf(step)?.kind === 'run' ? (labelOf(step) as { label: string }).label : '?';
          done.push(label);
          return failing.includes(label) ? 1 : 0;
        },
        setAside: async () => {
          done.push('set aside');
          if (throwing.includes('set aside')) throw new Error('no Node build to keep');
        },
        restore: async () => {
          done.push('restore');
          if (throwing.includes('restore')) throw new Error('kept build gone');
        },
      },
    };
  }

  it('runs every step in order', async () => {
    const { done, actions } = recorder();
    await runDist(plan, actions);
    expect(done).toEqual(['renderer', 'main process bundles', 'icons', 'set aside', 'electron-builder', 'restore']);
  });

  it('puts the Node build back when electron-builder fails, then fails', async () => {
    const { done, actions } = recorder(['electron-builder']);
    await expect(runDist(plan, actions)).rejects.toThrow('npm run dist: electron-builder failed (exit 1)');
    expect(done).toEqual(['renderer', 'main process bundles', 'icons', 'set aside', 'electron-builder', 'restore']);
  });

  it('puts nothing back when it failed before setting anything aside', async () => {
    for (const failing of ['icons', 'set aside']) {
      const { done, actions } = recorder(failing === 'icons' ? ['icons'] : [], failing === 'set aside' ? ['set aside'] : []);
      await expect(runDist(plan, actions)).rejects.toThrow();
      expect(done.at(-1), failing).toBe(failing);
      expect(done).not.toContain('restore');
    }
  });

  it('tells both when packing failed and the Node build could not be put back', async () => {
    const { actions } = recorder(['electron-builder'], ['restore']);
    await expect(runDist(plan, actions)).rejects.toThrow('npm run dist: electron-builder failed (exit 1); putting the Node build of better-sqlite3 back failed: kept build gone');
  });
});
