// Game analysis: which positions to ask the opponent about, and what its
// answers say. Each choice of the game is judged in the position before it,
// from the chooser's side: the played choice's score against the best one.
// A drop of MISTAKE_SEEDS or more is a mistake, BLUNDER_SEEDS or more a blunder.
import { holeChosenBy, moverOf, type Player } from '../../../../engine';
import type { MoveEvaluation } from '../../../../electron/contract';
import type { SteppedGame } from './stepped-game';

/** Seeds lost against the best choice that make a choice a mistake… */
export const MISTAKE_SEEDS = 3;
/** …and a blunder. */
export const BLUNDER_SEEDS = 6;

/** One question for the opponent: `player`'s choices before move `move`. */
export interface AnalysisTask {
  move: number;
  player: Player;
}

export interface ChoiceVerdict extends AnalysisTask {
  /** The hole the player chose (their own numbering). */
  hole: number;
  /** The played choice's score (seeds, chooser's side); null when the opponent did not list it. */
  played: number | null;
  best: MoveEvaluation;
  /** Seeds lost against the best choice (0 when the best was played). */
  loss: number;
  severity: 'good' | 'mistake' | 'blunder';
}

/** Who chose at move `index`: the mover, the pending chooser, or both in the opening's first choice. */
function choosersOf(game: SteppedGame, index: number): Player[] {
  const move = game.moves[index];
  if (move === undefined) return [];
  if ('south' in move) return [0, 1];
  const mover = moverOf(move, game.states[index]?.toMove ?? null);
  return mover === null ? [] : [mover];
}

/** Every choice of the game, in order (the opening's first choice once per player). */
export function analysisTasks(game: SteppedGame): AnalysisTask[] {
  return game.moves.flatMap((_, move) => choosersOf(game, move).map((player) => ({ move, player })));
}

export function judgeChoice(game: SteppedGame, task: AnalysisTask, evaluations: readonly MoveEvaluation[]): ChoiceVerdict | null {
  const best = evaluations[0];
  const move = game.moves[task.move];
  if (best === undefined || move === undefined) return null;
  const hole = holeChosenBy(move, task.player);
  const played = evaluations.find((evaluation) => holeChosenBy(evaluation.move, task.player) === hole)?.score ?? null;
  const loss = played === null ? 0 : Math.max(0, best.score - played);
  const severity = loss >= BLUNDER_SEEDS ? 'blunder' : loss >= MISTAKE_SEEDS ? 'mistake' : 'good';
  return { ...task, hole, played, best, loss, severity };
}

export interface GraphPoint {
  move: number;
  /** Where the graph jumps: the position before the move. */
  position: number;
  /** The position's value for South (seeds): the best choice's score, turned to South's side. */
  value: number;
}

/** One point per move judged (South's judgement in the opening), in move order. */
export function graphPoints(game: SteppedGame, verdicts: readonly ChoiceVerdict[]): GraphPoint[] {
  const byMove = new Map<number, ChoiceVerdict>();
  for (const verdict of verdicts) if (!byMove.has(verdict.move) || verdict.player === 0) byMove.set(verdict.move, verdict);
  return [...byMove.values()]
    .sort((a, b) => a.move - b.move)
    .map((verdict) => ({
      move: verdict.move,
      position: verdict.move === 0 ? 0 : (game.moveEnds[verdict.move - 1] ?? 0),
      value: verdict.player === 0 ? verdict.best.score : -verdict.best.score,
    }));
}

/** The last move of the turn holding move `move`, given every turn's last move in order; null past the end. */
export function turnEndOf(turnEnds: readonly number[], move: number): number | null {
  return turnEnds.find((end) => end >= move) ?? null;
}

/** Each turn's worst verdict (the largest loss), keyed by the turn's last move. */
export function worstVerdicts(turnEnds: readonly number[], verdicts: readonly ChoiceVerdict[]): Map<number, ChoiceVerdict> {
  const entries = new Map<number, ChoiceVerdict>();
  for (const verdict of verdicts) {
    const end = turnEndOf(turnEnds, verdict.move);
    if (end === null) continue;
    const known = entries.get(end);
    if (!known || verdict.loss > known.loss) entries.set(end, verdict);
  }
  return entries;
}
