/**
 * Discovery over this machine's real multicast: the advertiser and the
 * browser each on a socket of their own, as two apps would be, on a port of
 * the test's own rather than 5353 (so it hears no other mDNS, and no other
 * test's). Where multicast does not work here, the test skips and says why;
 * discovery.test.ts runs the same code path on an in-memory group anyway.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advertiseHostedGame } from './discovery-advertiser';
import { HostedGamesBrowser } from './discovery-browser';
import { startHosting, type HostEndpoint } from './host-endpoint';
import { listed } from './testing/discovery-waits';
import { probeMulticast, type MulticastProbe } from './testing/multicast-probe';

let probe: MulticastProbe;
const cleanups: (() => unknown)[] = [];

beforeAll(async () => {
  probe = await probeMulticast();
  console.info(probe.ok ? `discovery-multicast: multicast works on this machine; mDNS on UDP port ${probe.port}` : `discovery-multicast: skipped, ${probe.reason}`);
});

afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  expect(await udpSocketsLeftOpen()).toEqual([]);
});

const openUdpSockets = () => process.getActiveResourcesInfo().filter((resource) => resource === 'UDPWrap');

/** A closed socket's handle goes a few turns of the event loop after its 'close': waited for, a little at a time. */
async function udpSocketsLeftOpen(patienceMs = 2_000): Promise<string[]> {
  const deadline = Date.now() + patienceMs;
  while (openUdpSockets().length > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
  return openUdpSockets();
}

describe('discovery on this machine’s network', () => {
  it('lists a hosted game with its address and port, and drops it at its goodbye when the hosting stops', async (context) => {
    if (!probe.ok) return context.skip(probe.reason);
    const mdns = { port: probe.port };
    const endpoint: HostEndpoint = await startHosting({ code: '418093', addresses: ['127.0.0.1'] });
    cleanups.push(() => endpoint.stop());
    const browser = await HostedGamesBrowser.start({ mdns });
    cleanups.push(() => browser.close());
    expect(browser.status).toBe('browsing');
    const advertised = await advertiseHostedGame({ endpoint, hostName: 'Budi', rules: 'Congkak, 7 holes', mdns });
    if (!advertised.ok) throw new Error(advertised.message);
    cleanups.push(() => advertised.advertiser.stop());

    const [game] = await listed(browser, (games) => games.length === 1);
    expect(game).toMatchObject({ source: 'network', hostName: 'Budi', rules: 'Congkak, 7 holes', seatFree: true, port: endpoint.port });
    console.info(`discovery-multicast: heard ${game?.id} from ${game?.address}`);

    await endpoint.stop();
    expect(await listed(browser, (games) => games.length === 0)).toEqual([]);
    expect(advertised.advertiser.advertised).toBeNull();
    await advertised.advertiser.stop();
    await browser.close();
    expect(await udpSocketsLeftOpen()).toEqual([]);
  });
});
