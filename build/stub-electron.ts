// test:package packs the app offline with a stub Electron: a folder shaped
// like an unpacked Electron release for this system, whose "binaries" are
// never run. What each system's stub holds, and what electron-builder must
// not do to it, is decided here.
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** Files of the stub, by path inside its folder; `executable` ones get mode 755. */
interface StubFile {
  path: string;
  text: string;
  executable?: boolean;
}

export interface OfflinePackSetup {
  files: StubFile[];
  /** electron-builder config laid over build/electron-builder.yml for the offline pack. */
  config: Record<string, unknown>;
}

/** The systems electron-builder packs for, each with its stub below. */
export const STUB_SYSTEMS: readonly NodeJS.Platform[] = ['linux', 'win32', 'darwin'];

const STUB_TEXT = '#!/bin/sh\necho "stub Electron for the packaging check"\n';

/** An XML property list with string values, as electron-builder reads and rewrites a bundle's Info.plist. */
function plist(entries: Record<string, string>): string {
  const body = Object.entries(entries)
    .map(([key, value]) => `  <key>${key}</key>\n  <string>${value}</string>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">\n<plist version="1.0">\n<dict>\n${body}\n</dict>\n</plist>\n`;
}

/**
 * The stub and the config for packing on `platform`. Windows: electron-builder
 * edits the executable's resources (icon, version, the asar's integrity hash)
 * with resedit, which needs a real PE file, so those are turned off. macOS: an Electron.app with its helper
 * and Info.plists (electron-builder renames and rewrites them), no signing,
 * which would run codesign over the stub, and a ready .icns: making one from
 * build/icons downloads electron-builder's icon tool. (The icons themselves
 * are checked apart, by release-metadata.ts.)
 */
export function offlinePackSetup(platform: NodeJS.Platform, folder: string): OfflinePackSetup {
  const common: StubFile[] = [
    { path: 'version', text: 'stub' },
    { path: 'LICENSE', text: 'stub' },
  ];
  if (platform === 'linux') return { files: [...common, { path: 'electron', text: STUB_TEXT, executable: true }, { path: 'resources/.keep', text: '' }], config: {} };
  if (platform === 'win32') {
    return { files: [...common, { path: 'electron.exe', text: STUB_TEXT }, { path: 'resources/.keep', text: '' }], config: { disableAsarIntegrity: true, win: { signAndEditExecutable: false } } };
  }
  if (platform === 'darwin') {
    const contents = 'Electron.app/Contents';
    const helper = `${contents}/Frameworks/Electron Helper.app/Contents`;
    return {
      files: [
        ...common,
        { path: `${contents}/Info.plist`, text: plist({ CFBundleExecutable: 'Electron', CFBundleIdentifier: 'com.github.Electron', CFBundleName: 'Electron', CFBundleVersion: 'stub', CFBundleIconFile: 'electron.icns' }) },
        { path: `${contents}/MacOS/Electron`, text: STUB_TEXT, executable: true },
        { path: `${contents}/Resources/.keep`, text: '' },
        { path: `${helper}/Info.plist`, text: plist({ CFBundleExecutable: 'Electron Helper', CFBundleIdentifier: 'com.github.Electron.helper', CFBundleName: 'Electron Helper' }) },
        { path: `${helper}/MacOS/Electron Helper`, text: STUB_TEXT, executable: true },
        { path: 'stub.icns', text: 'icns' },
      ],
      config: { mac: { identity: null, notarize: false, icon: join(folder, 'stub.icns') } },
    };
  }
  throw new Error(`test:package has no stub Electron for ${platform}`);
}

export async function createStubElectron(folder: string, setup: OfflinePackSetup): Promise<void> {
  for (const file of setup.files) {
    const path = join(folder, file.path);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, file.text);
    if (file.executable) await chmod(path, 0o755);
  }
}
