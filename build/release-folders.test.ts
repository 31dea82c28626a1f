import { describe, expect, it } from 'vitest';
import { packedExecutable, packedFolder, packedTarget, type PackedTarget } from './release-folders';

describe('electron-builder’s folders under release/', () => {
  it('knows each packed app’s system and processor from electron-builder’s folder for it', () => {
    expect(packedTarget('linux-unpacked')).toEqual({ platform: 'linux', arch: 'x64' });
    expect(packedTarget('linux-arm64-unpacked')).toEqual({ platform: 'linux', arch: 'arm64' });
    expect(packedTarget('win-unpacked')).toEqual({ platform: 'win32', arch: 'x64' });
    expect(packedTarget('mac')).toEqual({ platform: 'darwin', arch: 'x64' });
    expect(packedTarget('mac-arm64')).toEqual({ platform: 'darwin', arch: 'arm64' });
    expect(packedTarget('mac-universal')).toBeNull();
  });

  it('names the folder and the executable of each system and processor, as packedTarget reads them', () => {
    const targets: PackedTarget[] = [
      { platform: 'linux', arch: 'x64' },
      { platform: 'linux', arch: 'arm64' },
      { platform: 'win32', arch: 'x64' },
      { platform: 'win32', arch: 'arm64' },
      { platform: 'darwin', arch: 'x64' },
      { platform: 'darwin', arch: 'arm64' },
    ];
    for (const target of targets) expect(packedTarget(packedFolder(target))).toEqual(target);
    expect(packedExecutable({ platform: 'linux', arch: 'x64' })).toBe('linux-unpacked/congkak');
    expect(packedExecutable({ platform: 'win32', arch: 'x64' })).toBe('win-unpacked/Congkak.exe');
    expect(packedExecutable({ platform: 'darwin', arch: 'arm64' })).toBe('mac-arm64/Congkak.app/Contents/MacOS/Congkak');
  });
});
