/**
 * Start-up (`npm run --silent bench:startup`, issue 35): how long a player
 * waits for Home. Builds the renderer once (`SKIP_BUILD=1` reuses
 * dist/renderer), starts the browser-mode server on a fresh data folder, and
 * opens Home RUNS times (10) in each of two languages, each in a new browser
 * context (a cold cache): English, the fallback, and Malay (the browser's
 * language, so a language other than English is loaded at start). The time
 * measured is the page's own clock from navigation start until Home's first
 * button is visible and enabled (a MutationObserver in the page, so no
 * polling delay is added). Prints one JSON line: p50 and max per language,
 * the script bytes fetched until then, and the load average (the machine is
 * shared). The server and Chromium run in process groups of their own
 * (build/testing/test-processes.ts) and are checked gone at the end.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright';
import { CHROMIUM_ARGS, chromiumExecutable } from '../../build/testing/chromium';
import { spawnTestProcess, survivors, type TestProcess } from '../../build/testing/test-processes';
import { parseReadyLine } from '../../e2e/browser-mode-server';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const RUNS = Number(process.env['RUNS'] ?? 10);
const CHROMIUM = chromiumExecutable() ?? 'chromium';
/** The browser's language per measured case: 'system' then picks it. */
const LANGUAGES = ['en', 'ms'] as const;
const READY_TIMEOUT_MS = 60_000;

/**
 * Runs in the page before its scripts: records `performance.now()` the first
 * time a button of Home's navigation is laid out, visible and enabled. A
 * string, not a function: tsx's transform would add helpers the page lacks.
 */
const WATCH_FOR_HOME = `(() => {
  const ready = () => {
    const button = document.querySelector('.home nav button');
    if (button === null || button.disabled) return false;
    const box = button.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(button).visibility === 'visible';
  };
  const observer = new MutationObserver(() => {
    if (window.__homeReadyAt !== undefined || !ready()) return;
    window.__homeReadyAt = performance.now();
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true });
})();`;

interface Run {
  ms: number;
  scriptBytes: number;
  scripts: number;
}

async function openHome(browser: Browser, url: string, language: string): Promise<Run> {
  const context = await browser.newContext({ locale: language, viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: WATCH_FOR_HOME });
    const sizes = new Map<string, Promise<number>>();
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script') sizes.set(request.url(), request.sizes().then((size) => size.responseHeadersSize + size.responseBodySize));
    });
    await page.goto(url);
    const handle = await page.waitForFunction(() => (window as unknown as { __homeReadyAt?: number }).__homeReadyAt, null, { timeout: READY_TIMEOUT_MS });
    const ms = (await handle.jsonValue()) as number;
    // Scripts asked for until Home showed: those of the start. What the page
    // fetches after (Play's chunk, fetched once Home is shown and the page is
    // idle; a screen opened later) is not counted, though it may have arrived
    // before this line runs.
    // A string, as WATCH_FOR_HOME: nested arrow functions would get tsx's helpers.
    const started = (await page.evaluate(`performance.getEntriesByType('resource').filter((entry) => entry.startTime <= ${ms}).map((entry) => entry.name)`)) as string[];
    const bytes = await Promise.all(started.flatMap((name) => sizes.get(name) ?? []));
    return { ms, scriptBytes: bytes.reduce((sum, size) => sum + size, 0), scripts: bytes.length };
  } finally {
    await context.close();
  }
}

async function startServer(dataDir: string): Promise<{ server: TestProcess; url: string }> {
  const server = spawnTestProcess(process.execPath, ['--import', 'tsx', path.join(ROOT, 'electron', 'server', 'cli.ts'), '--port', '0', '--data-dir', dataDir], {
    cwd: ROOT,
    env: { ...process.env, CONGKAK_DATA_DIR: dataDir },
  });
  const url = parseReadyLine(await server.firstLine());
  if (url === null) throw new Error(`The browser-mode server printed no address:\n${server.stdout()}${server.stderr()}`);
  return { server, url };
}

async function startChromium(profileDir: string): Promise<{ chrome: TestProcess; browser: Browser }> {
  const chrome = spawnTestProcess(CHROMIUM, [...CHROMIUM_ARGS, '--headless=new', '--remote-debugging-port=0', `--user-data-dir=${profileDir}`, 'about:blank']);
  const endpoint = await new Promise<string>((resolve, reject) => {
    const started = Date.now();
    const look = setInterval(() => {
      const found = /DevTools listening on (ws:\/\/\S+)/.exec(chrome.stderr())?.[1];
      if (found !== undefined) {
        clearInterval(look);
        resolve(found);
      } else if (Date.now() - started > READY_TIMEOUT_MS || chrome.child.exitCode !== null) {
        clearInterval(look);
        reject(new Error(`Chromium did not start:\n${chrome.stderr()}`));
      }
    }, 20);
  });
  return { chrome, browser: await chromium.connectOverCDP(endpoint) };
}

const round = (value: number, places = 0): number => Math.round(value * 10 ** places) / 10 ** places;
const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function main(): Promise<void> {
  const left = await measure();
  if (left.length > 0) throw new Error(`Still running after the benchmark: ${left.join(', ')}`);
}

/** Measures and prints; returns what is still running after everything was stopped (nothing, when all went well). */
async function measure(): Promise<string[]> {
  if (process.env['SKIP_BUILD'] !== '1') execFileSync(process.execPath, [path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'error'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  const work = mkdtempSync(path.join(tmpdir(), 'congkak-bench-startup-'));
  const loadBefore = loadavg().map((load) => round(load, 2));
  let server: TestProcess | undefined;
  let chrome: TestProcess | undefined;
  let browser: Browser | undefined;
  try {
    const started = await startServer(path.join(work, 'data'));
    server = started.server;
    ({ chrome, browser } = await startChromium(path.join(work, 'profile')));
    // One unmeasured load: the server's and Chromium's own first-time costs are not the app's.
    await openHome(browser, started.url, 'en');
    const results: Record<string, { p50Ms: number; maxMs: number; scriptKB: number; scripts: number }> = {};
    for (const language of LANGUAGES) {
      const runs: Run[] = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await openHome(browser, started.url, language));
      results[language] = {
        p50Ms: round(median(runs.map((run) => run.ms))),
        maxMs: round(Math.max(...runs.map((run) => run.ms))),
        scriptKB: round(Math.max(...runs.map((run) => run.scriptBytes)) / 1024, 1),
        scripts: Math.max(...runs.map((run) => run.scripts)),
      };
    }
    console.log(JSON.stringify({ bench: 'startup', runs: RUNS, ...results, load: { before: loadBefore, after: loadavg().map((load) => round(load, 2)) }, cores: cpus().length }));
  } finally {
    await browser?.close().catch(() => undefined);
    await chrome?.stop('SIGKILL');
    await server?.stop('SIGTERM');
    rmSync(work, { recursive: true, force: true });
  }
  return survivors();
}

await main();
