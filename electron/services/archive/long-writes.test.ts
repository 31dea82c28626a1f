import { describe, expect, it } from 'vitest';
import { createLongWrites } from './long-writes';

/** A long write that ends when `end` is called. */
function held() {
  let end = () => undefined as void;
  const done = new Promise<void>((resolve) => (end = resolve));
  return { write: () => done, end };
}

const turn = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('long writes', () => {
  it('let the main thread write at once when none holds the archive', async () => {
    const writes = createLongWrites();
    let written = false;
    await writes.settled().then(() => (written = true));
    expect(written).toBe(true);
  });

  it('make the main thread’s writes wait until the long write is done, then let them all go', async () => {
    const writes = createLongWrites();
    const log: string[] = [];
    const first = held();
    const running = writes.run(first.write).then(() => log.push('long write'));
    const waiting = [writes.settled().then(() => log.push('move')), writes.settled().then(() => log.push('label'))];
    await turn();
    expect(log).toEqual([]);
    first.end();
    await Promise.all([running, ...waiting]);
    expect(log).toEqual(['long write', 'move', 'label']);
  });

  it('run one after another, and the main thread waits for the last of them', async () => {
    const writes = createLongWrites();
    const log: string[] = [];
    const [first, second] = [held(), held()];
    void writes.run(() => (log.push('first starts'), first.write()));
    void writes.run(() => (log.push('second starts'), second.write()));
    const settled = writes.settled().then(() => log.push('settled'));
    await turn();
    expect(log).toEqual(['first starts']);
    first.end();
    await turn();
    expect(log).toEqual(['first starts', 'second starts']);
    second.end();
    await settled;
    expect(log).toEqual(['first starts', 'second starts', 'settled']);
  });

  it('give the archive back when a long write fails', async () => {
    const writes = createLongWrites();
    await expect(writes.run(() => Promise.reject(new Error('disk full')))).rejects.toThrow('disk full');
    await writes.settled();
    expect(await writes.run(() => Promise.resolve('next'))).toBe('next');
  });
});
