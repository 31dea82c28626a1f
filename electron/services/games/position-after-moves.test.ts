import { describe, expect, it } from 'vitest';
import { newGame, play, type EngineEvent, type GameState, type Move } from '../../../engine';
import { gameEngine } from './engine';
import { positionAfterMoves } from './position-after-moves';

const started = (): GameState => {
  const game = newGame('kalah');
  if (!game.ok) throw new Error(game.error.message);
  return game.value;
};

describe('positionAfterMoves', () => {
  it('plays the moves from the rules, giving each move’s events in order', () => {
    const moves: Move[] = [{ hole: 3 }, { hole: 1 }, { hole: 2 }];
    const expectedEvents: EngineEvent[][] = [];
    let expected = started();
    for (const move of moves) {
      const played = play(expected, move);
      if (!played.ok) throw new Error(played.error.message);
      expected = played.value.state;
      expectedEvents.push(played.value.events);
    }
    const seen: EngineEvent[][] = [];
    expect(positionAfterMoves(gameEngine, 4, started().rules, moves, (events) => seen.push(events))).toEqual({ ok: true, value: expected });
    expect(seen).toEqual(expectedEvents);
    expect(positionAfterMoves(gameEngine, 4, started().rules, [])).toEqual({ ok: true, value: started() });
  });

  it('reports a move the engine refuses as a bad record, naming the move', () => {
    const replayed = positionAfterMoves(gameEngine, 4, started().rules, [{ hole: 3 }, { hole: 9 }]);
    expect(replayed).toMatchObject({ ok: false, error: { code: 'bad-record', message: expect.stringMatching(/^Game #4: move 2 \{"hole":9\} no longer replays \(.+\)\.$/) } });
  });

  it('reports rules the engine refuses as a bad record', () => {
    const rules = { ...started().rules, holes: 99 };
    const replayed = positionAfterMoves(gameEngine, 4, rules, [{ hole: 1 }]);
    expect(replayed).toMatchObject({ ok: false, error: { code: 'bad-record', message: expect.stringMatching(/^Game #4: its rules are refused by the engine \(.+\)\.$/) } });
  });
});
