/**
 * The guard of RULES.md §2 (last paragraph) against a turn that never ends.
 * It cannot fire while the mover's store is on the track (each lap adds a
 * seed there, so no position recurs), which is why the kernel only starts
 * remembering positions after an absurd number of relays in one choice:
 * normal play pays one counter increment per relay.
 */
export const GUARD_AFTER_RELAYS = 10_000;

export class LoopGuard {
  private relays = 0;
  private seen: Set<string> | null = null;

  constructor(private readonly trackAfter: number = GUARD_AFTER_RELAYS) {}

  /** Starts a new choice (or a new opening stretch): forgets everything. */
  reset(): void {
    this.relays = 0;
    this.seen = null;
  }

  /**
   * Called at each relay with a lazily built key of the position (pit contents
   * and hand positions). True when that position already occurred since the
   * last reset: the relay must not happen.
   */
  repeats(key: () => string): boolean {
    if (++this.relays <= this.trackAfter) return false;
    this.seen ??= new Set();
    const k = key();
    if (this.seen.has(k)) return true;
    this.seen.add(k);
    return false;
  }
}
