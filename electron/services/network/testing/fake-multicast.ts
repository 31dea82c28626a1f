/**
 * Tests only: a multicast group in memory. Each FakeMulticastSocket stands
 * where multicast-dns would create a dgram socket (its `socket` option): what
 * one sends reaches every open socket of the group, itself included (as
 * multicast loopback does), on a later turn of the event loop, so the real
 * bonjour-service responder and browser run end to end without a network.
 * `inject` delivers any bytes, as a forger on the network would send them.
 */
import { EventEmitter } from 'node:events';

export interface FakeRemote {
  address: string;
  family: 'IPv4';
  port: number;
  size: number;
}

export class FakeMulticastGroup {
  private readonly sockets = new Set<FakeMulticastSocket>();
  /** Every datagram sent through the group, in order (tests read the goodbye from it). */
  readonly sent: Buffer[] = [];

  socket(address: string): FakeMulticastSocket {
    return new FakeMulticastSocket(this, address);
  }

  get openSockets(): number {
    return this.sockets.size;
  }

  /** @internal */
  join(socket: FakeMulticastSocket): void {
    this.sockets.add(socket);
  }

  /** @internal */
  leave(socket: FakeMulticastSocket): void {
    this.sockets.delete(socket);
  }

  /** Delivers `bytes` to every open socket as if `from` had sent them. */
  inject(bytes: Buffer, from: string = '192.0.2.66'): void {
    this.sent.push(bytes);
    const remote: FakeRemote = { address: from, family: 'IPv4', port: 5353, size: bytes.length };
    for (const socket of this.sockets) setImmediate(() => socket.deliver(bytes, remote));
  }
}

/** The part of dgram.Socket that multicast-dns uses. */
export class FakeMulticastSocket extends EventEmitter {
  private bound = false;
  private closed = false;

  constructor(
    private readonly group: FakeMulticastGroup,
    readonly localAddress: string,
  ) {
    super();
  }

  bind(_port: number, _address: string | undefined, callback: () => void): void {
    setImmediate(() => {
      if (this.closed) return;
      this.bound = true;
      this.group.join(this);
      callback();
      this.emit('listening');
    });
  }

  send(message: Buffer, offset: number, length: number, _port: number, _address: string, callback?: (error: Error | null) => void): void {
    // A closed socket sends nothing (a killed host says no goodbye).
    if (this.closed) {
      setImmediate(() => callback?.(new Error('the socket is closed')));
      return;
    }
    this.group.inject(Buffer.from(message.subarray(offset, offset + length)), this.localAddress);
    setImmediate(() => callback?.(null));
  }

  close(callback?: () => void): void {
    this.closed = true;
    this.group.leave(this);
    setImmediate(() => {
      this.emit('close');
      callback?.();
    });
  }

  /** @internal */
  deliver(bytes: Buffer, remote: FakeRemote): void {
    if (this.bound && !this.closed) this.emit('message', bytes, remote);
  }

  address(): { address: string; family: string; port: number } {
    return { address: this.localAddress, family: 'IPv4', port: 5353 };
  }

  addMembership(): void {}
  dropMembership(): void {}
  setMulticastTTL(): void {}
  setMulticastLoopback(): void {}
  setMulticastInterface(): void {}
}
