/**
 * A whole game's analysis in seconds (issue 35): every choice judged as
 * analyseMoves judges one, but
 * - from the last choice back to the first, keeping the transposition table's
 *   solved entries (gameKey): the endgame's exact values are already in the
 *   table when the search reaches them from an earlier choice (other entries
 *   are dropped: search.ts, SearchLimits.keep);
 * - with a node budget per choice, not a time: the verdicts are the same on a
 *   busy machine as on an idle one, and a game's cost is predictable;
 * - a choice with a single legal move gets a small budget (its verdict is
 *   "good" whatever the search says; only the graph's value needs a score);
 * - where the position's value swings against the next choice's, a choice is
 *   searched again with a larger budget: that is where mistakes are, and where
 *   a shallow score is least to be trusted.
 */
import { legalMoves } from '../play';
import type { GameState, Player, Result } from '../types';
import { analyseMoves, type AnalysedMove } from './opponent';

export interface ChoiceToJudge {
  /** The position before the choice. */
  state: GameState;
  /** Whose choice (in the simultaneous opening both players choose in the same state). */
  player: Player;
}

export interface GameAnalysisBudget {
  /** The table is kept between the choices of one analysis under this key. */
  gameKey: string;
  /** Each choice with an empty table instead (bench:analysis's TABLE=fresh, to measure what keeping it is worth). */
  freshTable?: boolean | undefined;
  /** Nodes for an ordinary choice. */
  nodes?: number | undefined;
  /** Nodes for a choice where the value swung (see SWING_SEEDS). */
  swingNodes?: number | undefined;
  /** Nodes for a choice with a single legal move. */
  forcedNodes?: number | undefined;
  shouldStop?: (() => boolean) | undefined;
}

/**
 * An ordinary choice's budget: about 40 ms of one core at the search's 1.6 M
 * nodes a CPU second. Measured by bench:analysis (engine/README.md, with the budgets
 * tried): 96% of the classes agree with the one-second reference at 2.2 CPU
 * seconds per 40 choices.
 */
export const ANALYSIS_NODES = 60_000;
/** A choice whose position swung gets twice that (four times agreed 1% more for 20% more time). */
export const SWING_NODES = 120_000;
export const FORCED_NODES = 8_000;
/** A change of this many seeds in the position's value from one choice to the next is a swing. */
export const SWING_SEEDS = 3;

export interface JudgedChoice {
  /** The index of the choice in the list given. */
  index: number;
  /** Every choice of the player, best first (analyseMoves' answer). */
  moves: AnalysedMove[];
}

/** The choice's value from its chooser's side: its best score. */
const valueOf = (moves: ReadonlyArray<Pick<AnalysedMove, 'score'>>): number | null => moves[0]?.score ?? null;

/** A judged choice's value, from its chooser's side: what the choice before it is compared with. */
export interface ChoiceValue {
  value: number;
  player: Player;
}

export function choiceValue(moves: ReadonlyArray<Pick<AnalysedMove, 'score'>>, player: Player): ChoiceValue | null {
  const value = valueOf(moves);
  return value === null ? null : { value, player };
}

/** A choice's first budget: small where it has a single legal move. */
export function firstLookNodes(state: GameState, budget: Pick<GameAnalysisBudget, 'nodes' | 'forcedNodes'> = {}): number {
  const forced = state.phase !== 'over' && legalMoves(state).length === 1;
  return forced ? (budget.forcedNodes ?? FORCED_NODES) : (budget.nodes ?? ANALYSIS_NODES);
}

/**
 * Whether a choice judged at its first budget deserves a second look: its value
 * differs by SWING_SEEDS or more from the next choice's (`later`, judged
 * before it). Never for a forced choice: its verdict cannot change.
 */
export function swung(moves: ReadonlyArray<Pick<AnalysedMove, 'score'>>, player: Player, later: ChoiceValue | null): boolean {
  const value = valueOf(moves);
  if (value === null || later === null || moves.length < 2) return false;
  const expected = later.player === player ? later.value : -later.value;
  return Math.abs(value - expected) >= SWING_SEEDS;
}

/**
 * Judges `choices` from the last to the first, yielding each as it is judged
 * (so a caller can show and keep them one by one, and stop between two). An
 * engine error (a state it refuses) ends the analysis with that error.
 */
export function* analyseGameBackwards(choices: readonly ChoiceToJudge[], budget: GameAnalysisBudget): Generator<Result<JudgedChoice>, void> {
  const swingNodes = budget.swingNodes ?? SWING_NODES;
  let later: ChoiceValue | null = null;
  for (let index = choices.length - 1; index >= 0; index--) {
    if (budget.shouldStop?.()) return;
    const { state, player } = choices[index]!;
    const ask = (maxNodes: number) => analyseMoves(state, { player, maxNodes, gameKey: budget.freshTable ? undefined : budget.gameKey, shouldStop: budget.shouldStop });
    const first = firstLookNodes(state, budget);
    let analysed = ask(first);
    if (analysed.ok && swingNodes > first && swung(analysed.value, player, later)) analysed = ask(swingNodes);
    if (!analysed.ok) {
      yield analysed;
      return;
    }
    later = choiceValue(analysed.value, player);
    yield { ok: true, value: { index, moves: analysed.value } };
  }
}
