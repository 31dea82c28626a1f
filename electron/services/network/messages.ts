/**
 * What travels on the network channel: versioned JSON frames, each checked by
 * a valibot schema (as the contract checks the renderer's calls) before
 * anything reads it, and the close codes that say why a connection ended.
 *
 * A connection carries, in order: the guest's `hello`, the host's
 * `challenge`, the guest's `proof`, the host's `confirm`, then `sealed`
 * frames both ways (handshake.ts says what each holds).
 */
import * as v from 'valibot';
import { exactObject, isPlainObject } from '../../contract/exact-object';

export const PROTOCOL_VERSION = 1;

/** The largest frame read: a larger one closes the connection, as 'too-large'. */
export const MAX_FRAME_BYTES = 64 * 1024;
/**
 * ws's `maxPayload`, the backstop: a frame larger still is refused while it
 * arrives, never held whole, with the standard code 1009 (and no reason text:
 * ws sends none).
 */
export const WS_MAX_PAYLOAD = 2 * MAX_FRAME_BYTES;
/**
 * The largest payload, as JSON text, that `send` takes: sealed, base64 adds a
 * third, and the envelope a little.
 */
export const MAX_PAYLOAD_BYTES = 47 * 1024;

/** The path the endpoint answers on; every other request is 404. */
export const CHANNEL_PATH = '/congkak';

const KEY_BYTES = 32;
const NONCE_BYTES = 32;
const MAC_BYTES = 32;

/** Standard base64 of exactly `bytes` bytes. */
const base64Of = (bytes: number) => v.pipe(v.string(), v.length(Math.ceil(bytes / 3) * 4), v.base64());

const version = v.literal(PROTOCOL_VERSION);

export const helloSchema = exactObject({ v: version, type: v.literal('hello'), key: base64Of(KEY_BYTES), nonce: base64Of(NONCE_BYTES) });
export const challengeSchema = exactObject({ v: version, type: v.literal('challenge'), key: base64Of(KEY_BYTES), nonce: base64Of(NONCE_BYTES) });
export const proofSchema = exactObject({ v: version, type: v.literal('proof'), mac: base64Of(MAC_BYTES) });
export const confirmSchema = exactObject({ v: version, type: v.literal('confirm'), mac: base64Of(MAC_BYTES) });
export const sealedSchema = exactObject({
  v: version,
  type: v.literal('sealed'),
  seq: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(Number.MAX_SAFE_INTEGER)),
  box: v.pipe(v.string(), v.maxLength(MAX_FRAME_BYTES), v.base64()),
});

export type Hello = v.InferOutput<typeof helloSchema>;
export type Challenge = v.InferOutput<typeof challengeSchema>;
export type Proof = v.InferOutput<typeof proofSchema>;
export type Confirm = v.InferOutput<typeof confirmSchema>;
export type Sealed = v.InferOutput<typeof sealedSchema>;
export type Frame = Hello | Challenge | Proof | Confirm | Sealed;
export type FrameType = Frame['type'];

const SCHEMAS = { hello: helloSchema, challenge: challengeSchema, proof: proofSchema, confirm: confirmSchema, sealed: sealedSchema } as const;

/** Why a connection was closed: one WebSocket close code each (4000–4999 are the application's). */
export const CLOSE_CODES = {
  'hosting-ended': 4000,
  'wrong-code': 4001,
  busy: 4002,
  malformed: 4003,
  'unsupported-version': 4004,
  'out-of-order': 4005,
  'not-authentic': 4006,
  'too-fast': 4007,
  'handshake-timeout': 4008,
  'too-large': 4009,
  silent: 4010,
  refused: 4011,
} as const;
export type CloseReason = keyof typeof CLOSE_CODES;

/** ws closes an oversized frame itself, with this standard code. */
export const WS_MESSAGE_TOO_BIG = 1009;

export function closeReasonOf(code: number): CloseReason | null {
  if (code === WS_MESSAGE_TOO_BIG) return 'too-large';
  for (const [reason, value] of Object.entries(CLOSE_CODES)) if (value === code) return reason as CloseReason;
  return null;
}

export type ParsedFrame<T extends FrameType> =
  | { ok: true; frame: Extract<Frame, { type: T }> }
  | { ok: false; reason: 'malformed' | 'unsupported-version' | 'out-of-order'; message: string };

/**
 * Reads one frame that must be of type `expected`. The version is checked
 * before the shape, so a newer app's frame is refused as such, with a reason,
 * whatever else changed in it.
 */
export function parseFrame<T extends FrameType>(data: string, expected: T): ParsedFrame<T> {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return { ok: false, reason: 'malformed', message: 'the frame is not JSON' };
  }
  if (!isPlainObject(value)) return { ok: false, reason: 'malformed', message: 'the frame is not a JSON object' };
  if (value.v !== PROTOCOL_VERSION) {
    const shown = typeof value.v === 'number' && Number.isSafeInteger(value.v) ? String(value.v) : 'none';
    return { ok: false, reason: 'unsupported-version', message: `version ${shown} is not spoken here (only ${PROTOCOL_VERSION})` };
  }
  if (value.type !== expected) {
    const type = typeof value.type === 'string' && Object.hasOwn(SCHEMAS, value.type) ? value.type : 'unknown';
    return { ok: false, reason: 'out-of-order', message: `expected ${expected}, received ${type}` };
  }
  const parsed = v.safeParse(SCHEMAS[expected], value);
  if (!parsed.success) return { ok: false, reason: 'malformed', message: `not a valid ${expected} frame` };
  return { ok: true, frame: parsed.output as Extract<Frame, { type: T }> };
}

export function frameText(frame: Frame): string {
  return JSON.stringify(frame);
}
