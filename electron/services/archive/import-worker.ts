/**
 * Worker thread entry: checks its share of a `.congkak` file (every
 * `shards`-th game, starting at `shard`) and reports progress, so a large
 * import never blocks the main process. Messages: see ImportWorkerMessage.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { checkGame, sliceGames, type CheckedGame } from './record-check';
import type { ImportWorkerData, ImportWorkerMessage } from './import-protocol';

const PROGRESS_EVERY = 250;

function run(data: ImportWorkerData, post: (message: ImportWorkerMessage) => void): void {
  const slices = sliceGames(data.text);
  if (!slices.ok) return post({ type: 'fault', fault: slices.error });
  post({ type: 'total', total: slices.value.length });
  const games: CheckedGame[] = [];
  let sinceReport = 0;
  for (let index = data.shard; index < slices.value.length; index += data.shards) {
    const slice = slices.value[index];
    if (slice === undefined) break;
    const checked = checkGame(slice, index);
    if (!checked.ok) return post({ type: 'fault', fault: checked.error });
    games.push(checked.value);
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
