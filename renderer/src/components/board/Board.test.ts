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
    // Counter-clockwise: North's row reads 6…1 left to right on top, South's 1…6 below;
    // South's row, whose holes may be chosen, comes first to the keyboard.
    expect(holeNames()).toEqual([
      ...[1, 2, 3, 4, 5, 6].map((hole) => `South hole ${hole}, 4 seeds`),
      ...[6, 5, 4, 3, 2, 1].map((hole) => `North hole ${hole}, 4 seeds`),
    ]);
    expect(screen.getByRole('img', { name: 'South store, 0 seeds' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'North store, 0 seeds' })).toBeTruthy();
  });

  it('writes each hole’s number for its owner and each name at its store’s end, in every orientation', () => {
    const state = kalah();
    const numbersOf = (container: HTMLElement, row: 'top' | 'bottom') =>
      [...container.querySelectorAll(`.row.${row} [data-pit]`)].map((pit) => pit.querySelector('.number')?.textContent);
    const owners = (container: HTMLElement) =>
      [...container.querySelectorAll('.owner')].map((owner) => `${owner.textContent} ${owner.classList.contains('left') ? 'left' : 'right'}`);
    const names = ['Aminah', 'Budi'] as const;

    const south = render(Board, { holes: 6, direction: 'counterclockwise', names, pits: state.pits, burnt: [] });
    expect(numbersOf(south.container, 'top')).toEqual(['6', '5', '4', '3', '2', '1']);
    expect(numbersOf(south.container, 'bottom')).toEqual(['1', '2', '3', '4', '5', '6']);
    // Counter-clockwise: North's store at the left, South's at the right; North's name on top.
    expect(owners(south.container)).toEqual(['Budi left', 'Aminah right']);
    south.unmount();

    const north = render(Board, { holes: 6, direction: 'counterclockwise', orientation: 'north-bottom', pits: state.pits, burnt: [] });
    expect(numbersOf(north.container, 'bottom')).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(north.container.querySelector('.row.bottom [data-pit]')?.getAttribute('aria-label')).toBe('North hole 1, 4 seeds');
    // Without names the sides are named; South now sits on top, its store at the left.
    expect(owners(north.container)).toEqual(['South left', 'North right']);
    // The numbers and names are for the eye: the accessible names already say them.
    expect(north.container.querySelectorAll('.number[aria-hidden="true"]')).toHaveLength(12);
    expect(north.container.querySelectorAll('.owner[aria-hidden="true"]')).toHaveLength(2);
    north.unmount();

    // Play names each player at their store's end just above the board (its players bar): the top name is not written twice.
    const play = render(Board, { holes: 6, direction: 'clockwise', names, topName: false, pits: state.pits, burnt: [] });
    expect(owners(play.container)).toEqual(['Aminah left']);
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

  describe('keyboard', () => {
    const tabStops = () => screen.getAllByRole('button').filter((button) => button.tabIndex >= 0).map((button) => button.getAttribute('aria-label'));

    it('reaches the keyboard player’s holes first and never stops on the other row, even while nothing may be chosen', () => {
      const state = kalah();
      render(Board, { holes: 6, direction: 'counterclockwise', pits: state.pits, burnt: [], choosable: [], keyboardPlayer: 1 });
      const names = holeNames();
      expect(names.slice(0, 6)).toEqual([6, 5, 4, 3, 2, 1].map((hole) => `North hole ${hole}, 4 seeds`));
      expect(tabStops()).toEqual(names.slice(0, 6));
    });

    it('takes the row of the holes that may be chosen when no keyboard player is given (a lesson)', () => {
      const state = kalah();
      render(Board, { holes: 6, direction: 'counterclockwise', pits: state.pits, burnt: [], choosable: [8, 9] });
      expect(tabStops()).toEqual([6, 5, 4, 3, 2, 1].map((hole) => `North hole ${hole}, 4 seeds`));
    });

    it('keeps every hole a tab stop where nobody chooses (a replay)', () => {
      const state = kalah();
      render(Board, { holes: 6, direction: 'counterclockwise', pits: state.pits, burnt: [] });
      expect(tabStops()).toHaveLength(12);
    });

    it('starts the arrows on the keyboard player’s row', () => {
      const state = kalah();
      const { component } = render(Board, { holes: 6, direction: 'clockwise', orientation: 'north-bottom', pits: state.pits, burnt: [], keyboardPlayer: 0 });
      component.moveFocus(1);
      expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^South hole/);
    });
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

describe('Board, as a lesson uses it', () => {
  it('makes a store a button when it may be chosen (where will the last seed land?), an image otherwise', async () => {
    const state = kalah();
    const chosen: number[] = [];
    render(Board, { holes: 6, direction: 'counterclockwise', pits: state.pits, burnt: [], choosable: [6], onChoose: (pit: number) => chosen.push(pit) });
    await fireEvent.click(screen.getByRole('button', { name: 'South store, 0 seeds' }));
    expect(chosen).toEqual([6]);
    expect(screen.getByRole('img', { name: 'North store, 0 seeds' })).toBeTruthy();
  });

  it('with onlyChoosableTabStops, lets Tab stop only on the holes that may be chosen', () => {
    const state = kalah();
    const { container } = render(Board, { holes: 6, direction: 'counterclockwise', pits: state.pits, burnt: [], choosable: [1, 3], onlyChoosableTabStops: true });
    const stops = [...container.querySelectorAll<HTMLButtonElement>('button[data-pit]')].filter((button) => button.tabIndex >= 0).map((button) => button.dataset['pit']);
    expect(stops.sort()).toEqual(['1', '3']);
  });
});
