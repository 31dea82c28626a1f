// For tests: a clock for the board's animator that moves only when a test
// says so, one animation frame at a time.
import type { FrameClock } from '../components/board/animator.svelte';

interface ManualClock extends FrameClock {
  /** Moves time on by `ms` and runs the frame callback waiting, if any. */
  advance(ms: number): void;
  /** Frame callbacks waiting to run (at most one for an animator). */
  waiting(): number;
}

export function manualClock(): ManualClock {
  let time = 0;
  let handle = 0;
  const callbacks = new Map<number, (now: number) => void>();
  return {
    now: () => time,
    next(callback) {
      callbacks.set(++handle, callback);
      return handle;
    },
    cancel(id) {
      callbacks.delete(id);
    },
    advance(ms) {
      time += ms;
      const due = [...callbacks.values()];
      callbacks.clear();
      for (const callback of due) callback(time);
    },
    waiting: () => callbacks.size,
  };
}
