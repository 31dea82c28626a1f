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
