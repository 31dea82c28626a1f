// A fuzz of the game messages a guest can send, in the middle of a game: what
// cannot be read (not JSON-shaped as a message, an unknown type, another
// version, a field of the wrong kind, extra or missing fields) closes that
// connection with a reason; what can be read but is out of turn, stale or for
// another game is refused with a reason. Neither changes the host's game.
import { afterEach, describe, expect, it } from 'vitest';
import { seededRandom } from '../../../engine';
import { expectOk } from '../testing/temp-services';
import { MAX_GAME_MOVES, REFUSAL_REASONS } from './game-messages';
import { disposeGamePairs, memoryGame, playStep, storedIdentity, until } from './testing/game-pair';

afterEach(async () => {
  await disposeGamePairs();
});

type Expected = 'closed' | 'refused' | 'nothing';

describe('game messages out of turn, stale or malformed', () => {
  it('close only that connection or are refused with a reason, and never change the host’s game (300 seeded messages)', async () => {
    const { pair, guestEnd, pick } = await memoryGame({ rules: 'kalah', seed: 1 });
    // Play until it is the host's turn, some moves in: every choice from the guest is then out of turn.
    for (let step = 0; step < 6 || !pair.host.state.choosers.includes(pair.host.state.side); step++) await playStep(pair, pick);
    const game = pair.host.state.gameId as number;
    const count = pair.host.state.moveCount;
    const identity = storedIdentity(pair.hostSide, game);
    const moves = expectOk(await pair.hostSide.services.call('getReplay', { gameId: game })).moves;
    const refusals: unknown[] = [];
    guestEnd.onPayload((payload) => {
      if ((payload as { type?: string }).type === 'refused') refusals.push(payload);
    });

    const rand = seededRandom(36);
    const int = (below: number) => Math.floor(rand() * below);
    const oneOf = <T>(items: readonly T[]): T => items[int(items.length)] as T;
    const valid = (): Record<string, unknown> =>
      oneOf([
        { v: 1, type: 'choose', game, moveCount: count, hole: 1 + int(6) },
        { v: 1, type: 'undo-request', game, moveCount: count },
        { v: 1, type: 'undo-answer', game, moveCount: count, accept: true },
        { v: 1, type: 'resign', game, moveCount: count },
        { v: 1, type: 'rematch', game },
        { v: 1, type: 'ack', game, moveCount: count },
      ]);
    const junk = (): unknown => oneOf([null, 0, -1, 'x'.repeat(int(100)), [], [1, 2], { a: 1 }, true, 1e308, { v: 1 }, '{"v":1}']);

    /** One message and what the host must do with it. */
    function next(): { payload: unknown; expected: Expected } {
      const message = valid();
      switch (int(9)) {
        case 0:
          return { payload: junk(), expected: 'closed' };
        case 1:
          return { payload: { ...message, v: oneOf([0, 2, '1', null, 1.5]) }, expected: 'closed' };
        case 2:
          return { payload: { ...message, type: oneOf(['game', 'hello', 'sealed', 'listArchive', 'deleteGames', '', 'CHOOSE']) }, expected: 'closed' };
        case 3: {
          const keys = Object.keys(message).filter((key) => key !== 'v' && key !== 'type');
          const copy = { ...message };
          delete copy[oneOf(keys)];
          return { payload: copy, expected: 'closed' };
        }
        case 4:
          return { payload: { ...message, [oneOf(['extra', '__proto__', 'gameId', 'player'])]: junk() }, expected: 'closed' };
        case 5: {
          const key = oneOf(Object.keys(message).filter((k) => k !== 'v' && k !== 'type'));
          return { payload: { ...message, [key]: oneOf(['1', -1, 0.5, null, [], {}, key === 'moveCount' ? MAX_GAME_MOVES + 1 : 1e300]) }, expected: 'closed' };
        }
        case 6:
          // Stale: another game, or another position.
          if (message.type === 'ack') return { payload: { ...message, moveCount: int(count + 5) }, expected: 'nothing' };
          return { payload: { ...message, ...(rand() < 0.5 || !('moveCount' in message) ? { game: game + 1 + int(5) } : { moveCount: count + 1 + int(5) }) }, expected: 'refused' };
        default:
          // Well-formed and current: out of turn (the host is to move), no undo asked, a rematch while playing.
          // An undo request or a resignation at the current position is the guest's right: skipped here.
          if (message.type === 'undo-request' || message.type === 'resign') return { payload: { ...message, type: 'choose', hole: 1 + int(6) }, expected: 'refused' };
          return { payload: message, expected: message.type === 'ack' ? 'nothing' : 'refused' };
      }
    }

    const tally = { closed: 0, refused: 0, nothing: 0 };
    for (let i = 0; i < 300; i++) {
      const { payload, expected } = next();
      const [closedBefore, refusedBefore] = [pair.closedByHost.length, refusals.length];
      expect(guestEnd.send(payload)).toMatchObject({ ok: true });
      // A stale ack is answered by nothing: a probe that is refused shows it was handled.
      if (expected === 'nothing') guestEnd.send({ v: 1, type: 'rematch', game: game + 1 });
      await until(() => pair.closedByHost.length + refusals.length > closedBefore + refusedBefore, `an answer to message ${i}: ${JSON.stringify(payload)}`);
      const outcome: Expected = pair.closedByHost.length > closedBefore ? 'closed' : expected === 'nothing' ? 'nothing' : 'refused';
      expect({ i, payload, outcome }).toEqual({ i, payload, outcome: expected });
      tally[outcome]++;
      expect(pair.host.state.moveCount).toBe(count);
    }
    for (const closed of pair.closedByHost) expect(['malformed', 'unsupported-version']).toContain(closed.reason);
    for (const refused of refusals) expect(REFUSAL_REASONS).toContain((refused as { reason: string }).reason);
    expect(Math.min(tally.closed, tally.refused, tally.nothing)).toBeGreaterThan(5);

    // The host's game is as it was, in its archive too; the honest guest still plays on it.
    expect(storedIdentity(pair.hostSide, game)).toBe(identity);
    expect(expectOk(await pair.hostSide.services.call('getReplay', { gameId: game })).moves).toEqual(moves);
    expect(pair.host.view?.status).toBe('active');
    await playStep(pair, pick);
    expect(pair.host.state.moveCount).toBe(count + 1);
  });
});

describe('a host’s messages the guest cannot take', () => {
  it('close the guest’s connection, and its archive keeps what it had recorded', async () => {
    const { pair, hostEnd, guestEnd, pick } = await memoryGame({ rules: 'kalah', seed: 2 });
    const views: Record<string, unknown>[] = [];
    guestEnd.onPayload((payload) => views.push(payload as Record<string, unknown>));
    for (let step = 0; step < 3; step++) await playStep(pair, pick);
    const gameId = pair.guest.state.gameId as number;
    const before = expectOk(await pair.guestSide.services.call('getReplay', { gameId })).moves;
    const view = views.at(-1);
    expect(view).toMatchObject({ type: 'game', moveCount: before.length });

    // Not a host's message: a guest's type.
    hostEnd.send({ v: 1, type: 'choose', game: 1, moveCount: 0, hole: 1 });
    await until(() => pair.closedByGuest.length === 1, 'closed');
    expect(pair.closedByGuest).toEqual(['the game message is of no known type here']);

    // A view whose next move the guest's engine refuses: the two apps disagree, and the guest leaves.
    hostEnd.send({ ...view, from: before.length, moves: [{ hole: 15 }], moveCount: before.length + 1 });
    await until(() => pair.closedByGuest.length === 2, 'closed again');
    expect(pair.closedByGuest[1]).toBe('the host’s game could not be recorded here');
    expect(pair.errors.splice(0)).toEqual([expect.stringContaining('no known type'), expect.stringContaining('could not be recorded')]);
    expect(expectOk(await pair.guestSide.services.call('getReplay', { gameId })).moves).toEqual(before);
  });
});
