import { describe, expect, it } from 'vitest';
import type { GameOutcome } from '../../../../electron/contract';
import { roundVerdictText, roundWinnerText, verdictText } from './endings';
import type { Perspective } from './status';

const people: Perspective = { names: ['Ana', 'Budi'], you: null };
/** Ana (South) facing the computer. */
const facingComputer: Perspective = { names: ['Ana', 'Computer (level 2)'], you: 0 };

describe('verdictText', () => {
  it('gives a game won on the board by its margin, and a draw', () => {
    expect(verdictText({ termination: 'normal', winner: 0, stores: [52, 46] }, people, false)).toBe('Ana wins by 6 seeds');
    expect(verdictText({ termination: 'normal', winner: 1, stores: [48, 49] }, people, false)).toBe('Budi wins by 1 seed');
    expect(verdictText({ termination: 'normal', winner: null, stores: [49, 49] }, people, false)).toBe('A draw');
  });

  it('says a resignation is won by resignation, never by the seeds of that moment', () => {
    const resigned: GameOutcome = { termination: 'resigned:north', winner: 0, stores: [0, 0] };
    expect(verdictText(resigned, people, false)).toBe('Ana wins by resignation');
    expect(verdictText({ termination: 'resigned:south', winner: 1, stores: [30, 2] }, people, false)).toBe('Budi wins by resignation');
    expect(verdictText(resigned, people, true)).toBe('Ana wins the series by resignation');
  });

  it('names a series as such', () => {
    expect(verdictText({ termination: 'normal', winner: 1, stores: [20, 78] }, people, true)).toBe('Budi wins the series by 58 seeds');
    expect(verdictText({ termination: 'normal', winner: null, stores: [49, 49] }, people, true)).toBe('The series is a draw');
  });
});

describe('round texts', () => {
  it('names the winner of a round, or a draw', () => {
    expect(roundWinnerText({ round: 1, stores: [30, 12], winner: 0 }, people.names)).toBe('Ana');
    expect(roundWinnerText({ round: 2, stores: [21, 21], winner: null }, people.names)).toBe('Draw');
    expect(roundVerdictText(1, 1, [12, 30], people)).toBe('Budi wins round 1 by 18 seeds');
    expect(roundVerdictText(2, null, [21, 21], people)).toBe('Round 2 is a draw');
  });
});

describe('the player facing the computer is spoken to', () => {
  it('says "You win", never "You wins"', () => {
    expect(verdictText({ termination: 'normal', winner: 0, stores: [52, 46] }, facingComputer, false)).toBe('You win by 6 seeds');
    expect(verdictText({ termination: 'resigned:north', winner: 0, stores: [1, 2] }, facingComputer, true)).toBe('You win the series by resignation');
    expect(verdictText({ termination: 'normal', winner: 1, stores: [40, 58] }, facingComputer, false)).toBe('Computer (level 2) wins by 18 seeds');
    expect(roundVerdictText(1, 0, [30, 12], facingComputer)).toBe('You win round 1 by 18 seeds');
  });
});
