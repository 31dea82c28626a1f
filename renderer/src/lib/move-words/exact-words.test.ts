import { describe, expect, it } from 'vitest';
import { newGame } from '../../../../engine';
import { verdict } from '../replay/verdict-fixture';
import { exactWords, withExactWords } from './exact-words';
import { hintText } from './line-words';
import { verdictLine, verdictWords } from './verdict-words';

describe('a proven value in words', () => {
  it('says the margin the best play ends with, and nothing for an estimate', () => {
    expect(exactWords({ score: 4, exact: true })).toBe('exact: wins by 4 seeds');
    expect(exactWords({ score: -1, exact: true })).toBe('exact: loses by 1 seed');
    expect(exactWords({ score: 0, exact: true })).toBe('exact: a draw');
    expect(exactWords({ score: 4.25, exact: false })).toBeNull();
    expect(withExactWords('the best choice', { score: 4.25, exact: false })).toBe('the best choice');
  });

  it('Replay: a verdict says the best choice’s proven value', () => {
    const proven = verdict(9);
    proven.best = { ...proven.best, score: 4, exact: true };
    expect(verdictWords(proven)).toBe('blunder: gave away 9 seeds; better was hole 4 (exact: wins by 4 seeds)');
    const best = verdict(0);
    best.best = { ...best.best, score: -2, exact: true };
    expect(verdictLine(best)).toBe('South, hole 3 — the best choice (exact: loses by 2 seeds)');
    expect(verdictWords(verdict(9))).toBe('blunder: gave away 9 seeds; better was hole 4');
  });

  it('Play: a hint says its proven value', () => {
    const game = newGame('kalah');
    if (!game.ok) throw new Error(game.error.message);
    const line = [{ hole: 3 }, { hole: 6 }];
    expect(hintText(game.value, { move: { hole: 3 }, line, score: 3, exact: true }, 0)).toBe("Hint: hole 3's last seed lands in your store, then hole 6 ends your turn. (exact: wins by 3 seeds)");
    expect(hintText(game.value, { move: { hole: 3 }, line, score: 3.5, exact: false }, 0)).toBe("Hint: hole 3's last seed lands in your store, then hole 6 ends your turn.");
  });
});
