/**
 * The real computer opponent behind `best` and `analyse` (engine/ai), with
 * the CLI's clock injected (the engine itself has none) and the analysis
 * trimmed to the protocol's `{move, score, exact}` per move.
 */
import { analyseMoves as analyse, chooseMove as choose, type BestAnswer, type BestRequest } from '../ai/index';
import type { GameState, Move, Result } from '../types';

export type { BestAnswer, BestRequest };

export interface AnalysedMove {
  move: Move;
  score: number;
  exact: boolean;
}

const now = (): number => performance.now();

export function chooseMove(state: GameState, request: BestRequest): Result<BestAnswer> {
  return choose(state, { ...request, now });
}

export function analyseMoves(state: GameState, request: { timeMs?: number | undefined }): Result<AnalysedMove[]> {
  const analysed = analyse(state, { timeMs: request.timeMs, now });
  if (!analysed.ok) return analysed;
  return { ok: true, value: analysed.value.map(({ move, score, exact }) => ({ move, score, exact })) };
}
