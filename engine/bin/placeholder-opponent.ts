/**
 * The computer opponent behind `best` and `analyse`, for now a placeholder:
 * the first legal choice, every score 0, nothing searched. The opponent work
 * replaces this module; commands.ts imports `chooseMove` and `analyseMoves`
 * from here and nowhere else, so the swap is one import line.
 */
import { legalMoves } from '../index';
import type { GameState, Move, Player, Result } from '../types';

export interface BestRequest {
  /** In the simultaneous opening, whose choice is asked for. */
  player?: Player | undefined;
  level?: number | undefined;
  timeMs?: number | undefined;
  seed?: number | undefined;
}

export interface BestAnswer {
  move: Move;
  score: number;
  exact: boolean;
  depth: number;
  nodes: number;
}

export interface AnalysedMove {
  move: Move;
  score: number;
  exact: boolean;
}

export function chooseMove(state: GameState, request: BestRequest): Result<BestAnswer> {
  const legal = legalMoves(state);
  const first = legal[0];
  if (first === undefined) return { ok: false, error: { code: 'game-over', message: 'the game is over' } };
  const move = state.phase === 'opening' ? openingChoice(request.player, legal) : ordinaryChoice(state, request.player, first);
  if (!move.ok) return move;
  return { ok: true, value: { move: move.value, score: 0, exact: false, depth: 0, nodes: 0 } };
}

export function analyseMoves(state: GameState, request: { timeMs?: number | undefined }): Result<AnalysedMove[]> {
  void request.timeMs;
  return { ok: true, value: legalMoves(state).map((move) => ({ move, score: 0, exact: false })) };
}

function ordinaryChoice(state: GameState, player: Player | undefined, first: Move): Result<Move> {
  if (player !== undefined && player !== state.toMove) return notAsked(player);
  return { ok: true, value: first };
}

/** One player's choice in the opening: half of the first `{south, north}` pair, or a pending choice. */
function openingChoice(player: Player | undefined, legal: readonly Move[]): Result<Move> {
  if (player === undefined) {
    return { ok: false, error: { code: 'bad-request', message: 'in the simultaneous opening, "best" needs "player"' } };
  }
  for (const move of legal) {
    if ('south' in move) return { ok: true, value: { player, hole: player === 0 ? move.south : move.north } };
    if ('player' in move && move.player === player) return { ok: true, value: move };
  }
  return notAsked(player);
}

function notAsked(player: Player): Result<never> {
  return { ok: false, error: { code: 'bad-request', message: `player ${player} has no choice to make here` } };
}
