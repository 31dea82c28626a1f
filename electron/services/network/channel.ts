/**
 * The one interface both ends of a network game see, whichever side they are
 * on: opaque JSON payloads in, in order, and the channel's state. The game
 * layer validates payloads with its own schemas and decides what to resend
 * after a drop; the channel only guarantees that what arrives was sent by the
 * peer holding the code, once, in order, unaltered.
 */
import { MAX_PAYLOAD_BYTES, type CloseReason } from './messages';

/** 'connecting' before the first handshake; 'dropped' may become 'open' again; 'closed' is final. */
export type ChannelState = 'connecting' | 'open' | 'dropped' | 'closed';

/** Why the state changed: a peer's close code, or what this side saw. */
export type StateReason = CloseReason | 'connected' | 'connection-lost' | 'stopped' | 'too-many-wrong-codes' | 'unreachable';

export interface StateChange {
  state: Exclude<ChannelState, 'connecting'>;
  reason: StateReason;
  message: string;
}

export type SendResult = { ok: true } | { ok: false; reason: 'not-open' | 'too-large' | 'not-json'; message: string };

export interface SecureChannel {
  readonly state: ChannelState;
  send(payload: unknown): SendResult;
  /** Returns the unsubscribe function. */
  onPayload(listener: (payload: unknown) => void): () => void;
  onState(listener: (change: StateChange) => void): () => void;
}

/** The payload as the bytes that travel, or why it cannot travel. */
export function encodePayload(payload: unknown): { ok: true; bytes: Buffer } | Extract<SendResult, { ok: false }> {
  let text: string | undefined;
  try {
    text = JSON.stringify(payload);
  } catch {
    text = undefined;
  }
  if (text === undefined) return { ok: false, reason: 'not-json', message: 'the payload cannot be written as JSON' };
  const bytes = Buffer.from(text, 'utf8');
  if (bytes.length > MAX_PAYLOAD_BYTES) return { ok: false, reason: 'too-large', message: `the payload is ${bytes.length} bytes; at most ${MAX_PAYLOAD_BYTES}` };
  return { ok: true, bytes };
}

/** The listener lists and the state of a channel, for its implementations. */
export class ChannelHub {
  state: ChannelState = 'connecting';
  private readonly payloadListeners = new Set<(payload: unknown) => void>();
  private readonly stateListeners = new Set<(change: StateChange) => void>();

  onPayload(listener: (payload: unknown) => void): () => void {
    this.payloadListeners.add(listener);
    return () => this.payloadListeners.delete(listener);
  }

  onState(listener: (change: StateChange) => void): () => void {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  }

  deliver(payload: unknown): void {
    for (const listener of this.payloadListeners) listener(payload);
  }

  /** A closed channel stays closed, and a repeated state is told once. */
  change(state: StateChange['state'], reason: StateReason, message: string): void {
    if (this.state === 'closed' || this.state === state) return;
    this.state = state;
    for (const listener of this.stateListeners) listener({ state, reason, message });
  }
}

export interface MemoryChannelEnd extends SecureChannel {
  /** Both ends report 'dropped' until `reconnect`; payloads sent meanwhile are refused. */
  drop(): void;
  reconnect(): void;
  close(): void;
}

/**
 * Two connected ends in one process, for the game layer's tests: payloads
 * travel as JSON, asynchronously, in order, with the same bounds as the wire.
 */
export function createMemoryChannelPair(): [MemoryChannelEnd, MemoryChannelEnd] {
  const hubs = [new ChannelHub(), new ChannelHub()] as const;
  const setBoth = (state: StateChange['state'], reason: StateReason, message: string) => hubs.forEach((hub) => hub.change(state, reason, message));
  const end = (own: ChannelHub, peer: ChannelHub): MemoryChannelEnd => ({
    get state() {
      return own.state;
    },
    send(payload) {
      if (own.state !== 'open') return { ok: false, reason: 'not-open', message: `the channel is ${own.state}` };
      const encoded = encodePayload(payload);
      if (!encoded.ok) return encoded;
      const text = encoded.bytes.toString('utf8');
      queueMicrotask(() => {
        if (peer.state === 'open') peer.deliver(JSON.parse(text));
      });
      return { ok: true };
    },
    onPayload: (listener) => own.onPayload(listener),
    onState: (listener) => own.onState(listener),
    drop: () => setBoth('dropped', 'connection-lost', 'the connection was lost'),
    reconnect: () => setBoth('open', 'connected', 'connected'),
    close: () => setBoth('closed', 'stopped', 'the channel was closed'),
  });
  queueMicrotask(() => setBoth('open', 'connected', 'connected'));
  return [end(hubs[0], hubs[1]), end(hubs[1], hubs[0])];
}
