/**
 * Glicko-2 (Mark Glickman, "Example of the Glicko-2 system", 2013): a rating,
 * its deviation and its volatility. As lichess does for puzzles, every
 * attempt is one rating period with a single game: the player "plays" the
 * puzzle, and both ratings move (a puzzle solved by everyone gets easier).
 */

export interface Glicko2Rating {
  rating: number;
  deviation: number;
  volatility: number;
}

/** 1 for a solve (the player wins), 0 for a failure. */
export type Glicko2Score = 0 | 0.5 | 1;

export interface Glicko2Game {
  opponent: Glicko2Rating;
  score: Glicko2Score;
}

/** Glicko-2's scale factor between the familiar scale and its internal one. */
const SCALE = 173.7178;
const CENTRE = 1500;
const CONVERGENCE = 0.000001;

/** Where a new player and an unrated puzzle start (Glickman's defaults). */
export const INITIAL_RATING: Glicko2Rating = { rating: 1500, deviation: 350, volatility: 0.06 };
/** lichess's volatility constraint: ratings settle quickly but still follow a player who improves. */
export const PUZZLE_TAU = 0.75;
/** Bounds that keep a long absence or a freak run from making the deviation meaningless. */
const MIN_DEVIATION = 45;
const MAX_DEVIATION = 350;

const g = (phi: number): number => 1 / Math.sqrt(1 + (3 * phi * phi) / (Math.PI * Math.PI));
const expectedScore = (mu: number, muJ: number, phiJ: number): number => 1 / (1 + Math.exp(-g(phiJ) * (mu - muJ)));

/** Step 5: the new volatility, by the Illinois algorithm as the paper gives it. */
function newVolatility(sigma: number, phi: number, v: number, delta: number, tau: number): number {
  const a = Math.log(sigma * sigma);
  const f = (x: number): number => {
    const ex = Math.exp(x);
    return (ex * (delta * delta - phi * phi - v - ex)) / (2 * (phi * phi + v + ex) ** 2) - (x - a) / (tau * tau);
  };
  let A = a;
  let B: number;
  if (delta * delta > phi * phi + v) {
    B = Math.log(delta * delta - phi * phi - v);
  } else {
    let k = 1;
    while (f(a - k * tau) < 0) k++;
    B = a - k * tau;
  }
  let fA = f(A);
  let fB = f(B);
  while (Math.abs(B - A) > CONVERGENCE) {
    const C = A + ((A - B) * fA) / (fB - fA);
    const fC = f(C);
    if (fC * fB <= 0) {
      A = B;
      fA = fB;
    } else {
      fA /= 2;
    }
    B = C;
    fB = fC;
  }
  return Math.exp(A / 2);
}

/** One rating period: the player's rating after `games` (Glickman's steps 2 to 8). */
export function rateAfter(player: Glicko2Rating, games: readonly Glicko2Game[], tau: number = PUZZLE_TAU): Glicko2Rating {
  const mu = (player.rating - CENTRE) / SCALE;
  const phi = player.deviation / SCALE;
  if (games.length === 0) {
    // Step 6 alone: an idle period only makes the rating less certain.
    return { ...player, deviation: Math.sqrt(phi * phi + player.volatility ** 2) * SCALE };
  }
  let vInverse = 0;
  let improvement = 0;
  for (const { opponent, score } of games) {
    const muJ = (opponent.rating - CENTRE) / SCALE;
    const phiJ = opponent.deviation / SCALE;
    const expected = expectedScore(mu, muJ, phiJ);
    vInverse += g(phiJ) ** 2 * expected * (1 - expected);
    improvement += g(phiJ) * (score - expected);
  }
  const v = 1 / vInverse;
  const delta = v * improvement;
  const sigma = newVolatility(player.volatility, phi, v, delta, tau);
  const phiStar = Math.sqrt(phi * phi + sigma * sigma);
  const phiNew = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
  const muNew = mu + phiNew * phiNew * improvement;
  return { rating: muNew * SCALE + CENTRE, deviation: phiNew * SCALE, volatility: sigma };
}

/** An attempt at a puzzle as one rating period for each side: the player won when they solved it. */
export function rateAttempt(player: Glicko2Rating, puzzle: Glicko2Rating, solved: boolean): { player: Glicko2Rating; puzzle: Glicko2Rating } {
  const bounded = (r: Glicko2Rating): Glicko2Rating => ({ ...r, deviation: Math.min(MAX_DEVIATION, Math.max(MIN_DEVIATION, r.deviation)) });
  return {
    player: bounded(rateAfter(player, [{ opponent: puzzle, score: solved ? 1 : 0 }])),
    puzzle: bounded(rateAfter(puzzle, [{ opponent: player, score: solved ? 0 : 1 }])),
  };
}
