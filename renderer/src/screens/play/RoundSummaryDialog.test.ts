import { fireEvent, render, screen } from '@testing-library/svelte';
import { describe, expect, it, vi } from 'vitest';
import type { RoundSummary } from '../../lib/play/round-summary';
import RoundSummaryDialog from './RoundSummaryDialog.svelte';

const summary: RoundSummary = {
  round: 1,
  winner: 0,
  sides: [
    { store: 30, refilled: 7, burnt: [] },
    { store: 12, refilled: 4, burnt: [5, 6, 7] },
  ],
  seeds: 7,
  starter: 1,
};

describe('Round summary dialog', () => {
  it('tells each store, the winner, the refill with the holes that burn, and who starts next', () => {
    render(RoundSummaryDialog, { summary, names: ['Ana', 'Budi'], onContinue: () => undefined });
    expect(screen.getByRole('dialog', { name: 'Round 1 over' })).toBeTruthy();
    expect(screen.getByText('Ana wins round 1 by 18 seeds')).toBeTruthy();
    expect(screen.getByText(/refills their holes from their store, 7 seeds a hole/)).toBeTruthy();
    const table = screen.getByRole('table', { name: 'The refill for round 2' });
    const rows = [...table.querySelectorAll('tbody tr')].map((row) => [...row.children].map((cell) => cell.textContent?.trim()));
    expect(rows).toEqual([
      ['Ana', '30', '7', 'none'],
      ['Budi', '12', '4', '5, 6, and 7'],
    ]);
    expect(screen.getByText('Budi starts round 2.')).toBeTruthy();
  });

  it('speaks to the player facing the computer: "You start round 2", "You win round 1"', () => {
    render(RoundSummaryDialog, { summary: { ...summary, starter: 0 }, names: ['Ana', 'Computer (level 1)'], you: 0, onContinue: () => undefined });
    expect(screen.getByText('You win round 1 by 18 seeds')).toBeTruthy();
    expect(screen.getByText('You start round 2.')).toBeTruthy();
  });

  it('waits for the players: its button, or Escape, goes on', async () => {
    const onContinue = vi.fn();
    render(RoundSummaryDialog, { summary, names: ['Ana', 'Budi'], onContinue });
    await fireEvent.click(screen.getByRole('button', { name: 'Start round 2' }));
    screen.getByRole('dialog').dispatchEvent(new Event('cancel', { cancelable: true }));
    expect(onContinue).toHaveBeenCalledTimes(2);
  });
});
