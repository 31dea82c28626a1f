/**
 * The seam for computer players. services/opponent implements it (a worker
 * thread running the engine's search); services given none still run, and a
 * computer player's turn simply waits.
 */
import type { GameState, Move, Player, Result } from '../../../engine';
import type { MoveEvaluation } from '../../contract';

export interface ComputerMoveRequest {
  gameId: number;
  state: GameState;
  player: Player;
  level: 1 | 2 | 3 | 4 | 5 | 6;
  /** Aborted when the services close; the answer is then ignored anyway. */
  signal: AbortSignal;
}

/** What `analyse` is asked: every move of `player` in `state`, judged. */
export interface AnalysisRequest {
  gameId: number;
  state: GameState;
  /** Whose choices to judge (in the opening both players choose). */
  player: Player;
  /** Aborted when the answer is no longer wanted (a move was played, undone, or the services close). */
  signal: AbortSignal;
  /** A game's analysis: positions searched, and the game whose table is kept between its choices (hints give none: a time). */
  budget?: { maxNodes: number; gameKey: string } | undefined;
}

/** One judged move, as the protocol's `analyse` answers (the contract's hint answer). */
export type MoveAnalysis = MoveEvaluation;

export interface ComputerOpponent {
  /** In the opening `request.player`'s own choice, `{player, hole}`; the session combines the two first choices. */
  chooseMove(request: ComputerMoveRequest): Promise<Result<Move>>;
  /**
   * A game with a computer player is shown (started or resumed): get ready
   * to search it (a worker's cold start must not fall on the first move).
   * Optional: an opponent without one simply starts cold.
   */
  prepare?(request: { state: GameState; player: Player }): void;
  /** Every legal choice of `request.player`, best first (hints). */
  analyse(request: AnalysisRequest): Promise<Result<MoveAnalysis[]>>;
}
