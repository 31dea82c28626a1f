import { fireEvent, render, screen } from '@testing-library/svelte';
import { createRawSnippet } from 'svelte';
import { describe, expect, it, vi } from 'vitest';
import { lazy } from '../navigation/lazy';
import LazyScreen from './LazyScreen.svelte';

const shows = createRawSnippet((text: () => string) => ({ render: () => `<p>${text()}</p>` }));

describe('a screen loaded when it first opens', () => {
  it('shows nothing until its code has arrived, then the screen', async () => {
    let arrive: (value: string) => void = () => undefined;
    const archive = lazy('The Archive screen', () => new Promise<string>((resolve) => (arrive = resolve)));
    const { container } = render(LazyScreen, { screen: archive, title: 'Archive', onBack: () => undefined, children: shows });
    expect(container.textContent?.trim()).toBe('');
    arrive('the archive');
    expect(await screen.findByText('the archive')).toBeTruthy();
  });

  it('shows a screen loaded before at once', async () => {
    const archive = lazy('The Archive screen', () => Promise.resolve('the archive'));
    await archive.load();
    render(LazyScreen, { screen: archive, title: 'Archive', onBack: () => undefined, children: shows });
    expect(screen.getByText('the archive')).toBeTruthy();
  });

  it('that cannot be fetched says so under its heading, with Back, instead of a blank page', async () => {
    const archive = lazy<string>('The Archive screen', () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    render(LazyScreen, { screen: archive, title: 'Archive', onBack: () => undefined, children: shows });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Congkak cannot be reached: is it still running?');
    expect(screen.getByRole('heading', { level: 1, name: 'Archive' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });

  // A browser keeps a failed dynamic import failed: asking for the chunk again
  // gives the same error, so Try again loads the app again at this screen's address.
  it('that cannot be fetched offers Try again, which reloads the app at the screen', async () => {
    const archive = lazy<string>('The Archive screen', () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const reload = vi.fn();
    render(LazyScreen, { screen: archive, title: 'Archive', onBack: () => undefined, reload, children: shows });
    await screen.findByRole('alert');
    await fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledOnce();
  });
});
