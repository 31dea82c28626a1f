import { fireEvent, render, screen } from '@testing-library/svelte';
import { describe, expect, it, vi } from 'vitest';
import GameOverDialog from './GameOverDialog.svelte';

describe('Game over dialog', () => {
  it('opens the finished game in the replay viewer', async () => {
    const onReplay = vi.fn();
    render(GameOverDialog, {
      outcome: { termination: 'normal', winner: 0, stores: [52, 46] },
      names: ['Ana', 'Budi'],
      onRematch: () => undefined,
      onReplay,
      onClose: () => undefined,
    });
    const replay = screen.getByRole('button', { name: 'Replay' });
    expect(replay.hasAttribute('disabled')).toBe(false);
    await fireEvent.click(replay);
    expect(onReplay).toHaveBeenCalledOnce();
  });
});

describe('Game over dialog, its rematch', () => {
  it('says on its button that the rematch swaps the sides', async () => {
    const onRematch = vi.fn();
    render(GameOverDialog, { outcome: { termination: 'normal', winner: 0, stores: [52, 46] }, names: ['Ana', 'Budi'], onRematch, onReplay: () => undefined, onClose: () => undefined });
    await fireEvent.click(screen.getByRole('button', { name: 'Rematch, sides swapped' }));
    expect(onRematch).toHaveBeenCalledOnce();
  });
});

describe('Game over dialog, its verdict', () => {
  const actions = { onRematch: () => undefined, onReplay: () => undefined, onClose: () => undefined };

  it('is a modal dialog named Game over that says a resignation is won by resignation', () => {
    render(GameOverDialog, { outcome: { termination: 'resigned:north', winner: 0, stores: [0, 0] }, names: ['Ana', 'Budi'], ...actions });
    expect(screen.getByRole('dialog', { name: 'Game over' })).toBeTruthy();
    expect(screen.getByText('Ana wins by resignation')).toBeTruthy();
    expect(screen.queryByText(/by 0 seeds/)).toBeNull();
  });

  it('shows every round of a series and the series result', () => {
    render(GameOverDialog, {
      outcome: { termination: 'normal', winner: 1, stores: [12, 30] },
      names: ['Ana', 'Budi'],
      series: true,
      rounds: [
        { round: 1, stores: [25, 17], winner: 0 },
        { round: 2, stores: [12, 30], winner: 1 },
      ],
      ...actions,
    });
    expect(screen.getByText('Budi wins the series by 18 seeds')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Every round' });
    const rows = [...table.querySelectorAll('tbody tr')].map((row) => [...row.children].map((cell) => cell.textContent?.trim()));
    expect(rows).toEqual([
      ['Round 1', '25', '17', 'Ana'],
      ['Round 2', '12', '30', 'Budi'],
    ]);
  });

  it('lists no rounds for a single game', () => {
    render(GameOverDialog, { outcome: { termination: 'normal', winner: 0, stores: [30, 12] }, names: ['Ana', 'Budi'], rounds: [{ round: 1, stores: [30, 12], winner: 0 }], ...actions });
    expect(screen.getByText('Ana wins by 18 seeds')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('closes on Escape (the dialog’s cancel), and only closes', async () => {
    const onClose = vi.fn();
    render(GameOverDialog, { outcome: { termination: 'normal', winner: 0, stores: [30, 12] }, names: ['Ana', 'Budi'], ...actions, onClose });
    const cancel = new Event('cancel', { cancelable: true });
    screen.getByRole('dialog').dispatchEvent(cancel);
    expect(onClose).toHaveBeenCalledOnce();
    expect(cancel.defaultPrevented).toBe(true);
  });
});

describe('Game over dialog, a network game', () => {
  it('offers the rematch to the other player and says who has offered', async () => {
    const onRematch = vi.fn();
    render(GameOverDialog, {
      outcome: { termination: 'normal', winner: 1, stores: [40, 58] },
      names: ['Ana', 'Budi'],
      you: 0,
      rematch: { label: 'Accept the rematch, sides swapped', disabled: false },
      note: 'Budi offers a rematch, sides swapped.',
      onRematch,
      onReplay: () => undefined,
      onClose: () => undefined,
    });
    expect(screen.getByRole('status').textContent).toBe('Budi offers a rematch, sides swapped.');
    await fireEvent.click(screen.getByRole('button', { name: 'Accept the rematch, sides swapped' }));
    expect(onRematch).toHaveBeenCalledOnce();
  });
});
