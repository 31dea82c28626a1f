import { describe, expect, it } from 'vitest';
import type { Turn } from '../../../../engine';
import { networkGame } from '../../testing/network-fixture';
import { connectionLine, elapsedText, keysLine, networkPrompt, notPlayedText, refusalLine, rematchButton, rematchLine, takeBackLine } from './network-text';

const opening: Turn = { kind: 'opening-first', holes: [[1], [1]] };
const move: Turn = { kind: 'move', player: 1, holes: [1] };

describe('keysLine', () => {
  it('says U undoes and H hints in a game on this computer only', () => {
    expect(keysLine(null)).toContain('U undoes, H hints');
  });

  it('says U asks to take back in a network game, and that it has no hints', () => {
    const line = keysLine(networkGame());
    expect(line).toContain('U asks to take back');
    expect(line).toContain('no hints');
    expect(line).not.toContain('U undoes');
  });
});

describe('networkPrompt', () => {
  it('names the other player while the game waits for them', () => {
    expect(networkPrompt(move, null, networkGame({ side: 0 }), 'Budi')).toBe('Budi is choosing…');
  });

  it('leaves this side’s own prompt to the usual words, except in the opening once the other has chosen (without the hole)', () => {
    expect(networkPrompt(move, 0, networkGame(), 'Budi')).toBeNull();
    expect(networkPrompt(opening, 0, networkGame(), 'Budi')).toBeNull();
    expect(networkPrompt(opening, 0, networkGame({ chosen: { own: false, peer: true } }), 'Budi')).toBe(
      'The opening: Budi has chosen, hidden from you. Choose your first hole.',
    );
  });

  it('says this side’s first hole is chosen while the other still chooses', () => {
    expect(networkPrompt(opening, null, networkGame({ chosen: { own: true, peer: false } }), 'Budi')).toBe(
      'Your first hole is chosen, hidden from Budi. Budi is choosing…',
    );
  });

  it('says nothing of turns while paused or over (the connection line speaks)', () => {
    expect(networkPrompt(move, null, networkGame({ connection: { state: 'dropped', since: '2026-01-01T00:00:00Z' } }), 'Budi')).toBeNull();
    expect(networkPrompt({ kind: 'over' }, null, networkGame(), 'Budi')).toBeNull();
  });
});

describe('connectionLine', () => {
  it('pauses with the other player named, and says why a game ended', () => {
    expect(connectionLine({ state: 'playing' }, 'Budi')).toBeNull();
    expect(connectionLine({ state: 'waiting' }, 'Budi')).toBe('Waiting for Budi to connect…');
    expect(connectionLine({ state: 'dropped', since: '2026-01-01T00:00:00Z' }, 'Budi')).toBe('Waiting for Budi to reconnect…');
    expect(connectionLine({ state: 'ended', reason: 'gave-up', message: 'x' }, 'Budi')).toBe('Budi did not come back within ten minutes: the network game has ended.');
    expect(connectionLine({ state: 'ended', reason: 'channel-closed', message: 'x' }, 'Budi')).toBe('Budi has left: the network game has ended.');
    expect(connectionLine({ state: 'ended', reason: 'stopped', message: 'x' }, 'Budi')).toBe('You left the network game.');
  });
});

describe('notPlayedText', () => {
  it('says a paused game waits for the other player, and nothing once it ended (the connection line says why)', () => {
    expect(notPlayedText({ state: 'waiting' }, 'Budi')).toBe('The game is paused until Budi is back.');
    expect(notPlayedText({ state: 'dropped', since: '2026-01-01T00:00:00Z' }, 'Budi')).toBe('The game is paused until Budi is back.');
    for (const reason of ['gave-up', 'channel-closed', 'stopped'] as const) expect(notPlayedText({ state: 'ended', reason, message: 'x' }, 'Budi')).toBeNull();
  });
});

describe('elapsedText', () => {
  it('counts minutes and seconds since the drop, never below zero', () => {
    const since = '2026-01-01T00:00:00.000Z';
    expect(elapsedText(since, Date.parse(since) + 65_400)).toBe('1:05');
    expect(elapsedText(since, Date.parse(since) + 600_000)).toBe('10:00');
    expect(elapsedText(since, Date.parse(since) - 2_000)).toBe('0:00');
  });
});

describe('the take-back request and the rematch', () => {
  it('says this side’s request waits, then the answer', () => {
    expect(takeBackLine(networkGame({ undo: { by: 'own', moveCount: 3 } }), null, 'Budi')).toBe('You asked Budi to let you take back the last move: waiting for the answer…');
    expect(takeBackLine(networkGame(), 'accepted', 'Budi')).toBe('Budi accepted: the move is taken back.');
    expect(takeBackLine(networkGame(), 'declined', 'Budi')).toBe('Budi declined: the move stands.');
    expect(takeBackLine(networkGame({ undo: { by: 'peer', moveCount: 3 } }), null, 'Budi')).toBeNull();
  });

  it('offers a rematch, accepts the other’s, and waits once offered', () => {
    expect(rematchButton(networkGame())).toEqual({ label: 'Offer a rematch, sides swapped', disabled: false });
    expect(rematchButton(networkGame({ rematch: { own: false, peer: true } }))).toEqual({ label: 'Accept the rematch, sides swapped', disabled: false });
    expect(rematchButton(networkGame({ rematch: { own: true, peer: false } }))).toEqual({ label: 'Rematch offered', disabled: true });
    expect(rematchLine(networkGame(), 'Budi')).toBeNull();
    expect(rematchLine(networkGame({ rematch: { own: false, peer: true } }), 'Budi')).toBe('Budi offers a rematch, sides swapped.');
    expect(rematchLine(networkGame({ rematch: { own: true, peer: false } }), 'Budi')).toBe('You offered a rematch: waiting for Budi…');
  });
});

describe('refusalLine', () => {
  it('words each reason the services give, in the reader’s language', () => {
    const line = (reason: 'stale' | 'not-your-turn' | 'paused') => refusalLine(networkGame({ refusal: { reason, message: 'English from the services' } }), 'Budi');
    expect(line('not-your-turn')).toBe('Not your turn: Budi is choosing.');
    expect(line('paused')).toBe('The game is paused until Budi is back.');
    expect(line('stale')).toBe('The game moved on before your choice arrived: choose again.');
    expect(refusalLine(networkGame(), 'Budi')).toBeNull();
  });
});
