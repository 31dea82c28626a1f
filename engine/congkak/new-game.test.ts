import { describe, expect, it } from 'vitest';
import { newGame } from '../index';
import type { RulesInput } from '../types';
import { cannotFill } from './refill';

const started = (rules: RulesInput) => {
  const game = newGame(rules);
  if (!game.ok) throw new Error(game.error.message);
  return game.value as unknown as Record<string, unknown>;
};

describe('a new Congkak game (RULES.md §1, §3)', () => {
  it.each([
    ['south', 0],
    ['north', 1],
  ] as const)('with the alternate opening, firstPlayer %s moves and starts', (firstPlayer, player) => {
    expect(started({ preset: 'congkak', opening: 'alternate', firstPlayer })).toMatchObject({ phase: 'play', toMove: player, starter: player });
  });

  it('with the simultaneous opening, both hands wait off the board for their first choice', () => {
    const waiting = { status: 'first', pit: -1, seeds: 0, held: null, finished: null, lapped: false };
    expect(started({ preset: 'congkak', holes: 3, seeds: 3 })).toMatchObject({ phase: 'opening', toMove: null, opening: { tick: 0, hands: [waiting, waiting] } });
  });
});

describe('cannotFill (§5)', () => {
  const series = { refill: 'store-end', burnt: 'skip', reopen: false, nextStarter: 'loser', end: 'cannot-fill' } as const;

  it('a store that could fill a hole, with every hole burnt for good, cannot fill', () => {
    const pits = [0, 0, 0, 20, 0, 0, 0, 0];
    expect(cannotFill(0, pits, 3, series, new Set([0, 1, 2]))).toBe(true);
    expect(cannotFill(0, pits, 3, series, new Set([0, 1]))).toBe(false);
    expect(cannotFill(0, pits, 3, { ...series, reopen: true }, new Set([0, 1, 2]))).toBe(false);
  });
});
