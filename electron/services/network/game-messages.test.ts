import { describe, expect, it } from 'vitest';
import { GAME_PROTOCOL_VERSION, MAX_GAME_MOVES, parseGuestMessage, parseHostMessage, versioned } from './game-messages';

const choose = { v: 1, type: 'choose', game: 3, moveCount: 4, hole: 2 };

describe('game messages', () => {
  it('reads a message of its own side, with its version', () => {
    expect(parseGuestMessage(choose)).toEqual({ ok: true, message: choose });
    expect(versioned({ type: 'ack', game: 3, moveCount: 4 })).toEqual({ v: GAME_PROTOCOL_VERSION, type: 'ack', game: 3, moveCount: 4 });
  });

  it('reads the version before the shape: a newer app is told which versions are spoken', () => {
    expect(parseGuestMessage({ v: 2, whatever: true })).toEqual({ ok: false, reason: 'unsupported-version', message: 'game messages of version 2 are not spoken here (only 1)' });
    expect(parseGuestMessage({ ...choose, v: '1' })).toMatchObject({ ok: false, reason: 'unsupported-version', message: expect.stringContaining('version none') });
  });

  it('refuses what is not a message of the other side, naming what is wrong', () => {
    expect(parseGuestMessage([choose])).toMatchObject({ ok: false, reason: 'malformed', message: 'the game message is not a JSON object' });
    // The host's own messages, and any contract operation's name, are not a guest's.
    expect(parseGuestMessage({ v: 1, type: 'game' })).toMatchObject({ ok: false, reason: 'malformed', message: 'the game message is of no known type here' });
    expect(parseGuestMessage({ v: 1, type: 'deleteGames', gameIds: [1] })).toMatchObject({ ok: false, reason: 'malformed' });
    expect(parseHostMessage(choose)).toMatchObject({ ok: false, reason: 'malformed' });
    expect(parseGuestMessage({ ...choose, extra: 1 })).toMatchObject({ ok: false, reason: 'malformed', message: expect.stringMatching(/^not a valid choose message/) });
    expect(parseGuestMessage({ ...choose, hole: 16 })).toMatchObject({ ok: false, reason: 'malformed' });
    expect(parseGuestMessage({ ...choose, moveCount: MAX_GAME_MOVES + 1 })).toMatchObject({ ok: false, reason: 'malformed' });
    expect(parseGuestMessage({ v: 1, type: 'join', name: 'Budi', key: 'short', have: null })).toMatchObject({ ok: false, reason: 'malformed' });
    expect(parseGuestMessage(JSON.parse('{"v":1,"type":"__proto__"}'))).toMatchObject({ ok: false, reason: 'malformed' });
  });

  it('bounds the moves of a view', () => {
    const view = {
      v: 1, type: 'game', game: 1, rules: 'kalah', players: [{ name: 'Ana', kind: 'human' }, { name: 'Budi', kind: 'human' }], guestSide: 1,
      from: 0, moves: [], moveCount: 0, status: 'active', termination: null, choosers: [0], chosen: [], undo: null, rematch: { host: false, guest: false },
    };
    expect(parseHostMessage(view)).toMatchObject({ ok: true });
    expect(parseHostMessage({ ...view, moves: Array.from({ length: MAX_GAME_MOVES + 1 }, () => ({ hole: 1 })) })).toMatchObject({ ok: false, reason: 'malformed' });
  });
});
