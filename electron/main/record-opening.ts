// Opening `.congkak` files in the desktop app: the one it was started with,
// one a second start hands over, one macOS sends, one chosen from the menu.
// Files that arrive before the window shows the app wait until it does.
import { dialog, type BrowserWindow, type MessageBoxOptions, type MessageBoxReturnValue } from 'electron';
import type { AppEvent } from '../contract';
import type { AppServices } from '../services';
import type { Logger } from './logger';
import type { MainText } from './main-text';
import { openRecordFile } from './open-record';
import { RECORD_EXTENSION } from './record-file';

export interface RecordOpeningShell {
  /** The services once started, else null (still starting, or quitting). */
  services: () => AppServices | null;
  window: () => BrowserWindow | null;
  text: () => MainText;
  send: (event: AppEvent) => void;
  bringForward: () => void;
  showBox: (options: MessageBoxOptions) => Promise<MessageBoxReturnValue>;
  log: Logger;
}

export interface RecordOpening {
  /** Imports a record file (or finds its games in the archive) and shows its game; a refusal is told in a box. */
  open: (file: string) => void;
  /** The Open dialog, then `open` with the file chosen. */
  choose: () => Promise<void>;
  /** The window shows the app: the files that waited are opened now. */
  windowReady: () => void;
}

export function recordOpening(shell: RecordOpeningShell): RecordOpening {
  const waiting: string[] = [];
  let windowShowsApp = false;

  function open(file: string): void {
    const services = shell.services();
    if (!windowShowsApp || services === null) {
      waiting.push(file);
      return;
    }
    const text = shell.text();
    shell.log.info(`opening the record ${file}`);
    void openRecordFile(file, services, text)
      .then(async (opened) => {
        if (opened.ok) {
          shell.send({ type: 'open-game', gameId: opened.gameId });
          shell.bringForward();
          return;
        }
        shell.log.warn(opened.message);
        await shell.showBox({ type: 'error', buttons: [text('dialog.ok')], title: opened.title, message: opened.title, detail: opened.message });
      })
      .catch((error: unknown) => shell.log.error(`opening ${file} failed: ${String(error)}`));
  }

  async function choose(): Promise<void> {
    const text = shell.text();
    const options = {
      title: text('record.choose'),
      properties: ['openFile' as const],
      filters: [{ name: text('record.files'), extensions: [RECORD_EXTENSION.slice(1)] }],
    };
    const window = shell.window();
    const chosen = await (window ? dialog.showOpenDialog(window, options) : dialog.showOpenDialog(options));
    const file = chosen.filePaths[0];
    if (!chosen.canceled && file !== undefined) open(file);
  }

  function windowReady(): void {
    windowShowsApp = true;
    for (const file of waiting.splice(0)) open(file);
  }

  return { open, choose, windowReady };
}
