/**
 * Browser mode: `tsx electron/server/cli.ts [--port N] [--data-dir DIR] [--pseudo-locale] [--network-on-loopback]`.
 * Prints exactly one line on stdout, the URL to open; diagnostics go to stderr.
 */
import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { RECORD_TEXT_MAX } from '../contract';
import { createAppRoot, describeStartupProblem, resolveDataDir } from '../services';
import { parseServerArgs } from './args';
import { generateToken } from './request-checks';
import { startServer } from './server';

/** `--network-on-loopback`: two copies on one computer play each other by typed address (the e2e tests). */
const LOOPBACK_NETWORK = { addresses: () => ['127.0.0.1'], port: 0, discovery: false } as const;

const STATIC_DIR = join(import.meta.dirname, '..', '..', 'dist', 'renderer');

async function main(): Promise<number> {
  const args = parseServerArgs(process.argv.slice(2), process.env);
  if (!args.ok) {
    process.stderr.write(`${args.error}\nUsage: cli.ts [--port N] [--data-dir DIR] [--pseudo-locale] [--network-on-loopback]\n`);
    return 2;
  }
  const dataDir = resolveDataDir({ flag: args.value.dataDirFlag, env: process.env, platform: process.platform, home: homedir() });
  // The computer searches in a worker thread, so the server keeps answering meanwhile.
  // The system's languages are the browser's here: the renderer reads navigator.languages.
  const started = await createAppRoot({
    dataDir,
    host: 'browser',
    systemLanguages: { preferred: [], pseudoLocale: args.value.pseudoLocale },
    ...(args.value.networkOnLoopback && { network: LOOPBACK_NETWORK }),
  });
  if (!started.ok) {
    // One line naming the folder (a read-only folder, a full disk, another
    // Congkak holding it: then with that one's address), never a stack trace.
    process.stderr.write(`${describeStartupProblem(started.error, dataDir).message}\n`);
    return 1;
  }
  const root = started.value;
  if (!existsSync(join(STATIC_DIR, 'index.html'))) {
    process.stderr.write(`No built renderer in ${STATIC_DIR}: run "npm run build:renderer" first (the API still works).\n`);
  }
  // Imports send whole `.congkak` files (RECORD_TEXT_MAX, JSON-escaped): room for that, not the 1 MB default.
  const maxBodyBytes = Math.ceil(RECORD_TEXT_MAX * 1.5);
  const server = await startServer({ services: root.services, token: generateToken(), staticDir: STATIC_DIR, port: args.value.port, maxBodyBytes });
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    const report = (error: unknown) => process.stderr.write(`Error while stopping: ${String(error)}\n`);
    server
      .close()
      .catch(report)
      // Every move was already committed; closing checkpoints the archive's WAL and stops the worker.
      .then(() => root.close())
      .catch(report)
      .finally(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  try {
    // For a second copy started on this data folder to point at this one.
    root.announce(server.url);
  } catch (error) {
    process.stderr.write(`A second copy will not be told this address: ${String(error)}\n`);
  }
  // Printed last: whoever reads this line may stop us at once, so the handlers are already in place.
  process.stdout.write(`Congkak is running at ${server.url}\n`);
  return 0;
}

main().then(
  (code) => {
    if (code !== 0) process.exit(code);
  },
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
