import { render, screen } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import Spinner from './Spinner.svelte';

describe('the spinner, one for every wait', () => {
  it('with words, is a status line a screen reader hears, the ring hidden from it', () => {
    const { container } = render(Spinner, { text: 'Waiting for a friend to join…' });
    expect(screen.getByRole('status').textContent).toBe('Waiting for a friend to join…');
    expect(container.querySelector('.ring')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('without, is only a ring beside words that say what is awaited: nothing announced', () => {
    const { container } = render(Spinner);
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.querySelector('.spinner.ring')?.getAttribute('aria-hidden')).toBe('true');
    expect(container.textContent?.trim()).toBe('');
  });
});
