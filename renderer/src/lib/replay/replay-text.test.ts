import { describe, expect, it } from 'vitest';
import { counterText } from './replay-text';

describe('the replay viewer’s words', () => {
  it('say where the viewer is: the start, or turn, choice and seed with their totals', () => {
    expect(counterText({ kind: 'start', turns: 22 })).toBe('Start of the game');
    expect(
      counterText({ kind: 'turn', line: 12, move: 30, firstMove: 29, lastMove: 31, turn: 11, turns: 22, choice: 2, choices: 3, seed: 41, seeds: 60 }),
    ).toBe('Turn 11 of 22 · choice 2 of 3 · seed 41 of 60');
  });
});
