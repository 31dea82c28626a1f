// Every game hosted or joined on the network stays a network game in its
// archive (games.network, migration 019), not only the last of each: played
// here alone it would no longer be the other archive's game. Its moves, undo
// and resignation are refused outside its network session; the archive still
// replays and exports it. Each keeps what taking it up again needs
// (network_resume, migration 020), so any of them, not only the last, is
// hosted again by its host and joined again by its guest.
import { describe, expect, it } from 'vitest';
import type { HostingInfo } from '../../contract';
import { expectOk } from '../testing/temp-services';
import { storedIdentity, until } from './testing/game-pair';
import { gameOf, networkApps, networkOf, type App } from './testing/network-apps';

const app = networkApps();

interface Played {
  hostGameId: number;
  guestGameId: number;
  /** Where it was hosted, and its code. */
  info: HostingInfo;
}

/** Ana hosts a Kalah game, Budi joins it, Ana plays the first move: both games' ids. */
async function playedOneMove(host: App, guest: App): Promise<Played> {
  const info = expectOk(await host.services.call('hostGame', { rules: 'kalah', name: 'Ana' }));
  expectOk(await guest.services.call('joinGame', { to: { address: `127.0.0.1:${info.port}` }, code: info.code, name: 'Budi' }));
  await until(() => gameOf(host)?.connection.state === 'playing' && gameOf(guest)?.gameId != null, 'the guest joined');
  const hostGameId = gameOf(host)?.gameId as number;
  const move = expectOk(await host.services.call('getGame', { gameId: hostGameId })).legalMoves[0];
  expectOk(await host.services.call('playMove', { gameId: hostGameId, move: move as never }));
  await until(() => gameOf(guest)?.moveCount === 1, 'the move in the guest’s archive');
  return { hostGameId, guestGameId: gameOf(guest)?.gameId as number, info };
}

async function leave(...sides: App[]): Promise<void> {
  for (const side of sides) expectOk(await side.services.call('leaveNetworkGame', {}));
}

/** Two network games between Ana and Budi, one after the other, both left: the older one's ids. */
async function olderOfTwo(host: App, guest: App): Promise<Played> {
  const older = await playedOneMove(host, guest);
  await leave(host, guest);
  // A later game: the last hosted and the last joined are now that one.
  await playedOneMove(host, guest);
  await leave(host, guest);
  return older;
}

describe('an older network game', () => {
  it('is not played alone, on either side, once a later network game was hosted and joined, but taken up again; it still replays and exports', async () => {
    const host = app();
    const guest = app();
    const older = await olderOfTwo(host, guest);

    for (const [side, gameId] of [[host, older.hostGameId], [guest, older.guestGameId]] as const) {
      const view = expectOk(await side.services.call('getGame', { gameId }));
      expect(view.status).toBe('active');
      const player = view.choosers[0] as 0 | 1;
      const move = view.legalMoves[0];
      // Not the last one, but kept too: the message says how to go on with it.
      expect(await side.services.call('playMove', { gameId, move: move as never })).toMatchObject({ ok: false, error: { code: 'illegal-move', message: expect.stringContaining('host it again') } });
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

describe('an older network game taken up again', () => {
  it('is hosted again by its host and joined again by its guest, and goes on in both archives as one game', async () => {
    const host = app();
    const guest = app();
    const older = await olderOfTwo(host, guest);
    const hostedGames = expectOk(await host.services.call('listArchive', {})).total;
    const joinedGames = expectOk(await guest.services.call('listArchive', {})).total;

    const again = expectOk(await host.services.call('hostGame', { rules: 'kalah', name: 'Ana', continueGame: older.hostGameId }));
    // Its own port and code: a guest still reconnecting would be taken back with nothing typed.
    expect(again).toMatchObject({ port: older.info.port, code: older.info.code });
    expectOk(await guest.services.call('joinGame', { to: { address: `127.0.0.1:${again.port}` }, code: again.code, name: 'Budi', continueGame: older.guestGameId }));
    await until(() => gameOf(host)?.connection.state === 'playing' && gameOf(guest)?.connection.state === 'playing', 'the guest back in the older game');
    expect(gameOf(host)).toMatchObject({ gameId: older.hostGameId, moveCount: 1 });
    expect(gameOf(guest)).toMatchObject({ gameId: older.guestGameId, moveCount: 1 });

    // The guest's move, recorded in both archives' older copy: no new game on either side.
    const next = expectOk(await guest.services.call('getGame', { gameId: older.guestGameId })).legalMoves[0];
    expectOk(await guest.services.call('playMove', { gameId: older.guestGameId, move: next as never }));
    await until(() => gameOf(host)?.moveCount === 2 && gameOf(guest)?.moveCount === 2, 'the guest’s move in both archives');
    expect(storedIdentity(guest, older.guestGameId)).toBe(storedIdentity(host, older.hostGameId));
    expect(expectOk(await host.services.call('listArchive', {})).total).toBe(hostedGames);
    expect(expectOk(await guest.services.call('listArchive', {})).total).toBe(joinedGames);
  });

  it('is offered to each side as what it was there, while unfinished and not played now; a game played here is not', async () => {
    const host = app();
    const guest = app();
    const here = expectOk(await host.services.call('newGame', { rules: 'kalah', players: [{ name: 'A', kind: 'human' }, { name: 'B', kind: 'human' }] }));
    const older = await olderOfTwo(host, guest);
    expect(expectOk(await host.services.call('getKeptNetworkGame', { gameId: older.hostGameId }))).toEqual({ role: 'hosted', gameId: older.hostGameId, side: 0 });
    expect(expectOk(await guest.services.call('getKeptNetworkGame', { gameId: older.guestGameId }))).toEqual({
      role: 'joined',
      gameId: older.guestGameId,
      address: '127.0.0.1',
      port: older.info.port,
    });
    expect(expectOk(await host.services.call('getKeptNetworkGame', { gameId: here.id }))).toBeNull();
    expect(expectOk(await host.services.call('getKeptNetworkGame', { gameId: older.hostGameId + 100 }))).toBeNull();
    // Home still offers the last ones only.
    const kept = expectOk(await host.services.call('getKeptNetworkGames', {}));
    expect(kept.hosted?.gameId).not.toBe(older.hostGameId);

    // While it is hosted again and joined again: not offered.
    const again = expectOk(await host.services.call('hostGame', { rules: 'kalah', name: 'Ana', continueGame: older.hostGameId }));
    expect(expectOk(await host.services.call('getKeptNetworkGame', { gameId: older.hostGameId }))).toBeNull();
    expectOk(await guest.services.call('joinGame', { to: { address: `127.0.0.1:${again.port}` }, code: again.code, name: 'Budi', continueGame: older.guestGameId }));
    await until(() => gameOf(guest)?.connection.state === 'playing', 'the guest back in the older game');
    expect(expectOk(await guest.services.call('getKeptNetworkGame', { gameId: older.guestGameId }))).toBeNull();
    // Its hosting cancelled, the guest's game has ended for good there: offered again.
    expectOk(await host.services.call('cancelHosting', {}));
    await until(() => gameOf(guest)?.connection.state === 'ended', 'the guest told the hosting ended');
    expect(expectOk(await guest.services.call('getKeptNetworkGame', { gameId: older.guestGameId }))).toMatchObject({ role: 'joined' });
    expect(expectOk(await host.services.call('getKeptNetworkGame', { gameId: older.hostGameId }))).toMatchObject({ role: 'hosted' });
  });

  it('is refused, with a typed error, when it is over, was played here, or was joined (not hosted) from this archive', async () => {
    const host = app();
    const guest = app();
    const here = expectOk(await host.services.call('newGame', { rules: 'kalah', players: [{ name: 'A', kind: 'human' }, { name: 'B', kind: 'human' }] }));
    const older = await olderOfTwo(host, guest);
    const hostAgain = (side: App, gameId: number) => side.services.call('hostGame', { rules: 'kalah', name: 'Ana', continueGame: gameId });
    const joinAgain = (side: App, gameId: number) => side.services.call('joinGame', { to: { address: `127.0.0.1:${older.info.port}` }, code: older.info.code, name: 'Budi', continueGame: gameId });

    expect(await hostAgain(host, here.id)).toMatchObject({ ok: false, error: { code: 'bad-request', message: expect.stringContaining('not on the network') } });
    expect(await hostAgain(guest, older.guestGameId)).toMatchObject({ ok: false, error: { code: 'bad-request', message: expect.stringContaining('joined from this archive') } });
    expect(await joinAgain(host, older.hostGameId)).toMatchObject({ ok: false, error: { code: 'bad-request', message: expect.stringContaining('hosted from this archive') } });
    expect(await joinAgain(host, here.id)).toMatchObject({ ok: false, error: { code: 'bad-request' } });
    expect(await hostAgain(host, older.hostGameId + 100)).toMatchObject({ ok: false, error: { code: 'not-found' } });
    // Nothing was hosted or joined by a refusal.
    expect(networkOf(host)).toEqual({ role: 'none' });
    expect(networkOf(guest)).toEqual({ role: 'none' });

    // Finished (resigned while played): over, on both sides.
    const finished = await playedOneMove(host, guest);
    expectOk(await host.services.call('resign', { gameId: finished.hostGameId, player: 0 }));
    // Nobody is asked once the resignation is recorded in the guest's archive too.
    await until(() => gameOf(guest)?.choosers.length === 0, 'the resignation in the guest’s archive');
    await leave(host, guest);
    expect(await hostAgain(host, finished.hostGameId)).toMatchObject({ ok: false, error: { code: 'game-over' } });
    expect(await joinAgain(guest, finished.guestGameId)).toMatchObject({ ok: false, error: { code: 'game-over' } });
    expect(expectOk(await host.services.call('getKeptNetworkGame', { gameId: finished.hostGameId }))).toBeNull();
  });
});
