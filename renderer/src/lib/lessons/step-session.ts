// What the learner has done on the current step, and what to tell them. Pure:
// the screen keeps one StepSession in state and replaces it with the result of
// each answer; the tutorials' evaluator gives every verdict, and the
// tutorials' account of the engine's events says what each move did.
import {
  accountOf,
  evaluateStep,
  explainWrongGuess,
  hintHole,
  MISSES_BEFORE_HINT,
  playDoStep,
  playPredictStep,
  wrongGuessExplanation,
  wrongTryExplanation,
  type LandingExplanation,
  type PlayedTurn,
  type Step,
  type TurnAccount,
} from '../../../../tutorials';

export type Feedback =
  /** A right answer of the learner's own: the engine's account of it, then the lesson's why. */
  | { kind: 'success'; text: string | null; account: TurnAccount | null }
  /** "Show me" played it: the same account and why, never praised as the learner's. */
  | { kind: 'shown'; text: string | null; account: TurnAccount | null }
  /** A store landing in the middle of a try: the learner chooses again. */
  | { kind: 'again' }
  /**
   * A miss. `text` is the wrong try's own explanation, or null for a try the
   * lesson does not list; `account` what the move did (do steps); `landing`,
   * for a wrong guess, where the last seed really rests and why not the
   * guessed pit. `sown`: the board shows the sowing and stays at its end
   * until "Try again" (a first wrong guess is only explained, not sown).
   */
  | { kind: 'wrong'; text: string | null; account: TurnAccount | null; landing: LandingExplanation | null; sown: boolean }
  | null;

export interface StepSession {
  /** Answers of the current try (do: holes; predict: pit; quiz: choice). */
  answers: number[];
  misses: number;
  /** A hint was shown or "Show me" used: the step no longer counts as done on one's own. */
  helped: boolean;
  solved: boolean;
  feedback: Feedback;
  /** What the board should animate for the last answer. */
  turns: PlayedTurn[];
}

export const newSession = (): StepSession => ({ answers: [], misses: 0, helped: false, solved: false, feedback: null, turns: [] });

/** The hint is due after MISSES_BEFORE_HINT misses (two); showing it makes the step not clean. */
export const hintDue = (session: StepSession): boolean => session.misses >= MISSES_BEFORE_HINT && !session.solved;

/** The pit the hint points at, for do and predict steps. */
export function hintPit(step: Step, session: StepSession): number | null {
  if (step.kind === 'do') {
    const hole = hintHole(step, session.answers);
    return step.start.toMove === 1 ? step.start.rules.holes + hole : hole - 1;
  }
  if (step.kind === 'predict') return step.answer;
  return null;
}

function successText(step: Step): string | null {
  return step.kind === 'do' || step.kind === 'predict' ? step.success : null;
}

/** What the turns did, from the step's start: the engine's account, for the screen to put in words. */
function accountOfTurns(step: Step, turns: readonly PlayedTurn[]): TurnAccount | null {
  const after = turns.at(-1)?.state;
  if (step.kind === 'quiz' || step.kind === 'drill' || step.start === null || after === undefined) return null;
  return accountOf(step.start, turns.flatMap((turn) => turn.events), after);
}

/** The learner answers (a hole number, a pit index or a choice index, by step kind). */
export function answer(step: Step, session: StepSession, value: number): StepSession {
  const answers = session.solved || session.feedback?.kind === 'wrong' ? [value] : [...session.answers, value];
  const verdict = evaluateStep(step, answers);
  const turns = playedTurns(step, answers);
  const helped = session.helped || hintDue(session);
  if (verdict === 'continue') return { ...session, answers, helped, feedback: step.kind === 'do' ? { kind: 'again' } : null, turns };
  if (verdict === 'success') {
    const text = step.kind === 'quiz' ? (step.choices[value]?.explanation ?? null) : successText(step);
    return { ...session, answers, helped, solved: true, feedback: { kind: 'success', text, account: accountOfTurns(step, turns) }, turns };
  }
  const misses = session.misses + 1;
  if (step.kind === 'predict') {
    // A first wrong guess is explained and guessed again; the sowing and its whole path come after the second.
    const sown = misses >= MISSES_BEFORE_HINT;
    const feedback = { kind: 'wrong', text: wrongText(step, answers), account: null, landing: explainWrongGuess(step, value), sown } as const;
    return { ...session, answers, helped, misses, feedback, turns: sown ? turns : [] };
  }
  const account = step.kind === 'do' ? accountOfTurns(step, turns) : null;
  return { ...session, answers, helped, misses, feedback: { kind: 'wrong', text: wrongText(step, answers), account, landing: null, sown: turns.length > 0 }, turns };
}

function wrongText(step: Step, answers: readonly number[]): string | null {
  switch (step.kind) {
    case 'do':
      return wrongTryExplanation(step, answers);
    case 'predict':
      return wrongGuessExplanation(step, answers[0] ?? -1);
    case 'quiz':
      return step.choices[answers[0] ?? -1]?.explanation ?? null;
    case 'explain':
    case 'drill':
      return null;
  }
}

/** The turns to animate: the whole try so far for a do step (played again from the step's start). */
function playedTurns(step: Step, answers: readonly number[]): PlayedTurn[] {
  if (step.kind === 'do') {
    const run = playDoStep(step, answers);
    return run.ok ? run.value.turns : [];
  }
  if (step.kind === 'predict') {
    const shown = playPredictStep(step);
    return shown.ok ? [shown.value] : [];
  }
  return [];
}

/** "Show me": plays the solution; the step is solved, but not by the learner. */
export function showMe(step: Step, session: StepSession): StepSession {
  const solution = step.kind === 'do' ? [...step.solution] : step.kind === 'predict' ? [step.answer] : [];
  const turns = playedTurns(step, solution);
  return { ...session, answers: solution, helped: true, solved: true, turns, feedback: { kind: 'shown', text: successText(step), account: accountOfTurns(step, turns) } };
}
