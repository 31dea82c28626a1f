import { describe, expect, it } from 'vitest';
import { MISTAKE_SEEDS } from '../replay/analysis';
import { verdict } from '../replay/verdict-fixture';
import { verdictLine, verdictWords } from './verdict-words';

describe('a judged choice in words', () => {
  it('say what a mistake or a blunder gave away and which hole was better, with the plural of seeds', () => {
    expect(verdictWords(verdict(9))).toBe('blunder: gave away 9 seeds; better was hole 4');
    expect(verdictWords(verdict(MISTAKE_SEEDS))).toBe('mistake: gave away 3 seeds; better was hole 4');
    expect(verdictWords(verdict(1))).toBe('good: hole 4 was the best choice, by 1 seed');
    expect(verdictWords(verdict(2.345))).toBe('good: hole 4 was the best choice, by 2.3 seeds');
    expect(verdictWords(verdict(0))).toBe('the best choice');
    expect(verdictWords(verdict(0, { played: null }))).toBe('not judged (the computer did not weigh this choice)');
  });

  it('say of a close choice which hole was the best, apart from the hole played', () => {
    expect(verdictLine(verdict(1))).toBe('South, hole 3 — good: hole 4 was the best choice, by 1 seed');
  });

  it('name the better hole in the chooser’s own numbering, in the opening too', () => {
    expect(verdictWords(verdict(4, { player: 1, best: { south: 2, north: 6 } }))).toBe('mistake: gave away 4 seeds; better was hole 6');
    expect(verdictLine(verdict(4, { player: 1, best: { player: 1, hole: 5 } }))).toBe('North, hole 3 — mistake: gave away 4 seeds; better was hole 5');
  });

});
