import { request } from 'node:http';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { OPERATION_NAMES } from '../../contract';
import { connectToHost, type GuestConnection } from './guest-connection';
import { ephemeralFrom } from './handshake';
import { startHosting, type HostEndpoint, type HostOptions } from './host-endpoint';
import { MAX_PENDING_HANDSHAKES } from './limits';
import { CHANNEL_PATH, CLOSE_CODES, frameText, MAX_FRAME_BYTES, PROTOCOL_VERSION, WS_MAX_PAYLOAD, WS_MESSAGE_TOO_BIG } from './messages';
import { createSealer } from './sealing';
import { payloads, stateReached } from './testing/channel-waits';
import { socketsLeftOpen } from './testing/no-open-sockets';
import { openRawPeer, type RawPeer } from './testing/raw-peer';

const CODE = '418093';
const FAST = { heartbeatMs: 60_000, handshakeTimeoutMs: 30_000, framesPerSecond: 1000 };

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function host(options: Partial<HostOptions> = {}): Promise<HostEndpoint> {
  const endpoint = await startHosting({ code: CODE, addresses: ['127.0.0.1'], limits: FAST, ...options });
  cleanups.push(() => endpoint.stop());
  return endpoint;
}

function guest(port: number, code = CODE, extra: Partial<Parameters<typeof connectToHost>[0]> = {}): GuestConnection {
  const connection = connectToHost({ host: '127.0.0.1', port, code, limits: FAST, backoff: { initialMs: 5, maxMs: 20 }, ...extra });
  cleanups.push(() => connection.close());
  return connection;
}

async function raw(port: number, options?: Parameters<typeof openRawPeer>[1]): Promise<RawPeer> {
  const peer = await openRawPeer(port, options);
  cleanups.push(() => peer.ws.terminate());
  return peer;
}

/** A well-behaved guest joins, a payload goes each way, and it leaves. */
async function wellBehavedGuestJoins(endpoint: HostEndpoint): Promise<void> {
  const connection = guest(endpoint.port);
  const hostOpen = endpoint.channel.state === 'open' ? Promise.resolve() : stateReached(endpoint.channel, 'open');
  await stateReached(connection, 'open');
  await hostOpen;
  const atHost = payloads(endpoint.channel, 1);
  connection.send({ hello: 'host' });
  expect(await atHost).toEqual([{ hello: 'host' }]);
  const dropped = stateReached(endpoint.channel, 'dropped');
  connection.close();
  await dropped;
}

describe('the channel with the right code', () => {
  it('opens both ways and carries payloads in order', async () => {
    const endpoint = await host();
    const connection = guest(endpoint.port);
    const [guestOpen, hostOpen] = await Promise.all([stateReached(connection, 'open'), stateReached(endpoint.channel, 'open')]);
    expect([guestOpen.reason, hostOpen.reason]).toEqual(['connected', 'connected']);

    const atHost = payloads(endpoint.channel, 50);
    const atGuest = payloads(connection, 50);
    for (let n = 0; n < 50; n++) {
      expect(connection.send({ n, from: 'guest' })).toEqual({ ok: true });
      expect(endpoint.channel.send({ n, from: 'host', board: [4, 4, 4, 'é'] })).toEqual({ ok: true });
    }
    expect(await atHost).toEqual(Array.from({ length: 50 }, (_, n) => ({ n, from: 'guest' })));
    expect(await atGuest).toEqual(Array.from({ length: 50 }, (_, n) => ({ n, from: 'host', board: [4, 4, 4, 'é'] })));
  });

  it('refuses to send what is not JSON or too large, and sends nothing while no guest is attached', async () => {
    const endpoint = await host();
    expect(endpoint.channel.send({ a: 1 })).toMatchObject({ ok: false, reason: 'not-open' });
    const connection = guest(endpoint.port);
    await Promise.all([stateReached(connection, 'open'), stateReached(endpoint.channel, 'open')]);
    expect(connection.send('x'.repeat(MAX_FRAME_BYTES))).toMatchObject({ ok: false, reason: 'too-large' });
    expect(connection.send(10n)).toMatchObject({ ok: false, reason: 'not-json' });
    expect(connection.state).toBe('open');
  });
});

describe('a wrong code', () => {
  it('is refused, and nothing the host sent depends on the code', async () => {
    // The same host secrets in every run: only the code differs.
    const ephemeral = () => ephemeralFrom(Buffer.alloc(32, 7), Buffer.alloc(32, 9));
    const seen: { frames: string[]; code: number; reason: string }[] = [];
    for (const tried of ['000000', '999999']) {
      const endpoint = await host({ ephemeral });
      const peer = await raw(endpoint.port);
      expect(await peer.handshake(tried)).toBeNull();
      const closed = await peer.closed;
      seen.push({ frames: peer.received, ...closed });
      expect(endpoint.wrongCodes).toBe(1);
      expect(endpoint.channel.state).toBe('connecting');
      await endpoint.stop();
    }
    expect(seen[0]).toEqual(seen[1]);
    expect(seen[0]?.code).toBe(CLOSE_CODES['wrong-code']);
    expect(seen[0]?.frames).toHaveLength(1);
    expect(Object.keys(JSON.parse(seen[0]?.frames[0] ?? '{}'))).toEqual(['v', 'type', 'key', 'nonce']);
  });

  it('five of them end the hosting, and the owner is told', async () => {
    const endpoint = await host();
    const ended = stateReached(endpoint.channel, 'closed');
    for (let n = 0; n < 5; n++) {
      const peer = await raw(endpoint.port);
      expect(await peer.handshake('123456')).toBeNull();
      expect((await peer.closed).code).toBe(CLOSE_CODES['wrong-code']);
    }
    expect(await ended).toMatchObject({ state: 'closed', reason: 'too-many-wrong-codes' });
    await expect(openRawPeer(endpoint.port)).rejects.toThrow();
  });

  it('a right code after four wrong ones still joins', async () => {
    const endpoint = await host();
    for (let n = 0; n < 4; n++) expect(await (await raw(endpoint.port)).handshake('123456')).toBeNull();
    await wellBehavedGuestJoins(endpoint);
    expect(endpoint.channel.state).toBe('dropped');
  });

  it('ends the guest for good: it does not try again with the same wrong code', async () => {
    const endpoint = await host();
    const connection = guest(endpoint.port, '111111');
    expect(await stateReached(connection, 'closed')).toMatchObject({ reason: 'wrong-code' });
    expect(endpoint.wrongCodes).toBe(1);
  });
});

/** Each misbehaving peer, after its handshake when `keys` is used; the close it must get. */
const OFFENCES: { name: string; expected: number; act(peer: RawPeer): Promise<void> }[] = [
  {
    name: 'a replayed frame',
    expected: CLOSE_CODES['not-authentic'],
    async act(peer) {
      const sealer = createSealer((await peer.handshake(CODE))!.guestToHost);
      const frame = frameText({ v: PROTOCOL_VERSION, type: 'sealed', ...sealer.seal(Buffer.from('{"move":3}')) });
      peer.send(frame);
      peer.send(frame);
    },
  },
  {
    name: 'a reordered frame',
    expected: CLOSE_CODES['not-authentic'],
    async act(peer) {
      const sealer = createSealer((await peer.handshake(CODE))!.guestToHost);
      const first = sealer.seal(Buffer.from('1'));
      const second = sealer.seal(Buffer.from('2'));
      peer.send(frameText({ v: PROTOCOL_VERSION, type: 'sealed', ...second }));
      peer.send(frameText({ v: PROTOCOL_VERSION, type: 'sealed', ...first }));
    },
  },
  {
    name: 'an altered byte',
    expected: CLOSE_CODES['not-authentic'],
    async act(peer) {
      const sealer = createSealer((await peer.handshake(CODE))!.guestToHost);
      const { seq, box } = sealer.seal(Buffer.from('{"move":3}'));
      const bytes = Buffer.from(box, 'base64');
      bytes[3] = (bytes[3] ?? 0) ^ 0x01;
      peer.send(frameText({ v: PROTOCOL_VERSION, type: 'sealed', seq, box: bytes.toString('base64') }));
    },
  },
  {
    name: 'a frame sealed with the other direction’s key',
    expected: CLOSE_CODES['not-authentic'],
    async act(peer) {
      const sealer = createSealer((await peer.handshake(CODE))!.hostToGuest);
      peer.send(frameText({ v: PROTOCOL_VERSION, type: 'sealed', ...sealer.seal(Buffer.from('1')) }));
    },
  },
  {
    name: 'an oversized frame',
    expected: CLOSE_CODES['too-large'],
    async act(peer) {
      peer.send('x'.repeat(MAX_FRAME_BYTES + 1));
    },
  },
  {
    name: 'a frame over ws’s own bound, refused while it arrives',
    expected: WS_MESSAGE_TOO_BIG,
    async act(peer) {
      peer.send('x'.repeat(WS_MAX_PAYLOAD + 1));
    },
  },
  {
    name: 'a wrong version',
    expected: CLOSE_CODES['unsupported-version'],
    async act(peer) {
      peer.send(JSON.stringify({ v: 2, type: 'hello', key: Buffer.alloc(32).toString('base64'), nonce: Buffer.alloc(32).toString('base64') }));
    },
  },
  {
    name: 'invalid JSON',
    expected: CLOSE_CODES.malformed,
    async act(peer) {
      peer.send('{"v":1,"type":"hello",');
    },
  },
  {
    name: 'a binary frame',
    expected: CLOSE_CODES.malformed,
    async act(peer) {
      peer.send(Buffer.from('{"v":1}'));
    },
  },
  {
    name: 'a sealed frame before the handshake',
    expected: CLOSE_CODES['out-of-order'],
    async act(peer) {
      peer.send(frameText({ v: PROTOCOL_VERSION, type: 'sealed', ...createSealer(Buffer.alloc(32)).seal(Buffer.from('1')) }));
    },
  },
  {
    name: 'an unusable key (a low-order point)',
    expected: CLOSE_CODES.malformed,
    async act(peer) {
      peer.send(JSON.stringify({ v: 1, type: 'hello', key: Buffer.alloc(32).toString('base64'), nonce: Buffer.alloc(32).toString('base64') }));
    },
  },
  {
    name: 'a flood over the rate bound',
    expected: CLOSE_CODES['too-fast'],
    async act(peer) {
      const sealer = createSealer((await peer.handshake(CODE))!.guestToHost);
      for (let n = 0; n < 60; n++) peer.send(frameText({ v: PROTOCOL_VERSION, type: 'sealed', ...sealer.seal(Buffer.from(String(n))) }));
    },
  },
];

describe('a misbehaving peer', () => {
  it.each(OFFENCES)('$name closes only that connection, with a reason, and a later guest still joins', async ({ act, expected }) => {
    const endpoint = await host({ limits: { ...FAST, framesPerSecond: 20 } });
    const peer = await raw(endpoint.port);
    await act(peer);
    const closed = await peer.closed;
    expect(closed.code).toBe(expected);
    // ws closes its own bound with the standard code alone.
    if (expected !== WS_MESSAGE_TOO_BIG) expect(closed.reason).toMatch(/^[a-z-]+: ./);
    expect(endpoint.wrongCodes).toBe(0);
    expect(endpoint.channel.state).not.toBe('closed');
    await wellBehavedGuestJoins(endpoint);
  });
});

describe('one guest at a time', () => {
  it('refuses a second joiner while a guest is attached, before any handshake; the guest may rejoin after a drop', async () => {
    const endpoint = await host();
    const first = guest(endpoint.port);
    await Promise.all([stateReached(first, 'open'), stateReached(endpoint.channel, 'open')]);

    const third = await raw(endpoint.port);
    const closed = await third.closed;
    expect(closed).toEqual({ code: CLOSE_CODES.busy, reason: 'busy: a guest is already playing this game' });
    expect(third.received).toEqual([]);
    const latecomer = guest(endpoint.port);
    expect(await stateReached(latecomer, 'closed')).toMatchObject({ reason: 'busy' });
    expect(endpoint.channel.state).toBe('open');

    // The first guest leaves; the one who was refused may now join.
    const dropped = stateReached(endpoint.channel, 'dropped');
    first.close();
    await dropped;
    await wellBehavedGuestJoins(endpoint);
  });
});

describe('connections that stall', () => {
  it('a peer that never finishes its handshake is closed, with a reason', async () => {
    const endpoint = await host({ limits: { ...FAST, handshakeTimeoutMs: 50 } });
    const peer = await raw(endpoint.port);
    expect(await peer.closed).toEqual({ code: CLOSE_CODES['handshake-timeout'], reason: 'handshake-timeout: the handshake took too long' });
    await wellBehavedGuestJoins(endpoint);
  });

  it('at most four handshakes at once: a fifth connection is refused as busy, and the place frees when one ends', async () => {
    const endpoint = await host();
    const stalled = await Promise.all(Array.from({ length: MAX_PENDING_HANDSHAKES }, () => raw(endpoint.port)));
    const fifth = await raw(endpoint.port);
    expect(await fifth.closed).toEqual({ code: CLOSE_CODES.busy, reason: 'busy: too many connections at once' });
    stalled[0]?.ws.terminate();
    // The host hears of it a moment after the peer: wait for the place to free.
    while (endpoint.connections >= MAX_PENDING_HANDSHAKES) await new Promise((resolve) => setTimeout(resolve, 5));
    await wellBehavedGuestJoins(endpoint);
  });
});

describe('heartbeat', () => {
  it('declares a guest that stops answering dropped', async () => {
    const endpoint = await host({ limits: { ...FAST, heartbeatMs: 30 } });
    const peer = await raw(endpoint.port, { autoPong: false });
    const open = stateReached(endpoint.channel, 'open');
    expect(await peer.handshake(CODE)).not.toBeNull();
    await open;
    expect(await stateReached(endpoint.channel, 'dropped')).toMatchObject({ reason: 'silent' });
    await peer.closed;
  });
});

function httpRequest(port: number, method: string, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers: { 'content-type': 'application/json' } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end(method === 'POST' ? '{}' : undefined);
  });
}

describe('nothing but the channel answers', () => {
  it('an HTTP request gets 404, or 426 on the channel’s path', async () => {
    const endpoint = await host();
    expect(await httpRequest(endpoint.port, 'GET', '/')).toBe(404);
    expect(await httpRequest(endpoint.port, 'GET', '/index.html')).toBe(404);
    expect(await httpRequest(endpoint.port, 'GET', CHANNEL_PATH)).toBe(426);
    expect(await httpRequest(endpoint.port, 'GET', '/api/events')).toBe(404);
    for (const operation of OPERATION_NAMES) expect(await httpRequest(endpoint.port, 'POST', `/api/${operation}`)).toBe(404);
  });

  it('listens on the addresses it is given only, not on every interface', async () => {
    const endpoint = await host();
    expect(endpoint.addresses).toEqual(['127.0.0.1']);
    // 127.0.0.2 reaches a server bound to 0.0.0.0 (or to the whole loopback): not this one.
    await expect(
      new Promise<number>((resolve, reject) => {
        const req = request({ host: '127.0.0.2', port: endpoint.port, path: CHANNEL_PATH }, (res) => resolve(res.statusCode ?? 0));
        req.on('error', reject);
        req.end();
      }),
    ).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });

  it('a WebSocket elsewhere than the channel, or from a web page, is refused', async () => {
    const endpoint = await host();
    const { WebSocket } = await import('ws');
    const statusOf = (path: string, headers: Record<string, string> = {}) =>
      new Promise<number>((resolve) => {
        const ws = new WebSocket(`ws://127.0.0.1:${endpoint.port}${path}`, { headers });
        ws.on('unexpected-response', (_req, res) => {
          resolve(res.statusCode ?? 0);
          ws.terminate();
        });
        ws.on('error', () => {});
        ws.on('open', () => {
          resolve(101);
          ws.terminate();
        });
      });
    expect(await statusOf('/')).toBe(404);
    expect(await statusOf('/api/newGame')).toBe(404);
    expect(await statusOf(CHANNEL_PATH, { Origin: 'http://evil.example' })).toBe(403);
  });

  it.each(OPERATION_NAMES)('a frame naming the contract operation %s is refused', async (operation) => {
    const endpoint = await host();
    const before = await raw(endpoint.port);
    before.send(JSON.stringify({ v: PROTOCOL_VERSION, type: operation, input: {} }));
    expect((await before.closed).code).toBe(CLOSE_CODES['out-of-order']);
    // Nor once the channel is open: only sealed frames are read there.
    const after = await raw(endpoint.port);
    expect(await after.handshake(CODE)).not.toBeNull();
    after.send(JSON.stringify({ v: PROTOCOL_VERSION, type: operation, input: {} }));
    expect((await after.closed).code).toBe(CLOSE_CODES['out-of-order']);
    expect(after.received).toHaveLength(2);
  });
});

describe('stopping', () => {
  it('closes every connection and stops listening at once', async () => {
    const endpoint = await host();
    const connection = guest(endpoint.port);
    await stateReached(connection, 'open');
    const guestClosed = stateReached(connection, 'closed');
    await endpoint.stop();
    expect(await guestClosed).toMatchObject({ reason: 'hosting-ended' });
    expect(endpoint.channel.state).toBe('closed');
    expect(endpoint.connections).toBe(0);
    await expect(openRawPeer(endpoint.port)).rejects.toThrow();
  });
});

afterAll(async () => {
  expect(await socketsLeftOpen()).toEqual([]);
});
