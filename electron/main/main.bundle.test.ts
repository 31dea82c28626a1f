import { build } from 'esbuild';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contentSecurityPolicy } from '../contract/csp';
import { OPERATION_NAMES } from '../contract';
import { mainBuildOptions, ROOT } from '../../scripts/build-electron';

// The bundled main process, run under Node with a stand-in `electron` module:
// proves the glue in main.ts (protocol, IPC, window, services, log) works as
// shipped, with the real services, engine and better-sqlite3.

type Handler = (...args: unknown[]) => unknown;

interface Recorded {
  ipc: Map<string, Handler>;
  protocols: Map<string, (request: Request) => Promise<Response>>;
  windowOptions: Record<string, unknown>[];
  loadedUrls: string[];
  sent: unknown[][];
}

const recorded: Recorded = { ipc: new Map(), protocols: new Map(), windowOptions: [], loadedUrls: [], sent: [] };
let work = '';
let dataDir = '';

function fakeElectron(): unknown {
  const noop = () => undefined;
  const contents = { on: noop, send: (...args: unknown[]) => recorded.sent.push(args), setWindowOpenHandler: noop };
  class BrowserWindow {
    webContents = contents;
    constructor(options: Record<string, unknown>) {
      recorded.windowOptions.push(options);
    }
    once = noop;
    on = noop;
    isDestroyed = () => false;
    async loadURL(url: string) {
      recorded.loadedUrls.push(url);
    }
  }
  const area = { x: 0, y: 0, width: 1920, height: 1080 };
  return {
    app: {
      getPath: () => join(work, 'user-data'),
      setPath: noop,
      requestSingleInstanceLock: () => true,
      on: noop,
      whenReady: () => Promise.resolve(),
      isPackaged: true,
      getVersion: () => '9.9.9',
      quit: noop,
    },
    protocol: { registerSchemesAsPrivileged: noop, handle: (scheme: string, handler: (request: Request) => Promise<Response>) => recorded.protocols.set(scheme, handler) },
    ipcMain: { handle: (channel: string, handler: Handler) => recorded.ipc.set(channel, handler) },
    BrowserWindow,
    Menu: { buildFromTemplate: (template: unknown) => template, setApplicationMenu: noop },
    screen: { getPrimaryDisplay: () => ({ workArea: area }), getAllDisplays: () => [{ workArea: area }] },
    session: { defaultSession: { setPermissionRequestHandler: noop, setPermissionCheckHandler: noop } },
    dialog: { showErrorBox: (title: string, message: string) => { throw new Error(`${title}: ${message}`); } },
    shell: { openExternal: async () => undefined },
  };
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'congkak-main-'));
  dataDir = join(work, 'data');
  const bundleDir = join(work, 'dist', 'electron');
  mkdirSync(join(work, 'dist', 'renderer'), { recursive: true });
  writeFileSync(join(work, 'dist', 'renderer', 'index.html'), '<!doctype html><title>Congkak</title>');
  cpSync(join(ROOT, 'electron', 'services', 'migrations'), join(bundleDir, 'migrations'), { recursive: true });
  const result = await build({ ...mainBuildOptions(ROOT), outfile: join(bundleDir, 'main.cjs'), write: false, sourcemap: false, logLevel: 'silent' });
  const code = result.outputFiles?.find((file) => file.path.endsWith('main.cjs'))?.text ?? '';
  const realRequire = createRequire(join(ROOT, 'package.json'));
  const electron = fakeElectron();
  const requireInBundle = (name: string) => (name === 'electron' ? electron : realRequire(name));
  vi.stubEnv('CONGKAK_DATA_DIR', dataDir);
  const module = { exports: {} };
  new Function('require', 'module', 'exports', '__filename', '__dirname', code)(requireInBundle, module, module.exports, join(bundleDir, 'main.cjs'), bundleDir);
  await vi.waitFor(() => expect(recorded.loadedUrls).toHaveLength(1), { timeout: 5000 });
}, 20_000);

afterAll(() => {
  vi.unstubAllEnvs();
  rmSync(work, { recursive: true, force: true });
});

describe('bundled main process', () => {
  it('opens one sandboxed window on the app page with the bundled preload', () => {
    expect(recorded.loadedUrls).toEqual(['app://congkak/index.html']);
    expect(recorded.windowOptions).toHaveLength(1);
    expect(recorded.windowOptions[0]).toMatchObject({ webPreferences: { preload: join(work, 'dist', 'electron', 'preload.cjs'), sandbox: true, contextIsolation: true } });
  });

  it('registers one IPC handler per contract operation', () => {
    expect([...recorded.ipc.keys()].sort()).toEqual(OPERATION_NAMES.map((operation) => `congkak:${operation}`).sort());
  });

  it('answers the app page through the real services and refuses other senders', async () => {
    const getSettings = recorded.ipc.get('congkak:getSettings');
    const trusted = await getSettings?.({ senderFrame: { url: 'app://congkak/index.html' } }, {});
    expect(trusted).toMatchObject({ ok: true });
    const untrusted = await getSettings?.({ senderFrame: { url: 'https://evil.example/' } }, {});
    expect(untrusted).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    const badInput = await getSettings?.({ senderFrame: { url: 'app://congkak/index.html' } }, { unexpected: true });
    expect(badInput).toMatchObject({ ok: false, error: { code: 'bad-request' } });
  });

  it('serves the renderer over app:// with the CSP and nothing outside it', async () => {
    const serve = recorded.protocols.get('app');
    const page = await serve?.(new Request('app://congkak/index.html'));
    expect(page?.status).toBe(200);
    expect(page?.headers.get('content-security-policy')).toBe(contentSecurityPolicy());
    expect(await page?.text()).toContain('<title>Congkak</title>');
    expect((await serve?.(new Request('app://congkak/..%2Fmain.cjs')))?.status).toBe(404);
    expect((await serve?.(new Request('app://congkak/missing.js')))?.status).toBe(404);
  });

  it('keeps its archive and its log in the data folder', () => {
    expect(existsSync(join(dataDir, 'congkak.sqlite'))).toBe(true);
    expect(readFileSync(join(dataDir, 'logs', 'main.log'), 'utf8')).toContain('Congkak 9.9.9 starting');
  });
});
