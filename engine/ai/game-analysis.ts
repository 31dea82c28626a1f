/**
 * A whole game's analysis in seconds (issue 35): every choice judged as
 * analyseMoves judges one, but
 * - from the last choice back to the first, under one transposition table
 *   (gameKey): the endgame's exact values and the later positions' scores are
 *   already in the table when the search reaches them from an earlier choice;
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
  /** Nodes for an ordinary choice. */
  nodes?: number | undefined;
  /** Nodes for a choice where the value swung (see SWING_SEEDS). */
  swingNodes?: number | undefined;
  /** Nodes for a choice with a single legal move. */
  forcedNodes?: number | undefined;
  shouldStop?: (() => boolean) | undefined;
}

/** An ordinary choice's budget: about 70 ms of one core at the search's 1.6 M nodes a CPU second. */
export const ANALYSIS_NODES = 120_000;
/** A choice whose position swung gets three times that. */
export const SWING_NODES = 360_000;
export const FORCED_NODES = 8_000;
/** A change of this many seeds in the position's value from one choice to the next is a swing. */
export const SWING_SEEDS = 3;

export interface JudgedChoice {
  /** The index of the choice in the list given. */
  index: number;
  /** Every choice of the player, best first (analyseMoves' answer). */
  moves: AnalysedMove[];
}

/** The choice's value from `player`'s side: its best score. */
const valueOf = (moves: readonly AnalysedMove[]): number | null => moves[0]?.score ?? null;

/**
 * Judges `choices` from the last to the first, yielding each as it is judged
 * (so a caller can show and keep them one by one, and stop between two). An
 * engine error (a state it refuses) ends the analysis with that error.
 */
export function* analyseGameBackwards(choices: readonly ChoiceToJudge[], budget: GameAnalysisBudget): Generator<Result<JudgedChoice>, void> {
  const nodes = budget.nodes ?? ANALYSIS_NODES;
  const swingNodes = budget.swingNodes ?? SWING_NODES;
  const forcedNodes = budget.forcedNodes ?? FORCED_NODES;
  /** The value of the choice after this one, from its own chooser's side. */
  let later: { value: number; player: Player } | null = null;
  for (let index = choices.length - 1; index >= 0; index--) {
    if (budget.shouldStop?.()) return;
    const { state, player } = choices[index]!;
    const forced = state.phase !== 'over' && legalMoves(state).length === 1;
    const ask = (maxNodes: number) => analyseMoves(state, { player, maxNodes, gameKey: budget.gameKey, shouldStop: budget.shouldStop });
    let analysed = ask(forced ? forcedNodes : nodes);
    if (!analysed.ok) {
      yield analysed;
      return;
    }
    const value = valueOf(analysed.value);
    if (!forced && value !== null && later !== null && swingNodes > nodes) {
      const expected = later.player === player ? later.value : -later.value;
      if (Math.abs(value - expected) >= SWING_SEEDS) analysed = ask(swingNodes);
      if (!analysed.ok) {
        yield analysed;
        return;
      }
    }
    const settled = valueOf(analysed.value);
    later = settled === null ? null : { value: settled, player };
    yield { ok: true, value: { index, moves: analysed.value } };
  }
}
