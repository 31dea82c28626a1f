import { describe, expect, it } from 'vitest';
import { gameView } from '../../testing/game-view-fixture';
import { situationOf } from './situation';

describe('situationOf', () => {
  it('asks the human facing the computer for one of their own holes', () => {
    const situation = situationOf(gameView('kalah', ['human', 'computer']), {}, null);
    expect(situation.seats).toEqual(['human', 'computer']);
    expect(situation.perspective).toEqual({ names: ['Ana', 'Budi'], you: 0 });
    expect(situation.asked).toBe(0);
    expect(situation.thinker).toBeNull();
    expect(situation.choosable).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('asks nobody while the computer searches, and names it as the one awaited', () => {
    const situation = situationOf(gameView('kalah', ['computer', 'human'], { thinking: true }), {}, null);
    expect(situation.perspective.you).toBe(1);
    expect(situation.asked).toBeNull();
    expect(situation.thinker).toBe(0);
    expect(situation.choosable).toEqual([]);
  });

  it('in a hotseat opening passes the device before asking the other player, and hides the board meanwhile', () => {
    const game = gameView({ preset: 'congkak', holes: 3, seeds: 3 }, ['human', 'human']);
    const first = situationOf(game, {}, null);
    expect(first.perspective.you).toBeNull();
    expect(first).toMatchObject({ asked: 0, passTo: null, choosable: [0, 1, 2] });
    // South has chosen (hidden): North is next, but South still holds the device.
    expect(situationOf(game, { 0: 2 }, 0)).toMatchObject({ asked: 1, passTo: 1, choosable: [] });
    // North said "I am North": the board shows North's holes.
    expect(situationOf(game, { 0: 2 }, 1)).toMatchObject({ asked: 1, passTo: null, choosable: [4, 5, 6] });
  });

  it('asks nobody when no game is shown or the game is over', () => {
    expect(situationOf(null, {}, null)).toMatchObject({ turn: { kind: 'over' }, asked: null, thinker: null, passTo: null, choosable: [] });
    expect(situationOf(null, {}, null).perspective).toEqual({ names: ['', ''], you: null });
    const over = situationOf(gameView('kalah', ['human', 'computer'], { status: 'resigned', legalMoves: [] }), {}, null);
    expect(over).toMatchObject({ turn: { kind: 'over' }, asked: null, thinker: null });
  });

  describe('in a network game', () => {
    const seat = (side: 0 | 1, fields: Partial<{ chosenOwn: boolean; paused: boolean }> = {}) => ({ side, chosenOwn: false, paused: false, ...fields });
    const opening = gameView({ preset: 'congkak', holes: 3, seeds: 3 }, ['human', 'human']);

    it('asks only this side, spoken to as "you"; the other chooses on their own computer and nobody passes a device', () => {
      const guest = situationOf(opening, {}, 0, seat(1));
      expect(guest.seats).toEqual(['remote', 'human']);
      expect(guest.perspective).toEqual({ names: ['Ana', 'Budi'], you: 1 });
      expect(guest).toMatchObject({ asked: 1, passTo: null, thinker: null, choosable: [4, 5, 6] });
      const kalah = gameView('kalah', ['human', 'human']);
      expect(situationOf(kalah, {}, null, seat(1))).toMatchObject({ asked: null, thinker: null, choosable: [] });
      expect(situationOf(kalah, {}, null, seat(0))).toMatchObject({ asked: 0, choosable: [0, 1, 2, 3, 4, 5] });
    });

    it('asks nobody once this side’s hidden first choice is made, nor while the game is paused', () => {
      expect(situationOf(opening, {}, null, seat(0, { chosenOwn: true }))).toMatchObject({ asked: null, choosable: [] });
      expect(situationOf(opening, {}, null, seat(0, { paused: true }))).toMatchObject({ asked: null, choosable: [], thinker: null });
    });
  });
});
