/**
 * Advertising and browsing end to end through bonjour-service's own
 * responder and browser, on an in-memory multicast group
 * (testing/fake-multicast.ts): the same code path as on a network, without
 * one. discovery-multicast.test.ts does the same over this machine's real
 * multicast, where it works.
 *
 * Timers are faked (setImmediate, which carries the fake group's datagrams,
 * is not): nothing here waits for time to pass, the browser is refreshed by
 * hand, and each test ends with no timer left, the library's included.
 */
import { randomBytes } from 'node:crypto';
import Bonjour from 'bonjour-service';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChannelHub } from './channel';
import { advertiseHostedGame, type AdvertisedEndpoint, type Advertiser } from './discovery-advertiser';
import { HostedGamesBrowser, type BrowseOptions } from './discovery-browser';
import { mdnsOf, openMdns } from './discovery-mdns';
import { DISCOVERY_SERVICE_TYPE, encodeHostedGameTxt } from './discovery-txt';
import { startHosting } from './host-endpoint';
import { PROTOCOL_VERSION } from './messages';
import { listed } from './testing/discovery-waits';
import { FakeMulticastGroup } from './testing/fake-multicast';

const HOST_ADDRESS = '192.0.2.10';
const GUEST_ADDRESS = '192.0.2.20';
const PORT = 41_700;

let group: FakeMulticastGroup;
let clock: number;
const cleanups: (() => unknown)[] = [];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  group = new FakeMulticastGroup();
  clock = 1_000_000;
});

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  expect(group.openSockets).toBe(0);
  // Datagrams' callbacks still in flight land first (one may set the library's next announcement).
  await settle();
  // What the library left behind (its next announcement) finds its service stopped and does nothing, then no timer is left.
  vi.runOnlyPendingTimers();
  expect(vi.getTimerCount()).toBe(0);
  vi.useRealTimers();
});

/** The host endpoint's part that the advertiser follows, its state set by the test. */
function standInEndpoint(port = PORT): AdvertisedEndpoint & { hub: ChannelHub } {
  const hub = new ChannelHub();
  return { hub, port, channel: { get state() { return hub.state; }, onState: (listener) => hub.onState(listener) } };
}

async function advertise(endpoint: AdvertisedEndpoint, hostName = 'Budi', from = HOST_ADDRESS): Promise<Advertiser> {
  const result = await advertiseHostedGame({ endpoint, hostName, rules: 'Congkak, 7 holes', mdns: { socket: group.socket(from) } });
  if (!result.ok) throw new Error(result.message);
  cleanups.push(() => result.advertiser.stop());
  return result.advertiser;
}

async function browse(options: BrowseOptions = {}): Promise<HostedGamesBrowser> {
  // A refresh interval that never comes: the tests refresh by hand.
  const browser = await HostedGamesBrowser.start({ mdns: { socket: group.socket(GUEST_ADDRESS) }, refreshMs: 3_600_000, expiryMs: 10_000, now: () => clock, ...options });
  cleanups.push(() => browser.close());
  return browser;
}

/** A responder that publishes whatever TXT record it is given, as a forger on the network could. */
async function forger(from = '192.0.2.66'): Promise<Bonjour> {
  const opened = await openMdns({ socket: group.socket(from) });
  if (!opened.ok) throw new Error(opened.message);
  cleanups.push(() => opened.mdns.close());
  return opened.mdns.bonjour;
}

/** Some turns of the event loop, for datagrams in flight to land (the fake group delivers on setImmediate). */
async function settle(turns = 20): Promise<void> {
  for (let turn = 0; turn < turns; turn += 1) await new Promise((resolve) => setImmediate(resolve));
}

describe('a hosted game on the local network', () => {
  it('is listed with its host name, rules, seat, address and port', async () => {
    const browser = await browse();
    expect(browser.status).toBe('browsing');
    const advertiser = await advertise(standInEndpoint());
    const [game] = await listed(browser, (games) => games.length === 1);
    expect(game).toEqual({
      source: 'network',
      id: `${advertiser.instance}._${DISCOVERY_SERVICE_TYPE}._tcp.local`,
      hostName: 'Budi',
      rules: 'Congkak, 7 holes',
      seatFree: true,
      address: HOST_ADDRESS,
      port: PORT,
      seenAt: clock,
    });
  });

  it('is found by a browser that starts after the host announced it', async () => {
    await advertise(standInEndpoint());
    await settle();
    const browser = await browse();
    expect(await listed(browser, (games) => games.length === 1)).toMatchObject([{ hostName: 'Budi' }]);
  });

  it('shows its seat taken once a guest attaches, and goes at once when the hosting ends (its goodbye)', async () => {
    const browser = await browse();
    const endpoint = standInEndpoint();
    const advertiser = await advertise(endpoint);
    await listed(browser, (games) => games[0]?.seatFree === true);
    endpoint.hub.change('open', 'connected', 'connected');
    expect(await listed(browser, (games) => games[0]?.seatFree === false)).toHaveLength(1);
    expect(advertiser.advertised).toMatchObject({ seatFree: false });
    endpoint.hub.change('closed', 'stopped', 'hosting stopped');
    // No refresh and no time passing: only the goodbye can empty the list.
    expect(await listed(browser, (games) => games.length === 0)).toEqual([]);
    expect(advertiser.advertised).toBeNull();
    await advertiser.stop();
    expect(group.openSockets).toBe(1);
  });

  it('whose seat is taken at once stays taken (bonjour-service took back the stop of a service whose first announcement was still going out, and announced it again)', async () => {
    const browser = await browse();
    const endpoint = standInEndpoint();
    const advertiser = await advertise(endpoint);
    endpoint.hub.change('open', 'connected', 'connected');
    await listed(browser, (games) => games[0]?.seatFree === false);
    // The library's next announcements, of whatever it still holds as published.
    const seen: boolean[] = [];
    browser.onChange((games) => seen.push(...games.map((game) => game.seatFree)));
    for (let round = 0; round < 4; round += 1) {
      vi.advanceTimersByTime(30_000);
      await settle();
    }
    expect(seen).not.toContain(true);
    expect(browser.games()).toMatchObject([{ seatFree: false }]);
    expect(advertiser.advertised).toMatchObject({ seatFree: false });
  });

  it('goes when the real host endpoint stops', async () => {
    const endpoint = await startHosting({ code: '418093', addresses: ['127.0.0.1'] });
    cleanups.push(() => endpoint.stop());
    const browser = await browse();
    await advertise(endpoint);
    expect(await listed(browser, (games) => games.length === 1)).toMatchObject([{ port: endpoint.port, seatFree: true }]);
    await endpoint.stop();
    expect(await listed(browser, (games) => games.length === 0)).toEqual([]);
  });

  it('goes when the advertiser is stopped (the app closing), and its socket with it', async () => {
    const browser = await browse();
    const advertiser = await advertise(standInEndpoint());
    await listed(browser, (games) => games.length === 1);
    expect(group.openSockets).toBe(2);
    await advertiser.stop();
    await advertiser.stop();
    expect(await listed(browser, (games) => games.length === 0)).toEqual([]);
    expect(group.openSockets).toBe(1);
  });

  it('is not advertised when the hosting has already ended, nor with a name the list could not show, nor without a port', async () => {
    const ended = standInEndpoint();
    ended.hub.change('closed', 'stopped', 'stopped');
    expect(await advertiseHostedGame({ endpoint: ended, hostName: 'Budi', rules: 'Kalah', mdns: { socket: group.socket(HOST_ADDRESS) } })).toMatchObject({ ok: false, reason: 'not-hosting' });
    expect(await advertiseHostedGame({ endpoint: standInEndpoint(), hostName: 'Bu\u202Edi', rules: 'Kalah', mdns: { socket: group.socket(HOST_ADDRESS) } })).toMatchObject({ ok: false, reason: 'bad-info' });
    expect(await advertiseHostedGame({ endpoint: standInEndpoint(0), hostName: 'Budi', rules: 'Kalah', mdns: { socket: group.socket(HOST_ADDRESS) } })).toMatchObject({ ok: false, reason: 'bad-info' });
  });

  it('that stops answering without a goodbye (its app killed) is dropped once not heard for the expiry; one that answers stays', async () => {
    const browser = await browse({ expiryMs: 10_000 });
    await advertise(standInEndpoint(), 'Siti');
    const killed = group.socket('192.0.2.11');
    const killedHost = await advertiseHostedGame({ endpoint: standInEndpoint(41_701), hostName: 'Budi', rules: 'Kalah', mdns: { socket: killed } });
    expect(killedHost.ok).toBe(true);
    await listed(browser, (games) => games.length === 2);
    // Its socket gone with no goodbye, as when the process is killed; its advertiser is never stopped.
    killed.close();

    clock += 6_000;
    browser.refresh();
    await settle();
    expect(browser.games().map((game) => game.hostName)).toEqual(['Budi', 'Siti']);
    clock += 6_000;
    browser.refresh();
    const [answering] = await listed(browser, (games) => games.length === 1);
    expect(answering).toMatchObject({ hostName: 'Siti', seenAt: clock - 6_000 });
    await settle();
    expect(browser.games()[0]?.seenAt).toBe(clock);
    if (killedHost.ok) cleanups.push(() => killedHost.advertiser.stop());
  });
});

describe('records heard on the network', () => {
  const good = () => {
    const encoded = encodeHostedGameTxt({ hostName: 'Forged', rules: 'Kalah', seatFree: true });
    if (!encoded.ok) throw new Error(encoded.message);
    return encoded.txt;
  };

  it('are left out, and counted, when malformed, oversized or of another version; the good one is listed', async () => {
    const browser = await browse();
    const bonjour = await forger();
    const publish = (name: string, txt: Record<string, string>) => bonjour.publish({ name, type: DISCOVERY_SERVICE_TYPE, port: 41_702, txt, probe: false });
    publish('malformed', { ...good(), seat: 'maybe' });
    publish('no-txt', {});
    // Each string under DNS's 255 bytes, together over the bound.
    const padding = 'p'.repeat(120);
    publish('oversized', { ...good(), p1: padding, p2: padding, p3: padding, p4: padding });
    publish('other-version', { ...good(), v: String(PROTOCOL_VERSION + 1) });
    publish('good', good());
    expect(await listed(browser, (games) => games.length === 1)).toMatchObject([{ hostName: 'Forged', address: '192.0.2.66' }]);
    await settle();
    expect(browser.ignored).toEqual({ malformed: 2, oversized: 1, 'wrong-version': 1 });
    expect(browser.games()).toHaveLength(1);
  });

  it('replace the game they name when they change, and take it out when they turn bad', async () => {
    const browser = await browse();
    // Three responders answering for one instance name, each with its own record, none saying goodbye.
    const publish = async (from: string, txt: Record<string, string>) =>
      (await forger(from)).publish({ name: 'changing', type: DISCOVERY_SERVICE_TYPE, port: 41_702, txt, probe: false });
    await publish('192.0.2.66', good());
    await listed(browser, (games) => games.length === 1);
    await publish('192.0.2.66', { ...good(), name: 'Renamed' });
    expect(await listed(browser, (games) => games[0]?.hostName === 'Renamed')).toHaveLength(1);
    await publish('192.0.2.66', { ...good(), seat: 'maybe' });
    expect(await listed(browser, (games) => games.length === 0)).toEqual([]);
    expect(browser.ignored).toEqual({ malformed: 1 });
  });

  it('fill the list up to its bound, no further', async () => {
    const browser = await browse({ maxGames: 3 });
    const bonjour = await forger();
    for (let index = 0; index < 5; index += 1) {
      bonjour.publish({ name: `game-${index}`, type: DISCOVERY_SERVICE_TYPE, port: 41_702, txt: { ...good(), name: `Host ${index}` }, probe: false });
    }
    await listed(browser, (games) => games.length === 3);
    await settle();
    expect(browser.games()).toHaveLength(3);
    expect(browser.ignored['list-full']).toBeGreaterThanOrEqual(2);
  });

  it('of random bytes, and real announcements cut short or with bytes changed, never crash the browser nor list a bad game', async () => {
    const browser = await browse();
    await advertise(standInEndpoint());
    await listed(browser, (games) => games.length === 1);
    const announcements = [...group.sent];
    for (let round = 0; round < 300; round += 1) {
      const base = announcements[round % announcements.length] ?? Buffer.alloc(0);
      const bytes = Buffer.from(base);
      if (round % 3 === 0) group.inject(randomBytes(1 + (round % 200)));
      else if (round % 3 === 1) group.inject(bytes.subarray(0, round % bytes.length));
      else {
        for (let flip = 0; flip < 4; flip += 1) {
          const at = (round * 31 + flip * 17) % bytes.length;
          bytes[at] = (bytes[at] ?? 0) ^ (1 + ((round + flip) % 255));
        }
        group.inject(bytes);
      }
    }
    await settle(50);
    expect(browser.status).toBe('browsing');
    for (const game of browser.games()) {
      expect(game.port).toBeGreaterThan(0);
      expect(game.hostName.length).toBeGreaterThan(0);
    }
    // Whatever the changed bytes said (a goodbye, another record), the host answers the next question.
    browser.refresh();
    await listed(browser, (games) => games.some((game) => game.hostName === 'Budi'));
  });

  it('that are refused in numbers have the library’s own browser started afresh at the next refresh, so its memory of them stays bounded', async () => {
    const browser = await browse({ maxGames: 1 });
    const bonjour = await forger();
    let questions = 0;
    mdnsOf(bonjour).on('query', () => (questions += 1));
    for (let index = 0; index < 6; index += 1) {
      bonjour.publish({ name: `bad-${index}`, type: DISCOVERY_SERVICE_TYPE, port: 41_702, txt: { ...good(), seat: 'maybe' }, probe: false });
    }
    await settle(50);
    expect(browser.ignored.malformed).toBe(6);
    expect(browser.remembered).toBe(6);
    // Not at once: a fresh browser's question would bring them all back, and again.
    expect(questions).toBe(0);
    browser.refresh();
    expect(browser.remembered).toBe(0);
    await settle(50);
    expect(questions).toBe(1);
    expect(browser.ignored.malformed).toBe(12);
    bonjour.publish({ name: 'good', type: DISCOVERY_SERVICE_TYPE, port: 41_702, txt: good(), probe: false });
    expect(await listed(browser, (games) => games.length === 1)).toMatchObject([{ hostName: 'Forged' }]);
  });
});

describe('the mDNS socket', () => {
  it('is bonjour-service 1.4.4 keeping its multicast-dns instance where discovery-mdns.ts reaches it', () => {
    const bonjour = new Bonjour({ socket: group.socket(HOST_ADDRESS) } as ConstructorParameters<typeof Bonjour>[0], () => undefined);
    expect(() => mdnsOf(bonjour)).not.toThrow();
    return new Promise<void>((resolve) => bonjour.destroy(() => resolve()));
  });

  it('that cannot be bound leaves the browser unavailable, with the reason, and the advertiser refused', async () => {
    const refusing = group.socket(GUEST_ADDRESS);
    refusing.bind = (_port, _address, _callback) => {
      setImmediate(() => refusing.emit('error', Object.assign(new Error('bind EACCES 0.0.0.0:5353'), { code: 'EACCES' })));
    };
    const browser = await HostedGamesBrowser.start({ mdns: { socket: refusing } });
    cleanups.push(() => browser.close());
    expect(browser.status).toBe('unavailable');
    expect(browser.problem).toMatch(/EACCES/);
    expect(browser.games()).toEqual([]);
    browser.refresh();

    const again = group.socket(HOST_ADDRESS);
    again.bind = (_port, _address, _callback) => {
      setImmediate(() => again.emit('error', Object.assign(new Error('bind EACCES 0.0.0.0:5353'), { code: 'EACCES' })));
    };
    expect(await advertiseHostedGame({ endpoint: standInEndpoint(), hostName: 'Budi', rules: 'Kalah', mdns: { socket: again } })).toMatchObject({ ok: false, reason: 'multicast-unavailable' });
  });

  it('that fails while browsing makes the browser unavailable and closes it', async () => {
    const socket = group.socket(GUEST_ADDRESS);
    const browser = await HostedGamesBrowser.start({ mdns: { socket }, refreshMs: 3_600_000 });
    cleanups.push(() => browser.close());
    socket.emit('error', Object.assign(new Error('the interface went away'), { code: 'EADDRINUSE' }));
    await settle();
    expect(browser.status).toBe('unavailable');
    expect(browser.problem).toMatch(/the interface went away/);
  });

  it('that fails while advertising ends the advertising and closes it', async () => {
    const socket = group.socket(HOST_ADDRESS);
    const result = await advertiseHostedGame({ endpoint: standInEndpoint(), hostName: 'Budi', rules: 'Kalah', mdns: { socket } });
    if (!result.ok) throw new Error(result.message);
    cleanups.push(() => result.advertiser.stop());
    expect(group.openSockets).toBe(1);
    socket.emit('error', Object.assign(new Error('the interface went away'), { code: 'EADDRINUSE' }));
    await settle();
    expect(result.advertiser.advertised).toBeNull();
    expect(group.openSockets).toBe(0);
  });

  it('closes with the browser, its refresh timer with it', async () => {
    const browser = await browse();
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    await browser.close();
    await browser.close();
    expect(browser.status).toBe('closed');
    expect(vi.getTimerCount()).toBe(0);
  });
});
