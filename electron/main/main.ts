// The Electron main process: one window, the menu, the app:// protocol with
// its CSP, and the IPC bridge to the services. Every decision lives in a
// tested module next to this one; this file only connects them to Electron.
// Opening record files is record-opening.ts, the update check update-notice.ts.
import { BrowserWindow, Menu, app, dialog, ipcMain, protocol, screen, session, shell, type MessageBoxOptions, type MessageBoxReturnValue } from 'electron';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { EVENT_CHANNEL, OPERATION_NAMES, type AppEvent, type LanguageChoice } from '../contract';
import { createAppRoot, describeStartupProblem, type AppRoot } from '../services';
import { APP_USER_MODEL_ID } from './app-identity';
import { APP_ENTRY_URL, APP_SCHEME } from './app-origin';
import { appResponseHeaders, resolveAppRequest } from './app-protocol';
import { resolveDataDir } from './data-dir';
import { denyAllPermissions, hardenWebContents } from './harden';
import { answerIpcCall, ipcRoutes } from './ipc-routes';
import { ARCHIVE_OPEN_MESSAGE, createFileLogger, type Logger } from './logger';
import { mainLanguage, mainText, type MainText } from './main-text';
import { aboutMessage, menuTemplate } from './menu-template';
import { nativeBindingFor } from './native-binding';
import { recordFileInArgs } from './record-file';
import { recordOpening } from './record-opening';
import { tellOfNewerRelease } from './update-notice';
import { windowOptions } from './window-options';
import { loadWindowState, saveWindowState } from './window-state-file';

// main.cjs sits in dist/electron/, beside the preload and the migrations; the
// renderer is in dist/renderer/. The same layout holds inside app.asar.
const BUNDLE_DIR = __dirname;
const APP_ROOT = join(BUNDLE_DIR, '..', '..');
const RENDERER_DIR = join(BUNDLE_DIR, '..', 'renderer');

// Must happen before 'ready': app:// behaves like https (standard URL parsing,
// a secure context, fetch) so 'self' in the CSP means exactly this origin.
protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } }]);
// Windows groups the taskbar button with the installer's shortcuts by this id (app-identity.ts).
if (process.platform === 'win32') app.setAppUserModelId(APP_USER_MODEL_ID);

const dataDir = resolveDataDir(process.env, app.getPath('userData'), process.cwd());
// Chromium's own storage follows the data folder, so a test run stays isolated.
app.setPath('userData', dataDir);
const log = createFileLogger(dataDir);

let mainWindow: BrowserWindow | null = null;
// The shell's words: the system's language from 'ready' (when it can be asked)
// until the saved setting is read, then the setting's.
let text: MainText = mainText('en');
let root: AppRoot | null = null;
const records = recordOpening({
  services: () => root?.services ?? null,
  window: () => mainWindow,
  text: () => text,
  send,
  bringForward,
  showBox,
  log,
});

if (!app.requestSingleInstanceLock()) {
  // Another Congkak is running: it receives 'second-instance' and comes forward.
  app.quit();
} else {
  const startedWith = recordFileInArgs(process.argv, process.cwd());
  if (startedWith !== null) records.open(startedWith);
  // A second start (a record double-clicked while Congkak runs) hands its arguments over.
  app.on('second-instance', (_event, argv: string[], workingDirectory: string) => {
    bringForward();
    const file = recordFileInArgs(argv, workingDirectory);
    if (file !== null) records.open(file);
  });
  // macOS opens documents by event, also before 'ready' when they started the app.
  app.on('open-file', (event, file) => {
    event.preventDefault();
    records.open(file);
  });
  app.on('web-contents-created', (_event, contents) => hardenWebContents(contents, openInBrowser, log));
  app.on('window-all-closed', () => app.quit());
  // Quitting waits for the services to close: an import or backup in the archive's
  // worker stops at a safe point first. Then the app quits again, for good.
  app.on('will-quit', (event) => {
    const closing = root;
    if (closing === null) return;
    root = null;
    event.preventDefault();
    void closing.close().finally(() => app.quit());
  });
  app.whenReady().then(start, (error: unknown) => fatal(log, error));
}

async function start(): Promise<void> {
  log.info(`Congkak ${app.getVersion()} starting, data in ${dataDir}`);
  denyAllPermissions(session.defaultSession, log);
  protocol.handle(APP_SCHEME, serveAppRequest);
  text = mainText(mainLanguage('system', systemLanguages()));

  // The computer searches in a worker thread (opponent-worker.cjs beside main.cjs), so the window never waits on it.
  const started = await createAppRoot({
    dataDir,
    host: 'desktop',
    bundleDir: BUNDLE_DIR,
    nativeBinding: nativeBindingFor(app.isPackaged, APP_ROOT),
    logError: (message) => log.error(message),
    systemLanguages: { preferred: systemLanguages(), pseudoLocale: false },
  });
  if (!started.ok) {
    // A read-only or full data folder, an archive from an unknown version, or a browser-mode
    // Congkak holding the folder (a desktop one answered requestSingleInstanceLock already,
    // the lock being in the same folder): told in one box naming the folder.
    const problem = describeStartupProblem(started.error, dataDir);
    log.error(`cannot start: ${problem.message}`);
    dialog.showErrorBox(text(`startup.${started.error.code}`), problem.message);
    app.quit();
    return;
  }
  root = started.value;
  log.info(ARCHIVE_OPEN_MESSAGE);
  const appServices = started.value.services;
  for (const route of ipcRoutes(OPERATION_NAMES)) {
    ipcMain.handle(route.channel, (event, input: unknown) =>
      answerIpcCall(appServices, route, event.senderFrame?.url, input, (message) => log.error(message)),
    );
  }
  appServices.onEvent((event) => {
    send(event);
    // The menu and the boxes follow the language setting at once.
    if (event.type === 'settings-updated') showLanguage(event.settings.language);
  });
  const saved = await appServices.call('getSettings', {});
  showLanguage(saved.ok ? saved.value.language : 'system');
  await openWindow();
  records.windowReady();
  void tellOfNewerRelease({ appRoot: APP_ROOT, isPackaged: app.isPackaged, version: app.getVersion(), text: () => text, showBox, openInBrowser, log });
}

/** The shell speaks the language of `choice` from now on: its menu is built again in it. */
function showLanguage(choice: LanguageChoice): void {
  text = mainText(mainLanguage(choice, systemLanguages()));
  Menu.setApplicationMenu(
    Menu.buildFromTemplate(
      menuTemplate(
        {
          newGame: () => send({ type: 'menu-command', command: 'new-game' }),
          openArchive: () => send({ type: 'menu-command', command: 'archive' }),
          openLessons: () => send({ type: 'menu-command', command: 'lessons' }),
          openPuzzles: () => send({ type: 'menu-command', command: 'puzzles' }),
          openSettings: () => send({ type: 'menu-command', command: 'settings' }),
          openRecord: () => void records.choose().catch((error: unknown) => log.error(`Open a record failed: ${String(error)}`)),
          showAbout: (version) => void showAbout(version),
          quit: () => app.quit(),
        },
        process.platform,
        app.getVersion(),
        text,
      ),
    ),
  );
}

/** The system's preferred languages, best first; the app's locale where the system gives none. */
function systemLanguages(): string[] {
  const preferred = app.getPreferredSystemLanguages();
  return preferred.length > 0 ? preferred : [app.getLocale()];
}

function bringForward(): void {
  if (!mainWindow) return;
  if (mainWindow.isMinimized()) mainWindow.restore();
  mainWindow.focus();
}

async function openWindow(): Promise<void> {
  const saved = await loadWindowState(dataDir);
  const layout = {
    primaryWorkArea: screen.getPrimaryDisplay().workArea,
    workAreas: screen.getAllDisplays().map((display) => display.workArea),
  };
  const window = new BrowserWindow(windowOptions(saved, layout, join(BUNDLE_DIR, 'preload.cjs')));
  mainWindow = window;
  window.once('ready-to-show', () => {
    if (saved?.maximized) window.maximize();
    window.show();
  });
  window.on('close', () => {
    const state = { ...window.getNormalBounds(), maximized: window.isMaximized() };
    saveWindowState(dataDir, state).catch((error: unknown) => log.warn(`window state not saved: ${String(error)}`));
  });
  window.on('closed', () => {
    mainWindow = null;
  });
  window.webContents.on('render-process-gone', (_event, details) => log.error(`renderer gone: ${details.reason}`));
  await window.loadURL(APP_ENTRY_URL);
}

async function serveAppRequest(request: Request): Promise<Response> {
  const target = resolveAppRequest(request.url, RENDERER_DIR);
  if (target.kind === 'not-found') return new Response('Not found', { status: 404, headers: appResponseHeaders('text/plain; charset=utf-8') });
  try {
    const body = await readFile(target.path);
    return new Response(body, { status: 200, headers: appResponseHeaders(target.contentType) });
  } catch {
    return new Response('Not found', { status: 404, headers: appResponseHeaders('text/plain; charset=utf-8') });
  }
}

function send(event: AppEvent): void {
  if (mainWindow && !mainWindow.isDestroyed()) mainWindow.webContents.send(EVENT_CHANNEL, event);
}

function openInBrowser(url: string): void {
  shell.openExternal(url).catch((error: unknown) => log.warn(`could not open ${url}: ${String(error)}`));
}

async function showAbout(version: string): Promise<void> {
  await showBox({ type: 'info', ...aboutMessage(version, text) });
}

/** A message box, attached to the window when there is one. */
function showBox(options: MessageBoxOptions): Promise<MessageBoxReturnValue> {
  return mainWindow ? dialog.showMessageBox(mainWindow, options) : dialog.showMessageBox(options);
}

function fatal(logger: Logger, error: unknown): void {
  logger.error(`startup failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  dialog.showErrorBox(text('startup.failed'), String(error));
  app.quit();
}
