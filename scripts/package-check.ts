// `npm run test:package`: packs the app OFFLINE with electron-builder (--dir,
// a stub Electron instead of the real binary, no native rebuild) and checks
// what went into it. Installers proper come from `npm run dist`, which needs
// the network.
import { listPackage } from '@electron/asar';
import { spawnSync } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { build as buildPackage, Platform } from 'electron-builder';
import { buildElectron, ROOT } from './build-electron';
import { generateIcons } from './icons';
import { packageProblems } from './package-contents';

/** A folder shaped like an unpacked Electron release; its "binary" is never run. */
async function createStubElectron(folder: string): Promise<void> {
  await mkdir(join(folder, 'resources'), { recursive: true });
  const executables = { linux: 'electron', win32: 'electron.exe' } as Partial<Record<NodeJS.Platform, string>>;
  const executable = executables[process.platform];
  if (!executable) throw new Error(`test:package supports Linux and Windows hosts (this is ${process.platform})`);
  await writeFile(join(folder, executable), '#!/bin/sh\necho "stub Electron for the packaging check"\n');
  await chmod(join(folder, executable), 0o755);
  await writeFile(join(folder, 'version'), 'stub');
  await writeFile(join(folder, 'LICENSE'), 'stub');
}

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => `/${relative(folder, join(entry.parentPath, entry.name)).replaceAll('\\', '/')}`);
}

async function findAsar(folder: string): Promise<string | null> {
  const files = await filesUnder(folder);
  const asar = files.find((file) => file.endsWith('/resources/app.asar'));
  return asar ? join(folder, asar) : null;
}

function step(label: string, run: () => void): void {
  process.stdout.write(`test:package: ${label}\n`);
  run();
}

async function main(): Promise<void> {
  const started = performance.now();
  step('building the renderer', () => {
    const result = spawnSync(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'build:renderer'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'], shell: process.platform === 'win32' });
    if (result.status !== 0) throw new Error('npm run build:renderer failed');
  });
  process.stdout.write('test:package: bundling the main process and preload, rendering icons\n');
  await Promise.all([buildElectron(ROOT), generateIcons(ROOT)]);
  const built = performance.now();

  const work = await mkdtemp(join(tmpdir(), 'congkak-package-'));
  try {
    const stub = join(work, 'electron-stub');
    const output = join(work, 'release');
    await createStubElectron(stub);
    process.stdout.write('test:package: packing with electron-builder --dir (stub Electron, no native rebuild)\n');
    await buildPackage({
      projectDir: ROOT,
      targets: Platform.current().createTarget('dir'),
      config: {
        extends: join(ROOT, 'build', 'electron-builder.yml'),
        electronDist: stub,
        npmRebuild: false,
        buildDependenciesFromSource: false,
        directories: { output, buildResources: 'build' },
      },
    });
    const packed = performance.now();

    const asar = await findAsar(output);
    if (asar === null) throw new Error(`electron-builder produced no app.asar under ${output}`);
    const asarFiles = listPackage(asar, { isPack: false });
    const packedManifest = JSON.parse(
      (await import('@electron/asar')).extractFile(asar, 'package.json').toString('utf8'),
    ) as { main?: unknown };
    const problems = packageProblems({
      asarFiles,
      unpackedFiles: await filesUnder(`${asar}.unpacked`),
      sourceMigrations: (await readdir(join(ROOT, 'electron', 'services', 'migrations'))).filter((name) => name.endsWith('.sql')),
      main: typeof packedManifest.main === 'string' ? packedManifest.main : null,
    });
    const seconds = (from: number, to: number) => ((to - from) / 1000).toFixed(1);
    if (problems.length > 0) {
      console.error(`test:package FAILED: the packed app is wrong:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
      process.exitCode = 1;
      return;
    }
    console.log(
      `test:package passed: ${asarFiles.length} entries in app.asar checked (build ${seconds(started, built)} s, pack ${seconds(built, packed)} s, total ${seconds(started, performance.now())} s)`,
    );
  } finally {
    if (!process.env.KEEP_PACKAGE) await rm(work, { recursive: true, force: true });
    else console.log(`kept ${work}`);
  }
}

main().catch((error: unknown) => {
  console.error(`test:package FAILED: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
});
