/**
 * Reading the fields of a protocol request (ENGINE_PROTOCOL.md). A field that
 * is missing or of the wrong shape is `bad-request`; a well-formed state or
 * rules object the engine refuses keeps the engine's own code.
 */
import { resolveRules, validateState } from '../index';
import { GLYPHS, type GameRecord, type GameState, type Glyph, type Move, type MoveNote, type Player, type Result } from '../types';

export type Fields = Record<string, unknown>;

export const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isInteger = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);
const isPlayer = (value: unknown): value is Player => value === 0 || value === 1;

export function badRequest(message: string): Result<never> {
  return { ok: false, error: { code: 'bad-request', message } };
}

export function readState(request: Fields): Result<GameState> {
  if (!('state' in request)) return badRequest('missing field "state"');
  return validateState(request['state']);
}

/** A move of one of the protocol's three shapes; whether it is legal is the engine's call. */
export function readMove(value: unknown, field = 'move'): Result<Move> {
  if (isObject(value)) {
    const keys = Object.keys(value).sort().join(',');
    const { hole, south, north, player } = value;
    if (keys === 'hole' && isInteger(hole)) return { ok: true, value: { hole } };
    if (keys === 'north,south' && isInteger(south) && isInteger(north)) return { ok: true, value: { south, north } };
    if (keys === 'hole,player' && isPlayer(player) && isInteger(hole)) return { ok: true, value: { player, hole } };
  }
  return badRequest(`"${field}" must be {"hole":h}, {"south":h,"north":h} or {"player":0|1,"hole":h}`);
}

export function readString(request: Fields, field: string): Result<string> {
  const value = request[field];
  return typeof value === 'string' ? { ok: true, value } : badRequest(`"${field}" must be a string`);
}

/** An optional number field; `undefined` when absent. */
export function readOptionalNumber(request: Fields, field: string): Result<number | undefined> {
  const value = request[field];
  if (value === undefined || (typeof value === 'number' && Number.isFinite(value))) return { ok: true, value };
  return badRequest(`"${field}" must be a number`);
}

/** An optional string field; `undefined` when absent. */
export function readOptionalString(request: Fields, field: string): Result<string | undefined> {
  const value = request[field];
  return value === undefined || typeof value === 'string' ? { ok: true, value } : badRequest(`"${field}" must be a string`);
}

export function readOptionalPlayer(request: Fields): Result<Player | undefined> {
  const value = request['player'];
  if (value === undefined || isPlayer(value)) return { ok: true, value };
  return badRequest('"player" must be 0 or 1');
}

/** The protocol's GAME; the rules are resolved so `bad-rules` names what is wrong. */
export function readGame(value: unknown, where: string): Result<GameRecord> {
  if (!isObject(value)) return badRequest(`${where} must be an object`);
  const { tags, comment, moves, notes } = value;
  if (!isObject(tags) || !Object.values(tags).every((v) => typeof v === 'string')) {
    return badRequest(`${where}.tags must be an object of strings`);
  }
  const rules = resolveRules(value['rules']);
  if (!rules.ok) return { ok: false, error: { code: 'bad-rules', message: `${where}.rules: ${rules.error.message}` } };
  if (comment !== null && typeof comment !== 'string') return badRequest(`${where}.comment must be a string or null`);
  if (!Array.isArray(moves)) return badRequest(`${where}.moves must be an array`);
  const readMoves: Move[] = [];
  for (const [i, raw] of moves.entries()) {
    const move = readMove(raw, `${where}.moves[${i}]`);
    if (!move.ok) return move;
    readMoves.push(move.value);
  }
  if (!Array.isArray(notes)) return badRequest(`${where}.notes must be an array`);
  const readNotes: MoveNote[] = [];
  for (const [i, raw] of notes.entries()) {
    const note = readNote(raw);
    if (!note) return badRequest(`${where}.notes[${i}] must be {"move":index,"glyph":glyph|null,"comment":text|null}`);
    readNotes.push(note);
  }
  return {
    ok: true,
    value: { tags: tags as Record<string, string>, rules: rules.value, comment, moves: readMoves, notes: readNotes },
  };
}

function readNote(raw: unknown): MoveNote | null {
  if (!isObject(raw)) return null;
  const { move, glyph, comment } = raw;
  const validGlyph = glyph === null || GLYPHS.some((g) => g === glyph);
  if (!isInteger(move) || move < 0 || !validGlyph || (comment !== null && typeof comment !== 'string')) return null;
  return { move, glyph: glyph as Glyph | null, comment };
}
