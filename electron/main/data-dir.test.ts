import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveDataDir } from './data-dir';

const userData = resolve('/home/ana/.config/Congkak');
const cwd = resolve('/work/app');

describe('resolveDataDir', () => {
  it("uses Electron's user-data folder by default", () => {
    expect(resolveDataDir({}, userData, cwd)).toBe(userData);
    expect(resolveDataDir({ CONGKAK_DATA_DIR: '  ' }, userData, cwd)).toBe(userData);
  });

  it('prefers CONGKAK_DATA_DIR, resolved against the working folder', () => {
    expect(resolveDataDir({ CONGKAK_DATA_DIR: resolve('/tmp/run-1') }, userData, cwd)).toBe(resolve('/tmp/run-1'));
    expect(resolveDataDir({ CONGKAK_DATA_DIR: '.data/e2e' }, userData, cwd)).toBe(resolve(cwd, '.data/e2e'));
  });
});
