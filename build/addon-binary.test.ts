import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { addonArchitectureProblems, addonBinary } from './addon-binary';
import { ROOT } from './build-electron';

/** The first bytes of a native addon, as each system's linker writes them: only the header fields the check reads are set. */
const fixtures = {
  elf(machine: number, bigEndian = false): Buffer {
    const bytes = Buffer.alloc(64);
    bytes.set([0x7f, 0x45, 0x4c, 0x46, 2, bigEndian ? 2 : 1, 1]);
    if (bigEndian) bytes.writeUInt16BE(machine, 18);
    else bytes.writeUInt16LE(machine, 18);
    return bytes;
  },
  pe(machine: number): Buffer {
    const bytes = Buffer.alloc(0x100);
    bytes.write('MZ', 0, 'latin1');
    bytes.writeUInt32LE(0x80, 0x3c);
    bytes.write('PE\0\0', 0x80, 'latin1');
    bytes.writeUInt16LE(machine, 0x84);
    return bytes;
  },
  machO(cpuType: number): Buffer {
    const bytes = Buffer.alloc(32);
    bytes.writeUInt32LE(0xfeedfacf, 0);
    bytes.writeInt32LE(cpuType, 4);
    return bytes;
  },
  universal(...cpuTypes: number[]): Buffer {
    const bytes = Buffer.alloc(8 + 20 * cpuTypes.length);
    bytes.writeUInt32BE(0xcafebabe, 0);
    bytes.writeUInt32BE(cpuTypes.length, 4);
    cpuTypes.forEach((cpuType, index) => bytes.writeInt32BE(cpuType, 8 + 20 * index));
    return bytes;
  },
};
const CPU = { x64: 0x01000007, arm64: 0x0100000c };

describe('the packed native addon’s system and processor', () => {
  it('reads ELF’s e_machine, PE’s Machine and Mach-O’s cputype', () => {
    expect(addonBinary(fixtures.elf(62))).toEqual({ format: 'ELF', archs: ['x64'] });
    expect(addonBinary(fixtures.elf(183))).toEqual({ format: 'ELF', archs: ['arm64'] });
    expect(addonBinary(fixtures.elf(183, true))).toEqual({ format: 'ELF', archs: ['arm64'] });
    expect(addonBinary(fixtures.pe(0x8664))).toEqual({ format: 'PE', archs: ['x64'] });
    expect(addonBinary(fixtures.pe(0xaa64))).toEqual({ format: 'PE', archs: ['arm64'] });
    expect(addonBinary(fixtures.machO(CPU.arm64))).toEqual({ format: 'Mach-O', archs: ['arm64'] });
    expect(addonBinary(fixtures.machO(CPU.x64))).toEqual({ format: 'Mach-O', archs: ['x64'] });
    expect(addonBinary(fixtures.universal(CPU.x64, CPU.arm64))).toEqual({ format: 'Mach-O', archs: ['x64', 'arm64'] });
  });

  it('names a processor it does not know by its number, and reads nothing from other bytes', () => {
    expect(addonBinary(fixtures.elf(8))).toEqual({ format: 'ELF', archs: ['e_machine 8'] });
    expect(addonBinary(Buffer.from('not a binary at all, long enough to read'))).toBeNull();
    expect(addonBinary(fixtures.pe(0x8664).subarray(0, 0x40))).toBeNull();
  });

  it('reads this machine’s Node build of better-sqlite3 as made for this system and processor', () => {
    const format = { linux: 'ELF', win32: 'PE', darwin: 'Mach-O' }[process.platform as string];
    const binary = addonBinary(readFileSync(join(ROOT, 'node_modules', 'better-sqlite3', 'build', 'Release', 'better_sqlite3.node')));
    expect(binary?.format).toBe(format);
    expect(binary?.archs).toContain(process.arch);
  });

  it('must be built for the packed app’s system and processor', () => {
    const armMac = { platform: 'darwin', arch: 'arm64' } as const;
    expect(addonArchitectureProblems(addonBinary(fixtures.machO(CPU.arm64)), armMac)).toEqual([]);
    expect(addonArchitectureProblems(addonBinary(fixtures.universal(CPU.x64, CPU.arm64)), armMac)).toEqual([]);
    // electron-builder rebuilt for the runner's processor only: the x64 DMG would carry an arm64 addon.
    expect(addonArchitectureProblems(addonBinary(fixtures.machO(CPU.arm64)), { platform: 'darwin', arch: 'x64' })).toEqual([
      'the packed better_sqlite3.node is Mach-O for arm64, but this app needs Mach-O for x64 (darwin)',
    ]);
    expect(addonArchitectureProblems(addonBinary(fixtures.elf(62)), { platform: 'win32', arch: 'x64' })).toEqual([
      'the packed better_sqlite3.node is ELF for x64, but this app needs PE for x64 (win32)',
    ]);
    expect(addonArchitectureProblems(null, armMac)).toEqual(['the packed better_sqlite3.node is no ELF, PE or Mach-O binary']);
  });
});
