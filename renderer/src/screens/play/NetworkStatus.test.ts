import { render, screen } from '@testing-library/svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import NetworkStatus from './NetworkStatus.svelte';

const since = '2026-01-01T10:00:00.000Z';

describe('Network status', () => {
  afterEach(() => vi.useRealTimers());

  it('says nothing while the game is played', () => {
    render(NetworkStatus, { connection: { state: 'playing' }, peer: 'Budi', unfinished: true });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('pauses with the other player named, a spinner and how long, counted every second', async () => {
    vi.useFakeTimers();
    let now = Date.parse(since) + 65_000;
    render(NetworkStatus, { connection: { state: 'dropped', since }, peer: 'Budi', unfinished: true, now: () => now });
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Waiting for Budi to reconnect…');
    expect(status.textContent).toContain('Paused for 1:05');
    expect(status.querySelector('.spinner')).not.toBeNull();
    now += 2_000;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(status.textContent).toContain('Paused for 1:07');
  });

  it('says why it ended and that the unfinished game is kept', () => {
    render(NetworkStatus, { connection: { state: 'ended', reason: 'gave-up', message: 'gave up' }, peer: 'Budi', unfinished: true });
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Budi did not come back within ten minutes: the network game has ended.');
    expect(status.textContent).toContain('The game is kept unfinished in your archive');
    expect(status.querySelector('.spinner')).toBeNull();
  });

  it('says nothing of keeping a game that is over', () => {
    render(NetworkStatus, { connection: { state: 'ended', reason: 'channel-closed', message: 'left' }, peer: 'Budi', unfinished: false });
    expect(screen.getByRole('status').textContent).not.toContain('kept');
  });
});
