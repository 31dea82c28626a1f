import { describe, expect, it } from 'vitest';
import { GLYPHS, type Move } from '../../../../engine';
import { BLUNDER_SEEDS, MISTAKE_SEEDS, type ChoiceVerdict } from './analysis';
import type { MoveRow } from './move-list';
import { counterText, glyphMeaning, turnLabel, verdictLine, verdictWords } from './replay-text';

function verdict(loss: number, options: { played?: number | null; best?: Move; player?: 0 | 1 } = {}): ChoiceVerdict {
  const severity = loss >= BLUNDER_SEEDS ? 'blunder' : loss >= MISTAKE_SEEDS ? 'mistake' : 'good';
  const played = options.played === undefined ? 10 - loss : options.played;
  return { move: 6, player: options.player ?? 0, hole: 3, played, best: { move: options.best ?? { hole: 4 }, score: 10, exact: false }, loss, severity };
}

const row: Extract<MoveRow, { kind: 'turn' }> = {
  kind: 'turn',
  number: 4,
  line: 3,
  player: 0,
  text: 'S 3',
  lastMove: 6,
  endPosition: 40,
  glyph: null,
  comment: null,
};

describe('the replay viewer’s words', () => {
  it('say where the viewer is: the start, or turn, choice and seed with their totals', () => {
    expect(counterText({ kind: 'start', turns: 22 })).toBe('Start of the game · 22 turns');
    expect(counterText({ kind: 'start', turns: 1 })).toBe('Start of the game · 1 turn');
    expect(
      counterText({ kind: 'turn', line: 12, move: 30, firstMove: 29, lastMove: 31, turn: 11, turns: 22, choice: 2, choices: 3, seed: 41, seeds: 60 }),
    ).toBe('Turn 11 of 22 · choice 2 of 3 · seed 41 of 60');
  });

  it('give every glyph its own meaning', () => {
    expect(GLYPHS.map(glyphMeaning)).toEqual(['good move', 'mistake', 'brilliant move', 'blunder', 'interesting move', 'dubious move']);
  });

  it('say what a mistake or a blunder gave away and which hole was better, with the plural of seeds', () => {
    expect(verdictWords(verdict(9))).toBe('blunder: gave away 9 seeds; better was hole 4');
    expect(verdictWords(verdict(MISTAKE_SEEDS))).toBe('mistake: gave away 3 seeds; better was hole 4');
    expect(verdictWords(verdict(1))).toBe('good: 1 seed short of the best, hole 4');
    expect(verdictWords(verdict(2.345))).toBe('good: 2.3 seeds short of the best, hole 4');
    expect(verdictWords(verdict(0))).toBe('the best choice');
    expect(verdictWords(verdict(0, { played: null }))).toBe('not judged (the computer did not weigh this choice)');
  });

  it('name the better hole in the chooser’s own numbering, in the opening too', () => {
    expect(verdictWords(verdict(4, { player: 1, best: { south: 2, north: 6 } }))).toBe('mistake: gave away 4 seeds; better was hole 6');
    expect(verdictLine(verdict(4, { player: 1, best: { player: 1, hole: 5 } }))).toBe('North, hole 3 — mistake: gave away 4 seeds; better was hole 5');
  });

  it('name a move-list turn with its glyph’s meaning and the analysis’ mark, leaving out good choices', () => {
    expect(turnLabel(row, undefined)).toBe('Turn 4: S 3');
    expect(turnLabel({ ...row, glyph: '?!' }, verdict(1))).toBe('Turn 4: S 3, ?! (dubious move)');
    expect(turnLabel({ ...row, glyph: '!?' }, verdict(7))).toBe('Turn 4: S 3, !? (interesting move), South, hole 3 — blunder: gave away 7 seeds; better was hole 4');
  });
});
