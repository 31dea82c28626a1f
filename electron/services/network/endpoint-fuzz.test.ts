/**
 * A seeded fuzz of the host endpoint: a few hundred random and mutated
 * frames, each on its own connection, before the handshake, in its middle and
 * after it. Every one must end only its own connection; the host never
 * throws, spends none of its wrong codes, and a well-behaved guest joins
 * afterwards as if nothing had happened.
 */
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRandom, type Random } from '../../../engine';
import { OPERATION_NAMES } from '../../contract';
import { connectToHost } from './guest-connection';
import { newEphemeral } from './handshake';
import { startHosting, type HostEndpoint } from './host-endpoint';
import { CLOSE_CODES, frameText, proofSchema, PROTOCOL_VERSION } from './messages';
import { createSealer } from './sealing';
import { payloads, stateReached } from './testing/channel-waits';
import { socketsLeftOpen } from './testing/no-open-sockets';
import { openRawPeer, type RawPeer } from './testing/raw-peer';

const CODE = '271828';
const CASES = 300;

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

function randomValue(random: Random, depth = 0): unknown {
  const kind = Math.floor(random() * (depth > 2 ? 5 : 7));
  switch (kind) {
    case 0:
      return null;
    case 1:
      return random() < 0.5;
    case 2:
      return pick(random, [0, -1, 1, 2, 1.5, 2 ** 53, -(2 ** 60), Math.floor(random() * 1e6)]);
    case 3:
      return pick(random, ['', 'hello', 'sealed', 'proof', 'AAAA', '\u0000', 'é'.repeat(40), ...OPERATION_NAMES]);
    case 4:
      return Buffer.from(Array.from({ length: Math.floor(random() * 48) }, () => Math.floor(random() * 256))).toString('base64');
    case 5:
      return Array.from({ length: Math.floor(random() * 4) }, () => randomValue(random, depth + 1));
    default:
      return Object.fromEntries(Array.from({ length: Math.floor(random() * 4) }, () => [pick(random, ['v', 'type', 'key', 'nonce', 'mac', 'seq', 'box', '__proto__', 'x']), randomValue(random, depth + 1)]));
  }
}

/**
 * One field of a valid frame changed, dropped or added, or the text cut or a
 * character replaced; never the frame itself (a character replaced by itself,
 * `seq` set to its own value), which the host would rightly take.
 */
function mutate(random: Random, frame: Record<string, unknown>): string {
  for (;;) {
    const mutated = mutateOnce(random, frame);
    if (mutated !== JSON.stringify(frame)) return mutated;
  }
}

function mutateOnce(random: Random, frame: Record<string, unknown>): string {
  const text = JSON.stringify(frame);
  switch (Math.floor(random() * 5)) {
    case 0: {
      const key = pick(random, Object.keys(frame));
      return JSON.stringify({ ...frame, [key]: randomValue(random) });
    }
    case 1: {
      const key = pick(random, Object.keys(frame));
      const { [key]: _dropped, ...rest } = frame;
      return JSON.stringify(rest);
    }
    case 2:
      return JSON.stringify({ ...frame, [pick(random, ['extra', 'input', 'operation'])]: randomValue(random) });
    case 3:
      return text.slice(0, Math.floor(random() * text.length));
    default: {
      const at = Math.floor(random() * text.length);
      return text.slice(0, at) + String.fromCharCode(32 + Math.floor(random() * 95)) + text.slice(at + 1);
    }
  }
}

function hello(): Record<string, unknown> {
  const own = newEphemeral();
  return { v: PROTOCOL_VERSION, type: 'hello', key: own.publicKey.toString('base64'), nonce: own.nonce.toString('base64') };
}

let endpoint: HostEndpoint;
/** The close code of every fuzzed connection, to check the fuzz reaches every refusal. */
const closes: number[] = [];
const thrown: unknown[] = [];
const recordThrown = (error: unknown) => thrown.push(error);

beforeAll(async () => {
  process.on('uncaughtException', recordThrown);
  endpoint = await startHosting({ code: CODE, addresses: ['127.0.0.1'], limits: { heartbeatMs: 60_000, handshakeTimeoutMs: 30_000, framesPerSecond: 1000 } });
});
afterAll(async () => {
  await endpoint.stop();
  process.off('uncaughtException', recordThrown);
  expect(await socketsLeftOpen()).toEqual([]);
});

/** Sends one fuzzed frame at one of three points of a connection; resolves once the host has dealt with it. */
async function fuzzOnce(random: Random): Promise<void> {
  const peer: RawPeer = await openRawPeer(endpoint.port);
  const stage = Math.floor(random() * 3);
  let frame: string;
  if (stage === 0) {
    frame = random() < 0.3 ? JSON.stringify(randomValue(random)) : mutate(random, hello());
  } else if (stage === 1) {
    peer.send(frameText(hello() as never));
    if ((await Promise.race([peer.next(), peer.closed.then(() => null)])) === null) return void closes.push((await peer.closed).code);
    frame = mutate(random, { v: PROTOCOL_VERSION, type: 'proof', mac: Buffer.alloc(32, 3).toString('base64') });
    // A well-formed proof is a guess at the code: not what this fuzz is about.
    if (v.safeParse(proofSchema, JSON.parse(safeJson(frame) ?? 'null')).success) frame = '{}';
  } else {
    const keys = await peer.handshake(CODE);
    // Refused (busy: a guest is attached): nothing more to send on it.
    if (keys === null) return void closes.push((await peer.closed).code);
    const sealed = createSealer(keys.guestToHost).seal(Buffer.from('{"move":1}'));
    frame = mutate(random, { v: PROTOCOL_VERSION, type: 'sealed', ...sealed });
  }
  peer.send(frame);
  // Either the host closes the connection, or (a mutation that left a valid hello) it answers: enough.
  const outcome = await Promise.race([peer.closed, peer.next().then(() => null)]);
  if (outcome === null) peer.ws.terminate();
  closes.push((await peer.closed).code);
}

function safeJson(text: string): string | null {
  try {
    JSON.parse(text);
    return text;
  } catch {
    return null;
  }
}

describe('fuzzing the host endpoint', () => {
  it(`${CASES} random and mutated frames end only their own connections and leave the host as it was`, async () => {
    const random = seededRandom(36);
    for (let n = 0; n < CASES; n++) await fuzzOnce(random);
    expect(thrown).toEqual([]);
    const reached = new Set(closes);
    for (const reason of ['malformed', 'unsupported-version', 'out-of-order', 'not-authentic'] as const) expect(reached).toContain(CLOSE_CODES[reason]);
    expect(endpoint.wrongCodes).toBe(0);
    expect(endpoint.channel.state).not.toBe('closed');

    const guest = connectToHost({ host: '127.0.0.1', port: endpoint.port, code: CODE });
    try {
      await Promise.all([stateReached(guest, 'open'), endpoint.channel.state === 'open' ? null : stateReached(endpoint.channel, 'open')]);
      const atGuest = payloads(guest, 1);
      endpoint.channel.send({ still: 'here' });
      expect(await atGuest).toEqual([{ still: 'here' }]);
    } finally {
      // The next test's guest must find the place free, not race this one's leaving.
      const left = stateReached(endpoint.channel, 'dropped');
      guest.close();
      await left;
    }
  });
});

describe('fuzzing the host endpoint while a guest plays', () => {
  it('refuses every fuzzing connection and leaves the attached guest playing', async () => {
    const guest = connectToHost({ host: '127.0.0.1', port: endpoint.port, code: CODE });
    try {
      await Promise.all([stateReached(guest, 'open'), endpoint.channel.state === 'open' ? null : stateReached(endpoint.channel, 'open')]);
      closes.length = 0;
      const random = seededRandom(37);
      for (let n = 0; n < 60; n++) await fuzzOnce(random);
      expect(new Set(closes)).toEqual(new Set([CLOSE_CODES.busy]));
      expect(endpoint.channel.state).toBe('open');
      const atHost = payloads(endpoint.channel, 1);
      guest.send({ still: 'playing' });
      expect(await atHost).toEqual([{ still: 'playing' }]);
    } finally {
      guest.close();
    }
  });
});
