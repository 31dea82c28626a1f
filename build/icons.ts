// Renders every app icon from the one source, build/icon.svg, into
// build/icons/<size>x<size>.png. electron-builder takes the Linux icon set
// from that folder and derives the Windows .ico and macOS .icns from the
// large PNGs.
import { Resvg } from '@resvg/resvg-js';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './build-electron';

export const ICON_SIZES = [16, 24, 32, 48, 64, 128, 256, 512, 1024] as const;

export function iconFileName(size: number): string {
  return `${size}x${size}.png`;
}

export function renderIcon(svg: string, size: number): Buffer {
  return new Resvg(svg, { fitTo: { mode: 'width', value: size }, background: 'rgba(0,0,0,0)' }).render().asPng();
}

export async function generateIcons(root: string = ROOT): Promise<string[]> {
  const svg = await readFile(join(root, 'build', 'icon.svg'), 'utf8');
  const folder = join(root, 'build', 'icons');
  await mkdir(folder, { recursive: true });
  return Promise.all(
    ICON_SIZES.map(async (size) => {
      const file = join(folder, iconFileName(size));
      await writeFile(file, renderIcon(svg, size));
      return file;
    }),
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  generateIcons().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
