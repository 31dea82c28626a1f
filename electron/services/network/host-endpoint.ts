/**
 * The host's network endpoint: a WebSocket server that exists only while a
 * game is hosted, on the local networks' addresses and a port of its own (not
 * the app's loopback server), and that carries nothing but the game channel.
 *
 * One guest at a time: while one is attached, every other connection is
 * refused before its handshake (so it cannot spend the wrong-code budget
 * either); once it drops, anyone with the code may attach, the same guest
 * reconnecting included, with a fresh handshake and fresh keys. Five wrong
 * codes end the hosting: the owner is told, to show a new code. Anything
 * malformed, unauthentic, too large or too fast closes that connection only,
 * with a close code and a reason.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { ChannelHub, encodePayload, type SecureChannel, type StateReason } from './channel';
import { checkProof, deriveSessionKeys, newEphemeral, proofOf, type Ephemeral } from './handshake';
import { DEFAULT_LIMITS, MAX_PENDING_HANDSHAKES, WRONG_CODE_LIMIT, type ChannelLimits } from './limits';
import { CHANNEL_PATH, frameText, parseFrame, WS_MAX_PAYLOAD, PROTOCOL_VERSION, type CloseReason } from './messages';
import { createSealedLink, type SealedLink } from './sealed-link';
import { closeWith, readFrames, startHeartbeat } from './socket-guard';
import { localNetworkAddresses } from './local-addresses';

export interface HostOptions {
  /** The normalised join code (join-code.ts). */
  code: string;
  /** Defaults to the local networks' addresses; tests pass 127.0.0.1. */
  addresses?: readonly string[];
  /** 0 (the default) picks a free port, the same on every address. */
  port?: number;
  limits?: Partial<ChannelLimits>;
  /** Tests: fixed ephemerals, to compare what the host sends across runs. */
  ephemeral?: () => Ephemeral;
}

export interface HostEndpoint {
  /** The attached guest's channel: 'open' while one is attached, 'closed' once the hosting ended. */
  readonly channel: SecureChannel;
  readonly port: number;
  readonly addresses: readonly string[];
  readonly wrongCodes: number;
  /** Connections open now, attached or in their handshake (tests: the fuzz leaves none). */
  readonly connections: number;
  /**
   * Closes the attached guest's connection only, with a close code and a
   * reason (the game layer's answer to a message it cannot read); the hosting
   * goes on and the channel is 'dropped' until a guest attaches again.
   */
  closeGuest(reason: CloseReason, message: string): void;
  /**
   * Stops hosting at once: every connection closed, nothing listening. The
   * guest is told the hosting ended (for good), unless `keepsGame` (the app
   * is closing with the game kept for Continue): then it is told only that
   * the host is going away, and keeps reconnecting, as after a kill.
   */
  stop(options?: { keepsGame?: boolean }): Promise<void>;
}

/** The standard WebSocket close "going away": not one of ours, so a guest takes it as a lost connection and retries. */
const GOING_AWAY = 1001;

type Stage =
  | { name: 'hello' }
  | { name: 'proof'; keys: NonNullable<ReturnType<typeof deriveSessionKeys>> }
  | { name: 'open'; link: SealedLink };

export async function startHosting(options: HostOptions): Promise<HostEndpoint> {
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const makeEphemeral = options.ephemeral ?? newEphemeral;
  const hub = new ChannelHub();
  const wss = new WebSocketServer({ noServer: true, maxPayload: WS_MAX_PAYLOAD, perMessageDeflate: false });
  const servers: Server[] = [];
  let guest: { ws: WebSocket; link: SealedLink } | null = null;
  let pending = 0;
  let wrongCodes = 0;
  let ended = false;

  function endHosting(reason: StateReason, message: string, keepsGame = false): Promise<void> {
    if (!ended) {
      ended = true;
      hub.change('closed', reason, message);
    }
    for (const ws of wss.clients) {
      if (keepsGame) ws.close(GOING_AWAY, 'the host’s app is closing; its game is kept');
      else closeWith(ws, 'hosting-ended', message);
    }
    for (const ws of wss.clients) ws.terminate();
    return Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve())))).then(() => {
      for (const server of servers) server.closeAllConnections();
    });
  }

  function accept(ws: WebSocket): void {
    if (ended) return closeWith(ws, 'hosting-ended', 'this game is no longer hosted');
    if (guest !== null) return closeWith(ws, 'busy', 'a guest is already playing this game');
    if (pending >= MAX_PENDING_HANDSHAKES) return closeWith(ws, 'busy', 'too many connections at once');
    pending++;
    let stage: Stage = { name: 'hello' };
    let stopHeartbeat = () => {};
    const handshakeTimer = setTimeout(() => refuse('handshake-timeout', 'the handshake took too long'), limits.handshakeTimeoutMs);

    function refuse(reason: CloseReason, message: string): void {
      closeWith(ws, reason, message);
    }

    function onFrame(data: string): void {
      if (stage.name === 'hello') {
        const hello = parseFrame(data, 'hello');
        if (!hello.ok) return refuse(hello.reason, hello.message);
        const own = makeEphemeral();
        const keys = deriveSessionKeys({ role: 'host', own, peerKey: Buffer.from(hello.frame.key, 'base64'), peerNonce: Buffer.from(hello.frame.nonce, 'base64'), code: options.code });
        if (keys === null) return refuse('malformed', 'the key is not a usable X25519 key');
        stage = { name: 'proof', keys };
        ws.send(frameText({ v: PROTOCOL_VERSION, type: 'challenge', key: own.publicKey.toString('base64'), nonce: own.nonce.toString('base64') }));
        return;
      }
      if (stage.name === 'proof') {
        const proof = parseFrame(data, 'proof');
        if (!proof.ok) return refuse(proof.reason, proof.message);
        if (!checkProof(stage.keys, 'guest', Buffer.from(proof.frame.mac, 'base64'))) return wrongCode();
        if (guest !== null) return refuse('busy', 'a guest is already playing this game');
        const link = createSealedLink(stage.keys, 'host');
        ws.send(frameText({ v: PROTOCOL_VERSION, type: 'confirm', mac: proofOf(stage.keys, 'host').toString('base64') }));
        stage = { name: 'open', link };
        attach(link);
        return;
      }
      const received = stage.link.receive(data);
      if (!received.ok) return refuse(received.reason, received.message);
      hub.deliver(received.payload);
    }

    function wrongCode(): void {
      wrongCodes++;
      refuse('wrong-code', 'the join code does not match');
      if (wrongCodes >= WRONG_CODE_LIMIT) void endHosting('too-many-wrong-codes', `${WRONG_CODE_LIMIT} wrong codes were tried: host again with a new code`);
    }

    function attach(link: SealedLink): void {
      clearTimeout(handshakeTimer);
      pending--;
      guest = { ws, link };
      stopHeartbeat = startHeartbeat(ws, limits.heartbeatMs, () => {
        ws.terminate();
        if (guest?.ws === ws) detach('silent', 'the guest stopped answering');
      });
      hub.change('open', 'connected', 'the guest joined');
    }

    function detach(reason: StateReason, message: string): void {
      guest = null;
      if (!ended) hub.change('dropped', reason, message);
    }

    readFrames(ws, limits.framesPerSecond, onFrame, refuse);
    ws.on('error', () => ws.terminate());
    ws.on('close', () => {
      clearTimeout(handshakeTimer);
      stopHeartbeat();
      if (guest?.ws === ws) detach('connection-lost', 'the guest’s connection was lost');
      else if (stage.name !== 'open') pending--;
    });
  }

  wss.on('connection', accept);

  function onUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    socket.on('error', () => socket.destroy());
    const path = new URL(req.url ?? '/', 'http://host').pathname;
    // The guest is the app, not a web page: a page the host's owner opens must
    // not reach the endpoint (and spend its wrong codes) through the browser.
    const status = path !== CHANNEL_PATH ? 404 : req.headers.origin !== undefined ? 403 : ended ? 410 : 0;
    if (status !== 0) {
      socket.end(`HTTP/1.1 ${status} ${status === 404 ? 'Not Found' : status === 403 ? 'Forbidden' : 'Gone'}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  }

  const addresses = options.addresses ?? localNetworkAddresses();
  let port = options.port ?? 0;
  for (const address of addresses) {
    const server = createServer((req, res) => {
      // Only the channel answers here, and only as a WebSocket.
      const path = new URL(req.url ?? '/', 'http://host').pathname;
      res.writeHead(path === CHANNEL_PATH ? 426 : 404, { 'Content-Type': 'text/plain; charset=utf-8', Connection: 'close', ...(path === CHANNEL_PATH ? { Upgrade: 'websocket' } : {}) });
      res.end(path === CHANNEL_PATH ? 'Upgrade Required' : 'Not Found');
    });
    server.on('upgrade', onUpgrade);
    try {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, address, () => {
          server.off('error', reject);
          resolve();
        });
      });
    } catch (error) {
      await endHosting('stopped', 'the endpoint could not listen');
      throw error;
    }
    servers.push(server);
    port = (server.address() as AddressInfo).port;
  }
  if (servers.length === 0) {
    ended = true;
    throw new Error('No local network address to host on.');
  }

  const channel: SecureChannel = {
    get state() {
      return hub.state;
    },
    send(payload) {
      if (guest === null || hub.state !== 'open') return { ok: false, reason: 'not-open', message: `the channel is ${hub.state}` };
      const encoded = encodePayload(payload);
      if (!encoded.ok) return encoded;
      guest.ws.send(guest.link.seal(encoded.bytes));
      return { ok: true };
    },
    onPayload: (listener) => hub.onPayload(listener),
    onState: (listener) => hub.onState(listener),
  };

  return {
    channel,
    port,
    addresses,
    get wrongCodes() {
      return wrongCodes;
    },
    get connections() {
      return wss.clients.size;
    },
    closeGuest(reason, message) {
      if (guest !== null) closeWith(guest.ws, reason, message);
    },
    stop: (options) => endHosting('stopped', 'the host stopped hosting', options?.keepsGame),
  };
}
