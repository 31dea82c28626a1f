import { fireEvent, render, screen } from '@testing-library/svelte';
import { describe, expect, it, vi } from 'vitest';
import AnnotationPanel from './AnnotationPanel.svelte';

describe('AnnotationPanel', () => {
  it('names each glyph with its meaning, shown on hover too, and notes the one chosen', async () => {
    const onNote = vi.fn();
    render(AnnotationPanel, {
      turn: { kind: 'turn', number: 2, line: 1, player: 1, text: 'N 5', lastMove: 3, endPosition: 30, glyph: null, comment: 'hmm' },
      gameComment: '',
      labels: '',
      saveState: { kind: 'saved' },
      onNote,
      onGameComment: () => {},
      onLabels: () => {},
    });
    const names = screen.getAllByRole('radio').map((radio) => radio.getAttribute('aria-label') ?? radio.closest('label')?.textContent?.trim());
    expect(names).toEqual(['None', '! (good move)', '? (mistake)', '!! (brilliant move)', '?? (blunder)', '!? (interesting move)', '?! (dubious move)']);
    const interesting = screen.getByRole('radio', { name: '!? (interesting move)' });
    expect(interesting.closest('label')?.getAttribute('title')).toBe('interesting move');
    await fireEvent.click(interesting);
    expect(onNote).toHaveBeenCalledWith(3, '!?', 'hmm');
  });
});
