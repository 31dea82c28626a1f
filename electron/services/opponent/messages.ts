/**
 * Messages between the opponent service (main thread) and its worker. Plain
 * structured-clone data; the cancel flag is shared memory because the worker
 * is busy in a synchronous search and reads no messages until it is done.
 */
import type { AnalysedMove, BestAnswer, GameState, Player, Result } from '../../../engine';

export type SearchRequest =
  | { kind: 'best'; id: number; state: GameState; level: number; player?: Player | undefined; timeMs?: number | undefined; seed?: number | undefined; gameKey?: string | undefined; cancel: Int32Array }
  | { kind: 'analyse'; id: number; state: GameState; player?: Player | undefined; timeMs?: number | undefined; maxNodes?: number | undefined; gameKey?: string | undefined; cancel: Int32Array };

export type SearchReply =
  | { kind: 'best'; id: number; result: Result<BestAnswer> }
  | { kind: 'analyse'; id: number; result: Result<AnalysedMove[]> }
  /** The search threw (a bug): reported, and the worker goes on. */
  | { kind: 'failed'; id: number; message: string };

/** Index of the flag in the shared Int32Array; 1 means stop now. */
export const CANCEL_FLAG = 0;

/** The bundled worker's file name, next to the Electron main bundle (dist/electron/). */
export const OPPONENT_WORKER_BUNDLE = 'opponent-worker.cjs';
