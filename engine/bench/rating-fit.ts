/**
 * Elo-style ratings fitted to match results (the ladder's): the
 * Bradley–Terry model on the Elo scale, E = 1 / (1 + 10^((Rb − Ra) / 400)),
 * by maximum likelihood (Hunter's MM iteration, draws as half points). Each
 * match also counts one virtual drawn game, so a 200–0 match pulls two levels
 * far apart but not infinitely; the first player named by `anchor` is placed
 * at its rating, the others follow from the results.
 */

export interface MatchResult {
  a: string;
  b: string;
  games: number;
  /** a's points: a win 1, a draw ½. */
  points: number;
}

const PRIOR_GAMES = 1;
const ITERATIONS = 10_000;

export function fitRatings(matches: readonly MatchResult[], anchor: { player: string; rating: number }): Record<string, number> {
  const players = [...new Set(matches.flatMap((match) => [match.a, match.b]))];
  const index = new Map(players.map((player, i) => [player, i]));
  const wins = new Float64Array(players.length);
  const games = players.map(() => new Float64Array(players.length));
  for (const match of matches) {
    const a = index.get(match.a)!;
    const b = index.get(match.b)!;
    wins[a] += match.points + PRIOR_GAMES / 2;
    wins[b] += match.games - match.points + PRIOR_GAMES / 2;
    games[a]![b] += match.games + PRIOR_GAMES;
    games[b]![a] += match.games + PRIOR_GAMES;
  }
  let strength = players.map(() => 1);
  for (let iteration = 0; iteration < ITERATIONS; iteration++) {
    const next = strength.map((own, i) => {
      let denominator = 0;
      for (let j = 0; j < players.length; j++) if (games[i]![j]! > 0) denominator += games[i]![j]! / (own + strength[j]!);
      return denominator > 0 ? wins[i]! / denominator : own;
    });
    const change = Math.max(...next.map((value, i) => Math.abs(Math.log(value / strength[i]!))));
    strength = next;
    if (change < 1e-12) break;
  }
  const anchorIndex = index.get(anchor.player);
  if (anchorIndex === undefined) throw new RangeError(`the anchor ${anchor.player} played no match`);
  const shift = anchor.rating - 400 * Math.log10(strength[anchorIndex]!);
  return Object.fromEntries(players.map((player, i) => [player, Math.round(shift + 400 * Math.log10(strength[i]!))]));
}

/** The score a player rated `a` expects against one rated `b`. */
export const expectedScore = (a: number, b: number): number => 1 / (1 + 10 ** ((b - a) / 400));
