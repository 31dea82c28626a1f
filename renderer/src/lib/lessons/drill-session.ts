// A drill as the learner plays it: positions made when the drill opens (from
// a seed, so each time is different), one at a time; a hole is sown, judged
// by whether its first sowing makes the landing drilled, and told in the
// engine's words. Pure, like step-session: the controller keeps one in state.
import type { GameState, Result } from '../../../../engine';
import { accountOf, drillPositions, holesMaking, MISSES_BEFORE_HINT, playDrillHole, type DrillStep, type PlayedTurn, type TurnAccount } from '../../../../tutorials';

export interface DrillSession {
  positions: GameState[];
  /** The position shown, counted from 0. */
  index: number;
  /** Misses over the whole drill: the stars count them. */
  misses: number;
  /** Misses on the position shown: the hint comes after two. */
  missesHere: number;
  helped: boolean;
  /** The answer on the position shown, once a hole is sown. */
  answer: { status: 'success' | 'failure' | 'shown'; turn: PlayedTurn; account: TurnAccount } | null;
  /** Every position found: the drill is over. */
  solved: boolean;
}

export function newDrill(step: DrillStep, seed: number): Result<DrillSession> {
  const positions = drillPositions(step.landing, seed);
  if (!positions.ok) return positions;
  return { ok: true, value: { positions: positions.value, index: 0, misses: 0, missesHere: 0, helped: false, answer: null, solved: false } };
}

export const drillPosition = (drill: DrillSession): GameState => drill.positions[drill.index] as GameState;

export const drillHintDue = (drill: DrillSession): boolean => drill.missesHere >= MISSES_BEFORE_HINT && drill.answer?.status !== 'success';

/** A hole that makes the landing in the position shown, for the hint and "Show me". */
export function drillHintHole(step: DrillStep, drill: DrillSession): number | null {
  return holesMaking(drillPosition(drill), step.landing)[0] ?? null;
}

function sow(step: DrillStep, drill: DrillSession, hole: number, shown: boolean): DrillSession {
  const start = drillPosition(drill);
  const played = playDrillHole(start, step.landing, hole);
  if (!played.ok) return drill;
  const turn = played.value;
  const account = accountOf(start, turn.events, turn.state);
  const status = shown ? 'shown' : turn.status;
  const missed = status === 'failure';
  return {
    ...drill,
    helped: drill.helped || shown || drillHintDue(drill),
    misses: drill.misses + (missed ? 1 : 0),
    missesHere: drill.missesHere + (missed ? 1 : 0),
    answer: { status, turn, account },
  };
}

/** The learner sows a hole of the position shown. */
export function answerDrill(step: DrillStep, drill: DrillSession, hole: number): DrillSession {
  if (drill.answer !== null || drill.solved) return drill;
  return sow(step, drill, hole, false);
}

/** "Show me": a hole that makes the landing is sown for the learner; the drill no longer counts as done alone. */
export function showDrillHole(step: DrillStep, drill: DrillSession): DrillSession {
  const hole = drillHintHole(step, drill);
  if (hole === null || drill.solved) return drill;
  return sow(step, { ...drill, answer: null }, hole, true);
}

/** After a miss: the same position again, from its start. */
export const retryDrill = (drill: DrillSession): DrillSession => ({ ...drill, answer: null });

/** After a found landing: the next position, or the end of the drill after the last. */
export function nextDrillPosition(drill: DrillSession): DrillSession {
  if (drill.answer === null || drill.answer.status === 'failure') return drill;
  if (drill.index + 1 >= drill.positions.length) return { ...drill, solved: true };
  return { ...drill, index: drill.index + 1, missesHere: 0, answer: null };
}
