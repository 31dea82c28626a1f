import { fireEvent, render, screen } from '@testing-library/svelte';
import { describe, expect, it, vi } from 'vitest';
import TakeBackDialog from './TakeBackDialog.svelte';

describe('Take back dialog', () => {
  it('asks whether to take back the other player’s move, and answers', async () => {
    const onAnswer = vi.fn();
    render(TakeBackDialog, { name: 'Budi', onAnswer });
    expect(screen.getByRole('dialog', { name: 'Take back a move?' }).textContent).toContain('Budi asks to take back the last move.');
    await fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(onAnswer.mock.calls).toEqual([[true], [false]]);
  });
});
