import { describe, expect, it } from 'vitest';
import { DEFAULT_SIZE, MIN_SIZE, placeWindow, windowOptions, type Rect, type ScreenLayout } from './window-options';

const laptop: Rect = { x: 0, y: 0, width: 1440, height: 875 };
const rightMonitor: Rect = { x: 1440, y: 0, width: 1920, height: 1050 };
const oneScreen: ScreenLayout = { primaryWorkArea: laptop, workAreas: [laptop] };
const twoScreens: ScreenLayout = { primaryWorkArea: laptop, workAreas: [laptop, rightMonitor] };

function contains(area: Rect, rect: Rect): boolean {
  return rect.x >= area.x && rect.y >= area.y && rect.x + rect.width <= area.x + area.width && rect.y + rect.height <= area.y + area.height;
}

describe('windowOptions', () => {
  const options = windowOptions(null, oneScreen, '/app/dist/electron/preload.cjs');

  it('locks the renderer down', () => {
    expect(options.webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      disableBlinkFeatures: 'Auxclick',
    });
  });

  it('loads the given preload and has a minimum size', () => {
    expect(options.webPreferences.preload).toBe('/app/dist/electron/preload.cjs');
    expect(options.minWidth).toBe(MIN_SIZE.width);
    expect(options.minHeight).toBe(MIN_SIZE.height);
    expect(options.show).toBe(false);
  });
});

describe('placeWindow', () => {
  it('centres the default size on the primary display the first time', () => {
    const placed = placeWindow(null, oneScreen);
    expect(placed).toEqual({
      width: DEFAULT_SIZE.width,
      height: DEFAULT_SIZE.height,
      x: (laptop.width - DEFAULT_SIZE.width) / 2,
      y: Math.round((laptop.height - DEFAULT_SIZE.height) / 2),
    });
  });

  it('keeps remembered bounds that are fully visible', () => {
    const saved = { x: 1600, y: 100, width: 1000, height: 700, maximized: false };
    expect(placeWindow(saved, twoScreens)).toEqual({ x: 1600, y: 100, width: 1000, height: 700 });
  });

  it('moves a window saved on an unplugged monitor back onto the primary display', () => {
    const saved = { x: 1600, y: 100, width: 1000, height: 700, maximized: false };
    const placed = placeWindow(saved, oneScreen);
    expect(contains(laptop, placed)).toBe(true);
    expect(placed).toMatchObject({ width: DEFAULT_SIZE.width, height: DEFAULT_SIZE.height });
  });

  it('pulls a window hanging over the edge back onto the display it mostly covers', () => {
    const saved = { x: 3000, y: -50, width: 1000, height: 700, maximized: false };
    const placed = placeWindow(saved, twoScreens);
    expect(contains(rightMonitor, placed)).toBe(true);
    expect(placed).toEqual({ x: rightMonitor.x + rightMonitor.width - 1000, y: 0, width: 1000, height: 700 });
  });

  it('shrinks a window larger than its display and grows one below the minimum', () => {
    expect(placeWindow({ x: 0, y: 0, width: 5000, height: 3000, maximized: true }, oneScreen)).toEqual({ ...laptop });
    expect(placeWindow({ x: 10, y: 10, width: 100, height: 100, maximized: false }, oneScreen)).toEqual({
      x: 10,
      y: 10,
      width: MIN_SIZE.width,
      height: MIN_SIZE.height,
    });
  });

  it('fits a display smaller than the minimum size', () => {
    const tiny: Rect = { x: 0, y: 0, width: 640, height: 480 };
    const placed = placeWindow(null, { primaryWorkArea: tiny, workAreas: [tiny] });
    expect(placed).toEqual(tiny);
  });
});
