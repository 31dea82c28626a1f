// Every game hosted or joined on the network stays a network game in its
// archive (games.network, migration 019), not only the last of each: played
// here alone it would no longer be the other archive's game. Its moves, undo
// and resignation are refused outside its network session; the archive still
// replays and exports it.
import { describe, expect, it } from 'vitest';
import { expectOk } from '../testing/temp-services';
import { until } from './testing/game-pair';
import { gameOf, networkApps, type App } from './testing/network-apps';

const app = networkApps();

/** Ana hosts a Kalah game, Budi joins it, Ana plays the first move: both games' ids. */
async function playedOneMove(host: App, guest: App): Promise<{ hostGameId: number; guestGameId: number }> {
  const info = expectOk(await host.services.call('hostGame', { rules: 'kalah', name: 'Ana' }));
  expectOk(await guest.services.call('joinGame', { to: { address: `127.0.0.1:${info.port}` }, code: info.code, name: 'Budi' }));
  await until(() => gameOf(host)?.connection.state === 'playing' && gameOf(guest)?.gameId != null, 'the guest joined');
  const hostGameId = gameOf(host)?.gameId as number;
  const move = expectOk(await host.services.call('getGame', { gameId: hostGameId })).legalMoves[0];
  expectOk(await host.services.call('playMove', { gameId: hostGameId, move: move as never }));
  await until(() => gameOf(guest)?.moveCount === 1, 'the move in the guest’s archive');
  return { hostGameId, guestGameId: gameOf(guest)?.gameId as number };
}

async function leave(...sides: App[]): Promise<void> {
  for (const side of sides) expectOk(await side.services.call('leaveNetworkGame', {}));
}

/** Two network games between Ana and Budi, one after the other, both left: the older one's ids. */
async function olderOfTwo(host: App, guest: App): Promise<{ hostGameId: number; guestGameId: number }> {
  const older = await playedOneMove(host, guest);
  await leave(host, guest);
  // A later game: the last hosted and the last joined are now that one.
  await playedOneMove(host, guest);
  await leave(host, guest);
  return older;
}

describe('an older network game', () => {
  it('is not played alone, on either side, once a later network game was hosted and joined; it still replays and exports', async () => {
    const host = app();
    const guest = app();
    const older = await olderOfTwo(host, guest);

    for (const [side, gameId] of [[host, older.hostGameId], [guest, older.guestGameId]] as const) {
      const view = expectOk(await side.services.call('getGame', { gameId }));
      expect(view.status).toBe('active');
      const player = view.choosers[0] as 0 | 1;
      const move = view.legalMoves[0];
      // Not the game kept to be taken up again: Continue is not offered for it.
      expect(await side.services.call('playMove', { gameId, move: move as never })).toMatchObject({ ok: false, error: { code: 'illegal-move', message: expect.stringContaining('not played on alone') } });
      expect(await side.services.call('undo', { gameId })).toMatchObject({ ok: false, error: { code: 'illegal-move' } });
      expect(await side.services.call('resign', { gameId, player })).toMatchObject({ ok: false, error: { code: 'illegal-move' } });
      expect(await side.services.call('hint', { gameId, player })).toMatchObject({ ok: false, error: { code: 'illegal-move' } });
      expect(expectOk(await side.services.call('getGame', { gameId })).moveCount).toBe(1);
      expect(expectOk(await side.services.call('getReplay', { gameId })).moves).toHaveLength(1);
      expect(expectOk(await side.services.call('exportGames', { gameIds: [gameId] })).text).toContain('Ana');
    }
  });

  it('is still a network game after the app restarts', async () => {
    const host = app();
    const guest = app();
    const older = await olderOfTwo(host, guest);
    host.services.close();
    await host.services.settled();
    const restarted = host.env.open();
    const move = expectOk(await restarted.call('getGame', { gameId: older.hostGameId })).legalMoves[0];
    expect(await restarted.call('playMove', { gameId: older.hostGameId, move: move as never })).toMatchObject({ ok: false, error: { code: 'illegal-move' } });
  });

  it('leaves a game played on this computer alone playable', async () => {
    const host = app();
    const game = expectOk(await host.services.call('newGame', { rules: 'kalah', players: [{ name: 'A', kind: 'human' }, { name: 'B', kind: 'human' }] }));
    const guest = app();
    await playedOneMove(host, guest);
    await leave(host, guest);
    expectOk(await host.services.call('playMove', { gameId: game.id, move: game.legalMoves[0] as never }));
  });
});

describe('a network game is said to be one', () => {
  it('in its view, while played and after, on both sides, and it is not among the unfinished games Home and Play continue alone; a game played here is', async () => {
    const host = app();
    const guest = app();
    const here = expectOk(await host.services.call('newGame', { rules: 'kalah', players: [{ name: 'A', kind: 'human' }, { name: 'B', kind: 'human' }] }));
    expect(here.network).toBe(false);
    const played = await playedOneMove(host, guest);
    // While played: the host's game was made by newGame before it was marked, and its view is asked again.
    expect(expectOk(await host.services.call('getGame', { gameId: played.hostGameId })).network).toBe(true);
    expect(expectOk(await guest.services.call('getGame', { gameId: played.guestGameId })).network).toBe(true);
    await leave(host, guest);
    for (const [side, gameId] of [[host, played.hostGameId], [guest, played.guestGameId]] as const) {
      expect(expectOk(await side.services.call('getGame', { gameId })).network).toBe(true);
      expect(expectOk(await side.services.call('listUnfinishedGames', {})).map((game) => game.id)).not.toContain(gameId);
    }
    expect(expectOk(await host.services.call('listUnfinishedGames', {})).map((game) => game.id)).toEqual([here.id]);
  });
});
