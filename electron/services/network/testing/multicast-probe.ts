/**
 * Tests only: whether multicast works on this machine, found out by sending
 * one datagram to the mDNS group on a port of our own and hearing it back
 * (multicast loopback). Containers and CI runners often have no multicast
 * route, or drop it; the test that needs it skips with the reason instead.
 */
import { createSocket } from 'node:dgram';
import { randomBytes } from 'node:crypto';

const MDNS_GROUP = '224.0.0.251';
/** Long enough for a datagram to come back from the kernel under load; it either does at once or never. */
const PATIENCE_MS = 3_000;

export type MulticastProbe = { ok: true; port: number } | { ok: false; reason: string };

/** On success, `port` is a UDP port free a moment ago, for the test's own mDNS. */
export function probeMulticast(): Promise<MulticastProbe> {
  const socket = createSocket({ type: 'udp4', reuseAddr: true });
  const nonce = randomBytes(16);
  return new Promise<MulticastProbe>((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finish = (result: MulticastProbe) => {
      clearTimeout(timer);
      socket.removeAllListeners('message');
      socket.close(() => resolve(result));
    };
    socket.on('error', (error) => finish({ ok: false, reason: `the UDP socket failed: ${error.message}` }));
    socket.bind(0, () => {
      const { port } = socket.address();
      try {
        socket.addMembership(MDNS_GROUP);
        socket.setMulticastLoopback(true);
      } catch (error) {
        return finish({ ok: false, reason: `cannot join the multicast group ${MDNS_GROUP}: ${error instanceof Error ? error.message : String(error)}` });
      }
      socket.on('message', (message) => {
        if (message.equals(nonce)) finish({ ok: true, port });
      });
      timer = setTimeout(() => finish({ ok: false, reason: `a datagram sent to ${MDNS_GROUP}:${port} did not come back within ${PATIENCE_MS} ms (no multicast route, or multicast dropped)` }), PATIENCE_MS);
      socket.send(nonce, port, MDNS_GROUP, (error) => {
        if (error) finish({ ok: false, reason: `cannot send to ${MDNS_GROUP}: ${error.message}` });
      });
    });
  });
}
