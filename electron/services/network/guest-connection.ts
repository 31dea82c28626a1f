/**
 * The guest's side: connects to a host's endpoint, proves it knows the code,
 * checks that the host does too, and then offers the same channel as the
 * host. After a drop it reconnects with backoff and a fresh handshake; what
 * to resend once open again is the game layer's call.
 *
 * What ends it for good ('closed'): a wrong code (trying again would spend
 * the host's budget), the hosting ended, a host that cannot prove the code,
 * a protocol error, a host busy with another guest before this one was ever
 * attached, no connection for `reconnectForMs` after a drop, or a host never
 * reached in `reachFirstForMs`.
 */
import { WebSocket } from 'ws';
import { ChannelHub, encodePayload, type SecureChannel, type StateReason } from './channel';
import { checkProof, deriveSessionKeys, newEphemeral, proofOf, type SessionKeys } from './handshake';
import { JOIN_CODE_DIGITS, normaliseJoinCode } from './join-code';
import { DEFAULT_LIMITS, type ChannelLimits } from './limits';
import { CHANNEL_PATH, closeReasonOf, frameText, parseFrame, WS_MAX_PAYLOAD, PROTOCOL_VERSION, type CloseReason } from './messages';
import { createSealedLink, type SealedLink } from './sealed-link';
import { closeMessage, closeWith, readFrames, startHeartbeat } from './socket-guard';

export interface GuestOptions {
  host: string;
  port: number;
  /** The join code as typed (normalised here: spaces, dashes, O for 0). */
  code: string;
  limits?: Partial<ChannelLimits>;
  backoff?: { initialMs: number; maxMs: number };
  /** How long to keep trying after a drop: a game under way waits this long for its host. */
  reconnectForMs?: number;
  /**
   * How long to try reaching the host before it ever answered: short for a
   * first join (an address typed wrong, a host gone) so the player is told
   * soon; a rejoin of a kept game passes the ten minutes of a game under way.
   */
  reachFirstForMs?: number;
  /** The clock the two limits are read on (tests step it). */
  now?: () => number;
}

export interface GuestConnection extends SecureChannel {
  /** Leaves for good: the connection closed, no more retries. */
  close(): void;
}

const DEFAULT_BACKOFF = { initialMs: 250, maxMs: 5_000 };
/** How long a game under way waits for its host to be back. */
export const RECONNECT_FOR_MS = 10 * 60_000;
/** How long a first join tries an address that does not answer before it says the host cannot be reached. */
export const FIRST_REACH_FOR_MS = 15_000;

/** Closes after which trying again cannot help. */
const FINAL: ReadonlySet<CloseReason> = new Set(['wrong-code', 'hosting-ended', 'malformed', 'unsupported-version', 'out-of-order', 'not-authentic', 'too-large', 'too-fast', 'refused']);

type Stage = { name: 'hello' } | { name: 'confirm'; keys: SessionKeys } | { name: 'open'; link: SealedLink };

export function connectToHost(options: GuestOptions): GuestConnection {
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const backoff = options.backoff ?? DEFAULT_BACKOFF;
  const reconnectForMs = options.reconnectForMs ?? RECONNECT_FOR_MS;
  const reachFirstForMs = options.reachFirstForMs ?? FIRST_REACH_FOR_MS;
  const now = options.now ?? Date.now;
  const hub = new ChannelHub();
  const code = normaliseJoinCode(options.code) ?? '';
  const url = `ws://${options.host.includes(':') ? `[${options.host}]` : options.host}:${options.port}${CHANNEL_PATH}`;
  let current: { ws: WebSocket; stage: Stage } | null = null;
  let everOpen = false;
  let leaving = false;
  let delayMs = backoff.initialMs;
  let tryingSince = now();
  let retryTimer: NodeJS.Timeout | undefined;

  function finish(reason: StateReason, message: string): void {
    leaving = true;
    clearTimeout(retryTimer);
    hub.change('closed', reason, message);
  }

  function attempt(): void {
    const ws = new WebSocket(url, { maxPayload: WS_MAX_PAYLOAD, perMessageDeflate: false, handshakeTimeout: limits.handshakeTimeoutMs });
    const connection: { ws: WebSocket; stage: Stage } = { ws, stage: { name: 'hello' } };
    current = connection;
    const own = newEphemeral();
    let stopHeartbeat = () => {};
    let lost: { reason: StateReason; message: string } = { reason: 'connection-lost', message: 'the connection to the host was lost' };
    const handshakeTimer = setTimeout(() => {
      lost = { reason: 'handshake-timeout', message: 'the handshake took too long' };
      closeWith(ws, 'handshake-timeout', 'the handshake took too long');
    }, limits.handshakeTimeoutMs);

    const protocolError = (reason: CloseReason, message: string) => {
      lost = { reason, message };
      closeWith(ws, reason, message);
    };

    function onFrame(data: string): void {
      const stage = connection.stage;
      if (stage.name === 'hello') {
        const challenge = parseFrame(data, 'challenge');
        if (!challenge.ok) return protocolError(challenge.reason, challenge.message);
        const keys = deriveSessionKeys({ role: 'guest', own, peerKey: Buffer.from(challenge.frame.key, 'base64'), peerNonce: Buffer.from(challenge.frame.nonce, 'base64'), code });
        if (keys === null) return protocolError('malformed', 'the host’s key is not a usable X25519 key');
        connection.stage = { name: 'confirm', keys };
        ws.send(frameText({ v: PROTOCOL_VERSION, type: 'proof', mac: proofOf(keys, 'guest').toString('base64') }));
        return;
      }
      if (stage.name === 'confirm') {
        const confirm = parseFrame(data, 'confirm');
        if (!confirm.ok) return protocolError(confirm.reason, confirm.message);
        if (!checkProof(stage.keys, 'host', Buffer.from(confirm.frame.mac, 'base64'))) return protocolError('not-authentic', 'the host’s confirmation does not match the code');
        clearTimeout(handshakeTimer);
        connection.stage = { name: 'open', link: createSealedLink(stage.keys, 'guest') };
        everOpen = true;
        delayMs = backoff.initialMs;
        stopHeartbeat = startHeartbeat(ws, limits.heartbeatMs, () => {
          lost = { reason: 'silent', message: 'the host stopped answering' };
          ws.terminate();
        });
        hub.change('open', 'connected', 'connected to the host');
        return;
      }
      const received = stage.link.receive(data);
      if (!received.ok) return protocolError(received.reason, received.message);
      hub.deliver(received.payload);
    }

    ws.on('open', () => ws.send(frameText({ v: PROTOCOL_VERSION, type: 'hello', key: own.publicKey.toString('base64'), nonce: own.nonce.toString('base64') })));
    readFrames(ws, limits.framesPerSecond, onFrame, protocolError);
    ws.on('error', () => {
      // 'close' follows; an unreachable host is told there.
    });
    ws.on('close', (code: number, reasonBytes: Buffer) => {
      clearTimeout(handshakeTimer);
      stopHeartbeat();
      if (current === connection) current = null;
      if (leaving) return;
      const peerReason = closeReasonOf(code);
      const { reason, message } = peerReason !== null && lost.reason === 'connection-lost' ? { reason: peerReason, message: closeMessage(reasonBytes) } : lost;
      if (FINAL.has(reason as CloseReason) || (reason === 'busy' && !everOpen)) return finish(reason, message);
      if (connection.stage.name === 'open') {
        tryingSince = now();
        hub.change('dropped', reason, message);
      }
      scheduleRetry(reason, message);
    });
  }

  function scheduleRetry(reason: StateReason, message: string): void {
    if (now() - tryingSince > (everOpen ? reconnectForMs : reachFirstForMs)) return finish(everOpen ? reason : 'unreachable', everOpen ? message : `the host at ${options.host}:${options.port} cannot be reached`);
    // Jitter keeps two apps from retrying in step.
    const wait = delayMs * (0.75 + Math.random() * 0.5);
    delayMs = Math.min(backoff.maxMs, delayMs * 2);
    retryTimer = setTimeout(attempt, wait);
  }

  // Not a code at all: told at once, without spending one of the host's five tries.
  if (code === '') queueMicrotask(() => finish('wrong-code', `${JOIN_CODE_DIGITS} digits are needed`));
  else attempt();

  return {
    get state() {
      return hub.state;
    },
    send(payload) {
      if (current === null || current.stage.name !== 'open' || hub.state !== 'open') return { ok: false, reason: 'not-open', message: `the channel is ${hub.state}` };
      const encoded = encodePayload(payload);
      if (!encoded.ok) return encoded;
      current.ws.send(current.stage.link.seal(encoded.bytes));
      return { ok: true };
    },
    onPayload: (listener) => hub.onPayload(listener),
    onState: (listener) => hub.onState(listener),
    close() {
      if (leaving) return;
      finish('stopped', 'the guest left');
      if (current !== null) {
        current.ws.close(1000, 'stopped: the guest left');
        const ws = current.ws;
        setTimeout(() => ws.terminate(), 1000).unref();
      }
    },
  };
}
