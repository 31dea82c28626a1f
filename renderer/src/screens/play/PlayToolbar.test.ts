import { fireEvent, render, screen } from '@testing-library/svelte';
import { describe, expect, it, vi } from 'vitest';
import PlayToolbar from './PlayToolbar.svelte';

interface ToolbarProps {
  playing?: boolean;
  finished?: boolean;
  canUndo?: boolean;
  canHint?: boolean;
  hints?: boolean;
  undoLabel?: string;
  hintsOff?: string | null;
  rematch?: { label: string; disabled: boolean };
  onLeave?: () => void;
}

function toolbar(props: ToolbarProps = {}) {
  const callbacks = { onNewGame: vi.fn(), onUndo: vi.fn(), onHint: vi.fn(), onResign: vi.fn(), onReplay: vi.fn(), onRematch: vi.fn() };
  render(PlayToolbar, { playing: true, canUndo: true, canHint: true, ...props, ...callbacks });
  return callbacks;
}

describe('Play toolbar', () => {
  it('offers only New game when no game is on', () => {
    toolbar({ playing: false });
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['New game']);
  });

  it('keeps Replay and Rematch beside New game once the game shown is over', async () => {
    const { onReplay, onRematch } = toolbar({ playing: false, finished: true });
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['New game', 'Replay', 'Rematch, sides swapped']);
    await fireEvent.click(screen.getByRole('button', { name: 'Replay' }));
    await fireEvent.click(screen.getByRole('button', { name: 'Rematch, sides swapped' }));
    expect(onReplay).toHaveBeenCalledOnce();
    expect(onRematch).toHaveBeenCalledOnce();
  });

  it('disables Undo before the first move and Hint while nobody here is asked', () => {
    toolbar({ canUndo: false, canHint: false });
    expect(screen.getByRole('button', { name: 'Undo' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Hint' }).hasAttribute('disabled')).toBe(true);
  });

  it('offers no Hint when hints are turned off in the settings', () => {
    toolbar({ hints: false });
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['New game', 'Undo', 'Resign']);
  });

  it('asks before resigning, and resigns only when confirmed', async () => {
    const { onResign } = toolbar();
    await fireEvent.click(screen.getByRole('button', { name: 'Resign' }));
    expect(screen.getByText(/Resign this game\? Your opponent wins\./)).toBeTruthy();
    await fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onResign).not.toHaveBeenCalled();
    expect(screen.queryByText(/Resign this game\?/)).toBeNull();
    await fireEvent.click(screen.getByRole('button', { name: 'Resign' }));
    await fireEvent.click(screen.getByRole('button', { name: 'Resign' }));
    expect(onResign).toHaveBeenCalledOnce();
    expect(screen.queryByText(/Resign this game\?/)).toBeNull();
  });

  describe('in a network game', () => {
    it('offers Leave instead of New game, asks to take back, and shows Hint disabled with why', async () => {
      const onLeave = vi.fn();
      const { onUndo } = toolbar({ undoLabel: 'Ask to take back', hintsOff: 'Hints are off in network games.', onLeave });
      expect(screen.queryByRole('button', { name: 'New game' })).toBeNull();
      await fireEvent.click(screen.getByRole('button', { name: 'Leave the network game' }));
      expect(onLeave).toHaveBeenCalledOnce();
      await fireEvent.click(screen.getByRole('button', { name: 'Ask to take back' }));
      expect(onUndo).toHaveBeenCalledOnce();
      const hint = screen.getByRole('button', { name: 'Hint' });
      expect(hint.hasAttribute('disabled')).toBe(true);
      expect(hint.getAttribute('aria-describedby')).toBeTruthy();
      expect(document.getElementById(hint.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Hints are off in network games.');
    });

    it('shows hints off even where the setting offers them, and the rematch as an offer once the game is over', async () => {
      toolbar({ hints: true, hintsOff: 'Hints are off in network games.' });
      expect(screen.getByRole('button', { name: 'Hint' }).hasAttribute('disabled')).toBe(true);
    });

    it('shows a rematch already offered as waiting', () => {
      toolbar({ playing: false, finished: true, rematch: { label: 'Rematch offered', disabled: true } });
      expect(screen.getByRole('button', { name: 'Rematch offered' }).hasAttribute('disabled')).toBe(true);
    });
  });
});
