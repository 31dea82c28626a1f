import { describe, expect, it } from 'vitest';
import type { GameOutcome } from '../../../../electron/contract';
import { roundVerdictText, roundWinnerText, verdictText } from './endings';

const names = ['Ana', 'Budi'] as const;

describe('verdictText', () => {
  it('gives a game won on the board by its margin, and a draw', () => {
    expect(verdictText({ termination: 'normal', winner: 0, stores: [52, 46] }, names, false)).toBe('Ana wins by 6 seeds');
    expect(verdictText({ termination: 'normal', winner: 1, stores: [48, 49] }, names, false)).toBe('Budi wins by 1 seed');
    expect(verdictText({ termination: 'normal', winner: null, stores: [49, 49] }, names, false)).toBe('A draw');
  });

  it('says a resignation is won by resignation, never by the seeds of that moment', () => {
    const resigned: GameOutcome = { termination: 'resigned:north', winner: 0, stores: [0, 0] };
    expect(verdictText(resigned, names, false)).toBe('Ana wins by resignation');
    expect(verdictText({ termination: 'resigned:south', winner: 1, stores: [30, 2] }, names, false)).toBe('Budi wins by resignation');
    expect(verdictText(resigned, names, true)).toBe('Ana wins the series by resignation');
  });

  it('names a series as such', () => {
    expect(verdictText({ termination: 'normal', winner: 1, stores: [20, 78] }, names, true)).toBe('Budi wins the series by 58 seeds');
    expect(verdictText({ termination: 'normal', winner: null, stores: [49, 49] }, names, true)).toBe('The series is a draw');
  });
});

describe('round texts', () => {
  it('names the winner of a round, or a draw', () => {
    expect(roundWinnerText({ round: 1, stores: [30, 12], winner: 0 }, names)).toBe('Ana');
    expect(roundWinnerText({ round: 2, stores: [21, 21], winner: null }, names)).toBe('Draw');
    expect(roundVerdictText(1, 1, [12, 30], names)).toBe('Budi wins round 1 by 18 seeds');
    expect(roundVerdictText(2, null, [21, 21], names)).toBe('Round 2 is a draw');
  });
});
