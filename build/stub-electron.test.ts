import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createStubElectron, offlinePackSetup, STUB_SYSTEMS } from './stub-electron';

const work = mkdtempSync(join(tmpdir(), 'congkak-stub-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the offline pack’s stub Electron', () => {
  it('has a stub for each system electron-builder packs for', () => {
    for (const system of STUB_SYSTEMS) expect(offlinePackSetup(system, work).files.length, system).toBeGreaterThan(0);
    expect(() => offlinePackSetup('freebsd', work)).toThrow('test:package has no stub Electron for freebsd');
  });

  it('on Linux: an executable electron beside resources/', async () => {
    const folder = join(work, 'linux');
    const setup = offlinePackSetup('linux', folder);
    await createStubElectron(folder, setup);
    expect(setup.files.find((file) => file.path === 'electron')?.executable).toBe(true);
    // Windows has no execute bit to see.
    if (process.platform !== 'win32') expect(statSync(join(folder, 'electron')).mode & 0o111).not.toBe(0);
    expect(statSync(join(folder, 'resources')).isDirectory()).toBe(true);
  });

  // electron-builder would parse electron.exe as a PE file to write its icon, version and the asar's hash.
  it('on Windows: electron.exe, with resource editing and the asar integrity resource turned off', () => {
    const setup = offlinePackSetup('win32', work);
    expect(setup.files.map((file) => file.path)).toContain('electron.exe');
    expect(setup.config).toEqual({ disableAsarIntegrity: true, win: { signAndEditExecutable: false } });
  });

  it('on macOS: Electron.app with its helper and Info.plists, unsigned, with a ready icon', async () => {
    const folder = join(work, 'mac');
    const setup = offlinePackSetup('darwin', folder);
    await createStubElectron(folder, setup);
    const plist = readFileSync(join(folder, 'Electron.app', 'Contents', 'Info.plist'), 'utf8');
    expect(plist).toContain('<key>CFBundleExecutable</key>\n  <string>Electron</string>');
    expect(statSync(join(folder, 'Electron.app', 'Contents', 'Frameworks', 'Electron Helper.app', 'Contents', 'MacOS', 'Electron Helper')).isFile()).toBe(true);
    expect(setup.config).toEqual({ mac: { identity: null, notarize: false, icon: join(folder, 'stub.icns') } });
    expect(statSync(join(folder, 'stub.icns')).isFile()).toBe(true);
  });
});
