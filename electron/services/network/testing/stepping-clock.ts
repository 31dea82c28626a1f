/** Tests only: a clock for give-up times that moves on as it is read, so no test waits on real time. */

/** A clock that moves on by `stepMs` each time it is read; `reached(n)` resolves at its n-th reading. */
export function steppingClock(stepMs: number) {
  let time = 0;
  let looks = 0;
  const waiting: { at: number; resolve: () => void }[] = [];
  return {
    now() {
      looks++;
      time += stepMs;
      for (const wait of waiting.filter((entry) => entry.at <= looks)) {
        waiting.splice(waiting.indexOf(wait), 1);
        wait.resolve();
      }
      return time;
    },
    get looks() {
      return looks;
    },
    jump(ms: number) {
      time += ms;
    },
    reached: (at: number) => new Promise<void>((resolve) => (looks >= at ? resolve() : waiting.push({ at, resolve }))),
  };
}
