import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ROOT } from './build-electron';
import { renderIcon } from './icons';
import { addonAbi, addonProblems, builderConfigProblems, electronBuilderDebDefaults, iconProblems, ICON_SIZES_BY_SYSTEM, manifestProblems, pngSize, sourceManifestProblems, type BuilderConfig, type PixelSize } from './release-metadata';

const everySize = () => new Map<number, PixelSize | null>([16, 24, 32, 48, 64, 128, 256, 512, 1024].map((size) => [size, { width: size, height: size }]));

describe('icons', () => {
  it('reads a PNG’s size, and nothing from other bytes', () => {
    expect(pngSize(renderIcon(readFileSync(join(ROOT, 'build', 'icon.svg'), 'utf8'), 48))).toEqual({ width: 48, height: 48 });
    expect(pngSize(Buffer.from('GIF89a, not a png at all, long enough'))).toBeNull();
  });

  it('needs every size of every system', () => {
    expect(iconProblems(everySize())).toEqual([]);
    const icons = everySize();
    icons.delete(24);
    icons.set(1024, { width: 512, height: 512 });
    expect(iconProblems(icons)).toEqual(['icon 24x24 (needed by Linux, Windows) is missing or not a PNG', 'icon 1024x1024 is 512x512']);
  });

  it('includes the sizes of the .ico and the .icns', () => {
    expect(ICON_SIZES_BY_SYSTEM.Windows).toContain(256);
    expect(ICON_SIZES_BY_SYSTEM.macOS).toContain(1024);
  });
});

describe('the packed native addon', () => {
  it('reads the ABI from the registration symbol', () => {
    expect(addonAbi(Buffer.from('\0ELF…\0node_register_module_v150\0napi'))).toBe(150);
    expect(addonAbi(readFileSync(join(ROOT, 'node_modules', 'better-sqlite3', 'build', 'Release', 'better_sqlite3.node')))).toBe(Number(process.versions.modules));
    expect(addonAbi(Buffer.from('no symbol here'))).toBeNull();
  });

  it('must be built for the runtime that loads it', () => {
    expect(addonProblems(150, 150, 'Electron 45.5.0')).toEqual([]);
    expect(addonProblems(115, 150, 'Electron 45.5.0')).toEqual(['the packed better_sqlite3.node is built for ABI 115, but Electron 45.5.0 loads ABI 150']);
    expect(addonProblems(null, 150, 'Electron 45.5.0')).toHaveLength(1);
  });
});

describe('the electron-builder config', () => {
  const config = parse(readFileSync(join(ROOT, 'build', 'electron-builder.yml'), 'utf8')) as BuilderConfig;

  const debDefaults = electronBuilderDebDefaults();

  it('as committed: rebuilds for Electron, names the icons and associates .congkak files', () => {
    expect(builderConfigProblems(config, debDefaults)).toEqual([]);
  });

  it('reads the deb’s default depends from electron-builder itself', () => {
    expect(debDefaults).toContain('xdg-utils');
    expect(debDefaults).toContain('libnotify4');
  });

  it('keeps electron-builder’s default deb depends beside the app’s own', () => {
    const mine = { ...config, deb: { depends: ['libnss3', 'libgtk-3-0', 'libxss1', 'libasound2'] } };
    expect(builderConfigProblems(mine, ['libgtk-3-0', 'xdg-utils', 'libnotify4'])).toEqual([
      "deb.depends leaves out electron-builder's defaults xdg-utils, libnotify4 (a listed depends replaces them)",
    ]);
  });

  it('names the desktop entry after desktopName', () => {
    expect(builderConfigProblems({ ...config, linux: { ...config.linux, syncDesktopName: undefined } }, debDefaults)).toEqual([
      'linux.syncDesktopName is not true: the desktop entry would not be named after desktopName',
    ]);
  });

  it('lets macOS ask before network play uses the local network', () => {
    expect(builderConfigProblems({ ...config, mac: { icon: config.mac?.icon } }, debDefaults)).toEqual([
      'mac.extendInfo.NSLocalNetworkUsageDescription is not set: macOS would not ask to let the app on the local network',
      'mac.extendInfo.NSBonjourServices does not list _congkak._tcp: macOS would block advertising and finding hosted games',
    ]);
  });

  it('refuses a config without the association, the rebuild or an icon', () => {
    const broken: BuilderConfig = { ...config, npmRebuild: false, fileAssociations: [{ ext: 'congkak', name: 'Congkak game record' }], mac: {} };
    expect(builderConfigProblems(broken, debDefaults)).toEqual([
      'npmRebuild is not true: the installers would pack the Node build of better-sqlite3',
      'mac.icon is undefined, not build/icons/1024x1024.png',
      'mac.extendInfo.NSLocalNetworkUsageDescription is not set: macOS would not ask to let the app on the local network',
      'mac.extendInfo.NSBonjourServices does not list _congkak._tcp: macOS would block advertising and finding hosted games',
      'the .congkak file association has no MIME type (Linux)',
      'the .congkak file association has no role (macOS)',
    ]);
    expect(builderConfigProblems({ ...config, fileAssociations: undefined }, debDefaults)).toEqual(['no file association for .congkak files']);
    expect(builderConfigProblems({ ...config, appId: 'org.example.congkak' }, debDefaults)).toEqual(["appId org.example.congkak is not electron/main/app-identity.ts's org.congkak.app"]);
  });
});

describe('the packed package.json', () => {
  it('names the app and carries the source version', () => {
    expect(manifestProblems({ name: 'congkak', productName: 'Congkak', version: '1.2.3' }, '1.2.3')).toEqual([]);
    expect(manifestProblems({ name: 'app', version: '1.2' }, '1.2.3')).toEqual([
      'the packed package.json is named app, not congkak',
      'the packed productName is undefined, not Congkak',
      'the packed version 1.2 is not x.y.z',
    ]);
    expect(manifestProblems({ name: 'congkak', productName: 'Congkak', version: '1.2.4' }, '1.2.3')).toEqual(["the packed version 1.2.4 is not package.json's 1.2.3"]);
  });

  // The release workflow stamps them with --config.extraMetadata: the update check reads releaseFeed.
  it('carries what the release workflow stamped into it', () => {
    const packed = { name: 'congkak', productName: 'Congkak', version: '1.2.3', releaseFeed: 'https://api.github.com/repos/o/r/releases/latest', homepage: 'https://github.com/o/r' };
    const stamped = { releaseFeed: packed.releaseFeed, homepage: packed.homepage };
    expect(manifestProblems(packed, '1.2.3', stamped)).toEqual([]);
    expect(manifestProblems({ ...packed, releaseFeed: undefined, homepage: 'https://congkak.example.org' }, '1.2.3', stamped)).toEqual([
      'the packed releaseFeed is undefined, not the stamped https://api.github.com/repos/o/r/releases/latest',
      'the packed homepage is https://congkak.example.org, not the stamped https://github.com/o/r',
    ]);
  });
});

describe('the source package.json', () => {
  const good = { name: 'congkak', homepage: 'https://congkak.example.org', author: { name: 'Congkak contributors', email: 'congkak@example.org' }, desktopName: 'congkak.desktop' };

  it('as committed: a homepage, an author with an email, the desktop entry’s name', () => {
    expect(sourceManifestProblems(JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as object)).toEqual([]);
  });

  it('refuses what stops the Linux packages or leaves the Windows publisher empty', () => {
    expect(sourceManifestProblems(good)).toEqual([]);
    expect(sourceManifestProblems({ name: 'congkak' })).toEqual([
      "package.json's homepage undefined is not an http(s) address",
      "package.json's author needs a name and an email ({ \"name\": …, \"email\": … })",
      "package.json's desktopName is undefined, not congkak.desktop",
    ]);
    expect(sourceManifestProblems({ ...good, homepage: 'congkak.example.org', author: 'Congkak contributors', desktopName: 'Congkak.desktop' })).toHaveLength(3);
  });
});
