import { describe, expect, it } from 'vitest';
import { bestValueText } from './best-value';

describe('what the best turn is worth', () => {
  it.each([
    { goal: 'bank-most', value: 10, margin: 5, text: 'It banks 10 seeds, at least 5 seeds more than any other turn.' },
    { goal: 'most-seeds', value: 24, margin: 4, text: 'Played on well, it ends the round 24 seeds ahead, at least 4 seeds better than any other turn.' },
    // A lost position: the best turn loses by least, and says so.
    { goal: 'most-seeds', value: -64, margin: 4, text: 'Played on well, it ends the round 64 seeds behind, at least 4 seeds better than any other turn.' },
    { goal: 'most-seeds', value: 0, margin: 3, text: 'Played on well, it ends the round level, at least 3 seeds better than any other turn.' },
    { goal: 'win-round', value: 1, margin: 3, text: 'Played on well, it ends the round 1 seed ahead, at least 3 seeds better than any other turn.' },
    // A puzzle made from a game takes the analysis's scores, which need not be whole: the words say whole seeds.
    { goal: 'most-seeds', value: -5.12, margin: 3.87, text: 'Played on well, it ends the round 5 seeds behind, at least 3 seeds better than any other turn.' },
    { goal: 'most-seeds', value: 0.4, margin: 6.5, text: 'Played on well, it ends the round level, at least 6 seeds better than any other turn.' },
  ] as const)('$goal worth $value reads "$text"', ({ goal, value, margin, text }) => {
    expect(bestValueText({ goal, value, margin })).toBe(text);
  });
});
