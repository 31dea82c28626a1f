// Where electron-builder puts each packed app under release/, and what the
// folder's name says: linux-unpacked, linux-arm64-unpacked, win-unpacked,
// mac, mac-arm64 (x64 has no suffix; macOS folders hold Congkak.app).

/** A packed app's system and processor, in Node's names. */
export interface PackedTarget {
  platform: 'linux' | 'win32' | 'darwin';
  arch: string;
}

const FOLDER_SYSTEM = { linux: 'linux', win: 'win32', mac: 'darwin' } as const;
const ARCH_SUFFIX: Record<string, string> = { arm64: 'arm64', ia32: 'ia32', armv7l: 'arm' };

/** The system and processor a folder under release/ was packed for; null for any other folder. */
export function packedTarget(folder: string): PackedTarget | null {
  const match = /^(linux|win|mac)(?:-(arm64|ia32|armv7l))?(-unpacked)?$/.exec(folder);
  if (match === null || (match[1] === 'mac') === (match[3] !== undefined)) return null;
  const platform = FOLDER_SYSTEM[match[1] as keyof typeof FOLDER_SYSTEM];
  return { platform, arch: match[2] === undefined ? 'x64' : (ARCH_SUFFIX[match[2]] ?? match[2]) };
}

/** The folder under release/ for a system and processor (packedTarget's inverse). */
export function packedFolder(target: PackedTarget): string {
  const system = (Object.keys(FOLDER_SYSTEM) as (keyof typeof FOLDER_SYSTEM)[]).find((key) => FOLDER_SYSTEM[key] === target.platform) ?? 'linux';
  const suffix = Object.entries(ARCH_SUFFIX).find(([, arch]) => arch === target.arch)?.[0];
  return `${system}${suffix === undefined ? '' : `-${suffix}`}${target.platform === 'darwin' ? '' : '-unpacked'}`;
}

/** The packed app's executable, under release/: electron-builder names it after package.json (Linux) or productName. */
export function packedExecutable(target: PackedTarget): string {
  const folder = packedFolder(target);
  if (target.platform === 'darwin') return `${folder}/Congkak.app/Contents/MacOS/Congkak`;
  return target.platform === 'win32' ? `${folder}/Congkak.exe` : `${folder}/congkak`;
}
