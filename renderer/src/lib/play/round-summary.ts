// Between the rounds of a series: what the move that ended a round did, read
// from its events (RULES.md §5): the stores and who won, how each player's
// row was refilled and which holes burn, and who starts the next round.
import type { GameView } from '../../../../electron/contract';
import { holeOf, type Player } from '../../../../engine';

export interface SideRefill {
  /** Seeds in the store when the round ended. */
  store: number;
  /** Holes filled again (a partly filled one counts). */
  refilled: number;
  /** The player's own numbers of the holes that burn for the next round. */
  burnt: number[];
}

export interface RoundSummary {
  /** The round just over. */
  round: number;
  winner: Player | null;
  /** [South, North]. */
  sides: [SideRefill, SideRefill];
  /** Seeds a hole is refilled with. */
  seeds: number;
  /** Who starts the next round (null if nobody is to move). */
  starter: Player | null;
}

/** The summary of the round `view`'s last move ended, when a series goes on to another round; else null. */
export function roundSummaryOf(view: Pick<GameView, 'lastEvents' | 'rules' | 'state'>): RoundSummary | null {
  const events = view.lastEvents;
  const refillAt = events.findLastIndex((event) => event.type === 'refill');
  const ended = events.slice(0, refillAt).findLast((event) => event.type === 'round-end');
  if (refillAt < 0 || ended?.type !== 'round-end') return null;
  const holes = view.rules.holes;
  const burntHoles = view.state.burnt.map((pit) => holeOf(pit, holes));
  const side = (player: Player): SideRefill => {
    const burnt = burntHoles.flatMap((owner) => (owner.player === player && owner.hole !== null ? [owner.hole] : [])).sort((a, b) => a - b);
    return { store: ended.stores[player], refilled: holes - burnt.length, burnt };
  };
  const [south, north] = ended.stores;
  return {
    round: ended.round,
    winner: south > north ? 0 : north > south ? 1 : null,
    sides: [side(0), side(1)],
    seeds: view.rules.seeds,
    starter: view.state.toMove,
  };
}
