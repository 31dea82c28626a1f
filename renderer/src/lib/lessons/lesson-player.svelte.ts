// One lesson played step by step: the state and actions the lesson player
// shows. It holds the board's animator, so that "Try again" can stop a sowing
// at once, and the verdict of an answer is told only once the sowing that
// shows why is over.
import { legalMoves, type GameState } from '../../../../engine';
import { solvedCleanly, type Lesson, type PlayedTurn, type Step } from '../../../../tutorials';
import { BoardAnimator } from '../../components/board/animator.svelte';
import type { AnimationSpeed } from '../../components/board/timeline';
import { answer, hintDue, hintPit, newSession, showMe, type Feedback, type StepSession } from './step-session';

export interface LessonPlayerOptions {
  lesson: Lesson;
  startAt?: number;
  /** Read at each sowing, so a speed loaded later applies. */
  speed?: () => AnimationSpeed;
  animator?: BoardAnimator;
  onStepDone?: (step: Step, clean: boolean) => void;
  /** The learner moved on to the step at `index` (the address follows it). */
  onStepChange?: (index: number) => void;
  onClose?: () => void;
}

/** The South holes (pit indices) the learner may sow from in `state`. */
function learnerHoles(state: GameState): number[] {
  const holes = legalMoves(state).flatMap((move) => {
    if ('south' in move) return [move.south];
    if ('player' in move) return move.player === 0 ? [move.hole] : [];
    return state.toMove === 0 ? [move.hole] : [];
  });
  return [...new Set(holes)].map((hole) => hole - 1);
}

export class LessonPlayerController {
  readonly lesson: Lesson;
  readonly animator: BoardAnimator;
  index: number = $state(0);
  session: StepSession = $state(newSession());
  /** The session as told before the sowing now on the board: its verdict waits for the sowing's end. */
  #told: StepSession = $state(newSession());
  #animationId = 0;
  readonly #options: LessonPlayerOptions;

  constructor(options: LessonPlayerOptions) {
    this.#options = options;
    this.lesson = options.lesson;
    this.index = Math.min(Math.max(options.startAt ?? 0, 0), options.lesson.steps.length - 1);
    this.animator = options.animator ?? new BoardAnimator();
  }

  get step(): Step {
    return this.lesson.steps[this.index] as Step;
  }

  get start(): GameState | null {
    return this.step.kind === 'quiz' ? null : this.step.start;
  }

  /** The session whose verdict the learner has been told: the one before a sowing still under way. */
  get settled(): StepSession {
    return this.animator.animating ? this.#told : this.session;
  }

  /**
   * The position on the board once any sowing is over, which is where the
   * next click plays: after a miss the step's start, since the next try
   * starts afresh.
   */
  get shown(): GameState | null {
    if (this.session.feedback?.kind === 'wrong') return this.start;
    return this.session.turns.at(-1)?.state ?? this.start;
  }

  /** Pits the learner may click: the legal holes of the position shown, or any pit to guess where a seed lands. */
  get choosable(): number[] {
    const shown = this.shown;
    if (this.session.solved || shown === null) return [];
    if (this.step.kind === 'predict') return shown.pits.map((_, pit) => pit);
    return this.step.kind === 'do' ? learnerHoles(shown) : [];
  }

  get feedback(): Feedback {
    return this.animator.animating ? null : this.session.feedback;
  }

  get hintShown(): boolean {
    return !this.animator.animating && hintDue(this.session) && (this.step.kind === 'do' || this.step.kind === 'predict');
  }

  get highlight(): number[] {
    const marked = [...(this.step.kind === 'quiz' ? [] : (this.step.highlight ?? []))];
    const pit = this.hintShown ? hintPit(this.step, this.session) : null;
    if (pit !== null) marked.push(pit);
    return marked;
  }

  get canShowMe(): boolean {
    return (this.step.kind === 'do' || this.step.kind === 'predict') && !this.settled.solved;
  }

  /** "Try again" starts the step over: while a try's sowing plays, or between the moves of a try. */
  get canRetry(): boolean {
    if (this.step.kind !== 'do' || this.settled.solved) return false;
    return this.animator.animating || (this.session.answers.length > 0 && this.session.feedback === null);
  }

  get canGoOn(): boolean {
    return this.step.kind === 'explain' || this.settled.solved;
  }

  get isLastStep(): boolean {
    return this.index + 1 >= this.lesson.steps.length;
  }

  /** A click on the board: only the pits offered count as answers. */
  choosePit(pit: number): void {
    if (this.animator.animating || !this.choosable.includes(pit)) return;
    if (this.step.kind === 'do') this.#respond(pit + 1);
    else if (this.step.kind === 'predict') this.#respond(pit);
  }

  chooseAnswer(choice: number): void {
    if (this.step.kind === 'quiz' && !this.session.solved) this.#respond(choice);
  }

  showSolution(): void {
    const solved = showMe(this.step, { ...newSession(), misses: this.session.misses });
    this.#told = solved;
    this.#begin([], this.start, solved);
    this.#options.onStepDone?.(this.step, false);
  }

  /** Back to the step's start at once: any sowing still on the board stops. */
  retry(): void {
    this.animator.skip();
    this.session = { ...newSession(), misses: this.session.misses, helped: this.session.helped };
    this.#told = this.session;
  }

  next(): void {
    if (this.step.kind === 'explain') this.#options.onStepDone?.(this.step, true);
    if (this.isLastStep) return this.#options.onClose?.();
    this.animator.skip();
    this.index += 1;
    this.session = newSession();
    this.#told = this.session;
    this.#options.onStepChange?.(this.index);
  }

  /** Escape: the sowing on the board ends at once. */
  skipAnimation(): void {
    this.animator.skip();
  }

  #respondFrom(): { previous: readonly PlayedTurn[]; before: GameState | null } {
    // A new try (after a miss) is played again from the step's start.
    const fresh = this.session.solved || this.session.feedback?.kind === 'wrong';
    const previous = fresh ? [] : this.session.turns;
    return { previous, before: previous.at(-1)?.state ?? this.start };
  }

  #respond(value: number): void {
    const { previous, before } = this.#respondFrom();
    const next = answer(this.step, this.session, value);
    this.#told = this.session;
    this.#begin(previous, before, next);
    if (next.solved) this.#options.onStepDone?.(this.step, solvedCleanly(this.step, next));
  }

  /** Takes `next` as the session and sows the turns it added after `previous`. */
  #begin(previous: readonly PlayedTurn[], before: GameState | null, next: StepSession): void {
    this.animator.skip();
    this.session = next;
    const fresh = next.turns.slice(previous.length);
    if (before === null || fresh.length === 0) return;
    const animation = { id: ++this.#animationId, fromPits: [...before.pits], fromBurnt: [...before.burnt], events: fresh.flatMap((turn) => turn.events) };
    this.animator.play(animation, this.#options.speed?.() ?? 'normal');
  }
}
