// `npm run test:package`: packs the app OFFLINE with electron-builder (--dir,
// a stub Electron for this system instead of the real binary, no native
// rebuild; Linux, Windows and macOS, see stub-electron.ts) and checks what
// went into it, and what the installers will say about the app (icons at
// every size, name, version, the .congkak association). Installers proper
// come from `npm run dist`, which needs the network.
//
// `--built` packs what `npm run build` just left in dist/ instead of building
// again (`npm test` builds first).
//
// `tsx build/package-check.ts --release release [--release-feed URL]
// [--homepage URL]` checks what `npm run dist` left in release/ instead (the
// release workflow runs it on each system): there better-sqlite3 was rebuilt,
// and the packed addon must be Electron's, for each app's system and
// processor; and the packed package.json carries what the workflow stamped.
import { extractFile, listPackage } from '@electron/asar';
import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { build as buildPackage, Platform } from 'electron-builder';
import { parse } from 'yaml';
import { addonArchitectureProblems, addonBinary } from './addon-binary';
import { buildElectron, ROOT } from './build-electron';
import { generateIcons, iconFileName } from './icons';
import { packageProblems } from './package-contents';
import { packedTarget, type PackedTarget } from './release-folders';
import { addonAbi, addonProblems, builderConfigProblems, electronBuilderDebDefaults, iconProblems, manifestProblems, pngSize, sourceManifestProblems, type BuilderConfig, type PixelSize, type SourceManifest, type StampedFields } from './release-metadata';
import { createStubElectron, offlinePackSetup, STUB_SYSTEMS } from './stub-electron';

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => `/${relative(folder, join(entry.parentPath, entry.name)).replaceAll('\\', '/')}`);
}

/** Every packed app under `folder` (one per system and architecture in release/). */
async function findAsars(folder: string): Promise<string[]> {
  return (await filesUnder(folder)).filter((file) => file.endsWith('/resources/app.asar') || file.endsWith('/Resources/app.asar')).map((file) => join(folder, file));
}

async function readJson<T>(file: string): Promise<T> {
  return JSON.parse(await readFile(file, 'utf8')) as T;
}

function step(label: string, run: () => void): void {
  process.stdout.write(`test:package: ${label}\n`);
  run();
}

/** Which runtime the packed addon must match: Electron's after a real rebuild, Node's in the offline pack (which skips it). */
interface ExpectedRuntime {
  abi: number;
  name: string;
}

/** The problems of one packed app: its files, its package.json and its native addon (its ABI, system and processor). */
async function packedAppProblems(asar: string, runtime: ExpectedRuntime, sourceVersion: string, target: PackedTarget | null, stamped: StampedFields = {}): Promise<string[]> {
  const asarFiles = listPackage(asar, { isPack: false });
  const manifest = JSON.parse(extractFile(asar, 'package.json').toString('utf8')) as { main?: unknown; name?: unknown; productName?: unknown; version?: unknown; releaseFeed?: unknown; homepage?: unknown };
  const unpackedFiles = await filesUnder(`${asar}.unpacked`);
  const addon = unpackedFiles.find((file) => file.endsWith('/better-sqlite3/build/Release/better_sqlite3.node'));
  const addonBytes = addon === undefined ? null : await readFile(join(`${asar}.unpacked`, addon));
  return [
    ...packageProblems({
      asarFiles,
      unpackedFiles,
      sourceMigrations: (await readdir(join(ROOT, 'electron', 'services', 'migrations'))).filter((name) => name.endsWith('.sql')),
      main: typeof manifest.main === 'string' ? manifest.main : null,
    }),
    ...manifestProblems(manifest, sourceVersion, stamped),
    ...(addonBytes === null ? [] : addonProblems(addonAbi(addonBytes), runtime.abi, runtime.name)),
    ...(addonBytes === null ? [] : target === null ? ['cannot tell which system and processor this app is packed for'] : addonArchitectureProblems(addonBinary(addonBytes), target)),
  ].map((problem) => `${relative(ROOT, asar)}: ${problem}`);
}

/** The icons the installers are made from, and the builder config that names them. */
async function releaseInputProblems(): Promise<string[]> {
  const icons = new Map<number, PixelSize | null>();
  for (const name of await readdir(join(ROOT, 'build', 'icons')).catch(() => [] as string[])) {
    const size = /^(\d+)x\1\.png$/.exec(name)?.[1];
    if (size !== undefined && name === iconFileName(Number(size))) icons.set(Number(size), pngSize(await readFile(join(ROOT, 'build', 'icons', name))));
  }
  const config = parse(await readFile(join(ROOT, 'build', 'electron-builder.yml'), 'utf8')) as BuilderConfig;
  return [...iconProblems(icons), ...builderConfigProblems(config, electronBuilderDebDefaults()), ...sourceManifestProblems(await readJson<SourceManifest>(join(ROOT, 'package.json')))];
}

function report(problems: string[], checked: string): void {
  if (problems.length > 0) {
    console.error(`test:package FAILED: the packed app is wrong:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    process.exitCode = 1;
    return;
  }
  console.log(`test:package passed: ${checked}`);
}

/** Refuses `--built` without a build: packing nothing would prove nothing. */
async function assertBuilt(): Promise<void> {
  const needed = [join(ROOT, 'dist', 'renderer', 'index.html'), join(ROOT, 'dist', 'electron', 'main.cjs'), join(ROOT, 'dist', 'electron', 'preload.cjs')];
  const missing = (await Promise.all(needed.map((file) => stat(file).then(() => null, () => relative(ROOT, file))))).filter((file) => file !== null);
  if (missing.length > 0) throw new Error(`--built, but ${missing.join(', ')} missing: run \`npm run build\` first`);
}

async function checkOffline(sourceVersion: string, alreadyBuilt: boolean): Promise<void> {
  if (!STUB_SYSTEMS.includes(process.platform)) {
    console.log(`test:package skipped: electron-builder packs for Linux, Windows and macOS, not ${process.platform}`);
    return;
  }
  const started = performance.now();
  if (alreadyBuilt) {
    // `npm test` has just run `npm run build`: building again would only cost time.
    await assertBuilt();
    process.stdout.write('test:package: packing what `npm run build` left in dist/; rendering icons\n');
    await generateIcons(ROOT);
  } else {
    step('building the renderer', () => {
      const result = spawnSync(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'build:renderer'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'], shell: process.platform === 'win32' });
      if (result.status !== 0) throw new Error('npm run build:renderer failed');
    });
    process.stdout.write('test:package: bundling the main process and preload, rendering icons\n');
    await Promise.all([buildElectron(ROOT), generateIcons(ROOT)]);
  }
  const built = performance.now();

  const work = await mkdtemp(join(tmpdir(), 'congkak-package-'));
  try {
    const stub = join(work, 'electron-stub');
    const output = join(work, 'release');
    const setup = offlinePackSetup(process.platform, stub);
    await createStubElectron(stub, setup);
    process.stdout.write(`test:package: packing with electron-builder --dir for ${process.platform} (stub Electron, no native rebuild)\n`);
    await buildPackage({
      projectDir: ROOT,
      targets: Platform.current().createTarget('dir'),
      config: {
        extends: join(ROOT, 'build', 'electron-builder.yml'),
        electronDist: stub,
        npmRebuild: false,
        buildDependenciesFromSource: false,
        directories: { output, buildResources: 'build' },
        ...setup.config,
      },
    });
    const packed = performance.now();
    const [asar] = await findAsars(output);
    if (asar === undefined) throw new Error(`electron-builder produced no app.asar under ${output}`);
    // Without the network there is no Electron build of better-sqlite3 to pack:
    // here the addon must be node_modules' own, unchanged. The installers'
    // Electron ABI is checked by --release after `npm run dist`.
    const runtime = { abi: Number(process.versions.modules), name: `this offline pack (no rebuild: Node ${process.versions.node})` };
    // The offline pack is for this machine, and carries node_modules' build made for it.
    const target = { platform: process.platform, arch: process.arch } as PackedTarget;
    const problems = [...(await packedAppProblems(asar, runtime, sourceVersion, target)), ...(await releaseInputProblems())];
    const seconds = (from: number, to: number) => ((to - from) / 1000).toFixed(1);
    report(
      problems,
      `${listPackage(asar, { isPack: false }).length} entries in app.asar, the icons and the installers' metadata checked (build ${seconds(started, built)} s, pack ${seconds(built, packed)} s, total ${seconds(started, performance.now())} s)`,
    );
  } finally {
    if (!process.env.KEEP_PACKAGE) await rm(work, { recursive: true, force: true });
    else console.log(`kept ${work}`);
  }
}

async function checkRelease(folder: string, sourceVersion: string, stamped: StampedFields): Promise<void> {
  const electron = await readJson<{ version: string }>(join(ROOT, 'node_modules', 'electron', 'package.json'));
  const abi = Number((await readFile(join(ROOT, 'node_modules', 'electron', 'abi_version'), 'utf8')).trim());
  const asars = await findAsars(folder);
  if (asars.length === 0) throw new Error(`no packed app (app.asar) under ${folder}: run \`npm run dist\` first`);
  const runtime = { abi, name: `Electron ${electron.version}` };
  // Each app's system and processor from the folder electron-builder packed it into (release/mac-arm64/Congkak.app/…).
  const targetOf = (asar: string) => packedTarget(relative(folder, asar).split(/[\\/]/)[0] ?? '');
  const problems = [...(await Promise.all(asars.map((asar) => packedAppProblems(asar, runtime, sourceVersion, targetOf(asar), stamped)))).flat(), ...(await releaseInputProblems())];
  const targets = asars.map((asar) => `${relative(ROOT, asar)} (${Object.values(targetOf(asar) ?? {}).join(' ')})`);
  report(problems, `${targets.join(', ')} checked, better-sqlite3 built for Electron ${electron.version} (ABI ${abi}) and each app's system and processor`);
}

async function main(): Promise<void> {
  const { version } = await readJson<{ version: string }>(join(ROOT, 'package.json'));
  const valueOf = (option: string) => {
    const at = process.argv.indexOf(option);
    return at === -1 ? undefined : process.argv[at + 1];
  };
  if (!process.argv.includes('--release')) {
    await checkOffline(version, process.argv.includes('--built'));
    return;
  }
  // What the release workflow stamped into the packed package.json, when it says so.
  const stamped: StampedFields = {};
  const releaseFeed = valueOf('--release-feed');
  const homepage = valueOf('--homepage');
  if (releaseFeed !== undefined) stamped.releaseFeed = releaseFeed;
  if (homepage !== undefined) stamped.homepage = homepage;
  await checkRelease(resolve(valueOf('--release') ?? 'release'), version, stamped);
}

main().catch((error: unknown) => {
  console.error(`test:package FAILED: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
});
