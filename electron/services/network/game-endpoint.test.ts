// The game layer over the real endpoint (WebSocket, handshake, sealing) on
// loopback, through a proxy that stands for the network and can be cut.
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { expectOk } from '../testing/temp-services';
import { joinNetworkGame } from './game-guest';
import { rejoinRetryingBusy } from './game-rejoin';
import { connectToHost, type GuestConnection } from './guest-connection';
import { startHosting, type HostEndpoint } from './host-endpoint';
import type { ChannelLimits } from './limits';
import { startCuttableProxy, type CuttableProxy } from './testing/cuttable-proxy';
import { disposeGamePairs, gamePair, holesFor, inStep, playStep, playToEnd, seededPicker, storedIdentity, until, type GamePair } from './testing/game-pair';
import { stateReached } from './testing/channel-waits';
import { socketsLeftOpen } from './testing/no-open-sockets';

const CODE = '000417';
const LIMITS: ChannelLimits = { heartbeatMs: 60_000, handshakeTimeoutMs: 30_000, framesPerSecond: 1000 };

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  await disposeGamePairs();
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
afterAll(async () => {
  expect(await socketsLeftOpen()).toEqual([]);
});

async function hostBehindProxy(limits: ChannelLimits): Promise<{ endpoint: HostEndpoint; proxy: CuttableProxy }> {
  const endpoint = await startHosting({ code: CODE, addresses: ['127.0.0.1'], limits });
  cleanups.push(() => endpoint.stop());
  const proxy = await startCuttableProxy(endpoint.port);
  cleanups.push(() => proxy.close());
  return { endpoint, proxy };
}

function connect(port: number, limits: ChannelLimits): GuestConnection {
  const connection = connectToHost({ host: '127.0.0.1', port, code: CODE, limits, backoff: { initialMs: 5, maxMs: 20 } });
  cleanups.push(() => connection.close());
  return connection;
}

function pairOver(endpoint: HostEndpoint, connection: GuestConnection): GamePair {
  const pair = gamePair(endpoint.channel, connection, { rules: 'congkak', closeGuest: (reason, message) => endpoint.closeGuest(reason, message), closeConnection: () => connection.close() });
  return pair;
}

describe('a network game over the real endpoint', () => {
  it('plays a whole Congkak game through cuts of the network with no acknowledged move lost; a malformed message then closes that connection only', async () => {
    const { endpoint, proxy } = await hostBehindProxy(LIMITS);
    const connection = connect(proxy.port, LIMITS);
    const pair = pairOver(endpoint, connection);
    const pick = seededPicker(36);
    await until(() => inStep(pair), 'joined');

    // Cut right after the host records a move, every third step, five times.
    let cutAfter: number | null = null;
    pair.host.onChange((state) => {
      if (cutAfter !== null && state.moveCount > cutAfter) {
        cutAfter = null;
        proxy.cut();
      }
    });
    let cuts = 0;
    let lost = 0;
    for (let step = 0; pair.host.view?.status === 'active'; step++) {
      if (step % 3 !== 2 || cuts >= 5) {
        await playStep(pair, pick);
        continue;
      }
      cutAfter = pair.host.state.moveCount;
      await playStep(pair, pick, { orDropped: true });
      if (cutAfter !== null) continue;
      cuts++;
      const recorded = pair.host.state.moveCount;
      await until(() => inStep(pair), 'resumed after the cut');
      const guestMoves = expectOk(await pair.guestSide.services.call('getReplay', { gameId: pair.guest.state.gameId as number })).moves;
      lost += recorded - guestMoves.length;
    }
    expect(cuts).toBe(5);
    expect(lost).toBe(0);
    expect(pair.host.view?.status).toBe('finished');
    const identity = storedIdentity(pair.hostSide, pair.host.state.gameId as number);
    expect(storedIdentity(pair.guestSide, pair.guest.state.gameId as number)).toBe(identity);

    // What the game layer cannot read closes that connection, for good on the guest's side; the hosting goes on.
    const closed = stateReached(connection, 'closed');
    connection.send({ v: 1, type: 'listArchive' });
    expect(await closed).toMatchObject({ state: 'closed', reason: 'malformed', message: 'the game message is of no known type here' });
    await until(() => endpoint.channel.state === 'dropped', 'the host sees the guest go');
    expect(pair.host.state.connection.state).toBe('dropped');
    expect(storedIdentity(pair.hostSide, pair.host.state.gameId as number)).toBe(identity);

    // The same guest, connecting again with its key, is taken back.
    const again = connect(proxy.port, LIMITS);
    const guest = joinNetworkGame({ services: pair.guestSide.services, channel: again, name: 'Budi', key: pair.guest.key, known: pair.guest.known ?? undefined, closeConnection: () => again.close() });
    cleanups.push(() => guest.stop());
    await until(() => guest.state.connection.state === 'playing' && pair.host.state.connection.state === 'playing', 'rejoined');
    expect(guest.state.moveCount).toBe(pair.host.state.moveCount);
  });

  // The "connection cut for 30 s": six heartbeats, as 30 s is at the app's 5 s heartbeat
  // (here 500 ms, so the test waits 3 s), long enough for both sides to notice and pause.
  it('pauses both sides while the network is down for six heartbeats, refuses choices meanwhile, and resumes with nothing lost', async () => {
    const heartbeat = { ...LIMITS, heartbeatMs: 500 };
    const { endpoint, proxy } = await hostBehindProxy(heartbeat);
    const pair = pairOver(endpoint, connect(proxy.port, heartbeat));
    const pick = seededPicker(30);
    await until(() => inStep(pair), 'joined');
    for (let step = 0; step < 4; step++) await playStep(pair, pick);
    const recorded = pair.host.state.moveCount;

    proxy.down();
    await until(() => pair.host.state.connection.state === 'dropped' && pair.guest.state.connection.state === 'dropped', 'both paused');
    const [chooser] = pair.host.state.choosers;
    const side = chooser === pair.host.state.side ? pair.host : pair.guest;
    expect(await side.choose(pick(holesFor(pair, chooser!)))).toMatchObject({ ok: false, reason: 'paused' });
    await new Promise((resolve) => setTimeout(resolve, 6 * heartbeat.heartbeatMs));
    expect([pair.host.state.connection.state, pair.guest.state.connection.state]).toEqual(['dropped', 'dropped']);
    expect(pair.host.state.moveCount).toBe(recorded);

    proxy.up();
    await until(() => inStep(pair) && pair.guest.state.connection.state === 'playing', 'resumed');
    const guestMoves = expectOk(await pair.guestSide.services.call('getReplay', { gameId: pair.guest.state.gameId as number })).moves;
    expect(guestMoves).toHaveLength(recorded);
    expect(await playToEnd(pair, pick)).toBeGreaterThan(recorded);
    expect(storedIdentity(pair.guestSide, pair.guest.state.gameId as number)).toBe(storedIdentity(pair.hostSide, pair.host.state.gameId as number));
  });

  it('takes back a restarted guest that is refused as busy until the host notices its old connection go', async () => {
    const heartbeat = { ...LIMITS, heartbeatMs: 500 };
    const { endpoint, proxy } = await hostBehindProxy(heartbeat);
    const connection = connect(proxy.port, heartbeat);
    const pair = pairOver(endpoint, connection);
    const pick = seededPicker(5);
    await until(() => inStep(pair), 'joined');
    for (let step = 0; step < 4; step++) await playStep(pair, pick);
    const count = pair.host.state.moveCount;

    // The guest's app dies: its connection goes silent, and the host has not noticed yet.
    proxy.freeze();
    pair.guest.stop();
    const restarted = rejoinRetryingBusy(() => connect(endpoint.port, heartbeat), { waitMs: 20 });
    cleanups.push(() => restarted.close());
    const guest = joinNetworkGame({ services: pair.guestSide.services, channel: restarted, name: 'Budi', key: pair.guest.key, known: pair.guest.known ?? undefined, closeConnection: () => restarted.close() });
    cleanups.push(() => guest.stop());
    await until(() => guest.state.connection.state === 'playing' && pair.host.state.connection.state === 'playing', 'rejoined');
    expect(restarted.tries).toBeGreaterThan(1);
    expect(guest.state.moveCount).toBe(count);
    expect(guest.state.gameId).toBe(pair.guest.state.gameId);
    proxy.thaw();
  });
});
