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

  // Declared and set in the constructor, not a parameter property: that is
  // defined as undefined first (ES2022 class fields), and V8 then reads it
  // as any value, not a small integer (see CongkakPosition's fields).
  /**
   * The relays a choice may make before positions are remembered. A hot loop
   * may count its relays in a local against this and call `repeats` itself
   * (the same test as countRelay's, without a field written per relay).
   */
  declare readonly trackAfter: number;

  constructor(trackAfter: number = GUARD_AFTER_RELAYS) {
    this.trackAfter = trackAfter;
  }

  /** Starts a new choice (or a new opening stretch): forgets everything. */
  reset(): void {
    this.relays = 0;
    this.seen = null;
  }

  /** Counts a relay; true once positions must be remembered (then call `repeats`). */
  countRelay(): boolean {
    return ++this.relays > this.trackAfter;
  }

  /**
   * The key of the position at a relay (pit contents and hand positions). True
   * when it already occurred since the last reset: the relay must not happen.
   */
  repeats(key: string): boolean {
    this.seen ??= new Set();
    if (this.seen.has(key)) return true;
    this.seen.add(key);
    return false;
  }
}
