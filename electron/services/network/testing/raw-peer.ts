/**
 * Tests only: a guest that speaks the protocol by hand, so a test can send
 * what a well-behaved guest never would (replays, altered bytes, floods) and
 * read every frame and the close it gets back.
 */
import { WebSocket, type RawData } from 'ws';
import { deriveSessionKeys, newEphemeral, proofOf, type SessionKeys } from '../handshake';
import { CHANNEL_PATH, frameText, PROTOCOL_VERSION } from '../messages';

export interface Closed {
  code: number;
  reason: string;
}

export interface RawPeer {
  ws: WebSocket;
  /** Every text frame received, in order. */
  received: string[];
  next(): Promise<string>;
  send(text: string | Buffer): void;
  closed: Promise<Closed>;
  /** hello → challenge → proof → confirm; the keys, or null when the host closed instead. */
  handshake(code: string): Promise<SessionKeys | null>;
}

export async function openRawPeer(port: number, options: { autoPong?: boolean; headers?: Record<string, string> } = {}): Promise<RawPeer> {
  const ws = new WebSocket(`ws://127.0.0.1:${port}${CHANNEL_PATH}`, { autoPong: options.autoPong ?? true, headers: options.headers, maxPayload: 1 << 24 });
  const received: string[] = [];
  const waiting: ((frame: string) => void)[] = [];
  let read = 0;
  const closed = new Promise<Closed>((resolve) => ws.on('close', (code, reason) => resolve({ code, reason: reason.toString('utf8') })));
  ws.on('message', (data: RawData) => {
    received.push(String(data));
    waiting.shift()?.(String(data));
  });
  ws.on('error', () => {});
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    ws.once('error', reject);
  });
  const next = () => {
    if (read < received.length) return Promise.resolve(received[read++] as string);
    return new Promise<string>((resolve) =>
      waiting.push((frame) => {
        read++;
        resolve(frame);
      }),
    );
  };
  const peer: RawPeer = {
    ws,
    received,
    next,
    send: (text) => ws.send(text),
    closed,
    async handshake(code) {
      const own = newEphemeral();
      ws.send(frameText({ v: PROTOCOL_VERSION, type: 'hello', key: own.publicKey.toString('base64'), nonce: own.nonce.toString('base64') }));
      const challenge = await Promise.race([next(), closed.then(() => null)]);
      if (challenge === null) return null;
      const { key, nonce } = JSON.parse(challenge) as { key: string; nonce: string };
      const keys = deriveSessionKeys({ role: 'guest', own, peerKey: Buffer.from(key, 'base64'), peerNonce: Buffer.from(nonce, 'base64'), code });
      if (keys === null) throw new Error('the host sent an unusable key');
      ws.send(frameText({ v: PROTOCOL_VERSION, type: 'proof', mac: proofOf(keys, 'guest').toString('base64') }));
      const confirm = await Promise.race([next(), closed.then(() => null)]);
      return confirm === null ? null : keys;
    },
  };
  return peer;
}
