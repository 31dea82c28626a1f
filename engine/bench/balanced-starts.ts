/**
 * Start positions for the strength ladder. In Congkak the first player's
 * opening chain (hole 1 lands exactly in the store) decides most games between
 * competent players, whoever is stronger, so games from the initial position
 * measure the side far more than the level. Engine testers answer this with
 * balanced openings played twice, sides swapped: a few random choices from the
 * start, kept only when a deep search scores them close to even for the player
 * to move. Deterministic for a seed.
 */
import { chooseMove } from '../ai/index';
import { seededRandom } from '../ai/random';
import { choosers, legalMoves, newGame, play, type CongkakState, type GameState, type RulesInput } from '../index';

export interface BalancedStartOptions {
  count: number;
  seed: number;
  /** Keep a position only when the mover's score lies within this many seeds of even. */
  withinSeeds: number;
  /** Random choices played from the start, at most. */
  maxRandomChoices: number;
  /** Search budget of the judging search. */
  judgeNodes: number;
  /**
   * For searches on several threads: each walks the same random sequence (the
   * same seed) and judges only its share of the different positions it meets,
   * the `index`-th of every `of`, so no two threads find the same start.
   */
  share?: { index: number; of: number };
}

/**
 * The judge searches a million positions: at 100,000 it let through starts a
 * search ten times longer scores well outside the window (of 100 kept starts,
 * 36 in Congkak and 22 in Kalah were more than 3 seeds from even, 21 and 8
 * more than 4), and a ladder's stronger level then loses the weak side of an
 * uneven start whatever its strength.
 */
export const DEFAULT_BALANCED_STARTS: Omit<BalancedStartOptions, 'count' | 'seed'> = { withinSeeds: 3, maxRandomChoices: 4, judgeNodes: 1_000_000 };

/**
 * Random starts are rarely even (the median is about 47 seeds from even in
 * Congkak), so a cheap search with a wider window turns most of them away
 * before the judging search looks at the rest.
 */
const SIFT_NODES = 10_000;
const SIFT_WINDOW = 3;

function moverScore(state: GameState, maxNodes: number): number {
  const judged = chooseMove(state, { level: 6, seed: 1, maxNodes });
  if (!judged.ok) throw new Error(judged.error.message);
  return judged.value.score;
}

/** One player chooses, and not while holding back a choice of the other's (that node is simultaneous). */
function singleChooser(state: GameState): boolean {
  const opening = (state as Partial<CongkakState>).opening;
  return choosers(state).length === 1 && !opening?.hands.some((hand) => hand.held !== null);
}

/**
 * Plays 1…maxRandomChoices random legal choices from the start (early, so
 * that many seeds are still in play and the search depth matters), then on to
 * the first position where a single player chooses.
 */
export function randomStart(rules: RulesInput, random: () => number, maxRandomChoices: number): GameState | null {
  const started = newGame(rules);
  if (!started.ok) throw new Error(started.error.message);
  let state = started.value;
  let choices = 1 + Math.floor(random() * maxRandomChoices);
  while (state.phase !== 'over' && (choices > 0 || !singleChooser(state))) {
    choices--;
    const moves = legalMoves(state);
    const played = play(state, moves[Math.floor(random() * moves.length)]!);
    if (!played.ok) throw new Error(played.error.message);
    state = played.value.state;
  }
  return state.phase === 'over' ? null : state;
}

/**
 * `count` different balanced positions. A few random choices reach only so
 * many positions, some far more often than others: without the check for
 * repeats, Kalah's 100 starts were 53 positions, one of them 19 times, and a
 * ladder weighed that one position as much as 19 others.
 */
export function balancedStarts(rules: RulesInput, options: BalancedStartOptions): GameState[] {
  const random = seededRandom(options.seed);
  const starts: GameState[] = [];
  const seen = new Set<string>();
  for (let tries = 0; starts.length < options.count; tries++) {
    if (tries > options.count * 2000) throw new Error(`only ${starts.length} different balanced starts in ${tries} tries`);
    const state = randomStart(rules, random, options.maxRandomChoices);
    if (!state) continue;
    // The state holds no history: equal JSON is the same position, judged once and by one thread.
    const key = JSON.stringify(state);
    if (seen.has(key)) continue;
    seen.add(key);
    if (options.share && (seen.size - 1) % options.share.of !== options.share.index) continue;
    if (Math.abs(moverScore(state, SIFT_NODES)) > SIFT_WINDOW * options.withinSeeds) continue;
    if (Math.abs(moverScore(state, options.judgeNodes)) <= options.withinSeeds) starts.push(state);
  }
  return starts;
}
