// `--network-on-loopback`: two browser-mode servers, each with its own data
// folder, host and join a network game through their HTTP APIs on 127.0.0.1,
// as the two-instance e2e tests do through the screens.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { HostingInfo, NetworkPlayState } from '../electron/contract';
import { startBrowserModeServer, type BrowserModeServer } from './browser-mode-server';
import { serverApi } from './server-api';

const started: BrowserModeServer[] = [];
const folders: string[] = [];

async function server(): Promise<{ call: (operation: string, input?: unknown) => Promise<unknown> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'congkak-loopback-'));
  folders.push(dataDir);
  const running = await startBrowserModeServer(dataDir, ['--network-on-loopback']);
  started.push(running);
  const api = serverApi(running.url);
  return { call: (operation, input) => api.value(operation, input) };
}

afterEach(async () => {
  await Promise.all(started.splice(0).map((running) => running.stop()));
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('browser mode with --network-on-loopback', () => {
  it('hosts on 127.0.0.1 only, not advertised, and a second copy joins by the typed address', async () => {
    const host = await server();
    const guest = await server();
    const hosting = (await host.call('hostGame', { rules: 'kalah', name: 'Ana' })) as HostingInfo;
    expect(hosting.addresses).toEqual(['127.0.0.1']);
    expect(hosting.port).toBeGreaterThan(0);
    expect(hosting.discoveryProblem).not.toBeNull();

    await guest.call('joinGame', { to: { address: `127.0.0.1:${hosting.port}` }, code: hosting.code, name: 'Budi' });
    const hostState = await until(
      () => host.call('getNetworkState') as Promise<NetworkPlayState>,
      (state) => state.role === 'host' && state.game.connection.state === 'playing',
    );
    const guestState = (await guest.call('getNetworkState')) as NetworkPlayState;
    expect(guestState).toMatchObject({ role: 'guest', host: { address: '127.0.0.1', port: hosting.port }, game: { connection: { state: 'playing' }, side: 1 } });
    expect(hostState).toMatchObject({ role: 'host', game: { side: 0 } });
  });
});
