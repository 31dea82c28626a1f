// Starts the real browser-mode server (electron/server/cli.ts) for one test:
// its own data folder, any free port, and the address read from the one line
// it prints on stdout.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { serverCommand } from '../build/testing/server-bundle';

const ROOT = path.resolve(import.meta.dirname, '..');
const READY_LINE = /^Congkak is running at (http:\/\/127\.0\.0\.1:\d+\/\?token=[\w-]+)$/;
const START_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 5_000;

export interface BrowserModeServer {
  /** The address to open, token included. */
  readonly url: string;
  /** What the server wrote on stderr so far (attached to failing tests). */
  stderr(): string;
  stop(): Promise<void>;
}

/** Parses the server's ready line; null for any other line. */
export function parseReadyLine(line: string): string | null {
  return READY_LINE.exec(line.trim())?.[1] ?? null;
}

/** `extraArgs`: more of the server's flags, e.g. `--pseudo-locale`. */
export async function startBrowserModeServer(dataDir: string, extraArgs: readonly string[] = []): Promise<BrowserModeServer> {
  // Node itself runs the server: the run's bundle of it when there is one
  // (e2e/global-setup.ts), else its sources with tsx only as the loader; no
  // `npx tsx`, no tsx CLI running the server in a child of its own, so the
  // process stopped is the server. Its own process group all the same, so
  // stopping reaches anything it started.
  const child = spawn(process.execPath, [...serverCommand(ROOT), '--port', '0', '--data-dir', dataDir, ...extraArgs], {
    cwd: ROOT,
    env: { ...process.env, CONGKAK_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => fail(`no address within ${START_TIMEOUT_MS} ms`), START_TIMEOUT_MS);
    const lines = createInterface({ input: child.stdout! });
    function fail(why: string): void {
      clearTimeout(timer);
      lines.close();
      killGroup(child, 'SIGKILL');
      reject(new Error(`The browser-mode server did not start: ${why}.\n${stderr}`));
    }
    lines.on('line', (line) => {
      const address = parseReadyLine(line);
      if (address === null) return fail(`unexpected output ${JSON.stringify(line)}`);
      clearTimeout(timer);
      resolve(address);
    });
    child.once('error', (error) => fail(error.message));
    child.once('exit', (code, signal) => fail(`it exited (${signal ?? code})`));
  });

  return {
    url,
    stderr: () => stderr,
    stop: () => stopServer(child),
  };
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/**
 * SIGTERM (the server closes its database cleanly), SIGKILL if it lingers.
 * Resolves once it has exited: its data folder is then free (the folder lock
 * is the process's), so a restart on the same folder may follow at once.
 */
async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  killGroup(child, 'SIGTERM');
  const timer = setTimeout(() => killGroup(child, 'SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}
