// Every operation with random JSON through the real services (real engine,
// a quick opponent, a temporary archive): the answer is a value or a refusal
// that is the caller's fault, with a short, safe message; never `internal`.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textFault } from '../contract';
import type { AppServices } from './app-services';
import { gameEngine } from './games/engine';
import { createGreedyOpponent } from './testing/greedy-opponent';
import { CALLER_FAULTS, fieldSweep, fuzzRequest } from './testing/request-fuzz';
import { expectOk, tempServices, type TempServices } from './testing/temp-services';

let env: TempServices;
let services: AppServices;
let gameId: number;
beforeAll(async () => {
  env = tempServices({ engine: gameEngine, opponent: createGreedyOpponent(gameEngine) });
  services = env.open();
  const game = expectOk(await services.call('newGame', { rules: 'kalah', players: [{ name: 'Ana', kind: 'human' }, { name: 'Budi', kind: 'human' }] }));
  gameId = game.id;
});
afterAll(() => env.dispose());

/** A value, or a refusal that is the caller's fault with a short, safe message. */
async function expectAnswered(operation: string, input: unknown): Promise<void> {
  const result = await services.handle(operation, input);
  if (result.ok) return;
  expect({ operation, input, code: result.error.code }).toEqual({ operation, input, code: expect.toBeOneOf([...CALLER_FAULTS]) });
  expect(result.error.message.length).toBeLessThanOrEqual(400);
  expect(textFault(result.error.message, { lines: false })).toBeNull();
}

/** What run() logs when a handler throws: an `internal` answer. */
const internalFailures = () => env.errors.filter((message) => /^\w+ failed: /.test(message));

describe('the services under awkward requests', () => {
  it('answer every field of every operation set to each awkward value, or left out', async () => {
    for (const { operation, input } of fieldSweep(gameId)) await expectAnswered(operation, input);
    expect(internalFailures()).toEqual([]);
  });

  it('answer random requests to every operation (fuzz)', async () => {
    await fc.assert(
      fc.asyncProperty(fuzzRequest(gameId), ({ operation, input }) => expectAnswered(operation, input)),
      // Most requests take a millisecond; a valid import starts a worker (half a second).
      { numRuns: 400, interruptAfterTimeLimit: 30_000 },
    );
    expect(internalFailures()).toEqual([]);
  });
});
