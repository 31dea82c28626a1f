import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './build-electron';
import { ICON_SIZES, iconFileName, renderIcon } from './icons';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer): { width: number; height: number } {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('icons', () => {
  const svg = readFileSync(join(ROOT, 'build', 'icon.svg'), 'utf8');

  it('covers 16 to 1024 pixels, including what electron-builder needs for .ico (256) and .icns (512, 1024)', () => {
    expect(ICON_SIZES[0]).toBe(16);
    expect(ICON_SIZES.at(-1)).toBe(1024);
    expect(ICON_SIZES).toEqual(expect.arrayContaining([256, 512]));
    expect(iconFileName(256)).toBe('256x256.png');
  });

  it.each([16, 256])('renders the SVG source to a %i px square PNG', (size) => {
    const png = renderIcon(svg, size);
    expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(pngSize(png)).toEqual({ width: size, height: size });
  });
});
