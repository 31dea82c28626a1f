/** What the import workers receive and send back (plain data, structured-cloned). */
import type { CheckedGame, FilePiece, RecordFault } from './record-check';

export interface ImportWorkerData {
  /** A run of consecutive pieces of the file. */
  pieces: FilePiece[];
}

export type ImportWorkerMessage =
  /** Pieces checked since the last report. */
  | { type: 'progress'; checked: number }
  /** The shard's first fault; it stops there. */
  | { type: 'fault'; fault: RecordFault }
  | { type: 'done'; games: CheckedGame[] };
