import { describe, expect, it, vi } from 'vitest';
import type { AppEvent } from '../contract';
import type { AppServices } from '../services';
import type { Logger } from './logger';
import { mainText } from './main-text';

vi.mock('electron', () => ({ dialog: { showOpenDialog: vi.fn() } }));
const opened = vi.hoisted(() => ({ files: [] as string[] }));
vi.mock('./open-record', () => ({
  openRecordFile: (file: string) => {
    opened.files.push(file);
    return Promise.resolve(file.endsWith('bad.congkak') ? { ok: false, title: 'Record', message: 'not a record' } : { ok: true, gameId: 7 });
  },
}));
const { recordOpening } = await import('./record-opening');

function shell(services: AppServices | null) {
  const sent: AppEvent[] = [];
  const boxes: string[] = [];
  const log: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };
  const records = recordOpening({
    services: () => services,
    window: () => null,
    text: () => mainText('en'),
    send: (event) => sent.push(event),
    bringForward: () => undefined,
    showBox: (options) => {
      boxes.push(String(options.detail));
      return Promise.resolve({ response: 0, checkboxChecked: false });
    },
    log,
  });
  return { records, sent, boxes };
}

describe('recordOpening', () => {
  it('holds the files that arrive before the window shows the app, and opens them once it does', async () => {
    opened.files = [];
    const { records, sent } = shell({} as AppServices);
    records.open('/games/first.congkak');
    expect(opened.files).toEqual([]);
    records.windowReady();
    await vi.waitFor(() => expect(sent).toEqual([{ type: 'open-game', gameId: 7 }]));
    expect(opened.files).toEqual(['/games/first.congkak']);
  });

  it('tells a refused file in a box, and opens nothing while the services are not running', async () => {
    opened.files = [];
    const running = shell({} as AppServices);
    running.records.windowReady();
    running.records.open('/games/bad.congkak');
    await vi.waitFor(() => expect(running.boxes).toEqual(['not a record']));
    expect(running.sent).toEqual([]);
    const stopped = shell(null);
    stopped.records.windowReady();
    stopped.records.open('/games/late.congkak');
    expect(opened.files).toEqual(['/games/bad.congkak']);
  });
});
