/**
 * Worker thread entry: checks the batches of a `.congkak` file's pieces it is
 * sent, one at a time, so a large import never blocks the main process.
 * Messages: see CheckRequest and ImportWorkerMessage.
 */
import { parentPort } from 'node:worker_threads';
import { checkPiece } from './record-check';
import { packGame, type CheckRequest, type ImportWorkerMessage, type PackedGame } from './import-protocol';

function check({ batch, pieces }: CheckRequest): ImportWorkerMessage {
  const games: PackedGame[] = [];
  for (const piece of pieces) {
    const checked = checkPiece(piece);
    if (!checked.ok) return { type: 'fault', batch, pieces: pieces.length, fault: checked.error };
    for (const game of checked.value) games.push(packGame(game));
  }
  return { type: 'checked', batch, pieces: pieces.length, games };
}

const port = parentPort;
if (port !== null) port.on('message', (request: CheckRequest) => port.postMessage(check(request)));
