/**
 * The part of the engine the game sessions use. Injected, so the sessions are
 * written against the engine's public API only and tests can run against it too.
 */
import type { GameState, Move, PlayOutcome, Result, RulesInput } from '../../../engine';

export interface GameEngine {
  newGame(rules: RulesInput): Result<GameState>;
  legalMoves(state: GameState): Move[];
  play(state: GameState, move: Move): Result<PlayOutcome>;
}
