import { describe, expect, it } from 'vitest';
import { resolveDataDir } from './data-dir';

describe('resolveDataDir', () => {
  const home = '/home/ana';

  it('prefers --data-dir, then CONGKAK_DATA_DIR', () => {
    const env = { CONGKAK_DATA_DIR: '/env/dir', XDG_CONFIG_HOME: '/xdg' };
    expect(resolveDataDir({ flag: '/flag/dir', env, platform: 'linux', home })).toBe('/flag/dir');
    expect(resolveDataDir({ env, platform: 'linux', home })).toBe('/env/dir');
    expect(resolveDataDir({ flag: '', env: { CONGKAK_DATA_DIR: ' ' }, platform: 'linux', home })).toBe('/home/ana/.config/Congkak');
  });

  it.each([
    ['linux with XDG_CONFIG_HOME', 'linux', { XDG_CONFIG_HOME: '/home/ana/.cfg' }, '/home/ana/.cfg/Congkak'],
    ['linux without it', 'linux', {}, '/home/ana/.config/Congkak'],
    ['another unix', 'freebsd', {}, '/home/ana/.config/Congkak'],
    ['macOS', 'darwin', { XDG_CONFIG_HOME: '/ignored' }, '/home/ana/Library/Application Support/Congkak'],
  ] as const)('uses Electron’s userData folder on %s', (_label, platform, env, expected) => {
    expect(resolveDataDir({ env, platform, home })).toBe(expected);
  });

  it('uses %APPDATA% on Windows, or the roaming folder under the profile', () => {
    expect(resolveDataDir({ env: { APPDATA: 'C:\\Users\\Ana\\AppData\\Roaming' }, platform: 'win32', home: 'C:\\Users\\Ana' })).toBe(
      'C:\\Users\\Ana\\AppData\\Roaming\\Congkak',
    );
    expect(resolveDataDir({ env: {}, platform: 'win32', home: 'C:\\Users\\Ana' })).toBe('C:\\Users\\Ana\\AppData\\Roaming\\Congkak');
  });
});
