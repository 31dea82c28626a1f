// One lesson played step by step: the state and actions the lesson player
// shows. It holds the board's animator, so that "Try again" can stop a sowing
// at once, and the verdict of an answer is told only once the sowing that
// shows why is over. A miss leaves the board at the end of its sowing until
// "Try again"; a drill runs its own positions (drill-session.ts); an opening
// is stepped tick by tick (tick-stepper.svelte.ts).
import type { GameState } from '../../../../engine';
import { demoStep, learnerHoles, playDoStep, solvedCleanly, type DrillStep, type Lesson, type PlayedTurn, type Step } from '../../../../tutorials';
import type { FrameClock } from '../../components/board/animator.svelte';
import type { AnimationSpeed } from '../../components/board/timeline';
import { answerDrill, drillHintDue, drillHintHole, drillPosition, newDrill, nextDrillPosition, retryDrill, showDrillHole, type DrillSession } from './drill-session';
import { answer, hintDue, hintPit, newSession, showMe, type Feedback, type StepSession } from './step-session';
import { TickStepper } from './tick-stepper.svelte';

export interface LessonPlayerOptions {
  lesson: Lesson;
  startAt?: number;
  /** Read at each sowing, so a speed loaded later applies. */
  speed?: () => AnimationSpeed;
  /** The animation clock (a test's hand; the browser's frames otherwise). */
  clock?: FrameClock;
  /** A new seed for each drill, so its positions differ each time (the tests give their own). */
  drillSeed?: () => number;
  onStepDone?: (step: Step, clean: boolean) => void;
  /** The learner moved on to the step at `index` (the address follows it). */
  onStepChange?: (index: number) => void;
  /** The learner went on from the last step: the lesson is over. */
  onFinish?: () => void;
}

const randomSeed = (): number => crypto.getRandomValues(new Uint32Array(1))[0] ?? 1;

export class LessonPlayerController {
  readonly lesson: Lesson;
  readonly animator: TickStepper;
  index: number = $state(0);
  session: StepSession = $state(newSession());
  drill: DrillSession | null = $state(null);
  /** The session as told before the sowing now on the board: its verdict waits for the sowing's end. */
  #told: StepSession = $state(newSession());
  #animationId = 0;
  readonly #options: LessonPlayerOptions;

  constructor(options: LessonPlayerOptions) {
    this.#options = options;
    this.lesson = options.lesson;
    this.animator = new TickStepper(options.clock);
    this.#enter(Math.min(Math.max(options.startAt ?? 0, 0), options.lesson.steps.length - 1));
  }

  get step(): Step {
    return this.lesson.steps[this.index] as Step;
  }

  get start(): GameState | null {
    if (this.drill !== null) return drillPosition(this.drill);
    return this.step.kind === 'quiz' || this.step.kind === 'drill' ? null : this.step.start;
  }

  get animating(): boolean {
    return this.animator.animating;
  }

  /** The session whose verdict the learner has been told: the one before a sowing still under way. */
  get settled(): StepSession {
    return this.animating ? this.#told : this.session;
  }

  /** A miss whose sowing the board shows: it stays there until "Try again". */
  get #missShown(): boolean {
    if (this.drill !== null) return this.drill.answer?.status === 'failure';
    const feedback = this.session.feedback;
    return feedback?.kind === 'wrong' && feedback.sown;
  }

  /** The position on the board once any sowing is over, which is where the next click plays. */
  get shown(): GameState | null {
    if (this.drill !== null) return this.drill.answer?.turn.state ?? drillPosition(this.drill);
    const feedback = this.session.feedback;
    if (feedback?.kind === 'wrong' && !feedback.sown) return this.start;
    return this.session.turns.at(-1)?.state ?? this.start;
  }

  /** Pits the learner may click: the legal holes of the position shown, or any pit (stores too) to guess where a seed lands. */
  get choosable(): number[] {
    const shown = this.shown;
    if (shown === null || this.#missShown) return [];
    if (this.drill !== null) return this.drill.answer === null ? learnerHoles(shown).map((hole) => hole - 1) : [];
    if (this.session.solved) return [];
    if (this.step.kind === 'predict') return shown.pits.map((_, pit) => pit);
    return this.step.kind === 'do' ? learnerHoles(shown).map((hole) => hole - 1) : [];
  }

  get feedback(): Feedback {
    return this.animating ? null : this.session.feedback;
  }

  get hintShown(): boolean {
    if (this.animating) return false;
    if (this.drill !== null) return drillHintDue(this.drill);
    return hintDue(this.session) && (this.step.kind === 'do' || this.step.kind === 'predict');
  }

  get highlight(): number[] {
    const step = this.step;
    const marked = [...(step.kind === 'quiz' || step.kind === 'drill' ? [] : (step.highlight ?? []))];
    if (!this.hintShown) return marked;
    const pit = this.drill !== null && step.kind === 'drill' ? (drillHintHole(step, this.drill) ?? 0) - 1 : hintPit(step, this.session);
    if (pit !== null && pit >= 0) marked.push(pit);
    return marked;
  }

  /** A right answer being sown: nothing to retry or be shown while it plays. */
  get #rightBeingSown(): boolean {
    if (!this.animating) return false;
    return this.drill !== null ? this.drill.answer?.status !== 'failure' : this.session.solved;
  }

  get canShowMe(): boolean {
    if (this.#rightBeingSown) return false;
    if (this.drill !== null) return this.drill.answer?.status !== 'success' && this.drill.answer?.status !== 'shown';
    // A second wrong guess already shows the sowing and its whole path: there is nothing left to show.
    if (this.step.kind === 'predict' && this.#missShown) return false;
    return (this.step.kind === 'do' || this.step.kind === 'predict') && !this.session.solved;
  }

  /** "Try again" starts the try over: during a wrong sowing, after a miss the board still shows, or between the moves of a try. */
  get canRetry(): boolean {
    if (this.#rightBeingSown) return false;
    if (this.drill !== null) return this.drill.answer?.status === 'failure';
    if ((this.step.kind !== 'do' && this.step.kind !== 'predict') || this.session.solved) return false;
    return this.animating || this.#missShown || this.session.feedback?.kind === 'again';
  }

  /** Next: at once on an explanation (even while its sowing plays), else once the step is solved and its sowing is over. */
  get canGoOn(): boolean {
    if (this.step.kind === 'explain') return true;
    if (this.animating) return false;
    return this.drill !== null ? this.drill.solved : this.session.solved;
  }

  /** In a drill, after a found landing: on to the next position. */
  get canGoToNextPosition(): boolean {
    return this.drill !== null && !this.animating && !this.drill.solved && (this.drill.answer?.status === 'success' || this.drill.answer?.status === 'shown');
  }

  get isLastStep(): boolean {
    return this.index + 1 >= this.lesson.steps.length;
  }

  /** An explanation's sowing to watch (the opening's race), played on request. */
  get canWatch(): boolean {
    return this.step.kind === 'explain' && this.step.demo !== undefined && !this.animating;
  }

  /** A click on the board: only the pits offered count as answers. */
  choosePit(pit: number): void {
    if (this.animating || !this.choosable.includes(pit)) return;
    const step = this.step;
    if (this.drill !== null && step.kind === 'drill') return this.#sowDrill(answerDrill(step, this.drill, pit + 1));
    if (step.kind === 'do') this.#respond(pit + 1);
    else if (step.kind === 'predict') this.#respond(pit);
  }

  chooseAnswer(choice: number): void {
    if (this.step.kind === 'quiz' && !this.session.solved) this.#respond(choice);
  }

  showSolution(): void {
    const step = this.step;
    if (this.drill !== null && step.kind === 'drill') return this.#sowDrill(showDrillHole(step, { ...this.drill, answer: null }));
    const solved = showMe(step, { ...newSession(), misses: this.session.misses });
    this.#told = solved;
    this.#begin([], this.start, solved);
    this.#options.onStepDone?.(step, false);
  }

  /** Back to the try's start at once: any sowing still on the board stops. */
  retry(): void {
    this.animator.skip();
    if (this.drill !== null) {
      this.drill = retryDrill(this.drill);
      return;
    }
    // A wrong sowing stopped before its end still counts as the miss it is (answer() counted it).
    this.session = { ...newSession(), misses: this.session.misses, helped: this.session.helped };
    this.#told = this.session;
  }

  nextPosition(): void {
    if (this.drill === null || !this.canGoToNextPosition) return;
    this.animator.skip();
    const next = nextDrillPosition(this.drill);
    this.drill = next;
    if (next.solved) this.#options.onStepDone?.(this.step, solvedCleanly(next));
  }

  /** Plays an explanation's sowing (the opening's hands, tick by tick). */
  watch(): void {
    const step = this.step;
    if (step.kind !== 'explain') return;
    const demo = demoStep(step);
    if (demo === null) return;
    const run = playDoStep(demo, demo.solution);
    if (run.ok) this.#sow(demo.start, run.value.turns);
  }

  next(): void {
    if (!this.canGoOn) return;
    if (this.step.kind === 'explain') this.#options.onStepDone?.(this.step, true);
    this.animator.skip();
    if (this.isLastStep) return this.#options.onFinish?.();
    this.#enter(this.index + 1);
    this.#options.onStepChange?.(this.index);
  }

  /** Escape: the sowing on the board ends at once. */
  skipAnimation(): void {
    this.animator.skip();
  }

  #enter(index: number): void {
    this.index = index;
    this.session = newSession();
    this.#told = this.session;
    const step = this.step;
    this.drill = step.kind === 'drill' ? this.#newDrill(step) : null;
  }

  #newDrill(step: DrillStep): DrillSession | null {
    const made = newDrill(step, (this.#options.drillSeed ?? randomSeed)());
    return made.ok ? made.value : null;
  }

  #sowDrill(next: DrillSession): void {
    const before = this.drill === null ? null : drillPosition(this.drill);
    this.drill = next;
    if (next.answer !== null && before !== null) this.#sow(before, [next.answer.turn]);
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
    if (next.solved) this.#options.onStepDone?.(this.step, solvedCleanly(next));
  }

  /** Takes `next` as the session and sows the turns it added after `previous`. */
  #begin(previous: readonly PlayedTurn[], before: GameState | null, next: StepSession): void {
    this.animator.skip();
    this.session = next;
    if (before !== null) this.#sow(before, next.turns.slice(previous.length));
  }

  #sow(before: GameState, turns: readonly PlayedTurn[]): void {
    this.animator.skip();
    if (turns.length === 0) return;
    const animation = { id: ++this.#animationId, fromPits: [...before.pits], fromBurnt: [...before.burnt], events: turns.flatMap((turn) => turn.events) };
    this.animator.play(animation, this.#options.speed?.() ?? 'normal');
  }
}
