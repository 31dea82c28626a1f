import { fireEvent, render, screen, waitFor } from '@testing-library/svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newGame } from '../../../engine';
import { DEFAULT_SETTINGS, type PuzzleCard, type PuzzleVerdict } from '../../../electron/contract';

const start = newGame('kalah');
if (!start.ok) throw new Error(start.error.message);
/** A puzzle from the player's own game against level 4 (the position is Kalah's start; the "best" turn is made up). */
const card: PuzzleCard = {
  puzzle: { id: 'mine-1', preset: 'kalah', state: start.value, solver: 0, goal: 'most-seeds', solutions: [[3, 6]], value: 4, margin: 5, themes: [], rating: 1620 },
  rating: 1620,
  origin: { gameId: 12, moveIndex: 7, turn: 4, playedAt: '2026-12-01T10:00:00.000Z', opponent: { name: 'Computer (level 4)', kind: 'computer', level: 4 } },
};
const failed: PuzzleVerdict = { kind: 'failed', rated: true, ratingBefore: 1500, ratingAfter: 1421.4, provisionalBefore: true, provisionalAfter: true, streak: 0, solutions: [[3, 6]] };
const submitPuzzleAttempt = vi.fn(() => Promise.resolve(failed));

vi.mock('../lib/play/api', () => ({
  appApi: () => ({
    nextPuzzle: () => Promise.resolve(card),
    getPuzzleProgress: () => Promise.resolve({ rating: { rating: 1500, deviation: 350, provisional: true }, streak: 0, bestStreak: 2, history: [] }),
    getSettings: () => Promise.resolve({ ...DEFAULT_SETTINGS, animationSpeed: 'instant' }),
    submitPuzzleAttempt,
  }),
  onAppEvent: () => () => undefined,
}));

const { setLocale } = await import('../i18n');
const { default: Puzzles } = await import('./Puzzles.svelte');

describe('Puzzles screen', () => {
  it('says where a personal puzzle comes from, links to that turn of its game, and tells the goal and side', async () => {
    render(Puzzles, { onBack: () => undefined });
    expect(await screen.findByText(/^In your game against Computer \(level 4\) on (December 1|1 December): find a better turn\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the game at this turn' }).getAttribute('href')).toBe('#/replay/12/7');
    expect(screen.getByText('Find the turn that ends the round with the most seeds for you.')).toBeTruthy();
    expect(screen.getByText(/^You play South, at the bottom of the board\./)).toBeTruthy();
    expect(screen.getByTestId('puzzle-rating').textContent).toBe('1,500?');
  });

  it('lays its board and side out as Play and Replay do (app.css .board-layout)', async () => {
    const { container } = render(Puzzles, { onBack: () => undefined });
    await screen.findByText('Find the turn that ends the round with the most seeds for you.');
    expect(container.querySelector('.board-layout > .board-main + aside')).not.toBeNull();
  });

  // Issue #30: a Kalah puzzle said only its goal and side; the answer depends on the rules.
  it('names its game, and shows the game’s rules one click away', async () => {
    render(Puzzles, { onBack: () => undefined });
    expect((await screen.findByTestId('puzzle-game')).textContent).toBe('Kalah');
    const rules = screen.getByText('Rules of Kalah');
    const details = rules.closest('details');
    expect(details?.open).toBe(false);
    await fireEvent.click(rules);
    expect(details?.open).toBe(true);
    expect(screen.getByText('Sown counter-clockwise: your store is on your right.')).toBeTruthy();
    expect(screen.getByText('A last seed in an occupied hole ends the turn: there are no relays.')).toBeTruthy();
  });

  it('plays a digit key as a choice; after a wrong turn explains it, shows the rating change and offers Retry with the focus on it', async () => {
    render(Puzzles, { onBack: () => undefined });
    await screen.findByTestId('puzzle-goal');
    await fireEvent.keyDown(window, { key: '1' });
    await waitFor(() => expect(submitPuzzleAttempt).toHaveBeenCalledWith({ puzzleId: 'mine-1', choices: [1] }));
    expect(await screen.findByText('Not the best turn.')).toBeTruthy();
    expect(screen.getByText('Your rating: 1,500? → 1,421? (−79)')).toBeTruthy();
    expect(screen.getByText('Your turn: hole 1 ends your turn.')).toBeTruthy();
    expect(screen.getByText("The best turn: hole 3's last seed lands in your store, then hole 6 ends your turn.")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Retry' })));
  });

  describe('when the language changes while it is shown', () => {
    afterEach(() => setLocale(['en']));

    it('tells the goal and names the themes in the new language, as every other label', async () => {
      render(Puzzles, { onBack: () => undefined });
      await screen.findByText('Find the turn that ends the round with the most seeds for you.');
      await setLocale(['ms']);
      await waitFor(() => expect(screen.getByTestId('puzzle-goal').textContent).toBe('Cari giliran yang menamatkan pusingan dengan biji paling banyak untuk anda.'));
      expect(screen.getByRole('checkbox', { name: 'Tembak' })).toBeTruthy();
    });
  });
});
