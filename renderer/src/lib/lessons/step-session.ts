// What the learner has done on the current step, and what to tell them. Pure:
// the screen keeps one StepSession in state and replaces it with the result of
// each answer; the tutorials' evaluator gives every verdict.
import {
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
} from '../../../../tutorials';

export type Feedback =
  | { kind: 'success'; text: string }
  /**
   * `text` is the wrong try's own explanation, or null for a try the lesson
   * does not list; `landing`, for a wrong guess of a predict step, where the
   * last seed really rests and why, whatever pit was guessed.
   */
  | { kind: 'wrong'; text: string | null; landing: LandingExplanation | null }
  | null;

export interface StepSession {
  /** Answers of the current try (do: holes; predict: pit; quiz: choice). */
  answers: number[];
  misses: number;
  /** A hint was shown or "Show me" used: the step no longer counts as clean. */
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

/** The learner answers (a hole number, a pit index or a choice index, by step kind). */
export function answer(step: Step, session: StepSession, value: number): StepSession {
  const answers = session.solved || session.feedback?.kind === 'wrong' ? [value] : [...session.answers, value];
  const verdict = evaluateStep(step, answers);
  // A wrong guess is answered with where the seed really rests, so its sowing is shown too.
  const turns = playedTurns(step, answers);
  const helped = session.helped || hintDue(session);
  if (verdict === 'continue') return { ...session, answers, helped, feedback: null, turns };
  if (verdict === 'success') {
    const text = step.kind === 'quiz' ? (step.choices[value]?.explanation ?? null) : successText(step);
    return { ...session, answers, helped, solved: true, feedback: text === null ? null : { kind: 'success', text }, turns };
  }
  const landing = step.kind === 'predict' ? explainWrongGuess(step, value) : null;
  return { ...session, answers, helped, misses: session.misses + 1, feedback: { kind: 'wrong', text: wrongText(step, answers), landing }, turns };
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

/** "Show me": plays the solution; the step is solved, but not clean. */
export function showMe(step: Step, session: StepSession): StepSession {
  const solution = step.kind === 'do' ? [...step.solution] : step.kind === 'predict' ? [step.answer] : [];
  const turns = playedTurns(step, solution);
  const text = successText(step);
  return { ...session, answers: solution, helped: true, solved: true, turns, feedback: text === null ? null : { kind: 'success', text } };
}
