// Builds better-sqlite3 for Electron's ABI into its own folder
// (node_modules/.cache/congkak-electron-native/better_sqlite3.node) so that the
// Node build in node_modules/better-sqlite3 is never touched. Needs the network
// (Electron headers or a prebuilt binary). Skipped when the existing build
// matches the installed Electron and better-sqlite3 versions.
import { cp, mkdir, readFile, rm, writeFile, copyFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { electronNativeBindingPath, electronNativeDir } from '../electron/main/native-binding';
import { ROOT } from './build-electron';

interface NativeBuildStamp {
  electron: string;
  betterSqlite3: string;
  platform: string;
  arch: string;
}

export function stampOf(electron: string, betterSqlite3: string, platform: string = process.platform, arch: string = process.arch): NativeBuildStamp {
  return { electron, betterSqlite3, platform, arch };
}

/** True when a recorded build was made for exactly these versions and this machine. */
export function isBuildCurrent(recorded: string | null, wanted: NativeBuildStamp): boolean {
  if (recorded === null) return false;
  try {
    const parsed = JSON.parse(recorded) as Partial<NativeBuildStamp>;
    return parsed.electron === wanted.electron && parsed.betterSqlite3 === wanted.betterSqlite3 && parsed.platform === wanted.platform && parsed.arch === wanted.arch;
  } catch {
    return false;
  }
}

async function versionOf(root: string, name: string): Promise<string> {
  const manifest = JSON.parse(await readFile(join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string };
  return manifest.version;
}

export async function prepareElectronNative(root: string = ROOT): Promise<string> {
  const addon = electronNativeBindingPath(root);
  const stampFile = join(electronNativeDir(root), 'stamp.json');
  const wanted = stampOf(await versionOf(root, 'electron'), await versionOf(root, 'better-sqlite3'));
  const recorded = await readFile(stampFile, 'utf8').catch(() => null);
  if (isBuildCurrent(recorded, wanted)) return addon;

  // @electron/rebuild rebuilds inside the node_modules it is given, so it gets
  // a private copy of the package to work on.
  const stage = join(electronNativeDir(root), 'stage');
  const stagedPackage = join(stage, 'node_modules', 'better-sqlite3');
  await rm(stage, { recursive: true, force: true });
  await mkdir(join(stage, 'node_modules'), { recursive: true });
  await cp(join(root, 'node_modules', 'better-sqlite3'), stagedPackage, {
    recursive: true,
    filter: (source) => !source.includes(`${join('better-sqlite3', 'build')}`),
  });
  await writeFile(join(stage, 'package.json'), JSON.stringify({ name: 'stage', private: true, dependencies: { 'better-sqlite3': wanted.betterSqlite3 } }));

  const { rebuild } = await import('@electron/rebuild');
  await rebuild({ buildPath: stage, electronVersion: wanted.electron, onlyModules: ['better-sqlite3'], force: true });

  await copyFile(join(stagedPackage, 'build', 'Release', 'better_sqlite3.node'), addon);
  await writeFile(stampFile, JSON.stringify(wanted));
  await rm(stage, { recursive: true, force: true });
  return addon;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  prepareElectronNative()
    .then((addon) => console.log(`better-sqlite3 for Electron: ${addon}`))
    .catch((error: unknown) => {
      console.error(`Could not build better-sqlite3 for Electron (it needs the network for Electron's headers): ${String(error)}`);
      process.exitCode = 1;
    });
}
