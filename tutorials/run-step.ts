/**
 * The pure step evaluator: plays the learner's answers on a step's position
 * through the engine (with North's scripted replies) and judges them against
 * the step's goal. The screen animates the same turns this returns, so what
 * is shown and what is judged can never disagree.
 */
import { choosers, legalMoves, play, type CongkakState, type EngineEvent, type GameState, type Move, type Player, type Result } from '../engine';
import { goalHolds, goalSettled, lastSeedPit } from './goals';
import { LEARNER, OPPONENT, type DoStep, type PredictStep, type Step, type StepStatus } from './types';

/** One move as played during a step, with the events to animate. */
export interface PlayedTurn {
  player: Player | 'both';
  move: Move;
  events: EngineEvent[];
  state: GameState;
}

export interface DoRun {
  status: StepStatus;
  turns: PlayedTurn[];
  state: GameState;
}

/**
 * The move for a hole chosen by `player`, given what the position asks for:
 * an ordinary turn, the opening's first choice of both hands (the other hand
 * taken from `otherHole`), or a choice that falls due during the opening.
 */
function moveFor(state: GameState, player: Player, hole: number, otherHole: number | undefined): Move | null {
  if (state.phase !== 'opening') return { hole };
  if (!isFirstChoice(state)) return { player, hole };
  if (otherHole === undefined) return null;
  return player === 0 ? { south: hole, north: otherHole } : { south: otherHole, north: hole };
}

/** The opening waits for both hands' first choice (engine/congkak/state.ts, hand status `first`). */
function isFirstChoice(state: GameState): boolean {
  return state.phase === 'opening' && (state as CongkakState).opening?.hands[0].status === 'first';
}

function step(state: GameState, move: Move, player: Player | 'both'): Result<PlayedTurn> {
  const outcome = play(state, move);
  if (!outcome.ok) return outcome;
  return { ok: true, value: { player, move, events: outcome.value.events, state: outcome.value.state } };
}

const learnerMustChoose = (state: GameState): boolean => choosers(state).includes(LEARNER);

/** The learner's holes (1…n) that may be sown in `state`: an ordinary turn, the opening's first choice, or a choice due in it. */
export function learnerHoles(state: GameState): number[] {
  const holes = legalMoves(state).flatMap((move) => {
    if ('south' in move) return [move.south];
    if ('player' in move) return move.player === LEARNER ? [move.hole] : [];
    return state.toMove === LEARNER ? [move.hole] : [];
  });
  return [...new Set(holes)].sort((a, b) => a - b);
}

/** North's smallest hole it may sow now: its choice in the opening whenever the step scripts no more replies. */
function firstHoleOf(state: GameState, player: Player): number | null {
  const holes = legalMoves(state).flatMap((move) => ('hole' in move && (!('player' in move) || move.player === player) ? [move.hole] : []));
  return holes.length === 0 ? null : Math.min(...holes);
}

/**
 * Plays the learner's holes on a do step, a whole turn at a time: after a
 * store landing the learner chooses again, and the step is decided once the
 * goal holds or the learner's turn is over (any choices that reach the goal
 * are accepted, not only the solution's). Once the learner's turn is over,
 * North plays its scripted replies in order while it must choose, and in the
 * simultaneous opening its smallest hole once they run out, so the opening
 * always ends; the step is judged after that. The opening's first choice
 * pairs the learner's hole with North's first reply.
 */
export function playDoStep(doStep: DoStep, holes: readonly number[]): Result<DoRun> {
  let state = doStep.start;
  const replies = [...(doStep.replies ?? [])];
  const turns: PlayedTurn[] = [];
  let status: StepStatus = 'continue';
  const context = () => ({ learner: LEARNER, start: doStep.start, events: turns.flatMap((turn) => turn.events), state });
  const holds = (): boolean => goalHolds(doStep.goal, context());

  const playReplies = (): Result<true> => {
    while (state.phase !== 'over' && !learnerMustChoose(state) && (replies.length > 0 || state.phase === 'opening')) {
      const reply = replies.shift() ?? firstHoleOf(state, OPPONENT);
      const move = reply === null ? null : moveFor(state, OPPONENT, reply, undefined);
      if (move === null) return { ok: false, error: { code: 'illegal-move', message: 'North cannot choose alone here' } };
      const turn = step(state, move, OPPONENT);
      if (!turn.ok) return turn;
      turns.push(turn.value);
      state = turn.value.state;
    }
    return { ok: true, value: true };
  };

  for (const hole of holes) {
    if (status !== 'continue') return { ok: false, error: { code: 'illegal-move', message: 'the step is already decided' } };
    const both = isFirstChoice(state);
    const move = moveFor(state, LEARNER, hole, both ? replies.shift() : undefined);
    if (move === null) return { ok: false, error: { code: 'illegal-move', message: 'the step has no reply for North' } };
    const turn = step(state, move, both ? 'both' : LEARNER);
    if (!turn.ok) return turn;
    turns.push(turn.value);
    state = turn.value.state;
    if (state.phase !== 'over' && learnerMustChoose(state)) {
      // The learner chooses again in this turn (a store landing): undecided unless the goal holds or can no longer change.
      status = holds() ? 'success' : goalSettled(doStep.goal, context()) ? 'failure' : 'continue';
      continue;
    }
    const replied = playReplies();
    if (!replied.ok) return replied;
    status = holds() ? 'success' : 'failure';
  }
  return { ok: true, value: { status, turns, state } };
}

/** The sowing a predict step shows, and the pit where its last seed comes to rest. */
export function playPredictStep(predictStep: PredictStep): Result<PlayedTurn & { landing: number | null }> {
  const turn = step(predictStep.start, { hole: predictStep.hole }, LEARNER);
  if (!turn.ok) return turn;
  return { ok: true, value: { ...turn.value, landing: lastSeedPit(turn.value.events, LEARNER) } };
}

/**
 * The verdict on a step given the learner's answers so far: holes for a do
 * step, the guessed pit for a predict step, the chosen index for a quiz.
 */
export function evaluateStep(current: Step, answers: readonly number[]): StepStatus {
  switch (current.kind) {
    case 'explain':
      return 'success';
    case 'do': {
      const run = playDoStep(current, answers);
      return run.ok ? run.value.status : 'failure';
    }
    case 'predict':
      if (answers.length === 0) return 'continue';
      return answers[0] === current.answer ? 'success' : 'failure';
    case 'quiz':
      if (answers.length === 0) return 'continue';
      return current.choices[answers[0] ?? -1]?.correct === true ? 'success' : 'failure';
    case 'drill':
      // A drill is judged position by position (drill.ts: playDrillHole), on positions made when it opens.
      return 'continue';
  }
}
