/** What the import workers receive and send back (plain data, structured-cloned). */
import type { CheckedGame, FilePiece, RecordFault } from './record-check';

/** A batch of consecutive pieces of the file to check; `batch` numbers it in file order. */
export interface CheckRequest {
  batch: number;
  pieces: FilePiece[];
}

export type ImportWorkerMessage =
  /** The batch's games, in file order. */
  | { type: 'checked'; batch: number; pieces: number; games: CheckedGame[] }
  /** The batch's first fault: the rest of that batch is not checked. */
  | { type: 'fault'; batch: number; pieces: number; fault: RecordFault };
