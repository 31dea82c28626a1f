/**
 * SQLite lets one connection write at a time. A job writing for seconds on a
 * connection of its own in a worker (an import's one transaction) would make
 * a write of the main thread wait inside SQLite's busy handler meanwhile,
 * and that wait blocks the main thread's event loop: no window, no other call.
 * So a long write takes its turn here, and the main thread's writes first
 * wait, asynchronously, until no long write holds the archive.
 *
 * A turn is given from the main thread, where no write of its own is ever
 * half done (they are synchronous): once given, the main thread's writes
 * wait in `settled`, and the long write never waits inside SQLite either.
 */

export interface LongWrites {
  /** Resolves once no long write holds the archive (at once when none does). */
  settled(): Promise<void>;
  /** Runs `write` once the long writes before it are done; `settled` waits for it meanwhile. */
  run<T>(write: () => Promise<T>): Promise<T>;
}

const nothing = () => undefined;

export function createLongWrites(): LongWrites {
  /** Settles when the last long write asked for is done; never rejects. */
  let last: Promise<void> = Promise.resolve();
  let pending = 0;
  return {
    async settled() {
      while (pending > 0) await last;
    },
    run(write) {
      pending++;
      const turn = last.then(write);
      last = turn.then(nothing, nothing).finally(() => {
        pending--;
      });
      return turn;
    },
  };
}
