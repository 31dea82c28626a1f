import { describe, expect, it } from 'vitest';
import { HostedGamesList, type DiscoveredGame } from './discovery-list';

const game = (id: string, seenAt: number, changes: Partial<DiscoveredGame> = {}): DiscoveredGame => ({
  source: 'network',
  id,
  hostName: `Host ${id}`,
  rules: 'Congkak',
  seatFree: true,
  address: '192.0.2.10',
  port: 41_624,
  seenAt,
  ...changes,
});

describe('the list of hosted games', () => {
  it('adds a game, and tells a change from a game only heard again', () => {
    const list = new HostedGamesList({ maxGames: 10, expiryMs: 1_000 });
    expect(list.heard(game('a', 0))).toBe('added');
    expect(list.heard(game('a', 100))).toBe('unchanged');
    expect(list.heard(game('a', 200, { seatFree: false }))).toBe('changed');
    expect(list.list()).toEqual([game('a', 200, { seatFree: false })]);
  });

  it('drops a game at its goodbye', () => {
    const list = new HostedGamesList({ maxGames: 10, expiryMs: 1_000 });
    list.heard(game('a', 0));
    list.heard(game('b', 0));
    expect(list.goodbye('a')).toBe(true);
    expect(list.goodbye('a')).toBe(false);
    expect(list.list().map((entry) => entry.id)).toEqual(['b']);
  });

  it('drops a game not heard for longer than the expiry, and keeps one heard again', () => {
    const list = new HostedGamesList({ maxGames: 10, expiryMs: 1_000 });
    list.heard(game('silent', 0));
    list.heard(game('answering', 0));
    list.heardAgain('answering', 900);
    expect(list.expire(1_000)).toBe(false);
    expect(list.expire(1_001)).toBe(true);
    expect(list.list().map((entry) => entry.id)).toEqual(['answering']);
    expect(list.list()[0]?.seenAt).toBe(900);
    expect(list.expire(1_900)).toBe(false);
    expect(list.expire(1_901)).toBe(true);
    expect(list.list()).toEqual([]);
  });

  it('is not refreshed by a response for a game it does not list, nor moved back in time', () => {
    const list = new HostedGamesList({ maxGames: 10, expiryMs: 1_000 });
    list.heardAgain('stranger', 5);
    expect(list.list()).toEqual([]);
    list.heard(game('a', 500));
    list.heardAgain('a', 100);
    expect(list.list()[0]?.seenAt).toBe(500);
  });

  it('holds at most maxGames: a new game waits for room, those listed stay and are still refreshed', () => {
    const list = new HostedGamesList({ maxGames: 2, expiryMs: 1_000 });
    list.heard(game('a', 0));
    list.heard(game('b', 0));
    expect(list.heard(game('c', 0))).toBe('full');
    expect(list.heard(game('a', 10, { rules: 'Kalah' }))).toBe('changed');
    expect(list.list().map((entry) => entry.id)).toEqual(['a', 'b']);
    list.goodbye('b');
    expect(list.heard(game('c', 20))).toBe('added');
  });

  it('is ordered by host name, so that it does not reorder as games are heard again', () => {
    const list = new HostedGamesList({ maxGames: 10, expiryMs: 1_000 });
    list.heard(game('1', 0, { hostName: 'Siti' }));
    list.heard(game('2', 0, { hostName: 'Budi' }));
    list.heard(game('3', 0, { hostName: 'Budi' }));
    list.heard(game('1', 5, { hostName: 'Siti' }));
    expect(list.list().map((entry) => `${entry.hostName}/${entry.id}`)).toEqual(['Budi/2', 'Budi/3', 'Siti/1']);
  });
});
