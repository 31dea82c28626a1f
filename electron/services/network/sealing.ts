/**
 * Every frame after the handshake is sealed with AES-256-GCM under its
 * direction's key, its sequence number in the nonce and the authenticated
 * data. The receiver takes only the next number: a replayed frame (a number
 * already seen), a reordered one (a number ahead) or an altered one (the tag
 * fails) is refused. Keys are fresh for every connection, so numbers restart
 * at 0 without a nonce ever being used twice under one key.
 */
import { createCipheriv, createDecipheriv } from 'node:crypto';

const TAG_BYTES = 16;

function nonceOf(seq: number): Buffer {
  const nonce = Buffer.alloc(12);
  nonce.writeBigUInt64BE(BigInt(seq), 4);
  return nonce;
}

function aadOf(seq: number): Buffer {
  const aad = Buffer.alloc(8);
  aad.writeBigUInt64BE(BigInt(seq));
  return aad;
}

export interface Sealer {
  seal(plaintext: Buffer): { seq: number; box: string };
}

export interface Opener {
  /** The plaintext, or null when the frame is not the next one or not authentic. */
  open(seq: number, box: string): Buffer | null;
}

export function createSealer(key: Buffer): Sealer {
  let next = 0;
  return {
    seal(plaintext) {
      const seq = next++;
      const cipher = createCipheriv('aes-256-gcm', key, nonceOf(seq), { authTagLength: TAG_BYTES });
      cipher.setAAD(aadOf(seq));
      const box = Buffer.concat([cipher.update(plaintext), cipher.final(), cipher.getAuthTag()]);
      return { seq, box: box.toString('base64') };
    },
  };
}

export function createOpener(key: Buffer): Opener {
  let expected = 0;
  return {
    open(seq, box) {
      if (seq !== expected) return null;
      const bytes = Buffer.from(box, 'base64');
      if (bytes.length < TAG_BYTES) return null;
      const decipher = createDecipheriv('aes-256-gcm', key, nonceOf(seq), { authTagLength: TAG_BYTES });
      decipher.setAAD(aadOf(seq));
      decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
      try {
        const plaintext = Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - TAG_BYTES)), decipher.final()]);
        expected++;
        return plaintext;
      } catch {
        return null;
      }
    },
  };
}
