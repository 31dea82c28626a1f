/**
 * Lessons as plain data (like lichess learn): each lesson is a list of steps,
 * each step a position, what the learner must do, and the text keys that
 * explain it. The text itself lives in the lesson's own message table, so a
 * lesson is translated in one place; steps only name keys.
 */
import type { GameState, Player, RulesInput } from '../engine';
import type { CourseRule } from './course';
import type { Goal } from './goals';
import type { Landing } from './account';

/** The learner always plays South, at the bottom of the board. */
export const LEARNER: Player = 0;
export const OPPONENT: Player = 1;

export const STEP_KINDS = ['explain', 'do', 'predict', 'quiz', 'drill'] as const;
export type StepKind = (typeof STEP_KINDS)[number];

/**
 * A board for a step. Without `pits` it is the start of a new game under the
 * rules (the simultaneous opening included). With `burnt` or `round` it is a
 * later round of a series, which a minimal engine state cannot express.
 */
export interface PositionSpec {
  rules?: RulesInput;
  pits?: readonly number[];
  toMove?: Player;
  burnt?: readonly number[];
  round?: number;
}

/** A wrong try of a do step: the learner's holes, in order, and why they fail. */
export interface WrongTry<K extends string = string> {
  holes: readonly number[];
  explanation: K;
}

/**
 * Rules of the course that a step's board shows before its lesson teaches
 * them, on purpose (the feedback then says what happened in plain words).
 * Without it, an event of a rule not yet taught fails validation.
 */
interface Previews {
  previews?: readonly CourseRule[];
}

/**
 * A sowing an explanation shows when the learner asks to watch it: the
 * learner's holes (and North's replies) played on the step's position, and
 * what they must show, checked by the validator like a do step's solution.
 */
export interface Demo {
  holes: readonly number[];
  replies?: readonly number[];
  shows: Goal;
}

export interface ExplainStepDef<K extends string = string> extends Previews {
  kind: 'explain';
  id: string;
  text: K;
  position?: PositionSpec;
  /** Pit indices to point at. */
  highlight?: readonly number[];
  demo?: Demo;
}

export interface DoStepDef<K extends string = string> extends Previews {
  kind: 'do';
  id: string;
  text: K;
  position: PositionSpec;
  goal: Goal;
  /**
   * The learner's holes (player-relative, 1…n) that reach the goal: "Show me"
   * plays them. The step runs whole turns: after a store landing the learner
   * chooses again, and any choices that reach the goal are accepted.
   */
  solution: readonly number[];
  /** North's holes, played in order whenever North must choose during the step. */
  replies?: readonly number[];
  /** Mistakes the lesson foresees, each with why it misses (the engine's account of the sowing comes first). */
  wrongTries: readonly WrongTry<K>[];
  /** Why the solution works, shown on success after the engine's account of it; names no hole or count. */
  success: K;
  /** Shown with the highlighted hole after two misses. */
  hint: K;
  highlight?: readonly number[];
}

export interface PredictStepDef<K extends string = string> extends Previews {
  kind: 'predict';
  id: string;
  text: K;
  position: PositionSpec;
  /** The hole (player-relative) that will be sown once the learner has guessed. */
  hole: number;
  /** The pit index where the last seed comes to rest (checked against the engine when loaded). */
  answer: number;
  wrongTries: readonly { pit: number; explanation: K }[];
  success: K;
  hint: K;
  highlight?: readonly number[];
}

export interface QuizChoice<K extends string = string> {
  text: K;
  explanation: K;
  correct?: true;
}

export interface QuizStepDef<K extends string = string> {
  kind: 'quiz';
  id: string;
  text: K;
  choices: readonly QuizChoice<K>[];
}

/**
 * Practice after a landing's lesson: positions generated from the engine
 * (seeded, different each time, each checked as it is made) where the learner
 * finds the hole whose first sowing makes that landing.
 */
export interface DrillStepDef<K extends string = string> {
  kind: 'drill';
  id: string;
  text: K;
  landing: Landing;
  /** What a found landing teaches, shown after the engine's account; names no hole or count. */
  success: K;
  hint: K;
}

export type StepDef<K extends string = string> = ExplainStepDef<K> | DoStepDef<K> | PredictStepDef<K> | QuizStepDef<K> | DrillStepDef<K>;

/**
 * Text in every language, by BCP 47 tag: `en` is the source and has every
 * key; another language may have any part of them (the rest shows in English).
 * Each text is an ICU message without arguments.
 */
export type LocalizedMessages<K extends string = string> = { readonly en: Readonly<Record<K, string>> } & Readonly<
  Record<string, Readonly<Partial<Record<K, string>>>>
>;

/** A lesson as written in its file: `messages.en` is the source text, other locales optional. */
export interface LessonDef<K extends string = string> {
  id: string;
  /** The rules every step uses unless its position names others. */
  rules: RulesInput;
  /** The rules of the course this lesson teaches, in the course's order (course.ts). */
  teaches: readonly CourseRule[];
  title: K;
  summary: K;
  /** What the learner takes away, one line each, shown when the lesson ends. */
  learnt: readonly K[];
  steps: readonly StepDef<K>[];
  messages: LocalizedMessages<K>;
}

/** A loaded step: its position resolved into an engine state the learner acts on. */
export type Step =
  | (ExplainStepDef & { start: GameState | null })
  | (DoStepDef & { start: GameState })
  | (PredictStepDef & { start: GameState })
  | QuizStepDef
  | DrillStepDef;

export type DoStep = Extract<Step, { kind: 'do' }>;
export type PredictStep = Extract<Step, { kind: 'predict' }>;
export type QuizStep = Extract<Step, { kind: 'quiz' }>;
export type ExplainStep = Extract<Step, { kind: 'explain' }>;
export type DrillStep = Extract<Step, { kind: 'drill' }>;

export interface Lesson extends Omit<LessonDef, 'steps'> {
  steps: readonly Step[];
}

export interface LessonError {
  code: 'bad-lesson';
  /** Names the lesson and step, e.g. "relay/predict-end: …". */
  message: string;
}

export type StepStatus = 'success' | 'failure' | 'continue';

/**
 * Lets a lesson file name its message keys once: the compiler then refuses a
 * step that names a key the lesson's English table lacks.
 */
export function defineLesson<const M extends Record<string, string>>(
  lesson: Omit<LessonDef<keyof M & string>, 'messages'> & { messages: { en: M } & Record<string, Partial<Record<keyof M & string, string>>> },
): LessonDef {
  return lesson as LessonDef;
}
