import { fireEvent, render, screen } from '@testing-library/svelte';
import { describe, expect, it, vi } from 'vitest';
import { randomGame } from '../../testing/random-game';
import type { ChoiceVerdict } from '../../lib/replay/analysis';
import { counterAt } from '../../lib/replay/counter';
import { moveRows } from '../../lib/replay/move-list';
import { counterText } from '../../lib/replay/replay-text';
import { stepThrough } from '../../lib/replay/stepped-game';
import MoveList from './MoveList.svelte';

function game() {
  const { rules, moves } = randomGame('congkak', 9, 60);
  const built = stepThrough(rules, moves);
  if (!built.ok) throw new Error(built.error);
  return built.value;
}

describe('MoveList', () => {
  it('highlights the turn the counter names, wherever the viewer is', async () => {
    const stepped = game();
    const rows = moveRows(stepped, []);
    const view = render(MoveList, { rows, current: null, verdicts: new Map(), onJump: () => {} });
    expect(screen.queryByRole('button', { current: 'step' })).toBeNull();
    // Mid-sowing, at a turn's end, and at the game's end.
    const fifth = rows.find((row) => row.kind === 'turn' && row.number === 5);
    if (fifth?.kind !== 'turn') throw new Error('fewer than five turns');
    for (const position of [3, fifth.endPosition - 1, fifth.endPosition, stepped.positions.length - 1]) {
      const counter = counterAt(stepped, position);
      if (counter.kind !== 'turn') throw new Error('at the start');
      await view.rerender({ rows, current: counter.line, verdicts: new Map(), onJump: () => {} });
      const highlighted = screen.getByRole('button', { current: 'step' });
      expect(highlighted.getAttribute('aria-label')).toMatch(new RegExp(`^Turn ${counter.turn}: `));
      expect(counterText(counter)).toMatch(new RegExp(`^Turn ${counter.turn} of `));
      expect(highlighted.closest('li')?.classList.contains('current')).toBe(true);
    }
  });

  it('says what a glyph and an analysis mark mean, on hover and to a screen reader; a click jumps to the turn’s end', async () => {
    const stepped = game();
    const rows = moveRows(stepped, []);
    const second = rows.filter((row) => row.kind === 'turn')[1];
    if (second?.kind !== 'turn') throw new Error('fewer than two turns');
    const annotated = moveRows(stepped, [{ move: second.lastMove, glyph: '?!', comment: 'hasty' }]);
    const verdict: ChoiceVerdict = {
      move: second.lastMove,
      player: 1,
      hole: 2,
      played: 1,
      best: { move: { hole: 5 }, score: 10, exact: false },
      loss: 9,
      severity: 'blunder',
    };
    const onJump = vi.fn();
    render(MoveList, { rows: annotated, current: null, verdicts: new Map([[second.lastMove, verdict]]), onJump });
    const turn = screen.getByRole('button', { name: /^Turn 2: / });
    expect(turn.getAttribute('aria-label')).toBe(`Turn 2: ${second.text}, ?! (dubious move), North, hole 2 — blunder: gave away 9 seeds; better was hole 5`);
    expect(turn.querySelector('.glyph')?.getAttribute('title')).toBe('dubious move');
    expect(turn.querySelector('.verdict')?.getAttribute('title')).toBe('North, hole 2 — blunder: gave away 9 seeds; better was hole 5');
    await fireEvent.click(turn);
    expect(onJump).toHaveBeenCalledWith(second.endPosition);
  });

  // Issue #30: a long turn ("N 6+3+5+1+7+…", one unbroken word) ran past the list's right edge.
  it('lets a long turn wrap after each choice: every + is a line-break opportunity', () => {
    const stepped = game();
    const rows = moveRows(stepped, []);
    render(MoveList, { rows, current: null, verdicts: new Map(), onJump: () => {} });
    const chained = rows.find((row) => row.kind === 'turn' && row.text.includes('+'));
    if (chained?.kind !== 'turn') throw new Error('no turn of several choices');
    const text = screen.getByRole('button', { name: new RegExp(`^Turn ${chained.number}: `) }).querySelector('.text');
    expect(text?.textContent).toBe(chained.text);
    expect(text?.querySelectorAll('wbr')).toHaveLength(chained.text.split('+').length - 1);
  });
});
