import { fireEvent, render, screen } from '@testing-library/svelte';
import { describe, expect, it, vi } from 'vitest';
import type { GraphPoint } from '../../lib/replay/analysis';
import type { TurnSpan } from '../../lib/replay/counter';
import EvalGraph from './EvalGraph.svelte';

// Three turns: moves 0 | 1 2 | 3.
const spans: TurnSpan[] = [
  { line: 0, firstMove: 0, lastMove: 0 },
  { line: 1, firstMove: 1, lastMove: 2 },
  { line: 2, firstMove: 3, lastMove: 3 },
];
const points: GraphPoint[] = [
  { move: 0, position: 0, value: 0 },
  { move: 1, position: 10, value: 3 },
  { move: 2, position: 20, value: -1 },
  { move: 3, position: 30, value: 2.5 },
];

describe('EvalGraph', () => {
  it('labels its axes, turns below and seeds ahead beside, with South above and North below', () => {
    const { container } = render(EvalGraph, { points, spans, moveCount: 4, currentTurn: null, movesDone: 0, onJump: () => {} });
    const texts = [...container.querySelectorAll('text')].map((text) => text.textContent?.trim());
    expect(texts).toContain('turn');
    expect(texts).toContain('seeds ahead');
    expect(texts).toEqual(expect.arrayContaining(['South', 'North', '+5', '0', '-5', '1', '2', '3']));
    expect(container.querySelector('.current-turn')).toBeNull();
  });

  it('marks the turn shown with a band and its number in bold', () => {
    const { container } = render(EvalGraph, { points, spans, moveCount: 4, currentTurn: 2, movesDone: 2, onJump: () => {} });
    expect(container.querySelector('.current-turn')).not.toBeNull();
    expect([...container.querySelectorAll('text.current')].map((text) => text.textContent?.trim())).toEqual(['2']);
    expect(container.querySelector('.marker')).not.toBeNull();
  });

  it('names each point by turn and choice and who is ahead, and jumps to the position before it', async () => {
    const onJump = vi.fn();
    render(EvalGraph, { points, spans, moveCount: 4, currentTurn: null, movesDone: 0, onJump });
    const names = screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'));
    expect(names).toEqual([
      'Before turn 1, choice 1: even',
      'Before turn 2, choice 1: South 3 seeds ahead',
      'Before turn 2, choice 2: North 1 seed ahead',
      'Before turn 3, choice 1: South 2.5 seeds ahead',
    ]);
    await fireEvent.click(screen.getByRole('button', { name: /^Before turn 2, choice 2/ }));
    expect(onJump).toHaveBeenCalledWith(20);
  });
});
