/**
 * What a hosted game tells the local network about itself: the DNS-SD TXT
 * record of `_congkak._tcp`. It holds only what the Join list shows (the
 * channel's protocol version, the host's display name, the rules in a few
 * words, whether the seat is free), never the join code nor anything else
 * secret: anyone on the network reads it, and anyone can forge one (the code,
 * not the list, decides who plays whom).
 */
import * as v from 'valibot';
import { exactObject, isPlainObject } from '../../contract/exact-object';
import { oneLine, playerNameSchema } from '../../contract';
import { describeIssues } from '../invalid-request';
import { PROTOCOL_VERSION } from './messages';

/** bonjour-service's type name: the service is `_congkak._tcp.local`. */
export const DISCOVERY_SERVICE_TYPE = 'congkak';
/** A preset's name or a short description ("Congkak, 7 holes"). */
export const RULES_TEXT_MAX = 60;
/**
 * A record read from the network larger than this (in DNS bytes: a length
 * byte and `key=value` for each string) or with more keys is ignored. Ours is
 * at most 325 bytes (tested); the bound stops a forged one from holding much.
 */
export const TXT_MAX_BYTES = 400;
export const TXT_MAX_KEYS = 8;

export interface HostedGameInfo {
  hostName: string;
  rules: string;
  seatFree: boolean;
}

/** The record as bonjour-service takes and gives it: keys to text. */
export type TxtRecord = Record<string, string>;

export type TxtEncoding = { ok: true; txt: TxtRecord } | { ok: false; reason: 'bad-info'; message: string };
export type TxtDecoding =
  | { ok: true; info: HostedGameInfo }
  | { ok: false; reason: 'malformed' | 'oversized' | 'wrong-version'; message: string };

const rulesTextSchema = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(RULES_TEXT_MAX), oneLine);
const SEAT = { free: 'free', taken: 'taken' } as const;

const infoSchema = exactObject({ hostName: playerNameSchema, rules: rulesTextSchema, seatFree: v.boolean() });

// Loose: a later version of the app may add a key that this one ignores; the
// version changes only when the channel does.
const recordSchema = v.looseObject({
  v: v.literal(String(PROTOCOL_VERSION)),
  name: playerNameSchema,
  rules: rulesTextSchema,
  seat: v.picklist([SEAT.free, SEAT.taken]),
});

export function encodeHostedGameTxt(info: HostedGameInfo): TxtEncoding {
  const parsed = v.safeParse(infoSchema, info);
  if (!parsed.success) return { ok: false, reason: 'bad-info', message: describeIssues(parsed.issues) };
  const { hostName, rules, seatFree } = parsed.output;
  return { ok: true, txt: { v: String(PROTOCOL_VERSION), name: hostName, rules, seat: seatFree ? SEAT.free : SEAT.taken } };
}

/** Never throws: whatever came from the network is either a game's info or a reason to ignore it. */
export function decodeHostedGameTxt(txt: unknown): TxtDecoding {
  if (!isPlainObject(txt)) return { ok: false, reason: 'malformed', message: 'the TXT record is missing' };
  const entries = Object.entries(txt);
  if (entries.length > TXT_MAX_KEYS) return { ok: false, reason: 'oversized', message: `the TXT record has ${entries.length} keys; at most ${TXT_MAX_KEYS}` };
  const bytes = txtBytes(entries);
  if (bytes > TXT_MAX_BYTES) return { ok: false, reason: 'oversized', message: `the TXT record is ${bytes} bytes; at most ${TXT_MAX_BYTES}` };
  const version = txt.v;
  if (typeof version !== 'string' || !/^[0-9]{1,4}$/.test(version)) return { ok: false, reason: 'malformed', message: 'the TXT record has no protocol version' };
  if (version !== String(PROTOCOL_VERSION)) {
    return { ok: false, reason: 'wrong-version', message: `the host speaks protocol version ${version}; this app speaks ${PROTOCOL_VERSION}` };
  }
  const parsed = v.safeParse(recordSchema, txt);
  if (!parsed.success) return { ok: false, reason: 'malformed', message: describeIssues(parsed.issues) };
  return { ok: true, info: { hostName: parsed.output.name, rules: parsed.output.rules, seatFree: parsed.output.seat === SEAT.free } };
}

/** The record's size on the wire: each string is a length byte and `key=value` in UTF-8. */
export function txtBytes(entries: readonly (readonly [string, unknown])[]): number {
  let bytes = 0;
  for (const [key, value] of entries) bytes += 1 + Buffer.byteLength(typeof value === 'string' ? `${key}=${value}` : key, 'utf8');
  return bytes;
}
