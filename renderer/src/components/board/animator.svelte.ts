// The board's sowing animation as state: the frame of the engine's events on
// the board now, moved on by the clock. The board draws `frame` over its
// position; whoever else holds the animator (the play screen's controller)
// reads the same frame, so what is shown beside the board can follow the
// sowing instead of jumping to its end.
//
// Moves can be queued: each is sown in full before the next starts, so a
// choice that arrives mid-sowing never cuts the one on the board. Queued
// moves of one group (one turn) share a time budget (pacing.ts); a skip ends
// every move queued, so one skip always reaches the end of the turn.
import { paceOf } from './pacing';
import { atOnce, buildTimeline, frameIndexAt, schedule, type AnimationSpeed, type BoardAnimation, type Frame } from './timeline';

/** What moves the animation on: the browser's animation frames, or a test's hand. */
export interface FrameClock {
  now(): number;
  next(callback: (now: number) => void): number;
  cancel(handle: number): void;
}

/** Told when each animation starts and when the board has reached its end (played out or skipped). */
export interface AnimationListener {
  started?(animation: BoardAnimation): void;
  settled?(animation: BoardAnimation): void;
}

const animationFrames: FrameClock = {
  now: () => performance.now(),
  next: (callback) => requestAnimationFrame(callback),
  cancel: (handle) => cancelAnimationFrame(handle),
};

interface Queued {
  animation: BoardAnimation;
  speed: AnimationSpeed;
  frames: Frame[];
  /** The frames' length in steps (callouts and choices weigh more). */
  steps: number;
}

export class BoardAnimator {
  /** The frame on the board now; null when nothing is being sown. */
  frame: Frame | null = $state.raw(null);
  /** The animation being sown now. */
  current: BoardAnimation | null = $state.raw(null);
  readonly #clock: FrameClock;
  #listener: AnimationListener;
  #queue: Queued[] = [];
  #pending: number | null = null;
  #playedId: number | null = null;
  /** The group sown now and how much of its budget it has used (ms). */
  #group: { id: number | undefined; spentMs: number } | null = null;

  constructor(clock: FrameClock = animationFrames, listener: AnimationListener = {}) {
    this.#clock = clock;
    this.#listener = listener;
  }

  get animating(): boolean {
    return this.frame !== null;
  }

  /** Who is told as animations start and settle (the one holder of the animator). */
  listen(listener: AnimationListener): void {
    this.#listener = listener;
  }

  /**
   * Sows `animation` at once, ending whatever was being sown (an animation
   * already played, by its id, is not played again). At instant speed, or
   * without events, nothing plays.
   */
  play(animation: BoardAnimation, speed: AnimationSpeed): void {
    if (animation.id === this.#playedId) return;
    this.skip();
    this.enqueue(animation, speed);
  }

  /** Sows `animation` once those before it are sown in full. */
  enqueue(animation: BoardAnimation, speed: AnimationSpeed): void {
    this.enqueueAll([animation], speed);
  }

  /**
   * Sows `animations` in order once those before them are sown in full. All
   * are queued before the first starts, so a turn's choices given together
   * share its time from the first (none takes the whole budget alone).
   */
  enqueueAll(animations: readonly BoardAnimation[], speed: AnimationSpeed): void {
    for (const animation of animations) {
      if (animation.id === this.#playedId || this.#queue.some((queued) => queued.animation.id === animation.id)) continue;
      this.#playedId = animation.id;
      const { frames } = buildTimeline(animation.fromPits, animation.fromBurnt, animation.events);
      this.#queue.push({ animation, speed, frames, steps: schedule(frames, 1).end });
    }
    if (this.current === null) this.#startNext();
  }

  /** Ends the sowing in progress and every one queued at once: the board shows the position it was given. */
  skip(): void {
    if (this.#pending !== null) this.#clock.cancel(this.#pending);
    this.#pending = null;
    this.#group = null;
    const running = this.current;
    const waiting = this.#queue.splice(0);
    this.frame = null;
    this.current = null;
    if (running) this.#listener.settled?.(running);
    for (const { animation } of waiting) {
      this.#listener.started?.(animation);
      this.#listener.settled?.(animation);
    }
  }

  /**
   * Ends the turn being sown (the running move and those of its group queued
   * behind it) at once; a later turn queued (the reply) is then sown as usual.
   */
  skipTurn(): void {
    const running = this.current;
    if (running === null || running.group === undefined) return this.skip();
    if (this.#pending !== null) this.#clock.cancel(this.#pending);
    this.#pending = null;
    this.#group = null;
    let sameTurn = 0;
    while (this.#queue[sameTurn]?.animation.group === running.group) sameTurn += 1;
    const rest = this.#queue.splice(0, sameTurn);
    this.frame = null;
    this.current = null;
    this.#listener.settled?.(running);
    for (const { animation } of rest) {
      this.#listener.started?.(animation);
      this.#listener.settled?.(animation);
    }
    this.#startNext();
  }

  #startNext(): void {
    for (let queued = this.#queue.shift(); queued; queued = this.#queue.shift()) {
      const { animation, speed, frames } = queued;
      const sameGroup = (other: BoardAnimation) => animation.group !== undefined && other.group === animation.group;
      const group = this.#group !== null && this.#group.id === animation.group && animation.group !== undefined ? this.#group : { id: animation.group, spentMs: 0 };
      this.#group = group;
      // The budget is shared with the moves of the group already queued behind this one.
      const steps = [queued.steps, ...this.#queue.filter((next) => sameGroup(next.animation)).map((next) => next.steps)];
      const pace = paceOf(steps, speed, group.spentMs);
      const shown = pace.kind === 'seeds' ? { frames, ...schedule(frames, pace.stepMs) } : atOnce(frames, pace.choiceMs);
      this.current = animation;
      this.#listener.started?.(animation);
      if (shown.end > 0 && shown.frames.length > 0) return this.#run(shown.frames, shown.starts, shown.end);
      this.current = null;
      this.#listener.settled?.(animation);
    }
    this.#group = null;
  }

  #run(frames: Frame[], starts: number[], end: number): void {
    const began = this.#clock.now();
    let drawn = 0;
    this.frame = frames[0] ?? null;
    const tick = (now: number): void => {
      const elapsed = now - began;
      if (elapsed >= end) return this.#finish(end);
      // Only the frame that is due is drawn: behind schedule, the ones in between are skipped.
      const index = frameIndexAt(starts, elapsed);
      if (index !== drawn) {
        drawn = index;
        this.frame = frames[index] ?? null;
      }
      this.#pending = this.#clock.next(tick);
    };
    this.#pending = this.#clock.next(tick);
  }

  #finish(tookMs: number): void {
    this.#pending = null;
    const done = this.current;
    if (this.#group) this.#group.spentMs += tookMs;
    this.current = null;
    if (done) this.#listener.settled?.(done);
    this.#startNext();
    if (this.current === null) this.frame = null;
  }
}
