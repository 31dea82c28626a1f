/**
 * What the sides-swapped pairs of a ladder match say beyond the score. Each
 * balanced start is played twice, the stronger level once on each side. A
 * pair the stronger level wins twice (or loses twice) measures skill; a pair
 * where the same side wins both games measures the start; and a pair whose two
 * games are the same choices in the same order shows that the two levels play
 * alike in it: their difference cannot show there at all.
 */

export interface PairGame {
  /** Which start the game began from: the two games of a pair share it. */
  start: number;
  /** The stronger level's points: 1, 0.5 or 0. */
  points: number;
  /** The game's choices in order, in any fixed notation. */
  choices: string;
}

export interface PairStats {
  pairs: number;
  /** Pairs the stronger level won both games of (a draw and a win count as won). */
  strongerTookBoth: number;
  weakerTookBoth: number;
  /** One point each way: the same side won both games (the start decided), or both were drawn. */
  split: number;
  /** Pairs whose two games were the same choices in the same order. */
  identicalGames: number;
}

/** Only complete pairs are counted (a match may end on an odd game). */
export function pairStats(games: readonly PairGame[]): PairStats {
  const byStart = new Map<number, PairGame[]>();
  for (const game of games) byStart.set(game.start, [...(byStart.get(game.start) ?? []), game]);
  const stats: PairStats = { pairs: 0, strongerTookBoth: 0, weakerTookBoth: 0, split: 0, identicalGames: 0 };
  for (const pair of byStart.values()) {
    if (pair.length !== 2) continue;
    const [first, second] = pair as [PairGame, PairGame];
    stats.pairs++;
    const points = first.points + second.points;
    if (points > 1) stats.strongerTookBoth++;
    else if (points < 1) stats.weakerTookBoth++;
    else stats.split++;
    if (first.choices === second.choices) stats.identicalGames++;
  }
  return stats;
}
