// The test-process helper itself: stopping reaches what a process started
// (as tsx's CLI starts the script it runs), and a process left running when
// its leader has exited is named as a survivor.
import { describe, expect, it } from 'vitest';
import { groupGone, isAlive, killSurvivors, spawnTestProcess, survivors } from './test-processes';

/** A Node process that starts a long-lived child and prints its pid; `leave`: then exits, leaving the child behind. */
const parentOfSleeper = (leave: boolean) =>
  `const c = require('node:child_process').spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
   console.log(c.pid);${leave ? ' c.unref();' : ''}`;

describe('test processes', () => {
  it('stop() ends the process and everything it started, and says when they are gone', async () => {
    const parent = spawnTestProcess(process.execPath, ['-e', parentOfSleeper(false)]);
    const child = Number(await parent.firstLine());
    expect(isAlive(child)).toBe(true);
    await parent.stop('SIGKILL');
    expect(isAlive(parent.pid)).toBe(false);
    expect(isAlive(child)).toBe(false);
    expect(await survivors(0)).toEqual([]);
  });

  it('names a group still running after its leader exited, until it is killed', async () => {
    const parent = spawnTestProcess(process.execPath, ['-e', parentOfSleeper(true)]);
    const child = Number(await parent.firstLine());
    expect((await parent.exited).code).toBe(0);
    expect(isAlive(child)).toBe(true);
    expect(await survivors(0)).toEqual([expect.stringMatching(new RegExp(`^${parent.pid}: .*node`))]);
    killSurvivors();
    // An orphan is reaped by init, which may take a moment or two.
    expect(await groupGone(parent.pid)).toBe(true);
    expect(await survivors(0)).toEqual([]);
  });
});
