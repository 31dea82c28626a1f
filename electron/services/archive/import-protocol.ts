/** What the import workers receive and send back (plain data, structured-cloned). */
import type { CheckedGame, RecordFault } from './record-check';

export interface ImportWorkerData {
  text: string;
  shard: number;
  shards: number;
}

export type ImportWorkerMessage =
  /** How many games the whole file holds (every shard sends it). */
  | { type: 'total'; total: number }
  /** Games checked since the last report. */
  | { type: 'progress'; checked: number }
  /** The shard's first fault; it stops there. */
  | { type: 'fault'; fault: RecordFault }
  | { type: 'done'; games: CheckedGame[] };
