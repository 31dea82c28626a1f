// A dropped connection pauses both sides; coming back within ten minutes
// resumes exactly where the game was (no acknowledged move lost on either
// side); after ten minutes the game stays unfinished in both archives. A
// restarted guest or host takes the game up again from its archive.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Move } from '../../../engine';
import { expectOk } from '../testing/temp-services';
import { createMemoryChannelPair } from './channel';
import { joinNetworkGame } from './game-guest';
import { hostNetworkGame } from './game-host';
import { RESUME_WITHIN_MS } from './game-side';
import { archiveSide, disposeGamePairs, type GamePair, inStep, memoryGame, playStep, playToEnd, storedIdentity, until } from './testing/game-pair';

afterEach(async () => {
  vi.useRealTimers();
  await disposeGamePairs();
});

async function movesIn(pair: GamePair, side: 'host' | 'guest'): Promise<Move[]> {
  const services = side === 'host' ? pair.hostSide.services : pair.guestSide.services;
  const gameId = (side === 'host' ? pair.host.state.gameId : pair.guest.state.gameId) as number;
  return expectOk(await services.call('getReplay', { gameId })).moves;
}

describe('a dropped connection', () => {
  it('pauses both sides, refuses choices meanwhile, and resumes with no acknowledged move lost, ten drops in a game', async () => {
    const { pair, hostEnd, pick } = await memoryGame({ rules: 'congkak', seed: 10 });
    let drops = 0;
    let lost = 0;
    // Drops right after the host records a move, before its view reaches the guest: the worst moment.
    let dropAfter: number | null = null;
    pair.host.onChange((state) => {
      if (dropAfter !== null && state.moveCount > dropAfter && hostEnd.state === 'open') {
        dropAfter = null;
        hostEnd.drop();
      }
    });
    for (let step = 0; pair.host.view?.status === 'active'; step++) {
      if (step % 2 === 0 || drops >= 10) {
        await playStep(pair, pick);
        continue;
      }
      dropAfter = pair.host.state.moveCount;
      await playStep(pair, pick, { orDropped: true });
      dropAfter = null;
      if (hostEnd.state !== 'dropped') continue;
      drops++;
      const recorded = pair.host.state.moveCount;
      await until(() => pair.guest.state.connection.state === 'dropped', 'both paused');
      expect(pair.host.state.connection).toEqual({ state: 'dropped', since: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
      expect(pair.guest.state.moveCount).toBe(recorded - 1);
      expect(await pair.host.choose(1)).toMatchObject({ ok: false, reason: 'paused' });
      expect(await pair.guest.choose(1)).toMatchObject({ ok: false, reason: 'paused' });
      hostEnd.reconnect();
      await until(() => inStep(pair), 'resumed');
      const [hostMoves, guestMoves] = [await movesIn(pair, 'host'), await movesIn(pair, 'guest')];
      lost += recorded - Math.min(hostMoves.length, guestMoves.length);
      expect(guestMoves).toEqual(hostMoves);
    }
    expect(drops).toBe(10);
    expect(lost).toBe(0);
    expect(storedIdentity(pair.guestSide, pair.guest.state.gameId as number)).toBe(storedIdentity(pair.hostSide, pair.host.state.gameId as number));
  });

  it('loses a guest choice that was on its way when the connection dropped, and the guest is still to choose after it resumes', async () => {
    const { pair, guestEnd, pick } = await memoryGame({ rules: 'kalah', seed: 5 });
    while (!pair.host.state.choosers.includes(pair.guest.state.side)) await playStep(pair, pick);
    const count = pair.host.state.moveCount;
    // The connection drops as the choice leaves, before it arrives.
    const send = guestEnd.send.bind(guestEnd);
    guestEnd.send = (payload) => {
      const sent = send(payload);
      if ((payload as { type?: string }).type === 'choose') guestEnd.drop();
      return sent;
    };
    // Not acknowledged: the host never recorded it (game-acknowledged.test.ts).
    expect(await pair.guest.choose(pair.host.view?.legalMoves.map((move) => ('hole' in move ? move.hole : 1))[0] ?? 1)).toMatchObject({ ok: false, reason: 'paused' });
    await until(() => pair.host.state.connection.state === 'dropped' && pair.guest.state.connection.state === 'dropped', 'paused');
    guestEnd.reconnect();
    await until(() => inStep(pair), 'resumed');
    expect(pair.host.state.moveCount).toBe(count);
    expect(pair.guest.state.choosers).toEqual([pair.guest.state.side]);
  });

  it('takes a move back in the guest’s archive too when the connection dropped as the host took it back', async () => {
    const { pair, hostEnd, pick } = await memoryGame({ rules: 'kalah', seed: 12, steps: 4 });
    const count = pair.host.state.moveCount;
    const stopWatching = pair.host.onChange((state) => {
      if (state.moveCount >= count) return;
      stopWatching();
      hostEnd.drop();
    });
    await pair.host.requestUndo();
    await until(() => pair.guest.state.undo?.by === 'peer', 'asked');
    await pair.guest.answerUndo(true);
    await until(() => pair.host.state.moveCount === count - 1 && pair.guest.state.connection.state === 'dropped', 'taken back by the host alone');
    expect(pair.guest.state.moveCount).toBe(count);
    hostEnd.reconnect();
    await until(() => inStep(pair), 'resumed');
    expect(pair.guest.state.moveCount).toBe(count - 1);
    expect(await movesIn(pair, 'guest')).toEqual(await movesIn(pair, 'host'));
    await playToEnd(pair, pick);
    expect(storedIdentity(pair.guestSide, pair.guest.state.gameId as number)).toBe(storedIdentity(pair.hostSide, pair.host.state.gameId as number));
  });

  it('gives the game up after ten minutes and keeps it unfinished in both archives', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { pair, hostEnd } = await memoryGame({ rules: 'kalah', seed: 2, steps: 3 });
    hostEnd.drop();
    await until(() => pair.guest.state.connection.state === 'dropped', 'paused');
    vi.advanceTimersByTime(RESUME_WITHIN_MS - 1);
    expect(pair.host.state.connection.state).toBe('dropped');
    expect(pair.guest.state.connection.state).toBe('dropped');
    vi.advanceTimersByTime(1);
    expect(pair.host.state.connection).toMatchObject({ state: 'ended', reason: 'gave-up' });
    expect(pair.guest.state.connection).toMatchObject({ state: 'ended', reason: 'gave-up' });
    // Coming back later resumes nothing: the game is kept as it was.
    hostEnd.reconnect();
    expect(await pair.host.choose(1)).toMatchObject({ ok: false, reason: 'paused' });
    for (const [side, gameId] of [
      [pair.hostSide, pair.host.state.gameId],
      [pair.guestSide, pair.guest.state.gameId],
    ] as const) {
      const unfinished = expectOk(await side.services.call('listUnfinishedGames', {}));
      expect(unfinished).toEqual([expect.objectContaining({ id: gameId, moveCount: pair.host.state.moveCount, status: 'active' })]);
    }
  });

  it('takes a restarted guest back with its key and the game its archive holds, resending only what it lacks', async () => {
    const { pair, hostEnd, guestEnd } = await memoryGame({ rules: 'kalah', seed: 8, steps: 4 });
    const known = pair.guest.known;
    const have = pair.guest.state.moveCount;
    // The guest's app ends; the host plays on until the drop is noticed? It cannot: the host waits for the guest.
    pair.guest.stop();
    hostEnd.drop();
    const sent: unknown[] = [];
    guestEnd.onPayload((payload) => sent.push(payload));
    const restarted = joinNetworkGame({ services: pair.guestSide.env.open(), channel: guestEnd, name: 'Budi', key: pair.guest.key, known: known ?? undefined, closeConnection: () => {} });
    hostEnd.reconnect();
    await until(() => restarted.state.connection.state === 'playing' && pair.host.state.connection.state === 'playing', 'rejoined');
    expect(restarted.state.gameId).toBe(known?.gameId);
    expect(sent).toEqual([expect.objectContaining({ type: 'game', from: have, moves: [], moveCount: have })]);
    restarted.stop();
  });

  it('sends a guest that lost its copy the whole game again, a few moves a message, each after the last was recorded', async () => {
    const { pair, hostEnd, guestEnd } = await memoryGame({ rules: 'kalah', movesPerMessage: 2, seed: 6, steps: 9 });
    const count = pair.host.state.moveCount;
    pair.guest.stop();
    hostEnd.drop();
    const views: { from: number; moves: unknown[] }[] = [];
    guestEnd.onPayload((payload) => views.push(payload as (typeof views)[number]));
    // A new archive, the same key: the guest's copy is gone (have: null).
    const fresh = archiveSide();
    const restarted = joinNetworkGame({ services: fresh.services, channel: guestEnd, name: 'Budi', key: pair.guest.key, closeConnection: () => {} });
    hostEnd.reconnect();
    await until(() => restarted.state.moveCount === count && pair.host.acknowledged === count, 'the whole game recorded again');
    expect(views.map((view) => [view.from, view.moves.length])).toEqual(Array.from({ length: Math.ceil(count / 2) }, (_, i) => [2 * i, Math.min(2, count - 2 * i)]));
    expect(storedIdentity(fresh, restarted.state.gameId as number)).toBe(storedIdentity(pair.hostSide, pair.host.state.gameId as number));
    restarted.stop();
    await fresh.env.dispose();
  });

  it('closes the connection of a joiner with another key, and the host’s game does not change', async () => {
    const { pair, hostEnd, guestEnd, pick } = await memoryGame({ rules: 'kalah', seed: 9 });
    await playStep(pair, pick);
    pair.guest.stop();
    hostEnd.drop();
    const intruder = joinNetworkGame({ services: pair.guestSide.env.open(), channel: guestEnd, name: 'Eve', closeConnection: () => {} });
    hostEnd.reconnect();
    await until(() => pair.closedByHost.length > 0, 'closed');
    expect(pair.closedByHost).toEqual([{ reason: 'refused', message: 'this game has another guest' }]);
    expect(pair.host.state.moveCount).toBe(1);
    expect(pair.host.view?.players[1]?.name).toBe('Budi');
    intruder.stop();
  });

  it('hosts an unfinished game again after the host restarts (Continue); the guest rejoins and they finish it', async () => {
    const { pair, hostEnd, pick } = await memoryGame({ rules: 'kalah', seed: 4, steps: 5 });
    const hostGame = { gameId: pair.host.state.gameId as number, hostSide: pair.host.state.side, guestKey: pair.host.guestKey as string };
    const guestKnown = pair.guest.known;
    pair.host.stop();
    pair.guest.stop();
    hostEnd.close();

    const [newHostEnd, newGuestEnd] = createMemoryChannelPair();
    const host = hostNetworkGame({ services: pair.hostSide.env.open(), channel: newHostEnd, hostName: 'Ana', rules: 'kalah', closeGuest: () => {}, resume: hostGame });
    const guest = joinNetworkGame({ services: pair.guestSide.env.open(), channel: newGuestEnd, name: 'Budi', key: pair.guest.key, known: guestKnown ?? undefined, closeConnection: () => {} });
    const resumed = { ...pair, host, guest };
    await until(() => inStep(resumed), 'rejoined');
    expect(host.state.moveCount).toBe(5);
    await playToEnd(resumed, pick);
    expect(host.view?.status).toBe('finished');
    expect(storedIdentity(pair.guestSide, guest.state.gameId as number)).toBe(storedIdentity(pair.hostSide, hostGame.gameId));
    host.stop();
    guest.stop();
  });
});
