// Home's ways in: "Continue" and "New game" while games are unfinished, else "Play".
import { fireEvent, render, screen } from '@testing-library/svelte';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { resolveRules } from '../../../engine';
import type { CongkakBridge, GameSummary, KeptNetworkGames } from '../../../electron/contract';
import { takeHostRequest, takeRejoinRequest } from '../lib/network/lobby-requests';

let unfinished: Pick<GameSummary, 'id'>[] = [];
let kept: KeptNetworkGames = { hosted: null, joined: null };

/** A kept network game's view, as much as Home reads of it. */
const keptGame = (id: number) => ({ id, rules: resolveRules('kalah'), players: [{ name: 'Ana', kind: 'human' }, { name: 'Budi', kind: 'human' }] });

/** A stand-in preload bridge answering the unfinished games and the kept network games of the test. */
function fakeBridge(): CongkakBridge {
  const answers: Record<string, (input: { gameId?: number }) => unknown> = {
    listUnfinishedGames: () => unfinished,
    getKeptNetworkGames: () => kept,
    getGame: ({ gameId }) => {
      const game = keptGame(gameId ?? 0);
      return { ...game, rules: game.rules.ok ? game.rules.value : null };
    },
  };
  return new Proxy({} as CongkakBridge, {
    get: (_target, name: string) => (input: { gameId?: number }) =>
      Promise.resolve(name in answers ? { ok: true, value: answers[name]!(input) } : { ok: false, error: { code: 'internal', message: name } }),
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
    expect(menu()).toEqual(['Continue', 'New game', 'Join a friend’s game', 'Lessons', 'Puzzles', 'Archive', 'Settings']);
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
    expect(menu()).toEqual(['Play', 'Join a friend’s game', 'Lessons', 'Puzzles', 'Archive', 'Settings']);
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

describe('Home: network play', () => {
  it('offers "Join a friend\'s game", opening the network lobby', async () => {
    unfinished = [];
    const onOpen = vi.fn();
    render(Home, { onOpen, onContinue: () => undefined, onNewGame: () => undefined });
    await fireEvent.click(await screen.findByRole('button', { name: 'Join a friend’s game' }));
    expect(onOpen).toHaveBeenCalledWith('network');
  });

  it('offers a kept hosted game as "Host it again" (the waiting panel hosts it) and a kept joined one as "Rejoin" (the Join screen)', async () => {
    unfinished = [{ id: 7 }, { id: 9 }];
    kept = { hosted: { gameId: 7, side: 1 }, joined: { gameId: 9, address: '192.168.1.20', port: 41624 } };
    const onOpen = vi.fn();
    render(Home, { onOpen, onContinue: () => undefined, onNewGame: () => undefined });
    const hostAgain = await screen.findByRole('button', { name: 'Host it again', description: 'Your unfinished network game: Ana against Budi' });
    const rejoin = await screen.findByRole('button', { name: 'Rejoin', description: 'Your unfinished network game: Ana against Budi, hosted at 192.168.1.20:41624' });
    expect(menu()).toEqual(['Continue', 'New game', 'Host it again', 'Rejoin', 'Join a friend’s game', 'Lessons', 'Puzzles', 'Archive', 'Settings']);

    await fireEvent.click(hostAgain);
    expect(location.hash).toBe('#/network/host');
    const hosting = takeHostRequest();
    expect(hosting?.input).toMatchObject({ name: 'Budi', side: 1, continueGame: 7 });
    expect(hosting?.shown.preset).toBeNull();

    await fireEvent.click(rejoin);
    expect(onOpen).toHaveBeenCalledWith('network');
    expect(takeRejoinRequest()).toEqual({ gameId: 9, address: '192.168.1.20:41624', names: ['Ana', 'Budi'] });
    kept = { hosted: null, joined: null };
    location.hash = '';
  });
});
