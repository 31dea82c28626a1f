// Browser mode on a data folder it cannot use: one line on stderr naming the
// folder, exit code 1, no stack trace, and a sound archive left exactly as it
// was. The permissions are real: run as root, the server is started as an
// unprivileged user (`nobody`), for whom permission bits do apply. `nobody`
// may not be able to read the checkout (a CI clone in a 0700 temporary
// folder), so the server runs from a bundle in a folder everyone can read,
// as the desktop app runs from its own bundle.
import { build } from 'esbuild';
import { chmodSync, chownSync, cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mainBuildOptions, WORKER_ENTRIES, workerBuildOptions } from '../../build/build-electron';
import { spawnTestProcess } from '../../build/testing/test-processes';
import { createAppServices } from '../services/app-services';
import { databaseFile } from '../services/data-dir';
import { toyEngine } from '../services/testing/toy-engine';

const ROOT = join(import.meta.dirname, '..', '..');
const NOBODY = 65534;
const asRoot = process.getuid?.() === 0;

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The browser-mode server bundled with its workers, migrations and SQLite addon, readable by everyone. */
let bundleDir: string;
beforeAll(async () => {
  bundleDir = mkdtempSync(join(tmpdir(), 'congkak-cli-bundle-'));
  chmodSync(bundleDir, 0o755);
  await build({ ...mainBuildOptions(ROOT), entryPoints: [join(ROOT, 'electron/server/cli.ts')], outfile: join(bundleDir, 'cli.cjs'), sourcemap: false });
  for (const worker of WORKER_ENTRIES) await build({ ...workerBuildOptions(ROOT, worker), outfile: join(bundleDir, worker.bundle), sourcemap: false });
  cpSync(join(ROOT, 'electron/services/migrations'), join(bundleDir, 'migrations'), { recursive: true });
  const modules = join(bundleDir, 'node_modules');
  for (const path of ['better-sqlite3/package.json', 'better-sqlite3/lib', 'better-sqlite3/build/Release/better_sqlite3.node', 'bindings', 'file-uri-to-path']) {
    mkdirSync(join(modules, path, '..'), { recursive: true });
    cpSync(join(ROOT, 'node_modules', path), join(modules, path), { recursive: true });
  }
}, 60_000);
afterAll(() => rmSync(bundleDir, { recursive: true, force: true }));

async function runCli(dataDir: string): Promise<Run> {
  const cli = spawnTestProcess(process.execPath, [join(bundleDir, 'cli.cjs'), '--port', '0', '--data-dir', dataDir], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, HOME: tmpdir() },
    ...(asRoot && { uid: NOBODY, gid: NOBODY }),
  });
  // It started after all: stop it, the test fails on the exit code.
  void cli.firstLine().then(() => cli.stop('SIGTERM'), () => undefined);
  const { code } = await cli.exited;
  await cli.closed;
  return { code, stdout: cli.stdout(), stderr: cli.stderr() };
}

let root: string;
let dataDir: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'congkak-cli-'));
  chmodSync(root, 0o755);
  dataDir = join(root, 'Congkak');
});
afterEach(() => {
  chmodSync(dataDir, 0o700);
  rmSync(root, { recursive: true, force: true });
});

/** A sound archive with a game in it, owned by whoever the server runs as. */
async function soundArchive(): Promise<Buffer> {
  const services = createAppServices({ dataDir, engine: toyEngine });
  if (!services.ok) throw new Error(services.error.message);
  await services.value.call('newGame', { rules: 'kalah', players: [{ name: 'Ana', kind: 'human' }, { name: 'Budi', kind: 'human' }] });
  await services.value.settled();
  services.value.close();
  if (asRoot) {
    for (const name of ['', 'congkak.sqlite', 'backups']) chownSync(join(dataDir, name), NOBODY, NOBODY);
  }
  return readFileSync(databaseFile(dataDir));
}

function expectOneClearLine(run: Run, naming: string, saying: RegExp): void {
  expect(run.code).toBe(1);
  expect(run.stdout).toBe('');
  const lines = run.stderr.trimEnd().split('\n');
  expect(lines, run.stderr).toHaveLength(1);
  expect(lines[0]).toContain(naming);
  expect(lines[0]).toMatch(saying);
  expect(run.stderr).not.toMatch(/^\s+at /m);
}

describe('browser mode on a data folder it cannot use', { timeout: 30_000 }, () => {
  it('a folder that cannot be created (a file in the way)', async () => {
    writeFileSync(join(root, 'file'), 'x');
    const inside = join(root, 'file', 'Congkak');
    dataDir = root;
    expectOneClearLine(await runCli(inside), inside, /^Congkak cannot create its data folder .*: a file is in the way\.$/);
  });

  it('a read-only folder holding a sound archive: told, and the archive left as it was', async () => {
    const archive = await soundArchive();
    chmodSync(dataDir, 0o500);
    expectOneClearLine(await runCli(dataDir), dataDir, /^Congkak cannot write in its data folder .*: permission denied\.$/);
    expect(readFileSync(databaseFile(dataDir)).equals(archive)).toBe(true);
    expect(readdirSync(dataDir).filter((name) => name.includes('.damaged-'))).toEqual([]);
  });

  it('a read-only archive file: told, never taken for a damaged one', async () => {
    const archive = await soundArchive();
    chmodSync(databaseFile(dataDir), 0o400);
    expectOneClearLine(await runCli(dataDir), databaseFile(dataDir), /^Congkak cannot write its archive .*: permission denied\.$/);
    expect(readFileSync(databaseFile(dataDir)).equals(archive)).toBe(true);
    expect(readdirSync(dataDir).filter((name) => name.includes('.damaged-'))).toEqual([]);
  });
});
