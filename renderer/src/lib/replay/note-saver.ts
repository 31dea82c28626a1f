// Saving annotations as they are typed: each edit replaces the pending one for
// the same target and is written after a pause (DEBOUNCE_MS); `flush` writes
// everything pending at once (on navigation, on leaving the screen, on closing
// the window), so nothing typed is lost. Failed writes are reported and kept
// pending, to be tried again with the next edit or flush.

const DEBOUNCE_MS = 400;

export interface Timers {
  set(callback: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

/** The browser's timeouts. */
export const realTimers: Timers = {
  set: (callback, ms) => setTimeout(callback, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface NoteSaver<T> {
  /** Queues `value` for `key`, replacing what was pending for it. */
  edit(key: string, value: T): void;
  /** Writes everything pending now; resolves when written. */
  flush(): Promise<void>;
  pending(): number;
}

export function createNoteSaver<T>(
  write: (key: string, value: T) => Promise<void>,
  onError: (error: unknown) => void,
  timers: Timers = realTimers,
  delayMs = DEBOUNCE_MS,
): NoteSaver<T> {
  const queued = new Map<string, T>();
  let timer: unknown = null;
  let writing: Promise<void> = Promise.resolve();

  async function writeAll(): Promise<void> {
    const batch = [...queued];
    queued.clear();
    for (const [key, value] of batch) {
      try {
        await write(key, value);
      } catch (error) {
        // A newer edit queued meanwhile wins; otherwise this one waits for the next try.
        if (!queued.has(key)) queued.set(key, value);
        onError(error);
      }
    }
  }

  function flush(): Promise<void> {
    if (timer !== null) timers.clear(timer);
    timer = null;
    // Writes run one after another, so an older value never lands after a newer one.
    writing = writing.then(writeAll);
    return writing;
  }

  return {
    edit(key, value) {
      queued.set(key, value);
      if (timer !== null) timers.clear(timer);
      timer = timers.set(() => void flush(), delayMs);
    },
    flush,
    pending: () => queued.size,
  };
}
