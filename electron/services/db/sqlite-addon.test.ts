// The start-up problem an addon that cannot be loaded makes: the real error
// shapes of process.dlopen and `bindings`, injected (no broken addon is built).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { abiMismatchError, addonMissingError, notAnAddonError } from '../testing/addon-errors';
import { loadSqliteAddon, nativeAddonProblemOf } from './sqlite-addon';

describe('nativeAddonProblemOf', () => {
  it('an addon built for another Node.js: one line with both versions and the npm command, in browser mode', () => {
    const problem = nativeAddonProblemOf(abiMismatchError(), 'browser', undefined);
    expect(problem).toEqual({
      code: 'native-addon',
      message:
        'Congkak cannot load its SQLite module (better-sqlite3): it was built for another version of Node.js or Electron ' +
        '(NODE_MODULE_VERSION 128; this one needs 115). To fix it, run "npm rebuild better-sqlite3" in Congkak\'s folder ' +
        '(or reinstall with "npm ci"), then start it again. The archive was not touched.',
    });
  });

  it('says what fixes it in the desktop app: npm start from a checkout, a new install otherwise', () => {
    expect(nativeAddonProblemOf(abiMismatchError(), 'desktop', '/app/node_modules/.cache/x.node')?.message).toContain('start Congkak with "npm start", which builds it for Electron');
    expect(nativeAddonProblemOf(abiMismatchError(), 'desktop', undefined)?.message).toContain('To fix it, install Congkak again.');
  });

  it('an addon for another platform, and one never built, are told by their first line', () => {
    expect(nativeAddonProblemOf(notAnAddonError('/a.node'), 'browser', undefined)?.message).toContain('better-sqlite3): /a.node: invalid ELF header. To fix it, run');
    const missing = nativeAddonProblemOf(addonMissingError(), 'browser', undefined)?.message;
    expect(missing).toContain('better-sqlite3): Could not locate the bindings file. Tried:. To fix it');
    expect(missing).not.toContain('\n');
  });

  it('any other error is not an addon problem', () => {
    expect(nativeAddonProblemOf(new Error('SQLITE_CANTOPEN'), 'browser', undefined)).toBeNull();
    expect(nativeAddonProblemOf(Object.assign(new Error('x'), { code: 'ENOENT' }), 'browser', undefined)).toBeNull();
    expect(nativeAddonProblemOf('ERR_DLOPEN_FAILED', 'browser', undefined)).toBeNull();
  });
});

describe('loadSqliteAddon', () => {
  it('loads this runtime’s build without touching a file', () => {
    expect(() => loadSqliteAddon(undefined)).not.toThrow();
  });

  it('fails in the shapes recognised above: a file that is no addon, and an Electron build that is missing', () => {
    const folder = mkdtempSync(join(tmpdir(), 'congkak-addon-'));
    try {
      const notAnAddon = join(folder, 'better_sqlite3.node');
      writeFileSync(notAnAddon, 'not a shared library');
      const missing = join(folder, 'missing', 'better_sqlite3.node');
      for (const binding of [notAnAddon, missing]) {
        const problem = nativeAddonProblemOf(thrownBy(() => loadSqliteAddon(binding)), 'desktop', binding);
        expect(problem?.message).toContain('To fix it, start Congkak with "npm start"');
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

function thrownBy(run: () => void): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('did not throw');
}
