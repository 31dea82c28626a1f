// The lessons' animator: the board's own for ordinary sowings, and for the
// simultaneous opening a tick-by-tick player the learner can follow: a tick
// at a time at a pace one can read (the board's animator fits a whole turn
// into five seconds, some sixty milliseconds a tick for a long opening),
// holding a moment where a hand finishes, and stepping forward and back.
// Both hands' chosen holes stay marked (the timeline's `chosen`).
import type { EngineEvent, Player } from '../../../../engine';
import { BoardAnimator, type FrameClock } from '../../components/board/animator.svelte';
import { buildTimeline, type AnimationSpeed, type BoardAnimation, type Frame } from '../../components/board/timeline';

/** How long a tick stays on the board at each speed (instant: the opening is not stepped at all). */
export const TICK_MS: Readonly<Record<AnimationSpeed, number>> = { slow: 600, normal: 320, fast: 140, instant: 0 };
/** A tick where a hand finishes stays up this many ticks' time, so the finish can be seen. */
const FINISH_HOLD = 4;
/** The chosen holes are marked this many ticks' time before the first seeds move. */
const CHOICE_HOLD = 3;

/** Where a hand stands at the tick shown. */
export type HandStatus = { kind: 'sowing'; seeds: number } | { kind: 'choosing' } | { kind: 'done'; tick: number } | { kind: 'waiting' };

export interface Stepping {
  frames: Frame[];
  /** The opening's tick each frame shows. */
  ticks: number[];
  /** Each frame's time on the board, in ticks. */
  holds: number[];
  events: EngineEvent[];
  index: number;
  playing: boolean;
  tickMs: number;
}

const animationFrames: FrameClock = {
  now: () => performance.now(),
  next: (callback) => requestAnimationFrame(callback),
  cancel: (handle) => cancelAnimationFrame(handle),
};

/** A hand finishes when its last seed captures, dies, or stays (the events that end a hand in the opening). */
const finishes = (event: EngineEvent): boolean => event.type === 'capture' || event.type === 'dead';

/** The tick of each frame: the timeline makes one frame per tick, after the frame that marks the choices. */
function frameTicks(frames: readonly Frame[], events: readonly EngineEvent[]): number[] {
  const ticks = [...new Set(events.flatMap((event) => (event.tick === undefined ? [] : [event.tick])))];
  const offset = frames[0]?.choice === true ? 1 : 0;
  return frames.map((_, index) => (index < offset ? 0 : (ticks[index - offset] ?? ticks.at(-1) ?? 0)));
}

/** How a hand stands at `tick`: done (and when), choosing after a store landing, sowing with seeds in hand, or not yet started. */
export function handStatus(stepping: Stepping, player: Player): HandStatus {
  const tick = stepping.ticks[stepping.index] ?? 0;
  const mine = stepping.events.filter((event) => 'player' in event && event.player === player && event.tick !== undefined && event.tick <= tick);
  const finish = mine.find(finishes);
  if (finish?.tick !== undefined) return { kind: 'done', tick: finish.tick };
  const hand = stepping.frames[stepping.index]?.hands.find((view) => view.player === player);
  if (hand !== undefined && hand.seeds > 0) return { kind: 'sowing', seeds: hand.seeds };
  return mine.at(-1)?.type === 'store' ? { kind: 'choosing' } : { kind: 'waiting' };
}

export class TickStepper extends BoardAnimator {
  /** The opening being stepped through, or null (nothing, or an ordinary sowing on the board's own animation). */
  stepping: Stepping | null = $state.raw(null);
  readonly #clock: FrameClock;
  #pending: number | null = null;

  constructor(clock: FrameClock = animationFrames) {
    super(clock);
    this.#clock = clock;
  }

  /** An opening (its events carry ticks) is stepped tick by tick; anything else is the board's own animation. */
  override play(animation: BoardAnimation, speed: AnimationSpeed): void {
    this.skip();
    const tickMs = TICK_MS[speed];
    if (!animation.events.some((event) => event.tick !== undefined)) return super.play(animation, speed);
    if (tickMs === 0) return;
    const { frames } = buildTimeline(animation.fromPits, animation.fromBurnt, animation.events);
    if (frames.length === 0) return;
    const holds = frames.map((frame) => (frame.choice ? CHOICE_HOLD : frame.callouts.some((callout) => callout.kind === 'capture' || callout.kind === 'dead') ? FINISH_HOLD : 1));
    this.stepping = { frames, ticks: frameTicks(frames, animation.events), holds, events: animation.events, index: 0, playing: true, tickMs };
    this.frame = frames[0] ?? null;
    this.#run();
  }

  /** Ends whatever is on the board: the board shows the position it was given. */
  override skip(): void {
    this.#cancel();
    this.stepping = null;
    super.skip();
  }

  pause(): void {
    if (this.stepping === null) return;
    this.#cancel();
    this.stepping = { ...this.stepping, playing: false };
  }

  resume(): void {
    if (this.stepping === null || this.stepping.playing) return;
    this.stepping = { ...this.stepping, playing: true };
    this.#run();
  }

  /** One tick on (paused); past the last, the stepping ends. */
  forward(): void {
    if (this.stepping === null) return;
    this.pause();
    this.#show(this.stepping.index + 1);
  }

  /** One tick back (paused). */
  back(): void {
    if (this.stepping === null) return;
    this.pause();
    this.#show(Math.max(0, this.stepping.index - 1));
  }

  #show(index: number): void {
    const stepping = this.stepping;
    if (stepping === null) return;
    if (index >= stepping.frames.length) return this.skip();
    this.stepping = { ...stepping, index };
    this.frame = stepping.frames[index] ?? null;
  }

  #cancel(): void {
    if (this.#pending !== null) this.#clock.cancel(this.#pending);
    this.#pending = null;
  }

  /** Plays on from the frame shown: each frame stays up its hold, then the next; after the last, the stepping ends. */
  #run(): void {
    const stepping = this.stepping;
    if (stepping === null) return;
    const began = this.#clock.now();
    const from = stepping.index;
    const tick = (now: number): void => {
      const current = this.stepping;
      if (current === null || !current.playing) return;
      let elapsed = (now - began) / current.tickMs;
      let index = from;
      while (index < current.frames.length && elapsed >= (current.holds[index] ?? 1)) elapsed -= current.holds[index++] ?? 1;
      if (index !== current.index) this.#show(index);
      if (this.stepping !== null) this.#pending = this.#clock.next(tick);
    };
    this.#pending = this.#clock.next(tick);
  }
}
