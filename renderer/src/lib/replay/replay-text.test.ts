import { describe, expect, it } from 'vitest';
import { GLYPHS } from '../../../../engine';
import type { MoveRow } from './move-list';
import { GRANULARITIES } from './navigation';
import { counterText, glyphMeaning, stepBackText, stepForwardText, turnLabel } from './replay-text';
import { verdict } from './verdict-fixture';

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

  it('name the step buttons\' step whole, one message per step size (never "Back one {step}" around a bare noun)', () => {
    expect(GRANULARITIES.map(stepBackText)).toEqual(['Back one turn', 'Back one choice', 'Back one lap', 'Back one seed']);
    expect(GRANULARITIES.map(stepForwardText)).toEqual(['Forward one turn', 'Forward one choice', 'Forward one lap', 'Forward one seed']);
  });

  it('give every glyph its own meaning', () => {
    expect(GLYPHS.map(glyphMeaning)).toEqual(['good move', 'mistake', 'brilliant move', 'blunder', 'interesting move', 'dubious move']);
  });

  it('name a move-list turn with its glyph’s meaning and the analysis’ mark, leaving out good choices', () => {
    expect(turnLabel(row, undefined)).toBe('Turn 4: S 3');
    expect(turnLabel({ ...row, glyph: '?!' }, verdict(1))).toBe('Turn 4: S 3, ?! (dubious move)');
    expect(turnLabel({ ...row, glyph: '!?' }, verdict(7))).toBe('Turn 4: S 3, !? (interesting move), South, hole 3 — blunder: gave away 7 seeds; better was hole 4');
  });
});
