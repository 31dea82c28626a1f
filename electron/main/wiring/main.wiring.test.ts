import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { contentSecurityPolicy } from '../../contract/csp';
import { channelFor, EVENT_CHANNEL, OPERATION_NAMES, type AppEvent, type ArchivePage } from '../../contract';
import { ROOT } from '../../../build/build-electron';
import { launchVerdict } from '../../../build/launch-verdict';
import { serverCommand } from '../../../build/testing/server-bundle';
import { spawnTestProcess } from '../../../build/testing/test-processes';
import { APP_ENTRY_URL } from '../app-origin';
import { APP_USER_MODEL_ID } from '../app-identity';
import { ARCHIVE_OPEN_MESSAGE } from '../logger';
import { ElectronStandIn, StandInEvent, StandInWebContents, type StandInOptions } from './electron-stand-in';
import { loadMainBundle, type LoadedMain } from './load-main-bundle';

// The built main process (dist/electron/main.cjs, as `npm run build` leaves
// it) run under Node with a recording stand-in for `electron`: proves the glue
// in main.ts connects every tested decision to Electron, with the real
// services, engine, worker threads and better-sqlite3.

const BUNDLE_DIR = join(ROOT, 'dist', 'electron');
const BUNDLE = join(BUNDLE_DIR, 'main.cjs');
const APP_PAGE = { senderFrame: { url: APP_ENTRY_URL } };
const work = mkdtempSync(join(tmpdir(), 'congkak-wiring-'));

interface Started {
  electron: ElectronStandIn;
  loaded: LoadedMain;
  dataDir: string;
}

const running: Started[] = [];
/** vi.waitFor gives up after one second by default: the real services and archive answer here, slower on a loaded machine. */
const PATIENCE = { timeout: 10_000 };

/** Loads main.cjs with a fresh stand-in and data folder, then makes the app ready. */
interface StartOptions extends Partial<StandInOptions> {
  /** Files and folders to make in the data folder first. */
  prepare?: (dataDir: string) => void;
  /** The command line the app is started with (after the executable). */
  args?: string[];
  /** What happens between loading main.cjs and the app becoming ready. */
  beforeReady?: (electron: ElectronStandIn) => void;
  /** The system main.cjs believes it runs on while its top level runs (default: this one). */
  platform?: NodeJS.Platform;
}

function startMain(name: string, { prepare, args = [], beforeReady, platform, ...options }: StartOptions = {}): Started {
  const dataDir = join(work, name, 'data');
  mkdirSync(dataDir, { recursive: true });
  prepare?.(dataDir);
  vi.stubEnv('CONGKAK_DATA_DIR', dataDir);
  const electron = new ElectronStandIn({ userDataPath: join(work, name, 'user-data'), ...options });
  const argv = process.argv;
  const system = Object.getOwnPropertyDescriptor(process, 'platform');
  process.argv = ['/opt/Congkak/congkak', ...args];
  if (platform !== undefined) Object.defineProperty(process, 'platform', { value: platform, configurable: true });
  let loaded: LoadedMain;
  try {
    loaded = loadMainBundle(BUNDLE, electron.module());
  } finally {
    process.argv = argv;
    if (system !== undefined) Object.defineProperty(process, 'platform', system);
  }
  beforeReady?.(electron);
  electron.makeReady();
  const started = { electron, loaded, dataDir };
  running.push(started);
  return started;
}

/** Quits as Electron does: 'will-quit', which the app may delay until its services have closed. */
async function quit(started: Started): Promise<StandInEvent> {
  const event = new StandInEvent();
  const quitsBefore = started.electron.quitCount;
  started.electron.app.emit('will-quit', event);
  if (event.defaultPrevented) await vi.waitFor(() => expect(started.electron.quitCount).toBeGreaterThan(quitsBefore), PATIENCE);
  return event;
}

afterEach(() => vi.unstubAllEnvs());
afterAll(async () => {
  for (const started of running) await quit(started);
  rmSync(work, { recursive: true, force: true });
});

describe('the bundled main process, started', () => {
  let app: Started;
  const started = async () => {
    app ??= startMain('start');
    await vi.waitFor(() => expect(app.electron.windows[0]?.loadedUrls).toHaveLength(1), PATIENCE);
    return app;
  };

  it('takes the single-instance lock and registers app:// as privileged before the app is ready', async () => {
    const { electron } = await started();
    expect(electron.calls).toContain('app.requestSingleInstanceLock');
    expect(electron.calls.indexOf('protocol.registerSchemesAsPrivileged')).toBeLessThan(electron.calls.indexOf('ready'));
    expect(electron.privilegedSchemes).toEqual([{ scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true } }]);
    // protocol.handle is only allowed once the app is ready.
    expect(electron.calls.indexOf('protocol.handle')).toBeGreaterThan(electron.calls.indexOf('ready'));
  });

  it('opens one window on the app page, isolated and sandboxed, with the preload that is in the bundle', async () => {
    const { electron } = await started();
    expect(electron.windows).toHaveLength(1);
    const window = electron.windows[0];
    expect(window?.loadedUrls).toEqual([APP_ENTRY_URL]);
    const preferences = window?.options['webPreferences'] as Record<string, unknown>;
    expect(preferences).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false, webSecurity: true, preload: join(BUNDLE_DIR, 'preload.cjs') });
    expect(existsSync(String(preferences['preload']))).toBe(true);
    window?.emit('ready-to-show');
    expect(window?.shown).toBe(true);
  });

  it('registers every contract operation over IPC, each refusing a sender that is not the app page', async () => {
    const { electron } = await started();
    expect([...electron.ipcHandlers.keys()].sort()).toEqual(OPERATION_NAMES.map(channelFor).sort());
    for (const [channel, handler] of electron.ipcHandlers) {
      for (const sender of [{ url: 'https://evil.example/' }, { url: 'file:///index.html' }, null]) {
        expect(await handler({ senderFrame: sender }, {}), channel).toMatchObject({ ok: false, error: { code: 'forbidden' } });
      }
    }
  });

  it('answers the app page through the real services, validating the payload', async () => {
    const { electron } = await started();
    const getSettings = electron.ipcHandlers.get(channelFor('getSettings'));
    expect(await getSettings?.(APP_PAGE, {})).toMatchObject({ ok: true });
    expect(await getSettings?.(APP_PAGE, { unexpected: true })).toMatchObject({ ok: false, error: { code: 'bad-request' } });
  });

  it('serves the built renderer over app:// with the CSP and headers, and nothing outside it', async () => {
    const { electron } = await started();
    const serve = electron.protocolHandlers.get('app');
    const page = await serve?.(new Request(APP_ENTRY_URL));
    expect(page?.status).toBe(200);
    expect(page?.headers.get('content-security-policy')).toBe(contentSecurityPolicy());
    expect(page?.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page?.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await page?.text()).toBe(readFileSync(join(ROOT, 'dist', 'renderer', 'index.html'), 'utf8'));
    for (const outside of ['app://congkak/..%2Felectron%2Fmain.cjs', 'app://congkak/%2E%2E/electron/main.cjs', 'app://other/index.html', 'app://congkak/missing.js']) {
      const refused = await serve?.(new Request(outside));
      expect(refused?.status, outside).toBe(404);
      expect(refused?.headers.get('content-security-policy')).toBe(contentSecurityPolicy());
    }
  });

  it('denies every permission a page asks for', async () => {
    const { electron } = await started();
    for (const permission of ['media', 'notifications', 'geolocation', 'clipboard-read', 'openExternal']) {
      const granted = await new Promise<boolean>((resolve) => electron.permissionRequestHandler?.(null, permission, resolve));
      expect(granted, permission).toBe(false);
      expect(electron.permissionCheckHandler?.(null, permission)).toBe(false);
    }
  });

  it('keeps Chromium’s storage, its archive and its log in the data folder', async () => {
    const { electron, dataDir } = await started();
    expect(electron.paths.get('userData')).toBe(dataDir);
    expect(existsSync(join(dataDir, 'congkak.sqlite'))).toBe(true);
    const log = readFileSync(join(dataDir, 'logs', 'main.log'), 'utf8');
    expect(log).toContain('Congkak 9.9.9 starting');
    // The line the release workflow's launch check and the smoke test look for.
    expect(log).toContain(ARCHIVE_OPEN_MESSAGE);
  });

  it('leaves in its data folder what the release workflow’s launch check waits for', async () => {
    // Its own start: the tests above make the app log the refusals they provoke.
    const { dataDir } = startMain('launch-check');
    const state = () => ({
      log: readFileSync(join(dataDir, 'logs', 'main.log'), 'utf8'),
      archiveExists: existsSync(join(dataDir, 'congkak.sqlite')),
      backups: existsSync(join(dataDir, 'backups')) ? readdirSync(join(dataDir, 'backups')) : [],
      exit: null,
    });
    // The start-up backup comes from the archive's worker, a moment after the window.
    await vi.waitFor(() => expect(launchVerdict(state(), '9.9.9')).toEqual({ kind: 'started' }), PATIENCE);
  });

  it('names itself to Windows as the installer’s shortcuts do, and only on Windows', async () => {
    const { electron } = await started();
    expect(electron.appUserModelIds).toEqual(process.platform === 'win32' ? [APP_USER_MODEL_ID] : []);
    const onWindows = startMain('windows', { platform: 'win32' });
    expect(onWindows.electron.appUserModelIds).toEqual([APP_USER_MODEL_ID]);
    // Before any window exists: Windows reads it when the first one opens.
    expect(onWindows.electron.calls.indexOf('app.setAppUserModelId')).toBeLessThan(onWindows.electron.calls.indexOf('ready'));
    await vi.waitFor(() => expect(onWindows.electron.windows).toHaveLength(1), PATIENCE);
  });

  it('sets the application menu, and builds it again in the language the player chooses', async () => {
    const { electron } = await started();
    expect(electron.menus).toHaveLength(1);
    expect(menuItems(electron.menus[0]).find((item) => item.id === 'new-game')?.label).toBe('New game');
    const updateSettings = electron.ipcHandlers.get(channelFor('updateSettings'));
    expect(await updateSettings?.(APP_PAGE, { language: 'de' })).toMatchObject({ ok: true });
    expect(electron.menus).toHaveLength(2);
    expect(menuItems(electron.menus[1]).find((item) => item.id === 'new-game')?.label).toBe('Neue Partie');
  });

  it('brings its window forward when a second instance starts', async () => {
    const { electron } = await started();
    const window = electron.windows[0];
    if (window) window.minimized = true;
    electron.app.emit('second-instance', new StandInEvent(), ['congkak'], work);
    expect(window?.minimized).toBe(false);
    expect(window?.focused).toBeGreaterThan(0);
  });
});

describe('navigation, new windows and external links', () => {
  let contents: StandInWebContents;
  let electron: ElectronStandIn;
  const hardened = async () => {
    if (!contents) {
      ({ electron } = startMain('links'));
      await vi.waitFor(() => expect(electron.windows).toHaveLength(1), PATIENCE);
      contents = new StandInWebContents();
      electron.app.emit('web-contents-created', new StandInEvent(), contents);
    }
    return { contents, electron };
  };

  it('lets the window move between the app’s own pages only', async () => {
    const { contents } = await hardened();
    const inside = new StandInEvent('app://congkak/index.html#/archive');
    contents.emit('will-frame-navigate', inside);
    expect(inside.defaultPrevented).toBe(false);
    for (const url of ['https://example.com/', 'file:///etc/passwd', 'app://other/index.html', 'javascript:alert(1)', 'data:text/html,x']) {
      const away = new StandInEvent(url);
      contents.emit('will-frame-navigate', away);
      expect(away.defaultPrevented, url).toBe(true);
      const redirect = new StandInEvent(url);
      contents.emit('will-redirect', redirect);
      expect(redirect.defaultPrevented, url).toBe(true);
    }
  });

  it('never opens a new window, and hands only http(s) links to the OS browser', async () => {
    const { contents, electron } = await hardened();
    const before = electron.openedExternally.length;
    for (const url of ['https://en.wikipedia.org/wiki/Congkak', 'file:///C:/Windows/System32/calc.exe', 'smb://server/share', 'javascript:alert(1)', 'app://congkak/index.html']) {
      expect(contents.windowOpenHandler?.({ url }), url).toEqual({ action: 'deny' });
    }
    contents.emit('will-frame-navigate', new StandInEvent('http://example.com/rules'));
    contents.emit('will-frame-navigate', new StandInEvent('ms-settings:privacy'));
    await vi.waitFor(() => expect(electron.openedExternally.slice(before)).toEqual(['https://en.wikipedia.org/wiki/Congkak', 'http://example.com/rules']), PATIENCE);
  });

  it('refuses <webview>', async () => {
    const { contents } = await hardened();
    const attach = new StandInEvent();
    contents.emit('will-attach-webview', attach);
    expect(attach.defaultPrevented).toBe(true);
  });
});

describe('quitting', () => {
  it('waits for the services to close, stops the opponent and the archive’s workers, then quits', async () => {
    const started = startMain('quit');
    const { electron, loaded, dataDir } = started;
    await vi.waitFor(() => expect(electron.windows).toHaveLength(1), PATIENCE);
    // A hint starts the computer opponent's worker thread.
    const game = (await electron.ipcHandlers.get(channelFor('newGame'))?.(APP_PAGE, {
      rules: 'kalah',
      players: [{ kind: 'human', name: 'Ana' }, { kind: 'computer', name: 'Computer', level: 1 }],
    })) as { ok: boolean; value: { id: number } };
    expect(game.ok).toBe(true);
    expect(await electron.ipcHandlers.get(channelFor('hint'))?.(APP_PAGE, { gameId: game.value.id, player: 0 })).toMatchObject({ ok: true });
    expect(loaded.workers.some((worker) => worker.file.endsWith('opponent-worker.cjs'))).toBe(true);

    electron.app.emit('window-all-closed');
    expect(electron.quitCount).toBe(1);
    const event = await quit(started);
    expect(event.defaultPrevented).toBe(true);
    expect(electron.quitCount).toBe(2);
    await Promise.all(loaded.workers.map((worker) => worker.exited));
    // The archive was closed: its write-ahead log checkpointed and removed.
    expect(existsSync(join(dataDir, 'congkak.sqlite-wal'))).toBe(false);
    // Quitting again (the second will-quit) lets Electron go.
    expect((await quit(started)).defaultPrevented).toBe(false);
  });
});

describe('starting refused', () => {
  it('quits at once when another Congkak holds the single-instance lock', async () => {
    const { electron, dataDir } = startMain('second', { gotLock: false });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(electron.quitCount).toBe(1);
    expect(electron.calls).not.toContain('app.whenReady');
    expect(electron.windows).toHaveLength(0);
    expect(existsSync(join(dataDir, 'congkak.sqlite'))).toBe(false);
  });

  it('a browser-mode Congkak holding the data folder: says so in a box with its address, and quits', async () => {
    // Electron's own single-instance lock only sees desktop copies: a browser-mode server is found by the data folder's lock.
    const dataDir = join(work, 'held', 'data');
    mkdirSync(dataDir, { recursive: true });
    const server = spawnTestProcess(process.execPath, [...serverCommand(ROOT), '--port', '0', '--data-dir', dataDir], { cwd: ROOT });
    try {
      const address = /at (http\S+)$/.exec(await server.firstLine())?.[1];
      const { electron, loaded } = startMain('held');
      await vi.waitFor(() => expect(electron.errorBoxes).toHaveLength(1), PATIENCE);
      expect(electron.errorBoxes[0]).toEqual({
        title: 'Congkak is already running with this data folder',
        message: `Congkak is already running with this data folder (${dataDir}): browser mode, process ${server.pid}, at ${address}`,
      });
      expect(electron.quitCount).toBe(1);
      expect(electron.windows).toHaveLength(0);
      await Promise.all(loaded.workers.map((worker) => worker.exited));
    } finally {
      await server.stop();
    }
  });

  it('shows a refused archive in an error box naming the folder, and quits', async () => {
    // A folder where the archive file should be: the archive cannot be opened, and is never moved aside.
    const { electron, loaded, dataDir } = startMain('refused', { prepare: (folder) => mkdirSync(join(folder, 'congkak.sqlite')) });
    await vi.waitFor(() => expect(electron.errorBoxes).toHaveLength(1), PATIENCE);
    expect(electron.errorBoxes[0]?.title).toBe('Congkak cannot save its data');
    expect(electron.errorBoxes[0]?.message).toContain(dataDir);
    expect(electron.quitCount).toBe(1);
    expect(electron.windows).toHaveLength(0);
    expect(electron.ipcHandlers.size).toBe(0);
    await Promise.all(loaded.workers.map((worker) => worker.exited));
    expect(readFileSync(join(dataDir, 'logs', 'main.log'), 'utf8')).toContain('cannot start');
  });

  it('an unpackaged app whose Electron build of better-sqlite3 does not load here: says how to fix it in a box, and quits', async () => {
    // Under Node, Electron's own build (node_modules/.cache) is either missing or built for Electron's ABI:
    // either way it cannot load, as it cannot in an Electron whose build went stale.
    const { electron, dataDir } = startMain('addon', { isPackaged: false });
    await vi.waitFor(() => expect(electron.errorBoxes).toHaveLength(1), PATIENCE);
    expect(electron.errorBoxes[0]?.title).toBe('Congkak cannot load its database module');
    expect(electron.errorBoxes[0]?.message).toContain('start Congkak with "npm start", which builds it for Electron');
    expect(electron.quitCount).toBe(1);
    expect(electron.windows).toHaveLength(0);
    expect(existsSync(join(dataDir, 'congkak.sqlite'))).toBe(false);
  });

  it('titles that box in the system\'s language, before any setting can be read', async () => {
    const { electron, loaded } = startMain('refused-malay', { systemLanguages: ['ms-MY', 'en-GB'], prepare: (folder) => mkdirSync(join(folder, 'congkak.sqlite')) });
    await vi.waitFor(() => expect(electron.errorBoxes).toHaveLength(1), PATIENCE);
    expect(electron.errorBoxes[0]?.title).toBe('Congkak tidak dapat menyimpan datanya');
    await Promise.all(loaded.workers.map((worker) => worker.exited));
  });
});

describe('opening a .congkak file', () => {
  const records = join(work, 'records');
  mkdirSync(records, { recursive: true });
  const record = (name: string, text: string) => {
    writeFileSync(join(records, name), text);
    return join(records, name);
  };
  const kalahGame = (south: string) => `[South "${south}"]\n[North "Bo"]\n[Rules "kalah"]\n\nS 1\nN 1\n`;
  const openedGames = (electron: ElectronStandIn) =>
    electron.windows[0]?.webContents.sent.filter((sent) => sent.channel === EVENT_CHANNEL && (sent.payload as AppEvent).type === 'open-game').map((sent) => (sent.payload as { gameId: number }).gameId) ?? [];
  const archivedSouthNames = async (electron: ElectronStandIn) => {
    const page = (await electron.ipcHandlers.get(channelFor('listArchive'))?.(APP_PAGE, {})) as { value: ArchivePage };
    return page.value.rows.map((row) => row.players[0].name).sort();
  };

  let opener: ElectronStandIn;
  const started = async () => {
    if (!opener) {
      const first = record('first.congkak', kalahGame('Ana'));
      ({ electron: opener } = startMain('open', { args: ['--no-sandbox', first], openDialogFiles: [record('chosen.congkak', kalahGame('Cai'))] }));
      await vi.waitFor(() => expect(openedGames(opener)).toHaveLength(1), PATIENCE);
    }
    return opener;
  };

  it('imports the file the app was started with and shows its game once the window is up', async () => {
    const electron = await started();
    expect(await archivedSouthNames(electron)).toEqual(['Ana']);
    expect(electron.windows[0]?.loadedUrls).toEqual([APP_ENTRY_URL]);
  });

  it('imports a file a second start hands over, resolved against that start’s folder, and comes forward', async () => {
    const electron = await started();
    record('second.congkak', kalahGame('Dee'));
    const window = electron.windows[0];
    if (window) window.minimized = true;
    electron.app.emit('second-instance', new StandInEvent(), ['congkak', '--flag', 'second.congkak'], records);
    await vi.waitFor(() => expect(openedGames(electron)).toHaveLength(2), PATIENCE);
    expect(await archivedSouthNames(electron)).toEqual(['Ana', 'Dee']);
    expect(window?.minimized).toBe(false);
  });

  it('shows a game the archive already has instead of importing it twice', async () => {
    const electron = await started();
    electron.app.emit('second-instance', new StandInEvent(), ['congkak', join(records, 'first.congkak')], '/');
    await vi.waitFor(() => expect(openedGames(electron)).toHaveLength(3), PATIENCE);
    const [first, , again] = openedGames(electron);
    expect(again).toBe(first);
    expect(await archivedSouthNames(electron)).toEqual(['Ana', 'Dee']);
  });

  it('tells a record it refuses in a box, naming the file and the line', async () => {
    const electron = await started();
    const broken = record('broken.congkak', '[Rules "kalah"]\n\nN 1\n');
    electron.app.emit('second-instance', new StandInEvent(), ['congkak', broken], '/');
    await vi.waitFor(() => expect(electron.messageBoxes).toHaveLength(1), PATIENCE);
    expect(electron.messageBoxes[0]).toMatchObject({ type: 'error', title: 'Congkak cannot open this record', detail: expect.stringMatching(/^broken\.congkak is not a game record Congkak can read: Line 3: North is not to move/) as string });
    expect(openedGames(electron)).toHaveLength(3);
  });

  it('opens a record chosen with the menu’s Open a record…', async () => {
    const electron = await started();
    const item = menuItems(electron.menus[0]).find((candidate) => candidate.id === 'open-record');
    expect(item?.accelerator).toBe('CmdOrCtrl+O');
    item?.click?.();
    await vi.waitFor(() => expect(openedGames(electron)).toHaveLength(4), PATIENCE);
    expect(await archivedSouthNames(electron)).toEqual(['Ana', 'Cai', 'Dee']);
  });

  // Linux desktop entries pass %U: file managers hand over file: URLs, spaces and letters percent-encoded.
  it('opens a file: URL the app was started with, and one a second start hands over, names with spaces and non-ASCII letters', async () => {
    const atLaunch = record('My game – permainan ñ.congkak', kalahGame('Fay'));
    const { electron } = startMain('open-url', { args: ['--no-sandbox', pathToFileURL(atLaunch).href] });
    await vi.waitFor(() => expect(openedGames(electron)).toHaveLength(1), PATIENCE);
    expect(await archivedSouthNames(electron)).toEqual(['Fay']);

    const handedOver = record('Pertandingan 2 游戏.congkak', kalahGame('Gus'));
    electron.app.emit('second-instance', new StandInEvent(), ['congkak', pathToFileURL(handedOver).href], '/');
    await vi.waitFor(() => expect(openedGames(electron)).toHaveLength(2), PATIENCE);
    expect(await archivedSouthNames(electron)).toEqual(['Fay', 'Gus']);
    expect(electron.messageBoxes).toEqual([]);
  });

  it('opens a file macOS hands over before the app is ready, once the window is up', async () => {
    const file = record('mac.congkak', kalahGame('Eve'));
    let event = new StandInEvent();
    const { electron } = startMain('open-file', {
      beforeReady: (standIn) => {
        event = new StandInEvent();
        standIn.app.emit('open-file', event, file);
      },
    });
    expect(event.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(openedGames(electron)).toHaveLength(1), PATIENCE);
    expect(await archivedSouthNames(electron)).toEqual(['Eve']);
  });
});

interface MenuItem {
  id?: string;
  label?: string;
  accelerator?: string;
  click?: () => void;
  submenu?: MenuItem[];
}

function menuItems(template: unknown): MenuItem[] {
  return (template as MenuItem[]).flatMap((item) => [item, ...menuItems(item.submenu ?? [])]);
}

describe('telling of a newer release', () => {
  let server: Server;
  const asked: string[] = [];
  let latest = 'v10.0.0';
  const releasePage = (tag: string) => `https://github.com/example/congkak/releases/tag/${tag}`;
  const feed = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}/releases/latest`;

  beforeAll(async () => {
    server = createServer((request, response) => {
      asked.push(request.url ?? '');
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ tag_name: latest, html_url: releasePage(latest), draft: false, prerelease: false }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('asks the feed once the window is up, tells of the newer version, and opens its page only when asked to', async () => {
    vi.stubEnv('CONGKAK_RELEASE_FEED', feed());
    const { electron } = startMain('update', { version: '0.1.0' });
    await vi.waitFor(() => expect(electron.messageBoxes).toHaveLength(1), PATIENCE);
    expect(asked).toEqual(['/releases/latest']);
    expect(electron.messageBoxes[0]).toMatchObject({ message: 'Congkak 10.0.0 is available.', buttons: ['Open the download page', 'Later'] });
    // The stand-in answers the first button: the page opens in the browser, nothing is downloaded by the app.
    await vi.waitFor(() => expect(electron.openedExternally).toEqual([releasePage('v10.0.0')]), PATIENCE);
  });

  it('says nothing when this is the latest version', async () => {
    latest = 'v0.1.0';
    vi.stubEnv('CONGKAK_RELEASE_FEED', feed());
    const { electron, dataDir } = startMain('no-update', { version: '0.1.0' });
    await vi.waitFor(() => expect(asked).toHaveLength(2), PATIENCE);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(electron.messageBoxes).toEqual([]);
    expect(readFileSync(join(dataDir, 'logs', 'main.log'), 'utf8')).not.toContain('update check');
  });

  it('works offline: the failed check is logged, and nothing is shown', async () => {
    vi.stubEnv('CONGKAK_RELEASE_FEED', 'http://127.0.0.1:9/releases/latest');
    const { electron, dataDir } = startMain('offline', { version: '0.1.0' });
    await vi.waitFor(() => expect(readFileSync(join(dataDir, 'logs', 'main.log'), 'utf8')).toContain('update check: '), { timeout: 20_000 });
    expect(electron.messageBoxes).toEqual([]);
    expect(electron.errorBoxes).toEqual([]);
  });

  // A development build (not packaged) never checks either: releaseFeedFor's unit test; here it
  // could not start, for want of the Electron build of better-sqlite3 it loads.
  it('never checks when turned off', async () => {
    const before = asked.length;
    vi.stubEnv('CONGKAK_RELEASE_FEED', feed());
    vi.stubEnv('CONGKAK_UPDATE_CHECK', 'off');
    const { electron } = startMain('update-off');
    await vi.waitFor(() => expect(electron.windows[0]?.loadedUrls).toHaveLength(1), PATIENCE);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(asked).toHaveLength(before);
  });
});
