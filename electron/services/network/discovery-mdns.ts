/**
 * The one place that opens bonjour-service (DNS-SD over multicast-dns, both
 * pure JS): a responder and browser on one UDP socket, opened or refused
 * with a reason, never a crash.
 *
 * bonjour-service 1.4.4 does not listen for its socket's 'error' (a port it
 * may not bind, EACCES, is re-emitted as an 'error' event nobody handles,
 * which would end the process), and does not say when a response only
 * repeats what it already knows. Both need its multicast-dns instance, which
 * it keeps as `server.mdns`: mdnsOf() reaches it and checks its shape, and a
 * test fails if an upgrade moves it.
 */
import { EventEmitter } from 'node:events';
import Bonjour from 'bonjour-service';

/** Options passed to multicast-dns (its own names). Tests give another port, or a socket of their own. */
export interface MdnsOptions {
  /** 5353 on a real network; tests use another so as to hear only themselves. */
  port?: number;
  /** A dgram-like socket (testing/fake-multicast.ts); multicast-dns binds it. */
  socket?: unknown;
  /** The interface address to bind and send from; all by default. */
  interface?: string;
}

/** A DNS resource record as multicast-dns gives it (dns-packet's decoding). */
export interface MdnsRecord {
  name?: unknown;
  type?: unknown;
  ttl?: unknown;
  data?: unknown;
}

export interface MdnsPacket {
  answers?: unknown;
  additionals?: unknown;
}

interface MulticastDns extends EventEmitter {
  query(name: string, type: string): void;
}

export interface OpenMdns {
  readonly bonjour: Bonjour;
  /** Every response packet heard, whatever it answers. Returns the unsubscribe function. */
  onResponse(listener: (packet: MdnsPacket) => void): () => void;
  /** The socket failed after opening (it is then useless): the reason, once. */
  onFailure(listener: (message: string) => void): () => void;
  /** Closes the socket; what was published should be stopped first (its goodbye). */
  close(): Promise<void>;
}

export type MdnsOpening = { ok: true; mdns: OpenMdns } | { ok: false; reason: 'multicast-unavailable'; message: string };

export function openMdns(options: MdnsOptions = {}): Promise<MdnsOpening> {
  let bonjour: Bonjour;
  try {
    // The callback receives errors replying to a query: one lost reply, not a reason to stop.
    bonjour = new Bonjour(options, () => undefined);
  } catch (error) {
    return Promise.resolve({ ok: false, reason: 'multicast-unavailable', message: `mDNS could not start: ${messageOf(error)}` });
  }
  const mdns = mdnsOf(bonjour);
  const failures = new Set<(message: string) => void>();
  let failed: string | null = null;
  let closing: Promise<void> | null = null;
  const close = (): Promise<void> => (closing ??= new Promise<void>((resolve) => bonjour.destroy(() => resolve())));

  return new Promise<MdnsOpening>((resolve) => {
    let opened = false;
    mdns.on('error', (error: unknown) => {
      const message = `mDNS stopped: ${messageOf(error)}`;
      if (!opened) {
        opened = true;
        void close().then(() => resolve({ ok: false, reason: 'multicast-unavailable', message }));
        return;
      }
      if (failed !== null) return;
      failed = message;
      for (const listener of failures) listener(message);
    });
    // Per-interface trouble (a membership refused, a send with no route): multicast-dns carries on.
    mdns.on('warning', () => undefined);
    mdns.once('ready', () => {
      if (opened) return;
      opened = true;
      resolve({
        ok: true,
        mdns: {
          bonjour,
          onResponse(listener) {
            mdns.on('response', listener);
            return () => mdns.removeListener('response', listener);
          },
          onFailure(listener) {
            if (failed !== null) listener(failed);
            failures.add(listener);
            return () => failures.delete(listener);
          },
          close,
        },
      });
    });
  });
}

/** bonjour-service's multicast-dns instance (see the top of this file). */
export function mdnsOf(bonjour: Bonjour): MulticastDns {
  const server: unknown = Reflect.get(bonjour, 'server');
  const mdns: unknown = typeof server === 'object' && server !== null ? Reflect.get(server, 'mdns') : undefined;
  if (!(mdns instanceof EventEmitter) || typeof Reflect.get(mdns, 'query') !== 'function') {
    throw new Error('bonjour-service no longer keeps its multicast-dns instance as server.mdns (written for 1.4.4)');
  }
  return mdns as MulticastDns;
}

/** The records of a packet, answers and additionals, whatever shape it came in. */
export function recordsOf(packet: MdnsPacket): MdnsRecord[] {
  const records: MdnsRecord[] = [];
  for (const part of [packet.answers, packet.additionals]) {
    if (!Array.isArray(part)) continue;
    for (const record of part as unknown[]) if (typeof record === 'object' && record !== null) records.push(record);
  }
  return records;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
