// BrowserWindow options, decided here as plain data so they can be tested
// without Electron. Security settings are fixed; only size and position vary.

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What is remembered of the window between runs. */
export interface SavedWindowState extends Rect {
  maximized: boolean;
}

/** The displays' usable areas (without task bars and docks). */
export interface ScreenLayout {
  primaryWorkArea: Rect;
  workAreas: readonly Rect[];
}

export const DEFAULT_SIZE = { width: 1200, height: 800 } as const;
// The board with both stores and seven holes a side needs about this much.
export const MIN_SIZE = { width: 800, height: 560 } as const;

interface WindowOptions extends Rect {
  minWidth: number;
  minHeight: number;
  show: false;
  title: string;
  backgroundColor: string;
  webPreferences: {
    preload: string;
    contextIsolation: true;
    sandbox: true;
    nodeIntegration: false;
    nodeIntegrationInWorker: false;
    nodeIntegrationInSubFrames: false;
    webSecurity: true;
    allowRunningInsecureContent: false;
    webviewTag: false;
    spellcheck: false;
    disableBlinkFeatures: 'Auxclick';
  };
}

export function windowOptions(saved: SavedWindowState | null, screen: ScreenLayout, preloadPath: string): WindowOptions {
  return {
    ...placeWindow(saved, screen),
    minWidth: MIN_SIZE.width,
    minHeight: MIN_SIZE.height,
    // shown on 'ready-to-show' so the window never flashes white
    show: false,
    title: 'Congkak',
    backgroundColor: '#2b1d12',
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      spellcheck: false,
      // A middle click is another way to ask for a new window; the app has no use for it.
      disableBlinkFeatures: 'Auxclick',
    },
  };
}

/**
 * The remembered bounds, moved and shrunk onto the display they overlap most,
 * so a window saved on a monitor that is now unplugged does not open
 * off-screen. Without a usable memory the window is centred on the primary
 * display.
 */
export function placeWindow(saved: SavedWindowState | null, screen: ScreenLayout): Rect {
  const area = saved === null ? null : bestOverlap(saved, screen.workAreas);
  if (saved === null || area === null) return centred(DEFAULT_SIZE, screen.primaryWorkArea);
  const width = fitLength(saved.width, area.width, MIN_SIZE.width);
  const height = fitLength(saved.height, area.height, MIN_SIZE.height);
  return {
    x: clamp(saved.x, area.x, area.x + area.width - width),
    y: clamp(saved.y, area.y, area.y + area.height - height),
    width,
    height,
  };
}

function bestOverlap(bounds: Rect, areas: readonly Rect[]): Rect | null {
  let best: Rect | null = null;
  let bestArea = 0;
  for (const area of areas) {
    const overlap = overlapArea(bounds, area);
    if (overlap > bestArea) {
      best = area;
      bestArea = overlap;
    }
  }
  return best;
}

function overlapArea(a: Rect, b: Rect): number {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return width > 0 && height > 0 ? width * height : 0;
}

function centred(size: { width: number; height: number }, area: Rect): Rect {
  const width = fitLength(size.width, area.width, MIN_SIZE.width);
  const height = fitLength(size.height, area.height, MIN_SIZE.height);
  return {
    x: Math.round(area.x + (area.width - width) / 2),
    y: Math.round(area.y + (area.height - height) / 2),
    width,
    height,
  };
}

/** At least the minimum, at most the display (a tiny display wins over the minimum). */
function fitLength(wanted: number, available: number, minimum: number): number {
  return Math.round(Math.min(Math.max(wanted, minimum), available));
}

function clamp(value: number, low: number, high: number): number {
  return Math.round(Math.min(Math.max(value, low), high));
}
