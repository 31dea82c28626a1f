// `tsx build/run-together.ts typecheck lint …`: runs npm scripts at the same
// time and says which failed. `npm test` uses it for the steps that are each
// one thread and need nothing from each other (type checks and lint; then the
// wiring, security and packaging checks after the build), so a 2-core CI
// machine runs two at once instead of one after the other. Each script's
// output is held and printed whole when it ends, so the log reads as if they
// ran in turn (CI's summary reads the test counts from it).
import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { ROOT } from './build-electron';

export interface Outcome {
  script: string;
  code: number;
  seconds: number;
  output: string;
}

/** Runs one npm script to its end, its stdout and stderr kept in order of arrival. */
export function runScript(script: string, cwd: string = ROOT): Promise<Outcome> {
  const began = performance.now();
  return new Promise((resolve) => {
    const windows = process.platform === 'win32';
    const child = spawn(windows ? 'npm.cmd' : 'npm', ['run', '--silent', script], { cwd, stdio: ['ignore', 'pipe', 'pipe'], shell: windows });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    const finish = (code: number, extra = '') =>
      resolve({ script, code, seconds: (performance.now() - began) / 1000, output: Buffer.concat(chunks).toString('utf8') + extra });
    child.once('error', (error) => finish(1, `\n${script} could not be started: ${error.message}\n`));
    child.once('close', (code, signal) => finish(code ?? (signal ? 1 : 0)));
  });
}

/** The line that ends a run: every script's result and time, failures named. */
export function verdict(outcomes: readonly Outcome[]): string {
  const failed = outcomes.filter((outcome) => outcome.code !== 0).map((outcome) => outcome.script);
  const times = outcomes.map((outcome) => `${outcome.script} ${outcome.code === 0 ? 'ok' : 'FAILED'} ${outcome.seconds.toFixed(1)} s`).join(', ');
  return failed.length === 0 ? `run-together: all passed (${times})` : `run-together: ${failed.join(', ')} failed (${times})`;
}

/** Runs the scripts together, prints each one's output as it ends; resolves with the exit code for all. */
export async function runTogether(scripts: readonly string[], cwd: string = ROOT): Promise<number> {
  const outcomes = await Promise.all(
    scripts.map((script) =>
      runScript(script, cwd).then((outcome) => {
        process.stdout.write(`::: ${outcome.script} (${outcome.seconds.toFixed(1)} s, exit ${outcome.code})\n${outcome.output}`);
        return outcome;
      }),
    ),
  );
  console.log(verdict(outcomes));
  return outcomes.every((outcome) => outcome.code === 0) ? 0 : 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const scripts = process.argv.slice(2);
  if (scripts.length === 0) {
    console.error('usage: tsx build/run-together.ts <npm script> [<npm script> …]');
    process.exitCode = 2;
  } else {
    runTogether(scripts).then((code) => (process.exitCode = code));
  }
}
