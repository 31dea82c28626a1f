// A recording stand-in for the `electron` module, for the wiring test only:
// it answers what main.cjs asks of Electron and keeps a log of every call, so
// the test can check the glue without Electron's binary. It is a test double
// for an unavailable binary, not a replacement: the `electron` e2e project
// still runs wherever the binary exists.

type Listener = (...args: unknown[]) => unknown;

/** Event sources (app, web contents, windows): listeners kept by name, fired by the test. */
export class RecordingEmitter {
  readonly listeners = new Map<string, Listener[]>();

  on(name: string, listener: Listener): this {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
    return this;
  }

  once(name: string, listener: Listener): this {
    return this.on(name, listener);
  }

  /** Calls every listener of `name`, and returns what they returned. */
  emit(name: string, ...args: unknown[]): unknown[] {
    return (this.listeners.get(name) ?? []).map((listener) => listener(...args));
  }
}

/** What Electron passes to navigation listeners: the test reads whether it was prevented. */
export class StandInEvent {
  defaultPrevented = false;
  constructor(readonly url = '') {}
  preventDefault(): void {
    this.defaultPrevented = true;
  }
}

type WindowOpenHandler = (details: { url: string }) => { action: 'allow' | 'deny' };

export class StandInWebContents extends RecordingEmitter {
  readonly sent: { channel: string; payload: unknown }[] = [];
  windowOpenHandler: WindowOpenHandler | null = null;

  send(channel: string, payload: unknown): void {
    this.sent.push({ channel, payload });
  }

  setWindowOpenHandler(handler: WindowOpenHandler): void {
    this.windowOpenHandler = handler;
  }
}

type ProtocolHandler = (request: Request) => Promise<Response>;
type IpcHandler = (event: { senderFrame: { url: string } | null }, input: unknown) => Promise<unknown>;
type PermissionRequestHandler = (contents: unknown, permission: string, callback: (granted: boolean) => void) => void;
type PermissionCheckHandler = (contents: unknown, permission: string) => boolean;

export interface StandInOptions {
  /** False when another Congkak already holds the single-instance lock. */
  gotLock?: boolean;
  userDataPath: string;
  version?: string;
  isPackaged?: boolean;
  /** The files the next Open dialog answers (none: the dialog was cancelled). */
  openDialogFiles?: string[];
  /** What app.getPreferredSystemLanguages() answers (default: US English). */
  systemLanguages?: string[];
}

export class ElectronStandIn {
  /** Every call main.cjs made, in order, as "object.method" (and "ready" when the app became ready). */
  readonly calls: string[] = [];
  readonly app = new RecordingEmitter();
  readonly paths = new Map<string, string>();
  readonly privilegedSchemes: unknown[] = [];
  readonly protocolHandlers = new Map<string, ProtocolHandler>();
  readonly ipcHandlers = new Map<string, IpcHandler>();
  readonly windows: StandInWindow[] = [];
  readonly errorBoxes: { title: string; message: string }[] = [];
  readonly messageBoxes: Record<string, unknown>[] = [];
  readonly openedExternally: string[] = [];
  readonly menus: unknown[] = [];
  /** What app.setAppUserModelId was given (Windows' taskbar grouping). */
  readonly appUserModelIds: string[] = [];
  permissionRequestHandler: PermissionRequestHandler | null = null;
  permissionCheckHandler: PermissionCheckHandler | null = null;
  quitCount = 0;
  private becomeReady: () => void = () => undefined;
  private readonly ready: Promise<void>;

  constructor(private readonly options: StandInOptions) {
    this.ready = new Promise((resolve) => {
      this.becomeReady = () => {
        this.calls.push('ready');
        resolve();
      };
    });
  }

  /** Fires Electron's 'ready': main.cjs's start-up continues from here. */
  makeReady(): void {
    this.becomeReady();
  }

  /** The object main.cjs receives from `require('electron')`. */
  module(): Record<string, unknown> {
    const record = <T>(name: string, result: T): T => {
      this.calls.push(name);
      return result;
    };
    const area = { x: 0, y: 0, width: 1920, height: 1080 };
    const windows = this.windows;
    const calls = this.calls;
    const app = Object.assign(this.app, {
      isPackaged: this.options.isPackaged ?? true,
      requestSingleInstanceLock: () => record('app.requestSingleInstanceLock', this.options.gotLock ?? true),
      whenReady: () => record('app.whenReady', this.ready),
      getPath: (name: string) => record(`app.getPath(${name})`, this.paths.get(name) ?? this.options.userDataPath),
      setPath: (name: string, path: string) => record(`app.setPath(${name})`, void this.paths.set(name, path)),
      getVersion: () => this.options.version ?? '9.9.9',
      getPreferredSystemLanguages: () => this.options.systemLanguages ?? ['en-US'],
      getLocale: () => 'en-US',
      quit: () => record('app.quit', void (this.quitCount += 1)),
      setAppUserModelId: (id: string) => record('app.setAppUserModelId', void this.appUserModelIds.push(id)),
    });
    class BrowserWindow extends StandInWindow {
      constructor(options: Record<string, unknown>) {
        super(options);
        calls.push('new BrowserWindow');
        windows.push(this);
      }
    }
    return {
      app,
      BrowserWindow,
      protocol: {
        registerSchemesAsPrivileged: (schemes: unknown[]) => record('protocol.registerSchemesAsPrivileged', void this.privilegedSchemes.push(...schemes)),
        handle: (scheme: string, handler: ProtocolHandler) => record('protocol.handle', void this.protocolHandlers.set(scheme, handler)),
      },
      ipcMain: { handle: (channel: string, handler: IpcHandler) => record('ipcMain.handle', void this.ipcHandlers.set(channel, handler)) },
      Menu: {
        buildFromTemplate: (template: unknown) => template,
        setApplicationMenu: (menu: unknown) => record('Menu.setApplicationMenu', void this.menus.push(menu)),
      },
      screen: { getPrimaryDisplay: () => ({ workArea: area }), getAllDisplays: () => [{ workArea: area }] },
      session: {
        defaultSession: {
          setPermissionRequestHandler: (handler: PermissionRequestHandler) => void (this.permissionRequestHandler = handler),
          setPermissionCheckHandler: (handler: PermissionCheckHandler) => void (this.permissionCheckHandler = handler),
        },
      },
      dialog: {
        showErrorBox: (title: string, message: string) => record('dialog.showErrorBox', void this.errorBoxes.push({ title, message })),
        showMessageBox: async (...args: unknown[]) => {
          const options = args.at(-1) as Record<string, unknown>;
          this.messageBoxes.push(options);
          return record('dialog.showMessageBox', { response: 0, checkboxChecked: false });
        },
        showOpenDialog: async () => {
          const filePaths = this.options.openDialogFiles ?? [];
          return record('dialog.showOpenDialog', { canceled: filePaths.length === 0, filePaths });
        },
      },
      shell: {
        openExternal: async (url: string) => record('shell.openExternal', void this.openedExternally.push(url)),
      },
    };
  }
}

export class StandInWindow extends RecordingEmitter {
  readonly webContents = new StandInWebContents();
  readonly loadedUrls: string[] = [];
  minimized = false;
  focused = 0;
  shown = false;

  constructor(readonly options: Record<string, unknown>) {
    super();
  }

  async loadURL(url: string): Promise<void> {
    this.loadedUrls.push(url);
  }
  isDestroyed(): boolean {
    return false;
  }
  isMinimized(): boolean {
    return this.minimized;
  }
  restore(): void {
    this.minimized = false;
  }
  focus(): void {
    this.focused += 1;
  }
  show(): void {
    this.shown = true;
  }
  maximize(): void {}
  isMaximized(): boolean {
    return false;
  }
  getNormalBounds(): { x: number; y: number; width: number; height: number } {
    return { x: 10, y: 10, width: 1200, height: 800 };
  }
}
