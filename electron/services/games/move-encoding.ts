/**
 * A game's moves as the archive stores them: one byte per move, in play order
 * (two choices due at once in the opening South's first, as the record keeps
 * them: game-store.ts), in the `moves` column of its games row (the opening's
 * first choices, made by both players at once, take two bytes). Every game has this one shape, played
 * here or imported, and only the game store reads and writes the column.
 *
 *   0x01–0x0F        { hole }               the hole's number
 *   0x11–0x1F        { player: 0, hole }    0x10 + hole (South's pending opening choice)
 *   0x21–0x2F        { player: 1, hole }    0x20 + hole (North's)
 *   0x40, then s·16 + n   { south: s, north: n }   the opening's first choices
 *
 * Each byte says its move by itself, unlike an index into the legal moves
 * (en-croissant's encoding): reading a game needs no engine, and a stored
 * game keeps its meaning if the engine ever lists its legal moves in another
 * order. Holes go up to 15 (MAX_HOLES), so a hole fits in four bits.
 */
import { MAX_HOLES, type Move } from '../../../engine';

const PENDING_SOUTH = 0x10;
const PENDING_NORTH = 0x20;
const FIRST_CHOICES = 0x40;

function holeByte(hole: number): number {
  if (!Number.isInteger(hole) || hole < 1 || hole > MAX_HOLES) throw new RangeError(`A move names hole ${hole}: the archive stores holes 1 to ${MAX_HOLES}.`);
  return hole;
}

/** Writes `move` at `at`; returns where the next move goes. */
function writeMove(bytes: Uint8Array, at: number, move: Move): number {
  if ('south' in move) {
    bytes[at] = FIRST_CHOICES;
    bytes[at + 1] = (holeByte(move.south) << 4) | holeByte(move.north);
    return at + 2;
  }
  bytes[at] = 'player' in move ? (move.player === 0 ? PENDING_SOUTH : PENDING_NORTH) + holeByte(move.hole) : holeByte(move.hole);
  return at + 1;
}

/** The stored form of `moves` (only moves the engine accepted reach here: a hole out of range is a bug, thrown). */
export function encodeMoves(moves: readonly Move[]): Buffer {
  // Written into one buffer: an import encodes a hundred thousand games, a migration as many.
  const bytes = Buffer.alloc(2 * moves.length);
  let at = 0;
  for (const move of moves) at = writeMove(bytes, at, move);
  return bytes.subarray(0, at);
}

/** `encoded` with `move` after its moves. */
export function appendMove(encoded: Uint8Array, move: Move): Buffer {
  return Buffer.concat([encoded, encodeMoves([move])]);
}

/**
 * The moves of a stored game. Any bytes read as moves: a damaged byte reads as
 * a move no game allows (a hole past 15, or 0), which the engine refuses when
 * the game is replayed, so a damaged game is reported (`bad-record`), never
 * shown half-read.
 */
export function decodeMoves(encoded: Uint8Array): Move[] {
  const moves: Move[] = [];
  for (let at = 0; at < encoded.length; at++) {
    const byte = encoded[at] as number;
    if (byte === FIRST_CHOICES) {
      const holes = encoded[++at] ?? 0;
      moves.push({ south: holes >> 4, north: holes & 0x0f });
    } else if (byte > PENDING_SOUTH && byte < PENDING_SOUTH + 0x10) {
      moves.push({ player: 0, hole: byte - PENDING_SOUTH });
    } else if (byte > PENDING_NORTH && byte < PENDING_NORTH + 0x10) {
      moves.push({ player: 1, hole: byte - PENDING_NORTH });
    } else {
      moves.push({ hole: byte });
    }
  }
  return moves;
}

/**
 * How many choices the players made in the moves `encoded` holds: one byte
 * each, so the opening's first move, both first choices at once, counts two
 * (the archive's Choices column, `games.move_count`).
 */
export function choiceCount(encoded: Uint8Array): number {
  return encoded.length;
}

/** The first `count` moves of `encoded` (an undo). */
export function firstMoves(encoded: Uint8Array, count: number): Buffer {
  let at = 0;
  for (let taken = 0; taken < count && at < encoded.length; taken++) at += encoded[at] === FIRST_CHOICES ? 2 : 1;
  return Buffer.from(encoded.subarray(0, Math.min(at, encoded.length)));
}
