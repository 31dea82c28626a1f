// The release workflow's launch check: starts the packaged app (release/,
// from `npm run dist`) with a fresh data folder and no update check, and waits
// until it has started as launch-verdict.ts judges (the native addon loaded in
// the main process and in the archive's worker), then quits it. On Linux it
// runs under xvfb-run; on macOS and Windows directly.
// `tsx build/launch-check.ts release`; on failure the app's log is kept in
// test-results/launch-check/ (the workflow keeps that folder).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { logFilePath } from '../electron/main/logger';
import { ROOT } from './build-electron';
import { launchVerdict, type LaunchState, type LaunchVerdict } from './launch-verdict';
import { packedExecutable, type PackedTarget } from './release-folders';

export interface LaunchCheckOptions {
  command: string;
  args?: string[];
  dataDir: string;
  version: string;
  /** How long the app may take to start. */
  timeoutMs: number;
  pollMs?: number;
  /** How long it may take to quit after SIGTERM before it is killed. */
  graceMs?: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function stateOf(dataDir: string, exit: LaunchState['exit']): Promise<LaunchState> {
  return {
    log: await readFile(logFilePath(dataDir), 'utf8').catch(() => null),
    archiveExists: existsSync(join(dataDir, 'congkak.sqlite')),
    backups: await readdir(join(dataDir, 'backups')).catch(() => []),
    exit,
  };
}

/** Starts the app, judges it, and always ends it (SIGTERM, then SIGKILL after the grace). */
export async function checkLaunch(options: LaunchCheckOptions): Promise<LaunchVerdict> {
  const { pollMs = 500, graceMs = 15_000 } = options;
  const child = spawn(options.command, options.args ?? [], {
    env: { ...process.env, CONGKAK_DATA_DIR: options.dataDir, CONGKAK_UPDATE_CHECK: 'off' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let exit: LaunchState['exit'] = null;
  const exited = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      exit = { code, signal };
      resolve();
    });
    child.once('error', (error) => {
      exit = { code: null, signal: `could not start: ${error.message}` };
      resolve();
    });
  });
  const deadline = Date.now() + options.timeoutMs;
  let verdict = launchVerdict(await stateOf(options.dataDir, exit), options.version);
  while (verdict.kind === 'waiting' && Date.now() < deadline) {
    await pause(pollMs);
    verdict = launchVerdict(await stateOf(options.dataDir, exit), options.version);
  }
  if (verdict.kind === 'waiting') verdict = { kind: 'failed', reason: `it did not start within ${options.timeoutMs / 1000} s: no ${verdict.missing.join(', no ')}` };
  if (exit === null) {
    child.kill('SIGTERM');
    const quit = await Promise.race([exited.then(() => true), pause(graceMs).then(() => false)]);
    if (!quit) {
      child.kill('SIGKILL');
      await exited;
    }
  }
  return verdict;
}

async function main(): Promise<void> {
  const release = resolve(process.argv[2] ?? 'release');
  const target = { platform: process.platform, arch: process.arch } as PackedTarget;
  const executable = join(release, packedExecutable(target));
  if (!existsSync(executable)) throw new Error(`no packaged app at ${executable}: run \`npm run dist\` first`);
  const { version } = JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8')) as { version: string };
  const dataDir = await mkdtemp(join(tmpdir(), 'congkak-launch-'));
  try {
    console.log(`launch check: starting ${executable}`);
    const verdict = await checkLaunch({ command: executable, dataDir, version, timeoutMs: 120_000 });
    if (verdict.kind === 'started') {
      console.log('launch check passed: the packaged app started, opened its archive and made its start-up backup in the archive’s worker');
      return;
    }
    const kept = join(ROOT, 'test-results', 'launch-check');
    await mkdir(kept, { recursive: true });
    await cp(join(dataDir, 'logs'), join(kept, 'logs'), { recursive: true }).catch(() => undefined);
    console.error(`launch check FAILED: ${verdict.kind === 'failed' ? verdict.reason : ''}\n(the app's log is kept in ${kept})`);
    process.exitCode = 1;
  } finally {
    // Windows may hold a file of the app that just ended for a moment.
    await rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 500 }).catch((error: unknown) => console.warn(`could not remove ${dataDir}: ${String(error)}`));
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(`launch check FAILED: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  });
}
