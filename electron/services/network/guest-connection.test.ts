import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { WebSocketServer } from 'ws';
import { connectToHost, FIRST_REACH_FOR_MS, RECONNECT_FOR_MS, type GuestConnection, type GuestOptions } from './guest-connection';
import { startHosting, type HostEndpoint } from './host-endpoint';
import { CHANNEL_PATH, CLOSE_CODES } from './messages';
import { payloads, stateReached } from './testing/channel-waits';
import { socketsLeftOpen } from './testing/no-open-sockets';
import { startCuttableProxy, type CuttableProxy } from './testing/cuttable-proxy';
import { steppingClock } from './testing/stepping-clock';

const CODE = '000417';
const LIMITS = { heartbeatMs: 60_000, handshakeTimeoutMs: 30_000, framesPerSecond: 1000 };

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function hostBehindProxy(limits = LIMITS): Promise<{ endpoint: HostEndpoint; proxy: CuttableProxy }> {
  const endpoint = await startHosting({ code: CODE, addresses: ['127.0.0.1'], limits });
  cleanups.push(() => endpoint.stop());
  const proxy = await startCuttableProxy(endpoint.port);
  cleanups.push(() => proxy.close());
  return { endpoint, proxy };
}

function guest(port: number, extra: Partial<GuestOptions> = {}): GuestConnection {
  const connection = connectToHost({ host: '127.0.0.1', port, code: CODE, limits: LIMITS, backoff: { initialMs: 5, maxMs: 20 }, ...extra });
  cleanups.push(() => connection.close());
  return connection;
}

/** A port that was free a moment ago: nothing listens there. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

describe('the guest connection', () => {
  it('reconnects after a drop, with a fresh handshake, and carries payloads again', async () => {
    const { endpoint, proxy } = await hostBehindProxy();
    const connection = guest(proxy.port);
    await Promise.all([stateReached(connection, 'open'), stateReached(endpoint.channel, 'open')]);

    const guestDropped = stateReached(connection, 'dropped');
    const hostDropped = stateReached(endpoint.channel, 'dropped');
    proxy.cut();
    expect(await guestDropped).toMatchObject({ state: 'dropped', reason: 'connection-lost' });
    await hostDropped;
    expect(connection.send({ lost: true })).toMatchObject({ ok: false, reason: 'not-open' });

    await Promise.all([stateReached(connection, 'open'), stateReached(endpoint.channel, 'open')]);
    const atHost = payloads(endpoint.channel, 2);
    connection.send({ n: 1 });
    connection.send({ n: 2 });
    expect(await atHost).toEqual([{ n: 1 }, { n: 2 }]);
    const atGuest = payloads(connection, 1);
    endpoint.channel.send({ back: true });
    expect(await atGuest).toEqual([{ back: true }]);
    expect(endpoint.wrongCodes).toBe(0);
  });

  it('declares a host that stops answering dropped, and rejoins once it answers again', async () => {
    const { endpoint, proxy } = await hostBehindProxy({ ...LIMITS, heartbeatMs: 30 });
    const connection = guest(proxy.port, { limits: { ...LIMITS, heartbeatMs: 30, handshakeTimeoutMs: 200 } });
    await stateReached(connection, 'open');
    const dropped = stateReached(connection, 'dropped');
    proxy.freeze();
    expect(await dropped).toMatchObject({ reason: 'silent' });
    proxy.thaw();
    await Promise.all([stateReached(connection, 'open'), endpoint.channel.state === 'open' ? null : stateReached(endpoint.channel, 'open')]);
  });

  it('takes the code as typed, and refuses what is not a code without connecting', async () => {
    const { endpoint } = await hostBehindProxy();
    const typed = guest(endpoint.port, { code: ' 000-417 ' });
    await Promise.all([stateReached(typed, 'open'), stateReached(endpoint.channel, 'open')]);
    const left = stateReached(endpoint.channel, 'dropped');
    typed.close();
    await left;
    const notACode = guest(endpoint.port, { code: '0417' });
    expect(await stateReached(notACode, 'closed')).toMatchObject({ reason: 'wrong-code', message: '6 digits are needed' });
    expect(endpoint.wrongCodes).toBe(0);
  });

  it('gives up on a host it never reached after FIRST_REACH_FOR_MS, saying so; a kept game’s rejoin keeps trying for the ten minutes', async () => {
    const port = await freePort();
    // A clock one second later at every look: each try moves it on, so no test waits on real time.
    const clock = steppingClock(1_000);
    const first = guest(port, { now: clock.now });
    expect(await stateReached(first, 'closed')).toMatchObject({ reason: 'unreachable', message: `the host at 127.0.0.1:${port} cannot be reached` });
    expect(clock.looks).toBeGreaterThan(FIRST_REACH_FOR_MS / 1_000);
    expect(clock.looks).toBeLessThan(FIRST_REACH_FOR_MS / 1_000 + 3);

    // A kept game's rejoin passes the ten minutes: past the first join's limit, it is still trying.
    const rejoinClock = steppingClock(1_000);
    const rejoin = guest(port, { now: rejoinClock.now, reachFirstForMs: RECONNECT_FOR_MS });
    await rejoinClock.reached(FIRST_REACH_FOR_MS / 1_000 + 10);
    expect(rejoin.state).toBe('connecting');
    rejoinClock.jump(RECONNECT_FOR_MS);
    expect(await stateReached(rejoin, 'closed')).toMatchObject({ reason: 'unreachable' });
  });

  it('keeps reconnecting to a host whose app closed with its game kept, and is back once it hosts again with the same code and port; a hosting stopped for good ends it', async () => {
    const first = await startHosting({ code: CODE, addresses: ['127.0.0.1'], limits: LIMITS });
    const connection = guest(first.port);
    await stateReached(connection, 'open');
    const dropped = stateReached(connection, 'dropped');
    await first.stop({ keepsGame: true });
    expect(await dropped).toMatchObject({ reason: 'connection-lost' });
    const again = await startHosting({ code: CODE, addresses: ['127.0.0.1'], port: first.port, limits: LIMITS });
    cleanups.push(() => again.stop());
    await Promise.all([stateReached(connection, 'open'), stateReached(again.channel, 'open')]);
    const closed = stateReached(connection, 'closed');
    await again.stop();
    expect(await closed).toMatchObject({ reason: 'hosting-ended' });
  });

  it('refuses a host that cannot prove the code (a stand-in that answers with random values)', async () => {
    const wss = new WebSocketServer({ host: '127.0.0.1', port: 0, path: CHANNEL_PATH });
    cleanups.push(() => new Promise((resolve) => wss.close(resolve)));
    await new Promise((resolve) => wss.once('listening', resolve));
    const closes: number[] = [];
    wss.on('connection', (ws) => {
      ws.once('message', () => {
        const { key, nonce } = { key: Buffer.alloc(32, 5).toString('base64'), nonce: Buffer.alloc(32, 1).toString('base64') };
        ws.send(JSON.stringify({ v: 1, type: 'challenge', key, nonce }));
        ws.once('message', () => ws.send(JSON.stringify({ v: 1, type: 'confirm', mac: Buffer.alloc(32).toString('base64') })));
      });
      ws.on('close', (code) => closes.push(code));
    });
    const connection = guest((wss.address() as AddressInfo).port);
    expect(await stateReached(connection, 'closed')).toMatchObject({ reason: 'not-authentic' });
    expect(connection.state).toBe('closed');
    await new Promise((resolve) => setImmediate(resolve));
    expect(closes).toEqual([CLOSE_CODES['not-authentic']]);
  });

  it('leaves for good when closed: no retry, the host sees the guest go', async () => {
    const { endpoint } = await hostBehindProxy();
    const connection = guest(endpoint.port);
    await Promise.all([stateReached(connection, 'open'), stateReached(endpoint.channel, 'open')]);
    const hostDropped = stateReached(endpoint.channel, 'dropped');
    connection.close();
    expect(connection.state).toBe('closed');
    await hostDropped;
    expect(endpoint.connections).toBe(0);
  });
});

afterAll(async () => {
  expect(await socketsLeftOpen()).toEqual([]);
});
