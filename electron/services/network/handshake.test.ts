import { describe, expect, it } from 'vitest';
import { checkProof, deriveSessionKeys, ephemeralFrom, newEphemeral, proofOf } from './handshake';
import { createOpener, createSealer } from './sealing';

function bothSides(hostCode: string, guestCode: string) {
  const guest = newEphemeral();
  const host = newEphemeral();
  const atGuest = deriveSessionKeys({ role: 'guest', own: guest, peerKey: host.publicKey, peerNonce: host.nonce, code: guestCode });
  const atHost = deriveSessionKeys({ role: 'host', own: host, peerKey: guest.publicKey, peerNonce: guest.nonce, code: hostCode });
  if (atGuest === null || atHost === null) throw new Error('keys not derived');
  return { atGuest, atHost };
}

describe('the handshake', () => {
  it('gives both sides the same keys with the same code, and the proofs check both ways', () => {
    const { atGuest, atHost } = bothSides('418093', '418093');
    expect(atGuest).toEqual(atHost);
    expect(checkProof(atHost, 'guest', proofOf(atGuest, 'guest'))).toBe(true);
    expect(checkProof(atGuest, 'host', proofOf(atHost, 'host'))).toBe(true);
    // Four different keys: no key serves two purposes.
    expect(new Set([atGuest.guestProofKey, atGuest.hostProofKey, atGuest.guestToHost, atGuest.hostToGuest].map((key) => key.toString('hex'))).size).toBe(4);
  });

  it('gives unrelated keys with another code: the guest’s proof fails', () => {
    const { atGuest, atHost } = bothSides('418093', '418094');
    expect(atGuest.guestToHost.equals(atHost.guestToHost)).toBe(false);
    expect(checkProof(atHost, 'guest', proofOf(atGuest, 'guest'))).toBe(false);
  });

  it('does not take one side’s proof for the other’s, nor a truncated one', () => {
    const { atGuest, atHost } = bothSides('000000', '000000');
    expect(checkProof(atHost, 'guest', proofOf(atHost, 'host'))).toBe(false);
    expect(checkProof(atHost, 'guest', proofOf(atGuest, 'guest').subarray(0, 16))).toBe(false);
  });

  it('binds the keys to both nonces: another session with the same keys pairs differs', () => {
    const host = ephemeralFrom(Buffer.alloc(32, 1), Buffer.alloc(32, 2));
    const guest = ephemeralFrom(Buffer.alloc(32, 3), Buffer.alloc(32, 4));
    const replayedNonce = ephemeralFrom(Buffer.alloc(32, 3), Buffer.alloc(32, 5));
    const first = deriveSessionKeys({ role: 'host', own: host, peerKey: guest.publicKey, peerNonce: guest.nonce, code: '123456' });
    const second = deriveSessionKeys({ role: 'host', own: host, peerKey: replayedNonce.publicKey, peerNonce: replayedNonce.nonce, code: '123456' });
    expect(first?.guestToHost.equals(second?.guestToHost ?? Buffer.alloc(0))).toBe(false);
  });

  it('refuses a low-order public key (an all-zero shared secret)', () => {
    expect(deriveSessionKeys({ role: 'host', own: newEphemeral(), peerKey: Buffer.alloc(32), peerNonce: Buffer.alloc(32), code: '123456' })).toBeNull();
    expect(deriveSessionKeys({ role: 'host', own: newEphemeral(), peerKey: Buffer.alloc(31, 9), peerNonce: Buffer.alloc(32), code: '123456' })).toBeNull();
  });
});

describe('sealing', () => {
  const key = Buffer.alloc(32, 42);

  it('opens frames in order', () => {
    const sealer = createSealer(key);
    const opener = createOpener(key);
    for (const text of ['a', '{"move":3}', '']) {
      const { seq, box } = sealer.seal(Buffer.from(text));
      expect(opener.open(seq, box)?.toString()).toBe(text);
    }
  });

  it('refuses a replayed, a reordered, an altered or a renumbered frame, and one under another key', () => {
    const sealer = createSealer(key);
    const first = sealer.seal(Buffer.from('first'));
    const second = sealer.seal(Buffer.from('second'));

    const opener = createOpener(key);
    expect(opener.open(second.seq, second.box)).toBeNull();
    expect(opener.open(first.seq, first.box)?.toString()).toBe('first');
    expect(opener.open(first.seq, first.box)).toBeNull();
    expect(opener.open(2, second.box)).toBeNull();
    const altered = Buffer.from(second.box, 'base64');
    altered[0] = (altered[0] ?? 0) ^ 0x80;
    expect(opener.open(second.seq, altered.toString('base64'))).toBeNull();
    expect(opener.open(second.seq, '')).toBeNull();
    expect(createOpener(Buffer.alloc(32, 43)).open(first.seq, first.box)).toBeNull();
    // A refused frame does not move the expected number on: the right one still opens.
    expect(opener.open(second.seq, second.box)?.toString()).toBe('second');
  });
});
