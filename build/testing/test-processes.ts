/**
 * Processes that tests start (servers, stand-ins for the desktop app), each
 * in a process group of its own and recorded here, so that:
 * - stopping one reaches everything it started (tsx's CLI, for instance, runs
 *   its script in a child process: a signal to tsx alone once left the real
 *   server running, orphaned);
 * - a process that outlives its test file fails that file, named
 *   (`./no-survivors.setup.ts`, a setup file of every Node test project).
 * Process groups are POSIX: on Windows only the process itself is watched.
 */
import { execFileSync, spawn, type ChildProcessByStdio, type ExecFileSyncOptions, type SpawnOptions } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';

const GROUPS = process.platform !== 'win32';
/** How long a signalled group may take to be gone (reaping by init included) before it counts as surviving. */
const GONE_WITHIN_MS = 10_000;

export interface TestProcess {
  child: ChildProcessByStdio<Writable | null, Readable | null, Readable | null>;
  /** The process's id, and its group's. */
  pid: number;
  /** Resolves when the process itself has exited (and been reaped: its pid is free). */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Resolves once its output is all read as well ('close': never, while something it started holds the pipes open). */
  closed: Promise<void>;
  /** What it wrote so far on stdout and stderr (when they are pipes). */
  stdout(): string;
  stderr(): string;
  /** Its first line on stdout; rejected, with its stderr, when it exits before writing one. */
  firstLine(): Promise<string>;
  /** Signals the whole group and waits until every process of it is gone; throws when one is left. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

interface Recorded {
  pid: number;
  command: string;
}

const recorded = new Map<number, Recorded>();

/** Whether a process with this id exists (a zombie counts until it is reaped). */
export function isAlive(pid: number): boolean {
  return signalled(pid, 0);
}

/** Whether any process of the group led by `pid` is left (the process alone where there are no groups). */
export function groupAlive(pid: number): boolean {
  return signalled(GROUPS ? -pid : pid, 0);
}

function signalled(target: number, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(target, signal);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until the group is gone; false when some of it is still there after `withinMs`. */
export async function groupGone(pid: number, withinMs = GONE_WITHIN_MS): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  while (groupAlive(pid)) {
    if (Date.now() > deadline) return false;
    await pause(20);
  }
  return true;
}

/**
 * `spawn` in a group of its own, recorded until the whole group is gone.
 * Pipes by default; `options.stdio` as for `spawn`.
 */
export function spawnTestProcess(command: string, args: readonly string[], options: SpawnOptions = {}): TestProcess {
  const child = spawn(command, args, { stdio: 'pipe', ...options, detached: GROUPS }) as TestProcess['child'];
  if (child.pid === undefined) throw new Error(`${command} could not be started`);
  const pid = child.pid;
  recorded.set(pid, { pid, command: [command, ...args].join(' ') });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  // Forget it once it and everything it started are gone: a group left behind is reported by survivors().
  void exited.then(async () => {
    if (await groupGone(pid, 0)) recorded.delete(pid);
  });
  let stdout = '';
  let stderr = '';
  const lineWaiters: (() => void)[] = [];
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
    if (stdout.includes('\n')) for (const wake of lineWaiters.splice(0)) wake();
  });
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  // 'close' rather than 'exit': by then its output is all read.
  const closed = new Promise<void>((resolve) => child.once('close', () => resolve()));
  return {
    child,
    pid,
    exited,
    closed,
    stdout: () => stdout,
    stderr: () => stderr,
    firstLine() {
      const line = () => stdout.slice(0, stdout.indexOf('\n'));
      if (stdout.includes('\n')) return Promise.resolve(line());
      return new Promise((resolve, reject) => {
        lineWaiters.push(() => resolve(line()));
        void closed.then(async () => {
          const { code, signal } = await exited;
          reject(new Error(`${command} exited (${signal ?? code}) before its first line:\n${stdout}${stderr}`));
        });
      });
    },
    async stop(signal: NodeJS.Signals = 'SIGKILL') {
      signalled(GROUPS ? -pid : pid, signal);
      await exited;
      if (!(await groupGone(pid))) throw new Error(`${recorded.get(pid)?.command ?? pid} (group ${pid}) is still running after ${signal}`);
      recorded.delete(pid);
    },
  };
}

/** What was started and is still running (any process of its group), each as "pid: command line". */
export async function survivors(withinMs = GONE_WITHIN_MS): Promise<string[]> {
  const left: string[] = [];
  for (const { pid, command } of [...recorded.values()]) {
    if (await groupGone(pid, withinMs)) recorded.delete(pid);
    else left.push(`${pid}: ${command}`);
  }
  return left;
}

/** Kills every recorded group still running (after survivors() named them, so the next file starts clean). */
export function killSurvivors(): void {
  for (const { pid } of recorded.values()) signalled(GROUPS ? -pid : pid, 'SIGKILL');
  recorded.clear();
}

/**
 * Runs a short system tool (mkfifo, chattr) to its end before returning, so
 * nothing it starts can outlive the test; throws when it fails.
 */
export function runToEnd(command: string, args: readonly string[], options: ExecFileSyncOptions = {}): void {
  execFileSync(command, args, options);
}
