/**
 * `npm run --silent bench:archive`: one JSON line with the archive's figures on
 * 100,000 games: import through the real path (parse and engine check in the
 * import workers, one write transaction, the full-text index), the main
 * thread's longest event-loop delay meanwhile (what a window or another call
 * would have waited at worst), p95 of a
 * filtered sorted first page and of a full-text search, bytes per game, and in
 * Chromium against the browser-mode server the time to the first rows and to
 * scrolling to the last game. Progress goes to stderr.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { chromium } from '@playwright/test';
import type { ArchiveFilter, ArchiveSortOrder } from '../../contract';
import { createAppServices, databaseFile, gameEngine } from '..';
import { benchmarkFile } from '../testing/sample-records';
import { WORKER_BUNDLES_ENV } from '../workers/start-worker';

/**
 * Set in the process that measures: the repository's folder. The process npm
 * starts (under tsx) bundles this file and runs it in plain Node, as the
 * Electron main process runs the services: under tsx every worker thread
 * would start through its loader hooks (half a second of CPU a worker on a
 * busy machine), which the app never pays.
 */
const MEASURING_ROOT_ENV = 'CONGKAK_BENCH_ARCHIVE_ROOT';
const ROOT = process.env[MEASURING_ROOT_ENV] ?? join(import.meta.dirname, '..', '..', '..');
const GAMES = Number(process.env['BENCH_GAMES'] ?? 100_000);
const QUERY_RUNS = 60;

const log = (message: string) => process.stderr.write(`bench:archive: ${message}\n`);

function p95(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return Math.round((sorted[Math.ceil(sorted.length * 0.95) - 1] ?? 0) * 100) / 100;
}

async function timeQueries(run: (i: number) => Promise<unknown>): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < QUERY_RUNS; i++) {
    const began = performance.now();
    await run(i);
    samples.push(performance.now() - began);
  }
  return p95(samples);
}

/** Node itself runs the server (tsx as a loader): the process stopped is the server, not a tsx CLI with the server in a child. */
async function startServer(dataDir: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'electron/server/cli.ts'), '--port', '0', '--data-dir', dataDir], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', (line) => {
      const found = /(http:\/\/\S+)/.exec(line)?.[1];
      if (found) resolve(found);
      else reject(new Error(`unexpected server output: ${line}`));
    });
    child.once('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url,
    // SIGTERM: the server closes its archive cleanly; waited for, so the data folder is free and removable after.
    stop: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

async function measureUi(dataDir: string, total: number): Promise<{ first: number; end: number }> {
  const server = await startServer(dataDir);
  const browser = await chromium.launch({ ...(existsSync('/usr/bin/chromium') && { executablePath: '/usr/bin/chromium' }), args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    const at = server.url.replace('/?', '/?') + '#/archive';
    const began = performance.now();
    await page.goto(at);
    const rows = page.getByRole('grid', { name: 'Games' }).getByRole('row').filter({ has: page.getByRole('gridcell', { name: /vs/ }) });
    await rows.first().waitFor({ timeout: 60_000 });
    const first = performance.now() - began;
    await rows.first().focus();
    const scrolled = performance.now();
    await page.keyboard.press('End');
    await page.locator(`[role="row"][aria-rowindex="${total + 1}"]`).filter({ has: page.getByRole('gridcell', { name: /vs/ }) }).waitFor({ timeout: 60_000 });
    const end = performance.now() - scrolled;
    return { first: Math.round(first), end: Math.round(end) };
  } finally {
    await browser.close();
    await server.stop();
  }
}

/**
 * The workers as they ship: the bundles `npm run build:electron` makes (the
 * npm script builds them first). From sources each would compile its
 * TypeScript through tsx, and that would be timed as import work.
 */
function useShippedWorkers(): void {
  const bundles = join(ROOT, 'dist', 'electron');
  const missing = ['archive-worker.cjs', 'import-worker.cjs'].filter((name) => !existsSync(join(bundles, name)));
  if (missing.length > 0) throw new Error(`bench:archive times the shipped workers: run \`npm run build:electron\` first (missing ${missing.join(', ')})`);
  process.env[WORKER_BUNDLES_ENV] = bundles;
}

async function main(): Promise<void> {
  useShippedWorkers();
  const dataDir = mkdtempSync(join(tmpdir(), 'congkak-bench-archive-'));
  try {
    log(`generating ${GAMES} games…`);
    const text = benchmarkFile(GAMES);
    const opened = createAppServices({ dataDir, engine: gameEngine, logError: log, migrationsDir: join(ROOT, 'electron/services/migrations') });
    if (!opened.ok) throw new Error(opened.error.message);
    const services = opened.value;

    log('importing…');
    // The last progress report marks the end of checking: the rest is the write.
    let checkedAt = 0;
    services.onEvent((event) => {
      if (event.type === 'import-progress' && event.checked === event.total) checkedAt = performance.now();
    });
    // 10 ms resolution: the delay that matters here is tens of milliseconds or more.
    const loopDelay = monitorEventLoopDelay({ resolution: 10 });
    loopDelay.enable();
    const loadAtStart = loadavg()[0] ?? 0;
    // The process's CPU, its worker threads' included: on a busy machine a steadier measure than the wall clock.
    const cpuAtStart = process.cpuUsage();
    const began = performance.now();
    const imported = await services.call('importRecords', { text, importId: 'bench' });
    const ended = performance.now();
    const cpu = process.cpuUsage(cpuAtStart);
    // A block at the very end (the write) is only seen when the histogram's timer next fires.
    await new Promise((resolve) => setTimeout(resolve, 50));
    loopDelay.disable();
    const mainMaxDelayMs = Math.round(loopDelay.max / 1e6);
    const importSeconds = (ended - began) / 1000;
    if (!imported.ok) throw new Error(imported.error.message);
    const checkSeconds = (checkedAt - began) / 1000;
    const writeSeconds = (ended - checkedAt) / 1000;
    log(`imported ${imported.value.imported} games in ${importSeconds.toFixed(1)} s (checked in ${checkSeconds.toFixed(1)} s, written in ${writeSeconds.toFixed(1)} s)`);

    const filters: ArchiveFilter[] = [{ opponentKind: 'computer', preset: 'congkak' }, { result: 'win' }, { opponentLevel: 3 }, { tag: 'club' }];
    const sorts: ArchiveSortOrder[] = [
      { by: 'margin', descending: true },
      { by: 'date', descending: true },
      { by: 'opponent', descending: false },
      { by: 'length', descending: true },
    ];
    const listP95 = await timeQueries((i) => services.call('listArchive', { filter: filters[i % filters.length], sort: sorts[i % sorts.length], limit: 100 }));
    const searches = ['Aminah brilliant', 'budi patient', 'kampung greedy', 'dewi blunder'];
    const searchP95 = await timeQueries((i) => services.call('listArchive', { filter: { text: searches[i % searches.length] }, limit: 100 }));
    services.close(); // checkpoints the WAL into the file
    const bytesPerGame = Math.round(statSync(databaseFile(dataDir)).size / imported.value.imported);

    log('measuring the Archive screen in Chromium…');
    const ui = existsSync(join(ROOT, 'dist/renderer/index.html')) ? await measureUi(dataDir, imported.value.imported) : null;
    if (ui === null) log('no built renderer (npm run build:renderer): UI figures left out');

    process.stdout.write(
      `${JSON.stringify({
        import_100k_s: Math.round(importSeconds * 100) / 100,
        import_games_per_s: Math.round(imported.value.imported / importSeconds),
        // The check (parse, replay, identity) until its last progress report, then the write in the archive's worker.
        import_check_s: Math.round(checkSeconds * 100) / 100,
        import_write_s: Math.round(writeSeconds * 100) / 100,
        import_cpu_s: Math.round((cpu.user + cpu.system) / 1e4) / 100,
        main_max_delay_ms: mainMaxDelayMs,
        list_p95_ms: listP95,
        search_p95_ms: searchP95,
        bytes_per_game: bytesPerGame,
        ui_first_rows_ms: ui?.first ?? null,
        ui_scroll_to_end_ms: ui?.end ?? null,
        // Figures taken on a busy machine say so: the one-minute load average as the import began, and the cores.
        load_1min: Math.round(loadAtStart * 10) / 10,
        cores: availableParallelism(),
      })}\n`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Bundles this benchmark below node_modules (never packaged) and runs it in plain Node; resolves to its exit code. */
async function measureBundled(): Promise<number> {
  const { build } = await import('esbuild');
  const outfile = join(ROOT, 'node_modules', '.cache', 'congkak-bench', 'bench-archive.cjs');
  await build({
    entryPoints: [import.meta.filename],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    external: ['electron', 'better-sqlite3', '@playwright/test'],
    define: { 'import.meta.url': '__benchModuleUrl', 'import.meta.dirname': '__dirname', 'import.meta.filename': '__filename' },
    banner: { js: "const __benchModuleUrl = require('node:url').pathToFileURL(__filename).href;" },
    logLevel: 'warning',
  });
  const child = spawn(process.execPath, [outfile], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, [MEASURING_ROOT_ENV]: ROOT } });
  return new Promise((resolve) => child.once('exit', (code) => resolve(code ?? 1)));
}

(process.env[MEASURING_ROOT_ENV] === undefined ? measureBundled().then((code) => void (process.exitCode = code)) : main()).catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
});
