// An operation asked for just before the app closes: it may still run, or be
// refused as the app shutting down, but never fail on the closed archive.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tempServices, type TempServices } from './testing/temp-services';

let env: TempServices;
beforeEach(() => {
  env = tempServices();
});
afterEach(() => env.dispose());

describe('an operation asked for just before close()', () => {
  it.each([
    ['a write that waits for the archive (a new game)', 'newGame', { rules: { preset: 'kalah' }, players: [{ name: 'Ana', kind: 'human' }, { name: 'Budi', kind: 'human' }] }],
    ['a read (the settings)', 'getSettings', {}],
  ] as const)('%s: done or refused as unavailable, not an internal error', async (_what, operation, input) => {
    const services = env.open();
    const asked = services.call(operation, input);
    services.close();
    const answer = await asked;
    if (!answer.ok) expect(answer.error.code).toBe('unavailable');
    expect(env.errors).toEqual([]);
  });
});
