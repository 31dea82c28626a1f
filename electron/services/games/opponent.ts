/**
 * The seam for computer players. The opponent issue supplies an implementation
 * (a worker thread running the engine's search); until then the services run
 * without one and a computer player's turn simply waits.
 */
import type { GameState, Move, Player, Result } from '../../../engine/types';

export interface ComputerMoveRequest {
  gameId: number;
  state: GameState;
  player: Player;
  level: 1 | 2 | 3 | 4 | 5 | 6;
  /** Aborted when the services close; the answer is then ignored anyway. */
  signal: AbortSignal;
}

export interface ComputerOpponent {
  chooseMove(request: ComputerMoveRequest): Promise<Result<Move>>;
}
