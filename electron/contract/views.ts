/** What the services send back to the renderer: plain JSON views of the archive and sessions. */
import type { EngineEvent, GameState, Move, Player, PresetName, Rules } from '../../engine';
import type { PlayerSpec } from './schemas';

export const GAME_STATUSES = ['active', 'finished', 'resigned', 'abandoned'] as const;
export type GameStatus = (typeof GAME_STATUSES)[number];

export const TERMINATIONS = ['normal', 'resigned:south', 'resigned:north', 'abandoned'] as const;
export type Termination = (typeof TERMINATIONS)[number];

/** How a game ended; `stores` are the final stores (at the moment of resignation for a resignation). */
export interface GameOutcome {
  termination: Termination;
  winner: Player | null;
  stores: [number, number];
}

/** A finished round of a game (every round of a series): its final stores and who won it (null: a draw). */
export interface RoundResult {
  round: number;
  stores: [number, number];
  winner: Player | null;
}

/**
 * The move that ended a round of a series that goes on, kept by the session
 * until the players go on, so that its summary is shown again after a reload
 * (the computer may already have moved in the next round meanwhile).
 */
export interface RoundEnding {
  /** The board before that move: the round's end is sown from it. */
  before: { pits: number[]; burnt: number[] };
  /** That move's events, through the round's end and the next round's refill. */
  events: EngineEvent[];
  /** The position right after that move: the next round, refilled. */
  state: GameState;
}

export interface GameView {
  id: number;
  rules: Rules;
  /** [South, North]. */
  players: [PlayerSpec, PlayerSpec];
  status: GameStatus;
  outcome: GameOutcome | null;
  state: GameState;
  /** Empty when the game is over or waits for nobody (never for a human to move). */
  legalMoves: Move[];
  /** The players whose choice the game waits for (the engine's turn): one, both in the opening, none when it is over. */
  choosers: Player[];
  /** The events of the last recorded move, for animation; empty for a new or reloaded game. */
  lastEvents: EngineEvent[];
  /** The rounds finished so far, in order: a series's results round by round (a single round once it ends). */
  rounds: RoundResult[];
  /** The round of a series a move ended, summed up until the players go on (`continueRound`); null when none waits. */
  roundEnding: RoundEnding | null;
  moveCount: number;
  /** A computer player's choice is being searched (the game waits for it, not for a human). */
  thinking: boolean;
  /** Played between two apps on the network: its moves come only through the network game (hosted or joined again to go on). */
  network: boolean;
  /**
   * Views of a game are numbered in the order the services make them: answers
   * and pushed events may cross on the way, and the one with the higher
   * revision is the newer.
   */
  revision: number;
  /** ISO 8601 dates. */
  createdAt: string;
  updatedAt: string;
}

/** A judged move (hints): `score` in seeds from the chooser's side; `exact` when it is the perfect-play margin. */
export interface MoveEvaluation {
  move: Move;
  score: number;
  exact: boolean;
  /** The expected continuation, this move first (a hint explains the move with it); absent where not searched. */
  line?: Move[];
}

export interface GameSummary {
  id: number;
  preset: PresetName;
  players: [PlayerSpec, PlayerSpec];
  status: GameStatus;
  /** The choices made so far, as the archive counts them (ArchiveRow.moveCount). */
  moveCount: number;
  createdAt: string;
  updatedAt: string;
}
