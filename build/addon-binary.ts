// Which system and processor a native addon was built for, from the header
// its linker wrote: ELF's e_machine (Linux), PE's Machine (Windows), Mach-O's
// cputype (macOS, one per slice of a universal binary). The ABI check
// (release-metadata.ts) cannot see a rebuild for the wrong processor: the
// x64 DMG built on an arm64 Mac must still carry an x64 better_sqlite3.node.
import type { PackedTarget } from './release-folders';

export type BinaryFormat = 'ELF' | 'PE' | 'Mach-O';

export interface AddonBinary {
  format: BinaryFormat;
  /** In Node's names (process.arch); an unknown processor by its number. */
  archs: string[];
}

const FORMAT_OF: Record<PackedTarget['platform'], BinaryFormat> = { linux: 'ELF', win32: 'PE', darwin: 'Mach-O' };

const ELF_MACHINES: Record<number, string> = { 3: 'ia32', 40: 'arm', 62: 'x64', 183: 'arm64' };
const PE_MACHINES: Record<number, string> = { 0x14c: 'ia32', 0x1c4: 'arm', 0x8664: 'x64', 0xaa64: 'arm64' };
const MACH_O_CPU_TYPES: Record<number, string> = { 7: 'ia32', 12: 'arm', 0x01000007: 'x64', 0x0100000c: 'arm64' };

const ELF_MAGIC = Buffer.from([0x7f, 0x45, 0x4c, 0x46]);
const MACH_O_MAGICS = new Set([0xfeedface, 0xfeedfacf]);
const MACH_O_UNIVERSAL = 0xcafebabe;
const FAT_ARCH_SIZE = 20;

/** The binary's format and processors; null when the bytes are none of the three (or cut short). */
export function addonBinary(bytes: Buffer): AddonBinary | null {
  try {
    if (bytes.subarray(0, 4).equals(ELF_MAGIC)) {
      const machine = bytes[5] === 2 ? bytes.readUInt16BE(18) : bytes.readUInt16LE(18);
      return { format: 'ELF', archs: [ELF_MACHINES[machine] ?? `e_machine ${machine}`] };
    }
    if (bytes.toString('latin1', 0, 2) === 'MZ') {
      const header = bytes.readUInt32LE(0x3c);
      if (bytes.toString('latin1', header, header + 4) !== 'PE\0\0') return null;
      const machine = bytes.readUInt16LE(header + 4);
      return { format: 'PE', archs: [PE_MACHINES[machine] ?? `Machine 0x${machine.toString(16)}`] };
    }
    if (MACH_O_MAGICS.has(bytes.readUInt32LE(0))) return { format: 'Mach-O', archs: [machOArch(bytes.readInt32LE(4))] };
    if (bytes.readUInt32BE(0) === MACH_O_UNIVERSAL) {
      const slices = bytes.readUInt32BE(4);
      const archs = Array.from({ length: slices }, (_, slice) => machOArch(bytes.readInt32BE(8 + FAT_ARCH_SIZE * slice)));
      return { format: 'Mach-O', archs };
    }
  } catch (error) {
    // Fewer bytes than the header claims: not a binary this check can read.
    if (error instanceof RangeError) return null;
    throw error;
  }
  return null;
}

function machOArch(cpuType: number): string {
  return MACH_O_CPU_TYPES[cpuType] ?? `cputype 0x${cpuType.toString(16)}`;
}

export function addonArchitectureProblems(binary: AddonBinary | null, target: PackedTarget): string[] {
  if (binary === null) return ['the packed better_sqlite3.node is no ELF, PE or Mach-O binary'];
  const format = FORMAT_OF[target.platform];
  if (binary.format === format && binary.archs.includes(target.arch)) return [];
  return [`the packed better_sqlite3.node is ${binary.format} for ${binary.archs.join(' + ')}, but this app needs ${format} for ${target.arch} (${target.platform})`];
}
