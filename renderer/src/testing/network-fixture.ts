// For tests: the network play state the services push, from one side's seat.
import type { NetworkConnection, NetworkGameState, NetworkPlayState } from '../../../electron/contract';
import type { Player } from '../../../engine';

export function networkGame(fields: Partial<NetworkGameState> = {}): NetworkGameState {
  return {
    connection: { state: 'playing' },
    gameId: 1,
    side: 0,
    moveCount: 0,
    choosers: [0],
    chosen: { own: false, peer: false },
    undo: null,
    undoAnswer: null,
    rematch: { own: false, peer: false },
    refusal: null,
    ...fields,
  };
}

/** The state with this side as `side`: the host plays South here, the guest North (their row at the bottom). */
export function networkState(side: Player, fields: Partial<NetworkGameState> = {}, connection?: NetworkConnection): NetworkPlayState {
  const game = networkGame({ side, ...fields, ...(connection ? { connection } : {}) });
  return side === 0
    ? { role: 'host', hosting: { code: '418093', computerName: 'ana-laptop', addresses: ['127.0.0.1'], port: 41624, discoveryProblem: null }, game }
    : { role: 'guest', host: { address: '127.0.0.1', port: 41624 }, game };
}
