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
  it('shows the session’s own message, and anything else as it prints', () => {
    expect(messageOf(new ApiError({ code: 'not-found', message: 'No game 9' }))).toBe('No game 9');
    expect(actionFailed('offline')).toBe('That did not work: offline');
  });

  it('says that rules the engine refused do not work', () => {
    expect(newGameRefusal(new ApiError({ code: 'bad-rules', message: 'too many seeds' }))).toBe('These rules do not work: too many seeds');
    expect(newGameRefusal(new ApiError({ code: 'not-found', message: 'gone' }))).toBe('gone');
  });
});
