import { render, screen } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import type { ArchiveStats } from '../../../../electron/contract';
import ArchiveStatsPanel from './ArchiveStatsPanel.svelte';

const STATS: ArchiveStats = {
  games: 3,
  wins: 1,
  losses: 1,
  draws: 0,
  neitherSide: 0,
  unfinished: 1,
  byPreset: [{ preset: 'congkak-malay', games: 3, wins: 1, losses: 1, draws: 0, neitherSide: 0 }],
  byLevel: [],
  averageMargin: 4,
  longestRelay: { relays: 5, gameId: 2 },
};

describe('ArchiveStatsPanel', () => {
  it('says the longest relay and its game in one sentence, linked to that game\'s replay', () => {
    render(ArchiveStatsPanel, { stats: STATS });
    const link = screen.getByRole('link', { name: 'Longest relay: 5, in game 2' });
    expect(link.getAttribute('href')).toBe('#/replay/2');
  });

  it('names each rule set as the New game dialog does', () => {
    render(ArchiveStatsPanel, { stats: STATS });
    expect(screen.getByRole('rowheader', { name: 'Congkak (Malay)' })).toBeTruthy();
  });

  it('says how many games between two people count for neither side, when there are any', () => {
    const { unmount } = render(ArchiveStatsPanel, { stats: STATS });
    expect(screen.queryByTestId('stats-neither-side')).toBeNull();
    unmount();
    render(ArchiveStatsPanel, { stats: { ...STATS, games: 5, neitherSide: 2 } });
    expect(screen.getByTestId('stats-neither-side').textContent).toBe('2 games between two people: counted for neither side');
  });
});
