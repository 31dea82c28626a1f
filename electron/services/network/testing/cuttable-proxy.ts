/**
 * Tests only: a TCP proxy on loopback standing for the network between two
 * apps, which a test can cut (every connection reset), take down (cut, and
 * every new connection reset too, until brought up: the link is gone for a
 * while) or freeze (bytes stop flowing and closes stop reaching the other
 * side, until thawed: a peer gone silent, as behind a dead Wi-Fi link).
 */
import { createConnection, createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface CuttableProxy {
  port: number;
  cut(): void;
  down(): void;
  up(): void;
  freeze(): void;
  thaw(): void;
  close(): Promise<void>;
}

export async function startCuttableProxy(targetPort: number): Promise<CuttableProxy> {
  const pairs = new Set<[Socket, Socket]>();
  let frozen = false;
  let linkDown = false;
  const endsHeld = new Set<() => void>();
  const server = createServer((client) => {
    if (linkDown) return void client.resetAndDestroy();
    const upstream = createConnection({ host: '127.0.0.1', port: targetPort });
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    const forward = (from: Socket, to: Socket) =>
      from.on('data', (chunk) => {
        if (!frozen) to.write(chunk);
      });
    forward(client, upstream);
    forward(upstream, client);
    const end = () => {
      if (frozen) return void endsHeld.add(end);
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const cut = () => {
    for (const [client, upstream] of pairs) {
      client.resetAndDestroy();
      upstream.resetAndDestroy();
    }
    pairs.clear();
  };
  return {
    port: (server.address() as AddressInfo).port,
    cut,
    down: () => {
      linkDown = true;
      cut();
    },
    up: () => {
      linkDown = false;
    },
    freeze: () => {
      frozen = true;
    },
    thaw: () => {
      frozen = false;
      for (const end of endsHeld) end();
      endsHeld.clear();
    },
    close: () => {
      frozen = false;
      cut();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
