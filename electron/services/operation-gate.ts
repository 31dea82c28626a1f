/**
 * Operations run side by side, except one that replaces the database under
 * them (restoring a backup): it waits for those under way to finish (an
 * import checking its file in workers, the start-up backup copying pages),
 * and operations asked for meanwhile wait for it. Without this, an import
 * finished on a closed database and answered "Something went wrong".
 */

interface OperationGate {
  /** Runs alongside other shared work, never while exclusive work runs. */
  shared<T>(work: () => T | Promise<T>): Promise<T>;
  /** Runs alone, once all work asked for before it has finished. */
  exclusive<T>(work: () => T | Promise<T>): Promise<T>;
  /** Resolves once all work asked for so far has finished. */
  settled(): Promise<void>;
}

export function createOperationGate(): OperationGate {
  const running = new Set<Promise<unknown>>();
  /** Resolves when the last exclusive work asked for has finished. */
  let barrier: Promise<void> = Promise.resolve();

  function track<T>(promise: Promise<T>): Promise<T> {
    running.add(promise);
    const forget = () => running.delete(promise);
    promise.then(forget, forget);
    return promise;
  }

  const finished = (promises: Iterable<Promise<unknown>>) => Promise.allSettled([...promises]).then(() => undefined);

  return {
    shared(work) {
      return track(barrier.then(work));
    },
    exclusive(work) {
      const before = finished([barrier, ...running]);
      let release!: () => void;
      barrier = new Promise((resolve) => (release = resolve));
      return track(before.then(work).finally(release));
    },
    async settled() {
      while (running.size > 0) await finished(running);
    },
  };
}
