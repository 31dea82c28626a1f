// Network play through the app's operations: two services instances, each
// with its own data folder, host and join over loopback (standing for the
// network) and play; what the network port answers; nothing listening after
// cancelHosting or close.
import Database from 'better-sqlite3';
import { createServer, request } from 'node:http';
import { connect } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OPERATION_NAMES } from '../../contract';
import { DATABASE_FILE_NAME } from '../data-dir';
import { expectOk } from '../testing/temp-services';
import { storedIdentity, until } from './testing/game-pair';
import { FIRST_REACH_FOR_MS } from './guest-connection';
import { gameOf, networkApps, networkOf, type App } from './testing/network-apps';
import { steppingClock } from './testing/stepping-clock';

const app = networkApps();

/** Whether a TCP connection to the port is refused (nothing listens). */
function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

/** A browser-mode request (`POST /api/<operation>`) to the network port: its status. */
function postStatus(port: number, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const sent = request({ host: '127.0.0.1', port, path, method: 'POST', agent: false, headers: { 'content-type': 'application/json', connection: 'close' } }, (response) => {
      response.resume();
      response.once('end', () => resolve(response.statusCode ?? 0));
    });
    sent.once('error', reject);
    sent.end('{}');
  });
}

/** A Kalah game hosted by Ana (South) and joined by Budi on loopback, the host's first move in both archives. */
async function joinedAfterOneMove() {
  const host = app();
  const guest = app();
  const info = expectOk(await host.services.call('hostGame', { rules: 'kalah', name: 'Ana' }));
  const address = `127.0.0.1:${info.port}`;
  expectOk(await guest.services.call('joinGame', { to: { address }, code: info.code, name: 'Budi' }));
  await until(() => gameOf(host)?.connection.state === 'playing' && gameOf(guest)?.gameId != null, 'the guest joined');
  const hostGameId = gameOf(host)?.gameId as number;
  const guestGameId = gameOf(guest)?.gameId as number;
  const legal = expectOk(await host.services.call('getGame', { gameId: hostGameId })).legalMoves[0];
  expectOk(await host.services.call('playMove', { gameId: hostGameId, move: legal as never }));
  await until(() => gameOf(guest)?.moveCount === 1, 'the move in the guest’s archive');
  return { host, guest, info, address, hostGameId, guestGameId };
}

describe('network play through the operations', () => {
  it('hosts and joins over loopback, plays a Kalah game to its end with both archives holding one game; the port answers no operation; cancelHosting closes it', async () => {
    const host = app();
    const guest = app();
    const info = expectOk(await host.services.call('hostGame', { rules: { preset: 'kalah', holes: 3, seeds: 2 }, name: 'Ana' }));
    expect(info.code).toMatch(/^\d{3} \d{3}$/);
    expect(info.addresses).toEqual(['127.0.0.1']);
    expect(info.discoveryProblem).toBe('discovery is turned off');
    expect(networkOf(host)).toMatchObject({ role: 'host', game: { connection: { state: 'waiting' } } });
    // One game at a time.
    expect(await host.services.call('hostGame', { rules: 'kalah', name: 'Ana' })).toMatchObject({ ok: false, error: { code: 'busy' } });

    expect(await guest.services.call('joinGame', { to: { address: `127.0.0.1:${info.port}` }, code: '12', name: 'Budi' })).toMatchObject({ ok: false, error: { code: 'bad-request' } });
    expectOk(await guest.services.call('joinGame', { to: { address: `127.0.0.1:${info.port}` }, code: info.code, name: 'Budi' }));
    await until(() => gameOf(host)?.connection.state === 'playing' && gameOf(guest)?.connection.state === 'playing' && gameOf(guest)?.gameId != null, 'the guest joined');
    const hostGameId = gameOf(host)?.gameId as number;
    const guestGameId = gameOf(guest)?.gameId as number;
    const sides = [host, guest] as const;
    const ownId = (side: App) => (side === host ? hostGameId : guestGameId);

    // Hints are off; a move for the other side, or out of turn, is refused and neither archive changes.
    expect(await host.services.call('hint', { gameId: hostGameId, player: 0 })).toMatchObject({ ok: false, error: { code: 'illegal-move' } });
    expect(await guest.services.call('playMove', { gameId: guestGameId, move: { hole: 1 } })).toMatchObject({ ok: false, error: { code: 'illegal-move' } });
    expect(await guest.services.call('resign', { gameId: guestGameId, player: 0 })).toMatchObject({ ok: false, error: { code: 'illegal-move' } });

    let moves = 0;
    for (;;) {
      const view = expectOk(await host.services.call('getGame', { gameId: hostGameId }));
      if (view.status !== 'active') break;
      const chooser = sides[view.choosers[0] as 0 | 1];
      const own = expectOk(await chooser.services.call('getGame', { gameId: ownId(chooser) }));
      const before = view.moveCount;
      expectOk(await chooser.services.call('playMove', { gameId: ownId(chooser), move: own.legalMoves[0] as never }));
      await until(() => (gameOf(host)?.moveCount ?? 0) > before && gameOf(guest)?.moveCount === gameOf(host)?.moveCount && gameOf(guest)?.choosers.join() === gameOf(host)?.choosers.join(), `move ${before + 1} in both archives`);
      moves++;
    }
    expect(moves).toBeGreaterThan(2);
    expect(expectOk(await guest.services.call('getGame', { gameId: guestGameId })).status).toBe('finished');
    expect(storedIdentity(guest, guestGameId)).toBe(storedIdentity(host, hostGameId));
    expect(expectOk(await host.services.call('listArchive', {})).total).toBe(1);
    expect(expectOk(await guest.services.call('listArchive', {})).total).toBe(1);

    // The guest's key and the game pair it rejoins with, kept in its archive.
    const db = new Database(join(guest.env.dataDir, DATABASE_FILE_NAME), { readonly: true });
    const kept = JSON.parse(db.prepare("SELECT value FROM settings WHERE key = 'network.guest'").pluck().get() as string);
    db.close();
    expect(kept).toMatchObject({ address: '127.0.0.1', port: info.port, known: { gameId: guestGameId } });

    // Only the game channel is there: no contract operation answers on the network port.
    for (const operation of OPERATION_NAMES) expect([operation, await postStatus(info.port, `/api/${operation}`)]).toEqual([operation, 404]);

    expect(expectOk(await host.services.call('cancelHosting', {}))).toBe(true);
    expect(await refused(info.port)).toBe(true);
    expect(networkOf(host)).toEqual({ role: 'none' });
    await until(() => gameOf(guest)?.connection.state === 'ended', 'the guest told the hosting ended');
    expect(expectOk(await guest.services.call('leaveNetworkGame', {}))).toBe(true);
    expect(expectOk(await guest.services.call('getNetworkState', {}))).toEqual({ role: 'none' });
  });

  it('takes a restarted guest back into its game with the key and game pair kept in its archive', async () => {
    const { host, guest, info, address, guestGameId } = await joinedAfterOneMove();

    // The guest's app quits and starts again on the same data folder.
    guest.services.close();
    await guest.services.settled();
    await until(() => gameOf(host)?.connection.state === 'dropped', 'the host sees the guest go');
    const restarted: App = { env: guest.env, services: guest.env.open() };
    guest.env.events.length = 0;
    // Home offers it (Rejoin), with where its host was.
    expect(expectOk(await restarted.services.call('getKeptNetworkGames', {}))).toEqual({ hosted: null, joined: { gameId: guestGameId, address: '127.0.0.1', port: info.port } });
    expectOk(await restarted.services.call('joinGame', { to: { address }, code: info.code, name: 'Budi' }));
    await until(() => gameOf(host)?.connection.state === 'playing' && gameOf(restarted)?.connection.state === 'playing', 'rejoined');
    expect(gameOf(restarted)).toMatchObject({ gameId: guestGameId, moveCount: 1 });
    // Being played again, it is no longer offered; nor is the host's, being hosted.
    expect(expectOk(await restarted.services.call('getKeptNetworkGames', {}))).toEqual({ hosted: null, joined: null });
    expect(expectOk(await host.services.call('getKeptNetworkGames', {}))).toEqual({ hosted: null, joined: null });
    expect(expectOk(await restarted.services.call('listArchive', {})).total).toBe(1);
  });

  it('hosts a kept game again after the host quits (Continue) with the same code and port, and the guest, reconnecting by itself, is playing it again with no joinGame and nothing lost', async () => {
    const { host, guest, info, hostGameId, guestGameId } = await joinedAfterOneMove();

    host.services.close();
    await host.services.settled();
    // The host's app quit: its game is kept for Continue, so the guest's is paused, not ended, and it keeps trying.
    await until(() => gameOf(guest)?.connection.state === 'dropped', 'the guest sees the host go');
    // As the browser mode's --network-on-loopback: any free port, yet the continued game takes its old one.
    const restarted: App = { env: host.env, services: host.env.open() };
    host.env.events.length = 0;
    // Home offers it (Host it again).
    expect(expectOk(await restarted.services.call('getKeptNetworkGames', {}))).toEqual({ hosted: { gameId: hostGameId, side: 0 }, joined: null });
    // Until it is hosted again, the kept game is not played here alone: the two archives would part.
    const legal = expectOk(await restarted.services.call('getGame', { gameId: hostGameId })).legalMoves[0];
    expect(await restarted.services.call('playMove', { gameId: hostGameId, move: legal as never })).toMatchObject({ ok: false, error: { code: 'illegal-move' } });
    expect(await restarted.services.call('undo', { gameId: hostGameId })).toMatchObject({ ok: false, error: { code: 'illegal-move' } });
    expect(await restarted.services.call('hostGame', { rules: 'kalah', name: 'Ana', continueGame: hostGameId + 1 })).toMatchObject({ ok: false, error: { code: 'not-found' } });
    const again = expectOk(await restarted.services.call('hostGame', { rules: 'kalah', name: 'Ana', continueGame: hostGameId }));
    expect(again).toMatchObject({ port: info.port, code: info.code });
    await until(() => gameOf(restarted)?.connection.state === 'playing' && gameOf(guest)?.connection.state === 'playing' && gameOf(guest)?.moveCount === 1, 'the guest back by itself');
    expect(gameOf(restarted)).toMatchObject({ gameId: hostGameId, moveCount: 1, side: 0 });
    expect(gameOf(guest)).toMatchObject({ gameId: guestGameId, side: 1 });
    // The game goes on: the guest's next move is recorded in both archives.
    const next = expectOk(await guest.services.call('getGame', { gameId: guestGameId })).legalMoves[0];
    expectOk(await guest.services.call('playMove', { gameId: guestGameId, move: next as never }));
    await until(() => gameOf(restarted)?.moveCount === 2 && gameOf(guest)?.moveCount === 2, 'the guest’s move in both archives');
    expect(storedIdentity(guest, guestGameId)).toBe(storedIdentity(restarted, hostGameId));
  });

  it('a hosting ended by five wrong codes is continued with a new code: the guesser’s tries do not carry over', async () => {
    const { host, guest, info, address, hostGameId } = await joinedAfterOneMove();
    expect(expectOk(await guest.services.call('leaveNetworkGame', {}))).toBe(true);
    await until(() => gameOf(host)?.connection.state === 'dropped', 'the host sees the guest go');
    const guesser = app();
    const wrong = info.code === '000 000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 5; attempt++) {
      expectOk(await guesser.services.call('joinGame', { to: { address }, code: wrong, name: 'Citra' }));
      await until(() => gameOf(guesser)?.connection.state === 'ended', `wrong code ${attempt} refused`);
    }
    await until(() => gameOf(host)?.connection.state === 'ended', 'the hosting ended');
    const again = expectOk(await host.services.call('hostGame', { rules: 'kalah', name: 'Ana', continueGame: hostGameId }));
    expect(again.code).not.toBe(info.code);
    expect(again.port).toBe(info.port);
  });

  it('where the port was taken meanwhile, a continued game listens on another, and the guest typing that address is taken back by its kept key', async () => {
    const { host, guest, info, hostGameId } = await joinedAfterOneMove();
    host.services.close();
    await host.services.settled();
    await until(() => gameOf(guest)?.connection.state === 'dropped', 'the guest sees the host go');
    // The guest's own reconnection tries the old port, where something else answers now: its player leaves and types the new address.
    expect(expectOk(await guest.services.call('leaveNetworkGame', {}))).toBe(true);
    const squatter = createServer();
    await new Promise<void>((resolve) => squatter.listen(info.port, '127.0.0.1', resolve));
    try {
      const restarted: App = { env: host.env, services: host.env.open() };
      const again = expectOk(await restarted.services.call('hostGame', { rules: 'kalah', name: 'Ana', continueGame: hostGameId }));
      expect(again.port).not.toBe(info.port);
      expectOk(await guest.services.call('joinGame', { to: { address: `127.0.0.1:${again.port}` }, code: again.code, name: 'Budi' }));
      await until(() => gameOf(restarted)?.connection.state === 'playing' && gameOf(guest)?.connection.state === 'playing' && gameOf(guest)?.moveCount === 1, 'rejoined');
      // The host's game goes on: the guest's next move is recorded in both archives.
      const guestGameId = gameOf(guest)?.gameId as number;
      const legal = expectOk(await guest.services.call('getGame', { gameId: guestGameId })).legalMoves[0];
      expectOk(await guest.services.call('playMove', { gameId: guestGameId, move: legal as never }));
      await until(() => gameOf(restarted)?.moveCount === 2 && gameOf(guest)?.moveCount === 2, 'the guest’s move in both archives');
      expect(storedIdentity(guest, guestGameId)).toBe(storedIdentity(restarted, hostGameId));
    } finally {
      await new Promise((resolve) => squatter.close(resolve));
    }
  });

  it('a first join to an address that does not answer gives up soon, saying so; the rejoin of a kept game keeps trying for the ten minutes', async () => {
    const { host, guest, address, info } = await joinedAfterOneMove();
    expectOk(await host.services.call('cancelHosting', {}));
    await until(() => gameOf(guest)?.connection.state === 'ended', 'the guest told the hosting ended');
    expect(await refused(info.port)).toBe(true);
    // Each app's clock moves on a second at every look, so no test waits on real time.
    const network = (clock: ReturnType<typeof steppingClock>) => ({ network: { addresses: () => ['127.0.0.1'], port: 0, discovery: false, now: clock.now, backoff: { initialMs: 5, maxMs: 20 } } });

    const stranger = app();
    stranger.services.close();
    await stranger.services.settled();
    const firstClock = steppingClock(1_000);
    const first: App = { env: stranger.env, services: stranger.env.open(network(firstClock)) };
    expectOk(await first.services.call('joinGame', { to: { address }, code: info.code, name: 'Citra' }));
    await until(() => gameOf(first)?.connection.state === 'ended', 'the first join gave up');
    expect(gameOf(first)?.connection).toMatchObject({ reason: 'channel-closed', cause: 'unreachable' });
    expect(firstClock.looks).toBeLessThan(FIRST_REACH_FOR_MS / 1_000 + 3);

    guest.services.close();
    await guest.services.settled();
    const rejoinClock = steppingClock(1_000);
    const rejoin: App = { env: guest.env, services: guest.env.open(network(rejoinClock)) };
    expectOk(await rejoin.services.call('joinGame', { to: { address }, code: info.code, name: 'Budi' }));
    await until(() => rejoinClock.looks > FIRST_REACH_FOR_MS / 1_000 + 10 || gameOf(rejoin)?.connection.state === 'ended', 'past the first join’s limit');
    expect(gameOf(rejoin)?.connection.state).not.toBe('ended');
    expectOk(await rejoin.services.call('leaveNetworkGame', {}));
  });

  it('undo is a request the other side answers; a rematch offered by both starts a new game with the sides swapped', async () => {
    const { host, guest, hostGameId, guestGameId } = await joinedAfterOneMove();

    expect(await guest.services.call('answerUndoRequest', { accept: true })).toMatchObject({ ok: false, error: { code: 'illegal-move' } });
    expectOk(await host.services.call('undo', { gameId: hostGameId }));
    await until(() => gameOf(guest)?.undo?.by === 'peer', 'the guest sees the request');
    expect(expectOk(await host.services.call('getGame', { gameId: hostGameId })).moveCount).toBe(1);
    expectOk(await guest.services.call('answerUndoRequest', { accept: true }));
    await until(() => gameOf(host)?.moveCount === 0 && gameOf(guest)?.moveCount === 0, 'taken back in both archives');

    // The guest's offer travels; the host's refusal comes back as the state's refusal.
    expectOk(await guest.services.call('offerRematch', {}));
    await until(() => gameOf(guest)?.refusal?.reason === 'illegal-move', 'a rematch during play refused');
    expect(await host.services.call('offerRematch', {})).toMatchObject({ ok: false, error: { code: 'illegal-move' } });
    expectOk(await guest.services.call('resign', { gameId: guestGameId, player: 1 }));
    await until(() => gameOf(host)?.choosers.length === 0 && gameOf(guest)?.choosers.length === 0, 'the resignation in both archives');
    expectOk(await host.services.call('offerRematch', {}));
    await until(() => gameOf(guest)?.rematch.peer === true, 'the guest sees the offer');
    expectOk(await guest.services.call('offerRematch', {}));
    await until(() => gameOf(host)?.gameId !== hostGameId && gameOf(guest)?.gameId !== guestGameId && gameOf(guest)?.gameId != null, 'the rematch started');
    expect(gameOf(host)?.side).toBe(1);
    expect(gameOf(guest)?.side).toBe(0);
    expect(expectOk(await guest.services.call('getGame', { gameId: guestGameId })).status).toBe('resigned');
  });

  it('five wrong codes end the hosting, and the next hostGame shows a new code', async () => {
    const host = app();
    const guest = app();
    const info = expectOk(await host.services.call('hostGame', { rules: 'kalah', name: 'Ana' }));
    const wrong = info.code === '000 000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 5; attempt++) {
      // A wrong code ends that guest's connection for good; the next joinGame replaces it.
      expectOk(await guest.services.call('joinGame', { to: { address: `127.0.0.1:${info.port}` }, code: wrong, name: 'Budi' }));
      await until(() => gameOf(guest)?.connection.state === 'ended', `wrong code ${attempt} refused`);
      // The screens word why.
      expect(gameOf(guest)?.connection).toMatchObject({ reason: 'channel-closed', cause: attempt < 5 ? 'wrong-code' : expect.stringMatching(/^(wrong-code|hosting-ended)$/) });
    }
    await until(() => gameOf(host)?.connection.state === 'ended', 'the hosting ended');
    expect(gameOf(host)?.connection).toMatchObject({ reason: 'channel-closed', cause: 'too-many-wrong-codes' });
    expect(await refused(info.port)).toBe(true);
    const again = expectOk(await host.services.call('hostGame', { rules: 'kalah', name: 'Ana' }));
    expect(again.code).toMatch(/^\d{3} \d{3}$/);
    expect(networkOf(host)).toMatchObject({ role: 'host', hosting: { code: again.code }, game: { connection: { state: 'waiting' } } });
  });

  it('tells a third computer joining an occupied game why it was turned away, and the game goes on', async () => {
    const { host, info, address } = await joinedAfterOneMove();
    const third = app();
    expectOk(await third.services.call('joinGame', { to: { address }, code: info.code, name: 'Citra' }));
    await until(() => gameOf(third)?.connection.state === 'ended', 'the third computer turned away');
    expect(gameOf(third)?.connection).toMatchObject({ reason: 'channel-closed', cause: 'occupied' });
    expect(gameOf(host)?.connection.state).toBe('playing');
  });

  it('refuses a rematch while no guest has joined as waiting for the other player, not as the app out of reach', async () => {
    const host = app();
    expectOk(await host.services.call('hostGame', { rules: 'kalah', name: 'Ana' }));
    expect(await host.services.call('offerRematch', {})).toMatchObject({ ok: false, error: { code: 'waiting-for-player' } });
  });

  it('stops hosting when the services close: nothing listens afterwards', async () => {
    const host = app();
    const info = expectOk(await host.services.call('hostGame', { rules: 'congkak', name: 'Ana', side: 1 }));
    expect(await refused(info.port)).toBe(false);
    host.services.close();
    await host.services.settled();
    expect(await refused(info.port)).toBe(true);
  });

  it('lists no games, saying why, when discovery is off; a listed game no longer heard is not found', async () => {
    const guest = app();
    expect(expectOk(await guest.services.call('listHostedGames', {}))).toEqual({ games: [], discovery: { available: false, problem: 'discovery is turned off' } });
    expect(await guest.services.call('joinGame', { to: { game: 'congkak-0001._congkak._tcp.local' }, code: '000000', name: 'Budi' })).toMatchObject({ ok: false, error: { code: 'not-found' } });
  });
});
