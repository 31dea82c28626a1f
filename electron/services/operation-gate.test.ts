import { describe, expect, it } from 'vitest';
import { createOperationGate } from './operation-gate';

/** A promise the test resolves when it wants. */
function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('operation gate', () => {
  it('runs shared work side by side', async () => {
    const gate = createOperationGate();
    const log: string[] = [];
    const first = deferred();
    const a = gate.shared(async () => {
      log.push('a starts');
      await first.promise;
      log.push('a ends');
    });
    const b = gate.shared(() => log.push('b runs'));
    await tick();
    expect(log).toEqual(['a starts', 'b runs']);
    first.resolve();
    await Promise.all([a, b]);
  });

  it('exclusive work waits for the shared work under way, and later work waits for it', async () => {
    const gate = createOperationGate();
    const log: string[] = [];
    const importing = deferred();
    const running = gate.shared(async () => {
      log.push('import starts');
      await importing.promise;
      log.push('import ends');
    });
    const restoring = gate.exclusive(() => log.push('restore'));
    const after = gate.shared(() => log.push('list'));
    await tick();
    expect(log).toEqual(['import starts']);
    importing.resolve();
    await Promise.all([running, restoring, after]);
    expect(log).toEqual(['import starts', 'import ends', 'restore', 'list']);
  });

  it('exclusive work runs one at a time, in order, even when one fails', async () => {
    const gate = createOperationGate();
    const log: string[] = [];
    const first = gate.exclusive(async () => {
      await tick();
      log.push('first');
      throw new Error('failed');
    });
    const second = gate.exclusive(() => log.push('second'));
    await expect(first).rejects.toThrow('failed');
    await second;
    expect(log).toEqual(['first', 'second']);
  });

  it('settles once everything asked for has finished', async () => {
    const gate = createOperationGate();
    const slow = deferred();
    let done = false;
    void gate.shared(() => slow.promise).then(() => (done = true));
    const settled = gate.settled();
    await tick();
    expect(done).toBe(false);
    slow.resolve();
    await settled;
    expect(done).toBe(true);
  });
});
