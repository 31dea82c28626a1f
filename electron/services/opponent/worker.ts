/**
 * The opponent's worker thread: runs the engine's search off the main thread
 * so the window never freezes. One request at a time, answered in order; the
 * search polls the shared cancel flag and the clock.
 */
import { parentPort } from 'node:worker_threads';
import { analyseMoves, chooseMove } from '../../../engine';
import { CANCEL_FLAG, type SearchReply, type SearchRequest } from './messages';

const now = (): number => performance.now();

function answer(request: SearchRequest): SearchReply {
  const shouldStop = () => Atomics.load(request.cancel, CANCEL_FLAG) === 1;
  if (request.kind === 'best') {
    const { id, state, level, player, timeMs, seed, gameKey } = request;
    return { kind: 'best', id, result: chooseMove(state, { level, player, timeMs, seed, gameKey, now, shouldStop }) };
  }
  const { id, state, player, timeMs, maxNodes, gameKey } = request;
  return { kind: 'analyse', id, result: analyseMoves(state, { player, timeMs, maxNodes, gameKey, now, shouldStop }) };
}

parentPort?.on('message', (request: SearchRequest) => {
  let reply: SearchReply;
  try {
    reply = answer(request);
  } catch (error) {
    // A bug in the search must not kill the worker: report it and go on.
    reply = { kind: 'failed', id: request.id, message: String(error) };
  }
  parentPort?.postMessage(reply);
});
