// The board's sowing animation as state: the frame of the engine's events on
// the board now, moved on by the clock. The board draws `frame` over its
// position; whoever else holds the animator (the play screen's controller)
// reads the same frame, so what is shown beside the board can follow the
// sowing instead of jumping to its end.
import { ANIMATION_STEP_MS, buildTimeline, frameIndexAt, schedule, type AnimationSpeed, type BoardAnimation, type Frame } from './timeline';

/** What moves the animation on: the browser's animation frames, or a test's hand. */
export interface FrameClock {
  now(): number;
  next(callback: (now: number) => void): number;
  cancel(handle: number): void;
}

const animationFrames: FrameClock = {
  now: () => performance.now(),
  next: (callback) => requestAnimationFrame(callback),
  cancel: (handle) => cancelAnimationFrame(handle),
};

export class BoardAnimator {
  /** The frame on the board now; null when nothing is being sown. */
  frame: Frame | null = $state.raw(null);
  readonly #clock: FrameClock;
  #pending: number | null = null;
  #playedId: number | null = null;

  constructor(clock: FrameClock = animationFrames) {
    this.#clock = clock;
  }

  get animating(): boolean {
    return this.frame !== null;
  }

  /**
   * Sows `animation` from its first frame (an animation already played, by its
   * id, is not played again). At instant speed, or without events, nothing plays.
   */
  play(animation: BoardAnimation, speed: AnimationSpeed): void {
    if (animation.id === this.#playedId) return;
    this.#playedId = animation.id;
    this.skip();
    const { frames } = buildTimeline(animation.fromPits, animation.fromBurnt, animation.events);
    const stepMs = ANIMATION_STEP_MS[speed];
    if (stepMs === 0 || frames.length === 0) return;
    const { starts, end } = schedule(frames, stepMs);
    const began = this.#clock.now();
    let drawn = 0;
    this.frame = frames[0] ?? null;
    const tick = (now: number): void => {
      const elapsed = now - began;
      if (elapsed >= end) return this.skip();
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

  /** Ends the sowing in progress at once: the board shows the position it was given. */
  skip(): void {
    if (this.#pending !== null) this.#clock.cancel(this.#pending);
    this.#pending = null;
    this.frame = null;
  }
}
