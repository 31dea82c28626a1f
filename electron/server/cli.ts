/**
 * Browser mode: `tsx electron/server/cli.ts [--port N] [--data-dir DIR]`.
 * Prints exactly one line on stdout, the URL to open; diagnostics go to stderr.
 */
import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { RECORD_TEXT_MAX } from '../contract';
import { createAppServices, describeStartupProblem, gameEngine, resolveDataDir } from '../services';
import { asComputerOpponent, createOpponentService } from '../services/opponent';
import { parseServerArgs } from './args';
import { generateToken } from './request-checks';
import { startServer } from './server';

const STATIC_DIR = join(import.meta.dirname, '..', '..', 'dist', 'renderer');

async function main(): Promise<number> {
  const args = parseServerArgs(process.argv.slice(2), process.env);
  if (!args.ok) {
    process.stderr.write(`${args.error}\nUsage: cli.ts [--port N] [--data-dir DIR]\n`);
    return 2;
  }
  const dataDir = resolveDataDir({ flag: args.value.dataDirFlag, env: process.env, platform: process.platform, home: homedir() });
  // The computer searches in a worker thread, so the server keeps answering meanwhile.
  const opponent = createOpponentService();
  const services = createAppServices({ dataDir, engine: gameEngine, opponent: asComputerOpponent(opponent) });
  if (!services.ok) {
    await opponent.close();
    // One line naming the folder (a read-only folder, a full disk…), never a stack trace.
    process.stderr.write(`${describeStartupProblem(services.error, dataDir).message}\n`);
    return 1;
  }
  if (!existsSync(join(STATIC_DIR, 'index.html'))) {
    process.stderr.write(`No built renderer in ${STATIC_DIR}: run "npm run build:renderer" first (the API still works).\n`);
  }
  // Imports send whole `.congkak` files (RECORD_TEXT_MAX, JSON-escaped): room for that, not the 1 MB default.
  const maxBodyBytes = Math.ceil(RECORD_TEXT_MAX * 1.5);
  const server = await startServer({ services: services.value, token: generateToken(), staticDir: STATIC_DIR, port: args.value.port, maxBodyBytes });
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    server
      .close()
      .catch((error: unknown) => process.stderr.write(`Error while stopping: ${String(error)}\n`))
      .finally(() => {
        // Closing the database checkpoints the WAL; every move was already committed.
        services.value.close();
        void opponent.close().finally(() => process.exit(0));
      });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
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
