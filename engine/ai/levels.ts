/**
 * What each computer level is (issue 16): a strength, not a time budget. In
 * Congkak a 0.3 s search and a 1 s search play nearly the same game, so the
 * levels below the top are defined by how they read the board and the kinds
 * of mistakes people make, each chosen with a seeded probability:
 *
 * - level 1 reads one sowing at a time and no relay: it takes a store landing
 *   or a capture it can see, otherwise it sows its smallest hole;
 * - level 2 banks the most seeds now, chains and relays read through, with
 *   no thought for the reply (but for its own next turn, between equal gains);
 * - level 3 sees one turn ahead and its own captures, but misses the
 *   opponent's captures across the board; it never passes up a gain it sees;
 * - level 4 reads two turns ahead and slips now and then;
 * - level 5 reads far but within a small budget, and slips a little;
 * - level 6 is the strongest the program plays: its full budget, exact
 *   endgames and the opening's optimal mix.
 *
 * The numbers below were tuned with `npm run bench:ai` (engine/README.md: the ladder).
 */
import type { Level } from './opponent';

export type Reading = 'sight' | 'greedy' | 'search' | 'full';

export interface LevelStyle {
  reading: Reading;
  /** `search`: how many turns ahead, and the most positions looked at (deterministic: no clock decides). */
  turns?: number;
  nodes?: number;
  /**
   * How far the level strays from its own best: the softmax temperature, in
   * seeds, of its choice among the moves it scored. 0 always plays its best;
   * 1 plays a move one seed worse about e^-1 as often as the best.
   */
  slip: number;
  /** The evaluation misses the opponent's threats (captures across the board, store landings to come). */
  missesThreats: boolean;
  /**
   * Never throws a gain in plain sight: takes a free store landing (the last
   * hole's single seed) at once, and never slips below the best store landing
   * or capture it can see (no relay to read).
   */
  takesVisibleGains: boolean;
}

export const LEVEL_STYLES: Readonly<Record<Level, LevelStyle>> = {
  1: { reading: 'sight', slip: 0, missesThreats: true, takesVisibleGains: true },
  2: { reading: 'greedy', slip: 0, missesThreats: true, takesVisibleGains: true },
  3: { reading: 'search', turns: 2, nodes: 20_000, slip: 1.5, missesThreats: true, takesVisibleGains: true },
  4: { reading: 'search', turns: 3, nodes: 80_000, slip: 0.5, missesThreats: false, takesVisibleGains: false },
  5: { reading: 'search', turns: 60, nodes: 150_000, slip: 1.25, missesThreats: false, takesVisibleGains: false },
  6: { reading: 'full', slip: 0, missesThreats: false, takesVisibleGains: false },
};
