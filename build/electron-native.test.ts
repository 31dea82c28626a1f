import { describe, expect, it } from 'vitest';
import { electronNativeBindingPath, nativeBindingFor } from '../electron/main/native-binding';
import { isBuildCurrent, stampOf } from './electron-native';

describe('isBuildCurrent', () => {
  const wanted = stampOf('45.5.0', '12.6.2', 'linux', 'x64');

  it('accepts a build for the same versions and machine', () => {
    expect(isBuildCurrent(JSON.stringify(wanted), wanted)).toBe(true);
  });

  it.each([
    ['no build yet', null],
    ['corrupt stamp', '{'],
    ['another Electron', JSON.stringify(stampOf('44.0.0', '12.6.2', 'linux', 'x64'))],
    ['another better-sqlite3', JSON.stringify(stampOf('45.5.0', '12.0.0', 'linux', 'x64'))],
    ['another arch', JSON.stringify(stampOf('45.5.0', '12.6.2', 'linux', 'arm64'))],
  ])('rebuilds when there is %s', (_why, recorded) => {
    expect(isBuildCurrent(recorded, wanted)).toBe(false);
  });
});

describe('nativeBindingFor', () => {
  it('uses the separate Electron build in development, outside node_modules/better-sqlite3', () => {
    const path = nativeBindingFor(false, '/repo');
    expect(path).toBe(electronNativeBindingPath('/repo'));
    expect(path).not.toContain('better-sqlite3/');
  });

  it('uses the packaged, already rebuilt module in an installed app', () => {
    expect(nativeBindingFor(true, '/opt/Congkak/resources/app.asar')).toBeUndefined();
  });
});
