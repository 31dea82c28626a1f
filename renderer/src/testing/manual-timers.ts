// For tests: timeouts that fire only when a test says so.
import type { Timers } from '../lib/replay/note-saver';

export function manualTimers(): Timers & { fire(): void; armed(): number; delays(): number[] } {
  let pending: { callback: () => void; ms: number }[] = [];
  return {
    set(callback, ms) {
      const timer = { callback, ms };
      pending.push(timer);
      return timer;
    },
    clear(handle) {
      pending = pending.filter((timer) => timer !== handle);
    },
    /** Runs every timeout set so far, in the order they were set. */
    fire() {
      const due = pending;
      pending = [];
      for (const timer of due) timer.callback();
    },
    armed: () => pending.length,
    /** The delays of the timeouts waiting, in the order they were set. */
    delays: () => pending.map((timer) => timer.ms),
  };
}
