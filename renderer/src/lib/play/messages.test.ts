import { describe, expect, it } from 'vitest';
import { ApiError } from '../api';
import { gameView } from '../../testing/game-view-fixture';
import { actionFailed, messageOf, newGameRefusal, refusal, waitingMessage } from './messages';
import { situationOf } from './situation';

describe('refusal', () => {
  // Kalah, 6 holes: South's are pits 0–5, North's 7–12. Ana (South) faces the computer.
  const game = gameView('kalah', ['human', 'computer']);
  const situation = situationOf(game, {}, null);

  it('lets the asked player choose a hole of theirs with seeds', () => {
    expect(refusal(2, game, situation)).toBeNull();
  });

  it('says why a hole cannot be chosen: the other side, burnt, empty, or not among the choices', () => {
    expect(refusal(8, game, situation)).toBe('Those are Budi’s holes: choose one of your own.');
    const burnt = { ...game, state: { ...game.state, burnt: [1] } };
    expect(refusal(1, burnt, situation)).toBe('That hole is burnt: choose another.');
    const empty = { ...game, state: { ...game.state, pits: game.state.pits.map((seeds, pit) => (pit === 3 ? 0 : seeds)) } };
    expect(refusal(3, empty, situation)).toBe('That hole is empty: choose one with seeds.');
    expect(refusal(4, game, { ...situation, choosable: [0, 1] })).toBe('That did not work: That hole is empty: choose one with seeds.');
  });

  it('names whom the game waits for when nobody here is asked', () => {
    const waiting = situationOf(gameView('kalah', ['computer', 'human'], { thinking: true }), {}, null);
    expect(refusal(8, game, waiting)).toBe('It is not your turn: wait for Ana.');
    expect(waitingMessage(game, { kind: 'over' })).toBeNull();
  });
});

describe('errors', () => {
  it('words the session’s refusal by its code from the catalogue (its own message is English, for the log), anything else as a bug', () => {
    expect(messageOf(new ApiError({ code: 'not-found', message: 'No game 9' }))).toBe('That game, record or backup no longer exists.');
    expect(messageOf(new ApiError({ code: 'bad-record', message: 'Line 3: North is not to move' }))).toBe('The record cannot be read: Line 3: North is not to move');
    expect(actionFailed('offline')).toBe('That did not work: Something went wrong inside Congkak. Your games are safe: try again.');
  });

  it('says that rules the engine refused cannot be played', () => {
    expect(newGameRefusal(new ApiError({ code: 'bad-rules', message: 'too many seeds' }))).toBe('These rules cannot be played together.');
    expect(newGameRefusal(new ApiError({ code: 'busy', message: 'locked' }))).toBe('The archive is busy: try again in a moment.');
  });
});
