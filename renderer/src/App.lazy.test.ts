// The screens Home does not show are fetched when they first open: this file
// opens them the first time (each test file has fresh modules), where
// App.test.ts opens screens loaded beforehand.
import { fireEvent, render, screen } from '@testing-library/svelte';
import { beforeEach, describe, expect, it } from 'vitest';
import App from './App.svelte';

beforeEach(() => history.replaceState(null, '', '/'));

/** Every text the page shows from now on, as each change is made (a key shown for a moment included). */
function watchTexts(): { texts: string[]; stop: () => void } {
  const texts: string[] = [];
  const observer = new MutationObserver(() => texts.push(document.body.textContent ?? ''));
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return { texts, stop: () => observer.disconnect() };
}

const MESSAGE_KEY = /\b(?:lesson|reference)\.[\w-]+\.?[\w-]*/;

describe('a screen opened for the first time', () => {
  it('Lessons shows its map with every lesson\'s title, never a message key while its code and texts arrive', async () => {
    render(App);
    const watch = watchTexts();
    await fireEvent.click(screen.getByRole('button', { name: 'Lessons' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Lessons' }, { timeout: 30_000 });
    watch.stop();
    expect(document.activeElement).toBe(heading);
    expect(screen.getByRole('list', { name: 'Lesson map' }).textContent).toContain('The board');
    expect(watch.texts.filter((text) => MESSAGE_KEY.test(text))).toEqual([]);
    await fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: 'Lessons' })).toBeTruthy();
  });

  it('Archive opens with its heading focused', async () => {
    render(App);
    await fireEvent.click(screen.getByRole('button', { name: 'Archive' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Archive' }, { timeout: 30_000 });
    expect(document.activeElement).toBe(heading);
  });
});
