import { chmodSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkDataFolder, nodeFolderAccess, type FolderAccess } from './data-folder';
import { permissionsBind } from '../testing/permissions';

const errno = (code: string) => Object.assign(new Error(`${code}: refused`), { code });
const refusing = (step: keyof FolderAccess, code: string): FolderAccess => ({
  ...nodeFolderAccess,
  [step]: () => {
    throw errno(code);
  },
});

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'congkak-folder-'));
});
afterEach(() => {
  chmodSync(root, 0o700);
  rmSync(root, { recursive: true, force: true });
});

describe('checkDataFolder', () => {
  it('creates a missing folder readable by its owner only', () => {
    const dir = join(root, 'a', 'Congkak');
    expect(checkDataFolder(dir, join(dir, 'congkak.sqlite'))).toEqual({ ok: true, value: undefined });
    expect(statSync(dir).mode & 0o777).toBe(0o700);
  });

  it('says so, naming the folder, when it cannot be created (a file is in the way: true even for root)', () => {
    writeFileSync(join(root, 'file'), 'x');
    const dir = join(root, 'file', 'Congkak');
    expect(checkDataFolder(dir, join(dir, 'congkak.sqlite'))).toEqual({
      ok: false,
      error: { code: 'cannot-write', folder: dir, message: `Congkak cannot create its data folder ${dir}: a file is in the way.` },
    });
  });

  it.each([
    ['makeFolder', 'EACCES', 'cannot-write', /^Congkak cannot create its data folder .*: permission denied\.$/],
    ['probeFolder', 'EROFS', 'cannot-write', /^Congkak cannot write in its data folder .*: the disk is read-only\.$/],
    ['probeFolder', 'ENOSPC', 'disk-full', /^The disk is full: Congkak cannot write in its data folder /],
    ['probeFile', 'EACCES', 'cannot-write', /^Congkak cannot write its archive .*congkak\.sqlite: permission denied\.$/],
  ] as const)('%s failing with %s (injected) is %s', (step, code, fault, message) => {
    const result = checkDataFolder(root, join(root, 'congkak.sqlite'), refusing(step, code));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe(fault);
    expect(result.error.message).toMatch(message);
    expect(result.error.message).toContain(root);
  });

  // Where permission bits bind, the real file system gives the same answers (as root,
  // server/cli-startup.test.ts makes them real by running the server as another user).
  it.skipIf(!permissionsBind())('a read-only folder and a read-only archive file, for real (skipped as root)', () => {
    const file = join(root, 'congkak.sqlite');
    writeFileSync(file, '');
    chmodSync(file, 0o400);
    expect(checkDataFolder(root, file)).toMatchObject({ ok: false, error: { code: 'cannot-write', message: expect.stringContaining('cannot write its archive') } });
    chmodSync(root, 0o500);
    expect(checkDataFolder(root, file)).toMatchObject({ ok: false, error: { code: 'cannot-write', message: expect.stringContaining('cannot write in its data folder') } });
  });
});
