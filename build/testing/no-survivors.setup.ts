/**
 * Setup file of every Node test project (vitest.config.ts): after each test
 * file, every process it started through spawnTestProcess must be gone,
 * everything it started included. One left running fails the file, named,
 * and is killed, so it cannot hold a data folder or a port for the next.
 */
import { afterAll } from 'vitest';
import { killSurvivors, survivors } from './test-processes';

afterAll(async () => {
  const left = await survivors();
  if (left.length === 0) return;
  killSurvivors();
  throw new Error(`Processes outlived their test file (now killed):\n${left.join('\n')}`);
});
