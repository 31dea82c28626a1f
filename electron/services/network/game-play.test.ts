// Whole network games over the memory channel pair: the host's archive and
// the guest's hold one game with the same identity; the opening's first
// choices stay hidden; undo is a request; resign and rematch.
import { afterEach, describe, expect, it } from 'vitest';
import { expectOk } from '../testing/temp-services';
import { createMemoryChannelPair, type MemoryChannelEnd } from './channel';
import { disposeGamePairs, type GamePair, gamePair, holesFor, inStep, memoryGame, playToEnd, storedIdentity, until } from './testing/game-pair';

afterEach(async () => {
  await disposeGamePairs();
});

/** Every payload `end` receives, as sent. */
function recorded(end: MemoryChannelEnd): unknown[] {
  const seen: unknown[] = [];
  end.onPayload((payload) => seen.push(payload));
  return seen;
}

async function expectSameGameInBoth(current: GamePair): Promise<void> {
  const hostId = current.host.state.gameId as number;
  const guestId = current.guest.state.gameId as number;
  const hostGame = expectOk(await current.hostSide.services.call('getReplay', { gameId: hostId }));
  const guestGame = expectOk(await current.guestSide.services.call('getReplay', { gameId: guestId }));
  expect(guestGame.moves).toEqual(hostGame.moves);
  expect(guestGame.players).toEqual(hostGame.players);
  expect(guestGame.outcome).toEqual(hostGame.outcome);
  expect(storedIdentity(current.guestSide, guestId)).toBe(storedIdentity(current.hostSide, hostId));
  // A record exported from either archive imports into the other as already there.
  for (const [from, fromId, into, intoId] of [
    [current.hostSide, hostId, current.guestSide, guestId],
    [current.guestSide, guestId, current.hostSide, hostId],
  ] as const) {
    const exported = expectOk(await from.services.call('exportGames', { gameIds: [fromId] }));
    const imported = expectOk(await into.services.call('importRecords', { text: exported.text, importId: `check-${fromId}` }));
    expect(imported).toEqual({ imported: 0, gameIds: [], duplicates: [{ line: expect.any(Number), existingId: intoId }] });
  }
}

describe('a network game over the memory pair', () => {
  it('plays a whole Congkak game from the opening to its end; both archives hold it with one identity', async () => {
    const { pair, pick } = await memoryGame({ rules: 'congkak', seed: 36 });
    const moves = await playToEnd(pair, pick);
    expect(pair.host.view?.status).toBe('finished');
    expect(moves).toBeGreaterThan(5);
    expect(pair.host.view?.players).toEqual([{ name: 'Ana', kind: 'human' }, { name: 'Budi', kind: 'human' }]);
    expect(pair.guest.state.side).toBe(1);
    await expectSameGameInBoth(pair);
    expect(pair.closedByHost).toEqual([]);
  });

  it('plays a whole Kalah game with the host as North; both archives hold it with one identity', async () => {
    const { pair, pick } = await memoryGame({ rules: 'kalah', hostSide: 1, seed: 7 });
    await playToEnd(pair, pick);
    expect(pair.host.view?.status).toBe('finished');
    expect(pair.host.view?.players).toEqual([{ name: 'Budi', kind: 'human' }, { name: 'Ana', kind: 'human' }]);
    expect(pair.guest.state.side).toBe(0);
    await expectSameGameInBoth(pair);
  });

  it('hides each first choice of the opening from the other side until both are made', async () => {
    const [hostEnd, guestEnd] = createMemoryChannelPair();
    const toGuest = recorded(guestEnd);
    const toHost = recorded(hostEnd);
    const pair = gamePair(hostEnd, guestEnd, { rules: 'congkak' });
    await until(() => inStep(pair), 'joined');
    expect(pair.host.state.choosers).toEqual([0, 1]);

    const hostHole = holesFor(pair, 0).at(-1) as number;
    expect(await pair.host.choose(hostHole)).toEqual({ ok: true });
    await until(() => pair.guest.state.chosen.peer === true, 'the guest told the host has chosen');
    expect(pair.host.state).toMatchObject({ moveCount: 0, chosen: { own: true, peer: false } });
    // Nothing the guest received names the host's hole.
    const sentSoFar = toGuest.length;
    expect(JSON.stringify(toGuest)).not.toMatch(/"hole"|"south":\d|"player":/);
    expect(toGuest.every((message) => (message as { moves: unknown[] }).moves?.length === 0)).toBe(true);

    const guestHole = holesFor(pair, 1)[0] as number;
    expect(await pair.guest.choose(guestHole)).toEqual({ ok: true });
    await until(() => inStep(pair) && pair.host.state.moveCount === 1, 'the opening played');
    // The guest's choice travelled to the host alone, and the host's screen was told only that it was made.
    expect(toHost.filter((message) => (message as { type: string }).type === 'choose')).toEqual([{ v: 1, type: 'choose', game: pair.host.state.gameId, moveCount: 0, hole: guestHole }]);
    const opening = expectOk(await pair.guestSide.services.call('getReplay', { gameId: pair.guest.state.gameId as number })).moves;
    expect(opening).toEqual([{ south: hostHole, north: guestHole }]);
    expect(toGuest.length).toBeGreaterThan(sentSoFar);
  });

  it('refuses a second first choice, and a hole that cannot open the game, without telling the other side', async () => {
    const { pair } = await memoryGame({ rules: 'congkak' });
    expect(await pair.host.choose(99)).toMatchObject({ ok: false, reason: 'illegal-move' });
    expect(await pair.host.choose(1)).toEqual({ ok: true });
    expect(await pair.host.choose(2)).toMatchObject({ ok: false, reason: 'illegal-move' });
    await until(() => pair.guest.state.chosen.peer === true, 'told');
    expect(pair.host.state.moveCount).toBe(0);
  });

  it('refuses the guest a choice out of turn, with a reason, and the game does not change', async () => {
    const { pair, guestEnd } = await memoryGame({ rules: 'kalah' });
    // Kalah: South (the host) moves first.
    expect(await pair.guest.choose(1)).toMatchObject({ ok: false, reason: 'not-your-turn' });
    guestEnd.send({ v: 1, type: 'choose', game: pair.host.state.gameId, moveCount: 0, hole: 1 });
    await until(() => pair.guest.state.refusal?.message !== 'it is not your turn', 'refused by the host');
    expect(pair.guest.state.refusal).toEqual({ reason: 'not-your-turn', message: 'it is not Budi’s turn' });
    expect(pair.host.state.moveCount).toBe(0);
    expect(pair.closedByHost).toEqual([]);
  });

  it('takes back a move when the other side accepts, and keeps it when it declines', async () => {
    const { pair, guestEnd, pick } = await memoryGame({ rules: 'kalah', seed: 3, steps: 4 });
    const count = pair.host.state.moveCount;

    // The guest asks; the host declines.
    expect(await pair.guest.requestUndo()).toEqual({ ok: true });
    await until(() => pair.host.state.undo?.by === 'peer', 'the host sees the request');
    expect(pair.guest.state.undo).toBeNull();
    await until(() => pair.guest.state.undo?.by === 'own', 'the guest sees its request pending');
    expect(await pair.host.answerUndo(false)).toEqual({ ok: true });
    await until(() => pair.guest.state.undoAnswer === 'declined' && pair.guest.state.undo === null, 'declined');
    expect(pair.host.state.moveCount).toBe(count);
    expect(pair.guest.state.moveCount).toBe(count);

    // The host asks; the guest accepts: both archives take the last move back.
    expect(await pair.host.requestUndo()).toEqual({ ok: true });
    await until(() => pair.guest.state.undo?.by === 'peer', 'the guest sees the request');
    expect(await pair.guest.answerUndo(true)).toEqual({ ok: true });
    await until(() => pair.host.state.moveCount === count - 1 && inStep(pair), 'taken back on both sides');
    expect(pair.host.state.undoAnswer).toBe('accepted');

    // The guest asks again; the host accepts.
    await pair.guest.requestUndo();
    await until(() => pair.host.state.undo?.by === 'peer', 'the host sees the request');
    expect(await pair.host.answerUndo(true)).toEqual({ ok: true });
    await until(() => pair.host.state.moveCount === count - 2 && inStep(pair), 'taken back on both sides');
    expect(pair.guest.state.undoAnswer).toBe('accepted');

    // An answer to a request that is not there is refused, and nothing moves.
    expect(await pair.host.answerUndo(true)).toMatchObject({ ok: false, reason: 'no-undo-request' });
    guestEnd.send({ v: 1, type: 'undo-answer', game: pair.host.state.gameId, moveCount: count - 2, accept: true });
    await until(() => pair.guest.state.refusal?.reason === 'no-undo-request', 'refused');
    expect(pair.host.state.moveCount).toBe(count - 2);

    // The game goes on to its end from there, and both archives agree.
    await playToEnd(pair, pick);
    await expectSameGameInBoth(pair);
  });

  it('records a resignation in both archives, then a rematch with the sides swapped', async () => {
    const { pair, pick } = await memoryGame({ rules: 'kalah', seed: 11, steps: 3 });
    expect(await pair.guest.resign()).toEqual({ ok: true });
    await until(() => pair.host.view?.status === 'resigned' && inStep(pair), 'resigned');
    expect(pair.host.view?.outcome).toMatchObject({ termination: 'resigned:north', winner: 0 });
    await expectSameGameInBoth(pair);
    const firstGuestGame = pair.guest.state.gameId;

    expect(await pair.guest.offerRematch()).toEqual({ ok: true });
    await until(() => pair.host.state.rematch.peer === true, 'offered');
    expect(await pair.host.offerRematch()).toEqual({ ok: true });
    await until(() => pair.guest.state.gameId !== firstGuestGame && inStep(pair), 'the rematch started on both sides');
    expect(pair.host.view?.players).toEqual([{ name: 'Budi', kind: 'human' }, { name: 'Ana', kind: 'human' }]);
    expect(pair.host.state.side).toBe(1);
    expect(pair.guest.state.side).toBe(0);
    await playToEnd(pair, pick);
    await expectSameGameInBoth(pair);
  });

  it('refuses a rematch while the game is being played', async () => {
    const { pair } = await memoryGame({ rules: 'kalah' });
    expect(await pair.host.offerRematch()).toMatchObject({ ok: false, reason: 'illegal-move' });
    await pair.guest.offerRematch();
    await until(() => pair.guest.state.refusal?.reason === 'illegal-move', 'refused');
  });
});
