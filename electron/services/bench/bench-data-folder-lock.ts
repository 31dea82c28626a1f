/**
 * `npx tsx electron/services/bench/bench-data-folder-lock.ts`: what the data folder lock
 * (electron/services/storage/data-folder-lock.ts) costs, and why it is a file
 * of its own. Prints one JSON line:
 * - takeMs / refuseMs: the median time to take the lock (and give it back) and
 *   to be refused it while held, over RUNS tries;
 * - freeAfterKillMs: how soon the lock can be taken after its holder, another
 *   process, is killed with SIGKILL (the operating system releases it);
 * - exclusiveArchive: what a worker thread gets when the archive itself is
 *   opened with locking_mode=EXCLUSIVE (the rejected alternative): the
 *   archive's workers (backups, imports) open it on connections of their own.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { takeDataFolderLock } from '../storage/data-folder-lock';

const RUNS = 50;
const SQLITE = createRequire(import.meta.url).resolve('better-sqlite3');

const median = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return Math.round((sorted[Math.floor(sorted.length / 2)] ?? 0) * 100) / 100;
};

function timed(action: () => void): number {
  const began = performance.now();
  action();
  return performance.now() - began;
}

function takeAndRefuse(dir: string): { takeMs: number; refuseMs: number } {
  const takes: number[] = [];
  const refusals: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    let release = () => undefined as void;
    takes.push(
      timed(() => {
        const lock = takeDataFolderLock(dir, { host: 'browser' });
        if (!lock.ok) throw new Error(lock.error.message);
        release = () => lock.value.release();
      }),
    );
    refusals.push(
      timed(() => {
        if (takeDataFolderLock(dir, { host: 'browser' }).ok) throw new Error('a held lock was taken again');
      }),
    );
    release();
  }
  return { takeMs: median(takes), refuseMs: median(refusals) };
}

/** Another process takes the lock (as the composition root would) and is killed once it holds it. */
async function freeAfterKill(dir: string): Promise<number> {
  const holder = spawn(process.execPath, ['--import', 'tsx', '-e', `
    import { takeDataFolderLock } from ${JSON.stringify(join(import.meta.dirname, '../storage/data-folder-lock.ts'))};
    const lock = takeDataFolderLock(${JSON.stringify(dir)}, { host: 'browser' });
    if (!lock.ok) process.exit(1);
    console.log('held');
    setInterval(() => undefined, 60_000);
  `], { stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise<void>((resolve) => holder.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    holder.stdout.once('data', () => resolve());
    holder.once('exit', (code) => reject(new Error(`the holder exited (${code})`)));
  });
  const killedAt = performance.now();
  holder.kill('SIGKILL');
  for (;;) {
    const lock = takeDataFolderLock(dir, { host: 'browser' });
    if (lock.ok) {
      const ms = performance.now() - killedAt;
      lock.value.release();
      await exited;
      return Math.round(ms * 100) / 100;
    }
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
}

/** The archive itself in exclusive locking mode, written once on the main thread, then read by a worker thread. */
async function exclusiveArchive(dir: string): Promise<string> {
  const file = join(dir, 'archive.sqlite');
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('locking_mode = EXCLUSIVE');
  db.exec('CREATE TABLE games (id INTEGER PRIMARY KEY); INSERT INTO games DEFAULT VALUES');
  const worker = new Worker(
    `const { parentPort } = require('node:worker_threads');
     const Database = require(${JSON.stringify(SQLITE)});
     try {
       const db = new Database(${JSON.stringify(file)}, { timeout: 1000 });
       parentPort.postMessage('read ' + db.prepare('SELECT count(*) AS n FROM games').get().n + ' games');
     } catch (error) {
       parentPort.postMessage(error.code ?? String(error));
     }`,
    { eval: true },
  );
  const answer = await new Promise<string>((resolve) => worker.once('message', (message: string) => resolve(message)));
  await worker.terminate();
  db.close();
  return answer;
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'congkak-bench-lock-'));
  try {
    const { takeMs, refuseMs } = takeAndRefuse(dir);
    const killed = await freeAfterKill(dir);
    const exclusive = await exclusiveArchive(dir);
    process.stdout.write(`${JSON.stringify({ bench: 'data-folder-lock', runs: RUNS, takeMs, refuseMs, freeAfterKillMs: killed, exclusiveArchive: { workerRead: exclusive } })}\n`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
