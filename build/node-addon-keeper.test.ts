import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { NodeAddonError, restoreNodeBuild, setAsideDecision, setAsideNodeBuild } from './node-addon-keeper';

const work = mkdtempSync(join(tmpdir(), 'congkak-keeper-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const NODE = 115;
const ELECTRON = 150;
/** An addon's bytes as far as the ABI check reads them: its registration symbol. */
const addon = (abi: number) => `\0ELF…\0node_register_module_v${abi}\0`;

function project(name: string, abi: number | null) {
  const packageDir = join(work, name, 'node_modules', 'better-sqlite3');
  const keptDir = join(work, name, 'node_modules', '.cache', 'congkak-dist', 'better-sqlite3-build');
  const release = join(packageDir, 'build', 'Release');
  if (abi !== null) {
    mkdirSync(release, { recursive: true });
    writeFileSync(join(release, 'better_sqlite3.node'), addon(abi));
  }
  return { packageDir, keptDir, addonFile: join(release, 'better_sqlite3.node'), release };
}

describe('setAsideDecision', () => {
  it('copies a Node build, keeps an earlier copy when an interrupted dist left Electron’s, and refuses otherwise', () => {
    expect(setAsideDecision(NODE, null, NODE)).toBe('copy');
    expect(setAsideDecision(NODE, NODE, NODE)).toBe('copy');
    expect(setAsideDecision(ELECTRON, NODE, NODE)).toBe('keep');
    expect(() => setAsideDecision(ELECTRON, null, NODE)).toThrow(NodeAddonError);
    expect(() => setAsideDecision(null, ELECTRON, NODE)).toThrow('node_modules/better-sqlite3 has no build, and no copy of a Node build is kept: run `npm rebuild better-sqlite3` first');
  });
});

describe('setting the Node build aside and putting it back', () => {
  it('leaves node_modules as it was after electron-builder rebuilt it for Electron', async () => {
    const { packageDir, keptDir, addonFile, release } = project('rebuilt', NODE);
    writeFileSync(join(release, 'test_extension.node'), 'node build');
    expect(await setAsideNodeBuild(packageDir, keptDir, NODE)).toBe('copy');
    // What electron-builder's rebuild does: Electron's addon in place, and its own leftovers.
    writeFileSync(addonFile, addon(ELECTRON));
    mkdirSync(join(release, 'obj.target'));
    rmSync(join(release, 'test_extension.node'));
    await restoreNodeBuild(packageDir, keptDir, NODE);
    expect(readFileSync(addonFile, 'utf8')).toBe(addon(NODE));
    expect(readFileSync(join(release, 'test_extension.node'), 'utf8')).toBe('node build');
    expect(existsSync(join(release, 'obj.target'))).toBe(false);
    expect(existsSync(keptDir)).toBe(false);
  });

  it('after an interrupted dist, keeps the copy it made then and puts that back', async () => {
    const { packageDir, keptDir, addonFile } = project('interrupted', NODE);
    await setAsideNodeBuild(packageDir, keptDir, NODE);
    writeFileSync(addonFile, addon(ELECTRON));
    expect(await setAsideNodeBuild(packageDir, keptDir, NODE)).toBe('keep');
    await restoreNodeBuild(packageDir, keptDir, NODE);
    expect(readFileSync(addonFile, 'utf8')).toBe(addon(NODE));
  });

  it('refuses to set aside a build that is not Node’s, and to put back a copy that is not', async () => {
    const electronOnly = project('electron-only', ELECTRON);
    await expect(setAsideNodeBuild(electronOnly.packageDir, electronOnly.keptDir, NODE)).rejects.toThrow('is built for ABI 150, not this Node’s 115');
    const { packageDir, keptDir, addonFile } = project('bad-copy', ELECTRON);
    mkdirSync(join(keptDir, 'Release'), { recursive: true });
    writeFileSync(join(keptDir, 'Release', 'better_sqlite3.node'), addon(ELECTRON));
    await expect(restoreNodeBuild(packageDir, keptDir, NODE)).rejects.toThrow(NodeAddonError);
    // Nothing was replaced.
    expect(readFileSync(addonFile, 'utf8')).toBe(addon(ELECTRON));
    expect(existsSync(keptDir)).toBe(true);
  });
});
