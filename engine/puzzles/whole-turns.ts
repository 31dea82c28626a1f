/**
 * Every whole turn of the player to move: the sequences of hole choices that
 * player makes before the turn passes or the round ends (a store landing
 * that gives another sowing makes a turn several choices). Played on the
 * engine's own fast position, so there is no second copy of the rules.
 */
import { storeOf } from '../board';
import { createFastPosition } from '../family';
import { MAX_LEGAL_MOVES, type FastPosition } from '../fast/position';
import type { GameState, Player } from '../types';

export interface WholeTurn {
  /** The mover's hole choices (1…n), in order. */
  holes: number[];
  /** The position after the turn: the opponent to move, or the game over. */
  end: FastPosition;
  /** Seeds the mover's store gained during the turn. */
  banked: number;
}

export type WholeTurns = { kind: 'turns'; mover: Player; turns: WholeTurn[] } | { kind: 'too-many'; limit: number } | { kind: 'not-a-turn' };

/** More whole turns than a player can be asked to read (and than a prover should try). */
export const DEFAULT_TURN_LIMIT = 2000;

/**
 * The whole turns from a `play`-phase state with one chooser, depth first in
 * hole order; `too-many` as soon as more than `limit` exist.
 */
export function wholeTurns(state: GameState, limit = DEFAULT_TURN_LIMIT): WholeTurns {
  if (state.phase !== 'play') return { kind: 'not-a-turn' };
  const root = createFastPosition(state);
  const mover = root.mover();
  if (mover === -1) return { kind: 'not-a-turn' };
  const store = storeOf(mover, state.rules.holes);
  const before = root.pits()[store]!;
  const turns: WholeTurn[] = [];

  // Depth first; returns false once the limit is passed.
  const extend = (position: FastPosition, holes: number[]): boolean => {
    const codes = new Int32Array(MAX_LEGAL_MOVES);
    const count = position.legal(codes);
    for (let i = 0; i < count; i++) {
      const code = codes[i]!;
      const next = position.clone();
      next.play(code, null);
      const chosen = [...holes, code];
      if (!next.isOver() && next.mover() === mover) {
        if (!extend(next, chosen)) return false;
        continue;
      }
      if (turns.length >= limit) return false;
      turns.push({ holes: chosen, end: next, banked: next.pits()[store]! - before });
    }
    return true;
  };
  return extend(root, []) ? { kind: 'turns', mover, turns } : { kind: 'too-many', limit };
}
