/**
 * One authenticated connection's payloads, without the socket: sealing what
 * goes out and checking what comes in, for either side.
 */
import type { Role, SessionKeys } from './handshake';
import { frameText, parseFrame, PROTOCOL_VERSION, type CloseReason } from './messages';
import { createOpener, createSealer } from './sealing';

export type Received = { ok: true; payload: unknown } | { ok: false; reason: CloseReason; message: string };

export interface SealedLink {
  /** The frame to send for these payload bytes (encodePayload's). */
  seal(payloadBytes: Buffer): string;
  receive(data: string): Received;
}

export function createSealedLink(keys: SessionKeys, role: Role): SealedLink {
  const sealer = createSealer(role === 'guest' ? keys.guestToHost : keys.hostToGuest);
  const opener = createOpener(role === 'guest' ? keys.hostToGuest : keys.guestToHost);
  return {
    seal(payloadBytes) {
      const { seq, box } = sealer.seal(payloadBytes);
      return frameText({ v: PROTOCOL_VERSION, type: 'sealed', seq, box });
    },
    receive(data) {
      const parsed = parseFrame(data, 'sealed');
      if (!parsed.ok) return parsed;
      const plaintext = opener.open(parsed.frame.seq, parsed.frame.box);
      if (plaintext === null) return { ok: false, reason: 'not-authentic', message: `frame ${parsed.frame.seq} is replayed, out of order or altered` };
      try {
        return { ok: true, payload: JSON.parse(plaintext.toString('utf8')) };
      } catch {
        return { ok: false, reason: 'malformed', message: 'the sealed payload is not JSON' };
      }
    },
  };
}
