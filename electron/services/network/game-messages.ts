/**
 * The game's messages on the network channel (the channel's payloads): each
 * versioned, checked by a valibot schema before anything reads it, the
 * version before the shape so a newer app is told so.
 *
 * The host sends `game` (its view: rules, players, the moves the guest lacks,
 * whose turn, who has made a hidden opening choice, a pending undo request,
 * rematch offers) after every change, and `refused` when it turns a message
 * down. The guest sends `join` on every (re)connection (its name, its key,
 * the game and move count its archive holds), `choose`, `undo-request`,
 * `undo-answer`, `resign`, `rematch` and `ack` (the moves it has recorded).
 * Every message about the game names it (the host's game id) and, where the
 * position matters, the move count it was made at: a message made for another
 * game or position is refused as stale and changes nothing.
 */
import * as v from 'valibot';
import { exactObject, isPlainObject } from '../../contract/exact-object';
import { moveSchema, playerNameSchema, playersSchema, rulesInputSchema } from '../../contract/schemas';
import { NETWORK_REFUSAL_REASONS, type NetworkRefusalReason } from '../../contract/network';
import { GAME_STATUSES, TERMINATIONS } from '../../contract/views';

export const GAME_PROTOCOL_VERSION = 1;

/** More moves than any real game has; a longer list is refused. */
export const MAX_GAME_MOVES = 2_000;

const version = v.literal(GAME_PROTOCOL_VERSION);
const gameRef = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(Number.MAX_SAFE_INTEGER));
const moveCount = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_GAME_MOVES));
const player = v.picklist([0, 1] as const);
const hole = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(15));
/** The guest's own random key, kept for the game: it tells the guest's later connections from anyone else's. */
const guestKey = v.pipe(v.string(), v.length(24), v.base64());
const players = v.pipe(v.array(player), v.maxLength(2));

const undoRequest = exactObject({ by: v.picklist(['host', 'guest'] as const), moveCount });

// Host → guest.
export const gameMessageSchema = exactObject({
  v: version,
  type: v.literal('game'),
  game: gameRef,
  rules: rulesInputSchema,
  players: playersSchema,
  guestSide: player,
  /** `moves` are the game's moves from this index on (what the guest lacks), at most game-host.ts's MOVES_PER_MESSAGE of them: `moveCount` says how many the game has. */
  from: moveCount,
  moves: v.pipe(v.array(moveSchema), v.maxLength(MAX_GAME_MOVES)),
  moveCount,
  status: v.picklist(GAME_STATUSES),
  termination: v.nullable(v.picklist(TERMINATIONS)),
  /** Whose choice the game waits for. */
  choosers: players,
  /** The opening's first choices made and hidden: who has chosen, never which hole. */
  chosen: players,
  undo: v.nullable(undoRequest),
  /** The sides that offered a rematch of this (finished) game. */
  rematch: exactObject({ host: v.boolean(), guest: v.boolean() }),
});

/** The contract's list: the screens show these reasons too. */
export const REFUSAL_REASONS = NETWORK_REFUSAL_REASONS;
export type RefusalReason = NetworkRefusalReason;

export const refusedMessageSchema = exactObject({
  v: version,
  type: v.literal('refused'),
  of: v.picklist(['choose', 'undo-request', 'undo-answer', 'resign', 'rematch'] as const),
  reason: v.picklist(REFUSAL_REASONS),
  message: v.pipe(v.string(), v.maxLength(500)),
});

/** The host's answer to the guest's undo request. */
export const undoAnsweredMessageSchema = exactObject({ v: version, type: v.literal('undo-answered'), game: gameRef, accepted: v.boolean() });

// Guest → host.
export const joinMessageSchema = exactObject({
  v: version,
  type: v.literal('join'),
  name: playerNameSchema,
  key: guestKey,
  /** The game the guest's archive holds and how many of its moves; null on a first join. */
  have: v.nullable(exactObject({ game: gameRef, moveCount })),
});
export const chooseMessageSchema = exactObject({ v: version, type: v.literal('choose'), game: gameRef, moveCount, hole });
export const undoRequestMessageSchema = exactObject({ v: version, type: v.literal('undo-request'), game: gameRef, moveCount });
export const undoAnswerMessageSchema = exactObject({ v: version, type: v.literal('undo-answer'), game: gameRef, moveCount, accept: v.boolean() });
export const resignMessageSchema = exactObject({ v: version, type: v.literal('resign'), game: gameRef, moveCount });
export const rematchMessageSchema = exactObject({ v: version, type: v.literal('rematch'), game: gameRef });
export const ackMessageSchema = exactObject({ v: version, type: v.literal('ack'), game: gameRef, moveCount });

const HOST_SCHEMAS = { game: gameMessageSchema, refused: refusedMessageSchema, 'undo-answered': undoAnsweredMessageSchema } as const;
const GUEST_SCHEMAS = {
  join: joinMessageSchema,
  choose: chooseMessageSchema,
  'undo-request': undoRequestMessageSchema,
  'undo-answer': undoAnswerMessageSchema,
  resign: resignMessageSchema,
  rematch: rematchMessageSchema,
  ack: ackMessageSchema,
} as const;

type Outputs<Schemas extends Record<string, v.GenericSchema>> = { [K in keyof Schemas]: v.InferOutput<Schemas[K]> }[keyof Schemas];
export type HostMessage = Outputs<typeof HOST_SCHEMAS>;
export type GuestMessage = Outputs<typeof GUEST_SCHEMAS>;
export type GameMessage = v.InferOutput<typeof gameMessageSchema>;
export type UndoRequest = v.InferOutput<typeof undoRequest>;

/** Distributes Omit over a union: each message without its version, as the sides write them. */
type Unversioned<T> = T extends unknown ? Omit<T, 'v'> : never;
export type HostMessageBody = Unversioned<HostMessage>;
export type GuestMessageBody = Unversioned<GuestMessage>;

export type ParsedMessage<T> = { ok: true; message: T } | { ok: false; reason: 'malformed' | 'unsupported-version'; message: string };

function parseWith<Schemas extends Record<string, v.GenericSchema>>(schemas: Schemas, payload: unknown): ParsedMessage<Outputs<Schemas>> {
  if (!isPlainObject(payload)) return { ok: false, reason: 'malformed', message: 'the game message is not a JSON object' };
  if (payload.v !== GAME_PROTOCOL_VERSION) {
    const shown = typeof payload.v === 'number' && Number.isSafeInteger(payload.v) ? String(payload.v) : 'none';
    return { ok: false, reason: 'unsupported-version', message: `game messages of version ${shown} are not spoken here (only ${GAME_PROTOCOL_VERSION})` };
  }
  const type = typeof payload.type === 'string' && Object.hasOwn(schemas, payload.type) ? payload.type : null;
  if (type === null) return { ok: false, reason: 'malformed', message: 'the game message is of no known type here' };
  const parsed = v.safeParse(schemas[type] as v.GenericSchema, payload);
  if (!parsed.success) return { ok: false, reason: 'malformed', message: `not a valid ${type} message: ${parsed.issues[0].message}`.slice(0, 300) };
  return { ok: true, message: parsed.output as Outputs<Schemas> };
}

/** What the host reads from the guest. */
export const parseGuestMessage = (payload: unknown) => parseWith(GUEST_SCHEMAS, payload);
/** What the guest reads from the host. */
export const parseHostMessage = (payload: unknown) => parseWith(HOST_SCHEMAS, payload);

/** The message with its version, ready to send. */
export function versioned<T extends object>(body: T): T & { v: typeof GAME_PROTOCOL_VERSION } {
  return { v: GAME_PROTOCOL_VERSION, ...body };
}
