/**
 * Glicko-2 (Mark Glickman, "Example of the Glicko-2 system", 2013): a rating,
 * its deviation and its volatility. As lichess does for puzzles
 * (lila's PuzzleFinisher and Glicko), every first attempt is one rating
 * period with a single game: the player "plays" the puzzle. lichess's
 * constants: tau 0.75, volatility at most 0.1, deviation at least 45, a
 * rating provisional ("1500?") while its deviation is 110 or more, and a
 * puzzle's rating left alone by a player whose deviation is 230 or more
 * ("clueless"). A puzzle's deviation is small and fixed: its rating is
 * measured (the set's by the levels that solve it), and one player's
 * attempts neither firm it up nor shake it.
 *
 * The bound a player can trust: no attempt moves their rating by more than
 * MAX_RATING_CHANGE (100) points. A new player's deviation (350) would let
 * Glicko-2 move them 538 points for one miss on a 900 puzzle; the cap takes
 * that step in 100-point pieces, while the deviation still falls as Glicko-2
 * says. Once the rating is established (deviation under 110), Glicko-2's own
 * step is under 72 points: φ'²·g·|s−E| < (110/173.7)² + 0.1² on its scale.
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

/** Where a new player starts (Glickman's defaults). */
export const INITIAL_RATING: Glicko2Rating = { rating: 1500, deviation: 350, volatility: 0.06 };
/** lichess's volatility constraint: ratings settle quickly but still follow a player who improves. */
export const PUZZLE_TAU = 0.75;
/** Bounds that keep a long absence or a freak run from making the deviation meaningless. */
const MIN_DEVIATION = 45;
const MAX_DEVIATION = 350;
/** lichess's: past it a volatility may never settle again. */
const MAX_VOLATILITY = 0.1;
/** lichess's: a rating is provisional ("1500?") from this deviation up. */
export const PROVISIONAL_DEVIATION = 110;
/** lichess's: a player this unsure of does not move a puzzle's rating. */
const CLUELESS_DEVIATION = 230;
/** Every puzzle's deviation and volatility (see the module comment). */
export const PUZZLE_DEVIATION = 80;
const PUZZLE_VOLATILITY = 0.06;
/** The most one attempt moves the player's rating (see the module comment). */
export const MAX_RATING_CHANGE = 100;

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

export const isProvisional = (rating: Pick<Glicko2Rating, 'deviation'>): boolean => rating.deviation >= PROVISIONAL_DEVIATION;

/** A puzzle's rating as Glicko-2 plays against it. */
export const puzzleGlicko = (rating: number): Glicko2Rating => ({ rating, deviation: PUZZLE_DEVIATION, volatility: PUZZLE_VOLATILITY });

const clamp = (value: number, low: number, high: number): number => Math.min(high, Math.max(low, value));

/**
 * A first attempt at a puzzle rated `puzzleRating` as one rating period for
 * each side (the player won when they solved it): the player's new rating,
 * within MAX_RATING_CHANGE of the old one, and the puzzle's new rating (its
 * deviation stays PUZZLE_DEVIATION).
 */
export function rateAttempt(player: Glicko2Rating, puzzleRating: number, solved: boolean): { player: Glicko2Rating; puzzleRating: number } {
  const puzzle = puzzleGlicko(puzzleRating);
  const rated = rateAfter(player, [{ opponent: puzzle, score: solved ? 1 : 0 }]);
  const puzzleAfter = rateAfter(puzzle, [{ opponent: player, score: solved ? 0 : 1 }]);
  return {
    player: {
      rating: clamp(rated.rating, player.rating - MAX_RATING_CHANGE, player.rating + MAX_RATING_CHANGE),
      deviation: clamp(rated.deviation, MIN_DEVIATION, MAX_DEVIATION),
      volatility: Math.min(MAX_VOLATILITY, rated.volatility),
    },
    puzzleRating: player.deviation >= CLUELESS_DEVIATION ? puzzleRating : puzzleAfter.rating,
  };
}
