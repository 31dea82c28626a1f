/**
 * Worker thread entry: checks its run of a `.congkak` file's pieces and
 * reports progress, so a large import never blocks the main process.
 * Messages: see ImportWorkerMessage.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { checkPiece, type CheckedGame } from './record-check';
import type { ImportWorkerData, ImportWorkerMessage } from './import-protocol';

const PROGRESS_EVERY = 250;

function run(data: ImportWorkerData, post: (message: ImportWorkerMessage) => void): void {
  const games: CheckedGame[] = [];
  let sinceReport = 0;
  for (const piece of data.pieces) {
    const checked = checkPiece(piece);
    if (!checked.ok) return post({ type: 'fault', fault: checked.error });
    games.push(...checked.value);
    if (++sinceReport === PROGRESS_EVERY) {
      post({ type: 'progress', checked: sinceReport });
      sinceReport = 0;
    }
  }
  post({ type: 'progress', checked: sinceReport });
  post({ type: 'done', games });
}

const port = parentPort;
if (port !== null) run(workerData as ImportWorkerData, (message) => port.postMessage(message));
