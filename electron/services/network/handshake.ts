/**
 * The handshake: both apps derive the channel's keys from the join code
 * without the code ever travelling.
 *
 *   guest → host  hello     { key: guest's ephemeral X25519 public key, nonce }
 *   host  → guest challenge { key: host's ephemeral X25519 public key, nonce }
 *   guest → host  proof     { mac: HMAC(guest proof key, transcript) }
 *   host  → guest confirm   { mac: HMAC(host proof key, transcript) }  only once the proof checks
 *
 * Each side computes the X25519 shared secret and HKDF-SHA256 over it, salted
 * with both nonces, its info binding both public keys, both nonces and the
 * code. Out come four keys: one proof key per side and one sealing key per
 * direction (sealing.ts). The host's first two frames hold nothing but fresh
 * random values, so a guest with a wrong code learns nothing; the guest
 * proves first, so it is the guest's guess that is checked, one per
 * connection, five in all (host-endpoint.ts).
 */
import { createHmac, createPrivateKey, createPublicKey, diffieHellman, generateKeyPairSync, hkdfSync, randomBytes, timingSafeEqual, type KeyObject } from 'node:crypto';

export type Role = 'host' | 'guest';

/** One side's secrets for one connection, never reused. */
export interface Ephemeral {
  privateKey: KeyObject;
  /** Raw 32-byte X25519 public key. */
  publicKey: Buffer;
  nonce: Buffer;
}

export interface SessionKeys {
  guestProofKey: Buffer;
  hostProofKey: Buffer;
  guestToHost: Buffer;
  hostToGuest: Buffer;
  /** Both public keys and both nonces, guest's first: what the proofs sign. */
  transcript: Buffer;
}

// DER headers of a raw X25519 key (RFC 8410): node:crypto takes keys as DER or PEM.
const SPKI_PREFIX = Buffer.from('302a300506032b656e032100', 'hex');
const PKCS8_PREFIX = Buffer.from('302e020100300506032b656e04220420', 'hex');
const KDF_LABEL = 'congkak network channel v1';

export function newEphemeral(): Ephemeral {
  const { privateKey, publicKey } = generateKeyPairSync('x25519');
  return { privateKey, publicKey: rawPublicKey(publicKey), nonce: randomBytes(32) };
}

/** A fixed ephemeral, for tests that compare what a host sends across runs. */
export function ephemeralFrom(privateKeyBytes: Buffer, nonce: Buffer): Ephemeral {
  const privateKey = createPrivateKey({ key: Buffer.concat([PKCS8_PREFIX, privateKeyBytes]), format: 'der', type: 'pkcs8' });
  return { privateKey, publicKey: rawPublicKey(createPublicKey(privateKey)), nonce };
}

function rawPublicKey(key: KeyObject): Buffer {
  return key.export({ format: 'der', type: 'spki' }).subarray(SPKI_PREFIX.length);
}

/**
 * The keys of one connection, or null when the peer's public key is unusable
 * (a low-order point gives an all-zero secret: OpenSSL refuses it).
 */
export function deriveSessionKeys(input: { role: Role; own: Ephemeral; peerKey: Buffer; peerNonce: Buffer; code: string }): SessionKeys | null {
  const { role, own, peerKey, peerNonce, code } = input;
  let shared: Buffer;
  try {
    const publicKey = createPublicKey({ key: Buffer.concat([SPKI_PREFIX, peerKey]), format: 'der', type: 'spki' });
    shared = diffieHellman({ privateKey: own.privateKey, publicKey });
  } catch {
    return null;
  }
  const [guestKey, hostKey] = role === 'guest' ? [own.publicKey, peerKey] : [peerKey, own.publicKey];
  const [guestNonce, hostNonce] = role === 'guest' ? [own.nonce, peerNonce] : [peerNonce, own.nonce];
  const transcript = Buffer.concat([guestKey, hostKey, guestNonce, hostNonce]);
  const info = Buffer.concat([Buffer.from(KDF_LABEL), transcript, Buffer.from(code)]);
  const okm = Buffer.from(hkdfSync('sha256', shared, Buffer.concat([guestNonce, hostNonce]), info, 128));
  return {
    guestProofKey: okm.subarray(0, 32),
    hostProofKey: okm.subarray(32, 64),
    guestToHost: okm.subarray(64, 96),
    hostToGuest: okm.subarray(96, 128),
    transcript,
  };
}

/** What `role` sends to prove it knows the code (the labels keep one side's proof from passing for the other's). */
export function proofOf(keys: SessionKeys, role: Role): Buffer {
  const key = role === 'guest' ? keys.guestProofKey : keys.hostProofKey;
  return createHmac('sha256', key).update(`${role} proof`).update(keys.transcript).digest();
}

export function checkProof(keys: SessionKeys, role: Role, presented: Buffer): boolean {
  const expected = proofOf(keys, role);
  return presented.length === expected.length && timingSafeEqual(presented, expected);
}
