/**
 * The Congkak/Kalah state: the protocol's STATE plus the plain-JSON fields the
 * rules need to resume a game exactly from any state the engine produced.
 */
import type { GameState, Player } from '../types';

export const HAND_STATUSES = ['first', 'choose', 'sow', 'done'] as const;
/**
 * - `first`: waiting for the opening's first choice (both players at once);
 * - `choose`: a store landing made this player choose a hole (a pending choice);
 * - `sow`: the hand holds seeds and drops one per tick;
 * - `done`: this player's opening is over.
 */
export type HandStatus = (typeof HAND_STATUSES)[number];

export interface Hand {
  status: HandStatus;
  /** Where the hand is: the pit it last dropped into or picked up from. */
  pit: number;
  /** Seeds held (not counted in `pits`). */
  seeds: number;
  /** A choice given while the other player still has to choose (§3: held until both are given). */
  held: number | null;
  /** The tick this player's opening ended, once `done`. */
  finished: number | null;
  /** A seed went into this player's store during the opening (for captureNeedsLap). */
  lapped: boolean;
}

export interface OpeningState {
  /** The last tick played; the first choice's pick-ups happen at tick 0. */
  tick: number;
  hands: [Hand, Hand];
}

export interface CongkakState extends GameState {
  /** The player to move chooses again in the same turn after a store landing (so a seed has reached their store). */
  continuing: boolean;
  /** Who started the current round (§3: after a simultaneous opening, who finished it first). */
  starter: Player;
  /** Who moved last in the current round; null before anyone has. */
  lastMover: Player | null;
  /** The simultaneous opening in progress, else null. */
  opening: OpeningState | null;
}
