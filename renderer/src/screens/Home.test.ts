// Home's ways in: "Continue" and "New game" while games are unfinished, else "Play".
import { fireEvent, render, screen } from '@testing-library/svelte';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { CongkakBridge, GameSummary } from '../../../electron/contract';

let unfinished: Pick<GameSummary, 'id'>[] = [];

/** A stand-in preload bridge answering the unfinished games of the test. */
function fakeBridge(): CongkakBridge {
  return new Proxy({} as CongkakBridge, {
    get: (_target, name: string) => () =>
      Promise.resolve(name === 'listUnfinishedGames' ? { ok: true, value: unfinished } : { ok: false, error: { code: 'internal', message: name } }),
  });
}

let Home: typeof import('./Home.svelte').default;
beforeAll(async () => {
  (window as unknown as { congkak: CongkakBridge }).congkak = fakeBridge();
  Home = (await import('./Home.svelte')).default;
});

function menu(): string[] {
  const nav = screen.getByRole('navigation', { name: 'Main menu' });
  return [...nav.querySelectorAll('button')].map((button) => button.textContent?.trim() ?? '');
}

describe('Home', () => {
  it('offers Continue, saying how many games are unfinished, and resumes the most recent one', async () => {
    unfinished = [{ id: 12 }, { id: 7 }];
    const onContinue = vi.fn();
    const onNewGame = vi.fn();
    render(Home, { onOpen: () => undefined, onContinue, onNewGame });
    const resume = await screen.findByRole('button', { name: 'Continue' });
    expect(menu()).toEqual(['Continue', 'New game', 'Lessons', 'Puzzles', 'Archive', 'Settings']);
    expect(resume.getAttribute('aria-describedby')).toBe('unfinished-count');
    expect(document.getElementById('unfinished-count')?.textContent).toBe('2 unfinished games');
    await fireEvent.click(resume);
    expect(onContinue).toHaveBeenCalledWith(12);
    await fireEvent.click(screen.getByRole('button', { name: 'New game' }));
    expect(onNewGame).toHaveBeenCalledOnce();
  });

  it('says "1 unfinished game" for one', async () => {
    unfinished = [{ id: 3 }];
    render(Home, { onOpen: () => undefined, onContinue: () => undefined, onNewGame: () => undefined });
    await screen.findByRole('button', { name: 'Continue' });
    expect(screen.getByText('1 unfinished game')).toBeTruthy();
  });

  it('offers Play alone when no game is unfinished', async () => {
    unfinished = [];
    const onOpen = vi.fn();
    render(Home, { onOpen, onContinue: () => undefined, onNewGame: () => undefined });
    await Promise.resolve();
    expect(menu()).toEqual(['Play', 'Lessons', 'Puzzles', 'Archive', 'Settings']);
    await fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(onOpen).toHaveBeenCalledWith('play');
  });

  it('returns the focus to Continue coming back from Play', async () => {
    unfinished = [{ id: 5 }];
    render(Home, { onOpen: () => undefined, onContinue: () => undefined, onNewGame: () => undefined, focusOn: 'play' });
    const resume = await screen.findByRole('button', { name: 'Continue' });
    await Promise.resolve();
    expect(document.activeElement).toBe(resume);
  });
});
