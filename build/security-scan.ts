// `npm run test:security`: Electron's security checklist, scanned by
// electronegativity over what ships (the bundles in dist/electron and the
// renderer's page, after `npm run build`, and the window's options as
// main.ts makes them). Every finding must be fixed or
// explained in security-allow-list.ts; the items the scanner cannot see
// (navigation, window.open, openExternal, permissions, the CSP header) are
// checked by the wiring test instead.
import { copyFile, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { windowOptions } from '../electron/main/window-options';
import { ROOT } from './build-electron';
import { ALLOWED_FINDINGS, EXCLUDED_CHECKS } from './security-allow-list';
import { describeFinding, judgeFindings, type Finding } from './security-findings';

/** The part of electronegativity's programmatic API used here (it ships no types). */
interface ScanIssue {
  id: string;
  file: string;
  location: { line: number; column: number };
  description: string;
}
interface ScanResult {
  issues: ScanIssue[];
  errors: { file: string; message: string; tolerable: boolean }[];
}
type RunScan = (options: { input: string; electronVersionOverride: string; isRelative: boolean; excludeFromScan: string[] }) => Promise<ScanResult>;

const require = createRequire(import.meta.url);

/** The scanner reads only .js, .ts and .html files: the .cjs bundles are copied under .js names. */
async function stageShippedFiles(folder: string): Promise<string[]> {
  const bundles = (await readdir(join(ROOT, 'dist', 'electron'))).filter((name) => name.endsWith('.cjs'));
  if (!bundles.includes('main.cjs') || !bundles.includes('preload.cjs')) throw new Error('dist/electron has no main.cjs or preload.cjs: run `npm run build` first');
  await Promise.all(bundles.map((name) => copyFile(join(ROOT, 'dist', 'electron', name), join(folder, name.replace(/\.cjs$/, '.js')))));
  await copyFile(join(ROOT, 'dist', 'renderer', 'index.html'), join(folder, 'index.html'));
  await writeFile(join(folder, WINDOW_FILE), windowAsLiteral());
  return [...bundles.map((name) => name.replace(/\.cjs$/, '.js')), 'index.html', WINDOW_FILE];
}

const WINDOW_FILE = 'browser-window.js';

/**
 * The scanner's BrowserWindow checks (sandbox, contextIsolation,
 * nodeIntegration, webSecurity…) read a literal `new BrowserWindow({…})`: in
 * the bundle the options come from windowOptions() and the class from
 * `import_electron.BrowserWindow`, which it passes over. So the options main.ts
 * passes are written out for it as a literal.
 */
function windowAsLiteral(): string {
  const area = { x: 0, y: 0, width: 1920, height: 1080 };
  const options = windowOptions(null, { primaryWorkArea: area, workAreas: [area] }, '/app/dist/electron/preload.cjs');
  return `const { BrowserWindow } = require('electron');\nnew BrowserWindow(${JSON.stringify(options, null, 2)});\n`;
}

async function findingOf(issue: ScanIssue, folder: string): Promise<Finding> {
  const code = issue.file === 'N/A' ? '' : ((await readFile(join(folder, issue.file), 'utf8')).split('\n')[issue.location.line - 1] ?? '');
  return { check: issue.id, file: issue.file, line: issue.location.line, code, description: issue.description };
}

async function main(): Promise<void> {
  const started = performance.now();
  const electronVersion = (JSON.parse(await readFile(join(ROOT, 'node_modules', 'electron', 'package.json'), 'utf8')) as { version: string }).version;
  const folder = await mkdtemp(join(tmpdir(), 'congkak-security-'));
  try {
    const files = await stageShippedFiles(folder);
    const scan = require('@doyensec/electronegativity') as RunScan;
    const result = await scan({ input: folder, electronVersionOverride: electronVersion, isRelative: true, excludeFromScan: EXCLUDED_CHECKS.map((excluded) => excluded.check) });
    // A file it could not parse would be scanned for nothing: that is a failure, not a pass.
    const unparsed = result.errors.filter((error) => !error.tolerable);
    const findings = await Promise.all(result.issues.map((issue) => findingOf(issue, folder)));
    const { unexplained, stale } = judgeFindings(findings, ALLOWED_FINDINGS);
    const problems = [
      ...unparsed.map((error) => `could not scan ${error.file}: ${error.message}`),
      ...unexplained.map((finding) => `unexplained finding ${describeFinding(finding)}`),
      ...stale.map((entry) => `allow-list entry ${entry.check} (${entry.file}${entry.code ? `, "${entry.code}"` : ''}) matches no finding any more: remove it`),
    ];
    if (problems.length > 0) {
      console.error(`test:security FAILED (fix the code, or explain the finding in build/security-allow-list.ts):\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
      process.exitCode = 1;
      return;
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`test:security passed: ${files.length} files scanned for Electron ${electronVersion}, ${findings.length} findings, all explained in the allow-list (${seconds} s)`);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(`test:security FAILED: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
});
