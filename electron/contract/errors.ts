/**
 * How every operation answers, whatever the transport (IPC, HTTP, in-process):
 * errors are values with a code the renderer can react to and a message it can show.
 */

export const API_ERROR_CODES = [
  /** The payload failed its schema (or the HTTP body was not JSON). */
  'bad-request',
  /** No such game (or other record). */
  'not-found',
  /** The engine refused the rules options. */
  'bad-rules',
  /** The engine refused the move in this position. */
  'illegal-move',
  /** The game is over: no more moves or resignations. */
  'game-over',
  /** The game is in the bin (deleted, restorable): read-only until it is restored. */
  'game-deleted',
  /** A stored game no longer replays through the engine (corrupt or from an incompatible engine). */
  'bad-record',
  /** The engine refused a state. */
  'bad-state',
  /** A network game waits for the other player (not joined yet, or reconnecting): nothing changed. */
  'waiting-for-player',
  /** Browser mode: the token is missing or wrong. */
  'unauthorized',
  /** Browser mode: wrong Host or Origin (DNS rebinding, cross-site request). */
  'forbidden',
  /** Browser mode: the request body is larger than allowed. */
  'payload-too-large',
  /** The database was written by an unknown version of the app; it is left untouched. */
  'unknown-schema',
  /** No room left on the disk of the data folder: nothing was saved (the message names the folder). */
  'disk-full',
  /** The data folder or the archive file cannot be written (permissions, a read-only disk). */
  'cannot-write',
  /** Another program holds the archive, or the archive is being restored and the operation could not wait. */
  'busy',
  /** The player cancelled the operation (an import) before it changed anything. */
  'cancelled',
  /** The transport could not reach the services (server gone, network error). */
  'unavailable',
  /** A bug: the message is for the log, the renderer shows a generic apology. */
  'internal',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

export interface ApiErrorBody {
  code: ApiErrorCode;
  message: string;
}

export type ApiResult<T> = { ok: true; value: T } | { ok: false; error: ApiErrorBody };

export function ok<T>(value: T): ApiResult<T> {
  return { ok: true, value };
}

export function fail<T = never>(code: ApiErrorCode, message: string): ApiResult<T> {
  return { ok: false, error: { code, message } };
}

export function isApiErrorCode(value: unknown): value is ApiErrorCode {
  return typeof value === 'string' && (API_ERROR_CODES as readonly string[]).includes(value);
}
