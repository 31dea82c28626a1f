import { fireEvent, render, screen } from '@testing-library/svelte';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newGame, play } from '../../../../engine';
import Board from './Board.svelte';

function kalah() {
  const game = newGame('kalah');
  if (!game.ok) throw new Error(game.error.message);
  return game.value;
}

function holeNames(): string[] {
  return screen.getAllByRole('button').map((button) => button.getAttribute('aria-label') ?? '');
}

describe('Board', () => {
  it('is a region named Board with a button per hole and named stores, in the rules’ direction', () => {
    const state = kalah();
    render(Board, { holes: 6, direction: 'counterclockwise', pits: state.pits, burnt: [], choosable: [0, 1] });
    expect(screen.getByRole('region', { name: 'Board' })).toBeTruthy();
    // Counter-clockwise: North's row reads 6…1 left to right on top, South's 1…6 below.
    expect(holeNames()).toEqual([
      ...[6, 5, 4, 3, 2, 1].map((hole) => `North hole ${hole}, 4 seeds`),
      ...[1, 2, 3, 4, 5, 6].map((hole) => `South hole ${hole}, 4 seeds`),
    ]);
    expect(screen.getByRole('img', { name: 'South store, 0 seeds' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'North store, 0 seeds' })).toBeTruthy();
  });

  it('draws the hands it is given over their pits, named for a pointer', () => {
    const { container } = render(Board, {
      holes: 3,
      direction: 'clockwise',
      pits: [1, 0, 2, 0, 3, 3, 0, 0],
      burnt: [],
      hands: [{ player: 1, pit: 2, seeds: 4 }],
    });
    const hands = container.querySelectorAll('.hand');
    expect(hands).toHaveLength(1);
    expect(hands[0]!.getAttribute('title')).toBe('North hand, 4 seeds');
    expect(hands[0]!.textContent).toContain('4');
    // The hand hovers over South hole 3 (pit 2): it is drawn inside that pit.
    expect(screen.getByRole('button', { name: 'South hole 3, 2 seeds' }).closest('.pit, [data-pit]')?.querySelector('.hand')).toBeTruthy();
  });

  it('disables the holes that cannot be chosen and reports clicks with the pit', async () => {
    const onChoose = vi.fn();
    render(Board, { holes: 3, direction: 'clockwise', pits: [1, 0, 2, 0, 3, 3, 0, 0], burnt: [5], choosable: [0, 2], onChoose });
    const hole1 = screen.getByRole('button', { name: 'South hole 1, 1 seed' });
    const burnt = screen.getByRole('button', { name: 'North hole 2, 3 seeds, burnt' });
    expect(hole1.getAttribute('aria-disabled')).toBe('false');
    expect(burnt.getAttribute('aria-disabled')).toBe('true');
    await fireEvent.click(hole1);
    await fireEvent.click(burnt);
    expect(onChoose.mock.calls).toEqual([[0], [5]]);
  });

  describe('animation', () => {
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('shows the counts of each frame of the engine’s events, then the final board', async () => {
      const before = kalah();
      const outcome = play(before, { hole: 1 });
      if (!outcome.ok) throw new Error(outcome.error.message);
      const { state, events } = outcome.value;
      const onAnimatingChange = vi.fn();
      render(Board, {
        holes: 6,
        direction: 'counterclockwise',
        pits: state.pits,
        burnt: [],
        choosable: [7],
        speed: 'normal',
        animation: { id: 1, fromPits: before.pits, fromBurnt: [], events },
        onAnimatingChange,
      });
      // First frame: the choice marked, nothing lifted yet.
      expect(screen.getByRole('button', { name: 'South hole 1, 4 seeds' }).classList.contains('marked')).toBe(true);
      await vi.advanceTimersByTimeAsync(650);
      // Then the pick-up; hole 1 empty, hole 2 not yet sown, nothing choosable.
      expect(screen.getByRole('button', { name: 'South hole 1, 0 seeds' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'South hole 2, 4 seeds' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'North hole 1, 4 seeds' }).getAttribute('aria-disabled')).toBe('true');
      expect(onAnimatingChange).toHaveBeenLastCalledWith(true);

      await vi.advanceTimersByTimeAsync(250);
      expect(screen.getByRole('button', { name: 'South hole 2, 5 seeds' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'South hole 3, 4 seeds' })).toBeTruthy();

      await vi.advanceTimersByTimeAsync(5_000);
      expect(screen.getByRole('button', { name: 'South hole 5, 5 seeds' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'North hole 1, 4 seeds' }).getAttribute('aria-disabled')).toBe('false');
      expect(onAnimatingChange).toHaveBeenLastCalledWith(false);
    });

    it('skips to the end on a click on the board', async () => {
      const before = kalah();
      const outcome = play(before, { hole: 2 });
      if (!outcome.ok) throw new Error(outcome.error.message);
      render(Board, {
        holes: 6,
        direction: 'counterclockwise',
        pits: outcome.value.state.pits,
        burnt: [],
        animation: { id: 7, fromPits: before.pits, fromBurnt: [], events: outcome.value.events },
      });
      expect(screen.getByRole('button', { name: 'South hole 3, 4 seeds' })).toBeTruthy();
      await fireEvent.click(screen.getByRole('region', { name: 'Board' }));
      expect(screen.getByRole('button', { name: 'South hole 3, 5 seeds' })).toBeTruthy();
    });

    it('plays nothing at instant speed', () => {
      const before = kalah();
      const outcome = play(before, { hole: 2 });
      if (!outcome.ok) throw new Error(outcome.error.message);
      render(Board, {
        holes: 6,
        direction: 'counterclockwise',
        pits: outcome.value.state.pits,
        burnt: [],
        speed: 'instant',
        animation: { id: 1, fromPits: before.pits, fromBurnt: [], events: outcome.value.events },
      });
      expect(screen.getByRole('button', { name: 'South hole 3, 5 seeds' })).toBeTruthy();
    });
  });
});
