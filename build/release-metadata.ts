// What the installers must say about the app on each system, checked offline:
// the icons at every size Windows, macOS and Linux ask for, the app's name
// and version, `.congkak` files associated with it, and better-sqlite3's
// native addon built for the ABI of the runtime that will load it.
import { createRequire } from 'node:module';
import { APP_USER_MODEL_ID } from '../electron/main/app-identity';
import { DISCOVERY_SERVICE_TYPE } from '../electron/services/network/discovery-txt';

/** Sizes each system uses: Linux's hicolor theme, Windows' .ico, macOS's .icns (its @2x sizes included). */
export const ICON_SIZES_BY_SYSTEM = {
  Linux: [16, 24, 32, 48, 64, 128, 256, 512],
  Windows: [16, 24, 32, 48, 64, 128, 256],
  macOS: [16, 32, 64, 128, 256, 512, 1024],
} as const;

export interface PixelSize {
  width: number;
  height: number;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG's size from its IHDR chunk; null when the bytes are not a PNG. */
export function pngSize(bytes: Buffer): PixelSize | null {
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE) || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** `icons` maps each rendered size (build/icons/<n>x<n>.png) to the PNG's real size, or null when it is missing or not a PNG. */
export function iconProblems(icons: ReadonlyMap<number, PixelSize | null>): string[] {
  const problems: string[] = [];
  const needed = [...new Set(Object.values(ICON_SIZES_BY_SYSTEM).flat())].sort((a, b) => a - b);
  for (const size of needed) {
    const systems = Object.entries(ICON_SIZES_BY_SYSTEM).filter(([, sizes]) => (sizes as readonly number[]).includes(size)).map(([system]) => system);
    const actual = icons.get(size) ?? null;
    if (actual === null) problems.push(`icon ${size}x${size} (needed by ${systems.join(', ')}) is missing or not a PNG`);
    else if (actual.width !== size || actual.height !== size) problems.push(`icon ${size}x${size} is ${actual.width}x${actual.height}`);
  }
  return problems;
}

/** The ABI (NODE_MODULE_VERSION) a native addon was built for, from the registration symbol every non-N-API addon exports. */
export function addonAbi(bytes: Buffer): number | null {
  const match = /node_register_module_v(\d+)/.exec(bytes.toString('latin1'));
  return match?.[1] === undefined ? null : Number(match[1]);
}

export function addonProblems(abi: number | null, expected: number, runtime: string): string[] {
  if (abi === null) return ["the packed better_sqlite3.node names no ABI (is it better-sqlite3's addon?)"];
  return abi === expected ? [] : [`the packed better_sqlite3.node is built for ABI ${abi}, but ${runtime} loads ABI ${expected}`];
}

interface FileAssociation {
  ext?: unknown;
  name?: unknown;
  mimeType?: unknown;
  role?: unknown;
}

/** The parts of build/electron-builder.yml checked here. */
export interface BuilderConfig {
  appId?: unknown;
  productName?: unknown;
  npmRebuild?: unknown;
  fileAssociations?: unknown;
  icon?: unknown;
  win?: { icon?: unknown };
  mac?: { icon?: unknown; extendInfo?: { NSLocalNetworkUsageDescription?: unknown; NSBonjourServices?: unknown } };
  linux?: { icon?: unknown; syncDesktopName?: unknown };
  deb?: { depends?: unknown };
}

/**
 * The packages electron-builder makes a deb depend on when the config lists
 * none (xdg-utils opens links, libnotify4 notifications…); a config that
 * lists `deb.depends` replaces them, so it must list them too. Read from
 * electron-builder's own code, so an upgrade that changes them is noticed.
 */
export function electronBuilderDebDefaults(): string[] {
  const fromBuilder = createRequire(createRequire(import.meta.url).resolve('electron-builder/package.json'));
  const { default: FpmTarget } = fromBuilder('app-builder-lib/out/targets/FpmTarget') as { default: { prototype: { getDefaultDepends(target: string): string[] } } };
  return FpmTarget.prototype.getDefaultDepends('deb');
}

/** The icons the config names for each system, as rendered by build/icons.ts. */
/** The DNS-SD service network play advertises and browses (electron/services/network/discovery-txt.ts). */
const BONJOUR_SERVICE = `_${DISCOVERY_SERVICE_TYPE}._tcp`;

const CONFIGURED_ICONS = { win: 'build/icons/256x256.png', mac: 'build/icons/1024x1024.png', linux: 'build/icons' } as const;

export function builderConfigProblems(config: BuilderConfig, debDefaults: readonly string[]): string[] {
  const problems: string[] = [];
  // The running app names itself to Windows by the same id the installer gives its shortcuts.
  if (config.appId !== APP_USER_MODEL_ID) problems.push(`appId ${String(config.appId)} is not electron/main/app-identity.ts's ${APP_USER_MODEL_ID}`);
  if (config.productName !== 'Congkak') problems.push(`productName is ${String(config.productName)}, not Congkak`);
  // electron-builder's rebuild is what puts the Electron-ABI addon into the installers.
  if (config.npmRebuild !== true) problems.push('npmRebuild is not true: the installers would pack the Node build of better-sqlite3');
  for (const system of ['win', 'mac', 'linux'] as const) {
    if (config[system]?.icon !== CONFIGURED_ICONS[system]) problems.push(`${system}.icon is ${String(config[system]?.icon)}, not ${CONFIGURED_ICONS[system]}`);
  }
  const depends = Array.isArray(config.deb?.depends) ? (config.deb.depends as unknown[]) : [];
  const leftOut = debDefaults.filter((name) => !depends.includes(name));
  if (leftOut.length > 0) problems.push(`deb.depends leaves out electron-builder's defaults ${leftOut.join(', ')} (a listed depends replaces them)`);
  // The desktop entry is named after package.json's desktopName, which Electron gives the window as its Wayland app_id.
  if (config.linux?.syncDesktopName !== true) problems.push('linux.syncDesktopName is not true: the desktop entry would not be named after desktopName');
  // macOS 15 asks before an app uses the local network: without these it would not ask, and network play would find no game.
  const macInfo = config.mac?.extendInfo;
  if (typeof macInfo?.NSLocalNetworkUsageDescription !== 'string' || macInfo.NSLocalNetworkUsageDescription === '') {
    problems.push('mac.extendInfo.NSLocalNetworkUsageDescription is not set: macOS would not ask to let the app on the local network');
  }
  if (!Array.isArray(macInfo?.NSBonjourServices) || !macInfo.NSBonjourServices.includes(BONJOUR_SERVICE)) {
    problems.push(`mac.extendInfo.NSBonjourServices does not list ${BONJOUR_SERVICE}: macOS would block advertising and finding hosted games`);
  }
  const associations = Array.isArray(config.fileAssociations) ? (config.fileAssociations as FileAssociation[]) : [];
  const record = associations.find((association) => association.ext === 'congkak' || (Array.isArray(association.ext) && association.ext.includes('congkak')));
  if (record === undefined) problems.push('no file association for .congkak files');
  else {
    // Windows and macOS show the name; Linux associates by MIME type; macOS needs a role to offer "Open with".
    if (typeof record.name !== 'string' || record.name === '') problems.push('the .congkak file association has no name (Windows, macOS)');
    if (typeof record.mimeType !== 'string' || !/^[\w.+-]+\/[\w.+-]+$/.test(record.mimeType)) problems.push('the .congkak file association has no MIME type (Linux)');
    if (record.role !== 'Editor' && record.role !== 'Viewer') problems.push('the .congkak file association has no role (macOS)');
  }
  return problems;
}

/** The packed package.json: the name and version every system shows and the updater compares. */
/** Fields the release workflow stamps into the packed package.json (--config.extraMetadata.<field>). */
export interface StampedFields {
  releaseFeed?: string;
  homepage?: string;
}

export function manifestProblems(manifest: { name?: unknown; productName?: unknown; version?: unknown } & Partial<Record<keyof StampedFields, unknown>>, sourceVersion: string, stamped: StampedFields = {}): string[] {
  const problems: string[] = [];
  if (manifest.name !== 'congkak') problems.push(`the packed package.json is named ${String(manifest.name)}, not congkak`);
  if (manifest.productName !== 'Congkak') problems.push(`the packed productName is ${String(manifest.productName)}, not Congkak`);
  if (typeof manifest.version !== 'string' || !/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(manifest.version)) problems.push(`the packed version ${String(manifest.version)} is not x.y.z`);
  else if (manifest.version !== sourceVersion) problems.push(`the packed version ${manifest.version} is not package.json's ${sourceVersion}`);
  for (const [field, value] of Object.entries(stamped)) {
    const packed = manifest[field as keyof StampedFields];
    if (packed !== value) problems.push(`the packed ${field} is ${String(packed)}, not the stamped ${value}`);
  }
  return problems;
}

/** The source package.json's fields the installers read besides the name and version. */
export interface SourceManifest {
  name?: unknown;
  homepage?: unknown;
  author?: unknown;
  desktopName?: unknown;
}

/**
 * What the installers need from package.json: a homepage (the deb's Homepage;
 * without one, and without a GitHub remote, electron-builder refuses to build
 * the Linux packages), an author with a name and an email (the Windows
 * installer's publisher, the deb's default maintainer) and the desktop entry's
 * name (Electron's Wayland app_id and X11 window class, matched against it).
 */
export function sourceManifestProblems(manifest: SourceManifest): string[] {
  const problems: string[] = [];
  if (typeof manifest.homepage !== 'string' || !/^https?:\/\/[^/\s]+/.test(manifest.homepage)) problems.push(`package.json's homepage ${String(manifest.homepage)} is not an http(s) address`);
  const author = typeof manifest.author === 'object' && manifest.author !== null ? (manifest.author as { name?: unknown; email?: unknown }) : {};
  if (typeof author.name !== 'string' || author.name.trim() === '' || typeof author.email !== 'string' || !author.email.includes('@')) {
    problems.push("package.json's author needs a name and an email ({ \"name\": …, \"email\": … })");
  }
  const desktopEntry = `${String(manifest.name)}.desktop`;
  if (manifest.desktopName !== desktopEntry) problems.push(`package.json's desktopName is ${String(manifest.desktopName)}, not ${desktopEntry}`);
  return problems;
}
