import { describe, expect, it } from 'vitest';
import { choosers, legalMoves, play } from './play';
import { newGame } from './state';
import { combineFirstChoices, holeChosenBy, holesFor, moverOf, playersToAct, turnFromMoves, turnOf } from './turn';
import { PRESET_NAMES, type GameState, type Move } from './types';

describe('turnFromMoves', () => {
  it('reads an ordinary turn, the opening’s first choice and pending choices from the legal moves', () => {
    expect(turnFromMoves([{ hole: 3 }, { hole: 1 }], 1)).toEqual({ kind: 'move', player: 1, holes: [1, 3] });
    expect(turnFromMoves([], null)).toEqual({ kind: 'over' });
    const pending = turnFromMoves([{ player: 1, hole: 2 }, { player: 1, hole: 3 }], null);
    expect(pending).toEqual({ kind: 'opening-pending', players: [1], holes: [[], [2, 3]] });
    expect(playersToAct(pending)).toEqual([1]);
  });

  it('gives each player their own holes of the engine’s opening pairs', () => {
    const game = newGame({ preset: 'congkak', holes: 3, seeds: 3 });
    if (!game.ok) throw new Error(game.error.message);
    const turn = turnFromMoves(legalMoves(game.value), game.value.toMove);
    expect(turn.kind).toBe('opening-first');
    expect(holesFor(turn, 0)).toEqual([1, 2, 3]);
    expect(holesFor(turn, 1)).toEqual([1, 2, 3]);
  });
});

describe('the turn of random games', () => {
  it('asks the same players as choosers() and offers exactly the legal holes, in every preset', () => {
    let seed = 7;
    const random = (k: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % k;
    };
    for (const preset of PRESET_NAMES) {
      for (let game = 0; game < 3; game++) {
        const started = newGame(preset);
        if (!started.ok) throw new Error(started.error.message);
        let state: GameState = started.value;
        for (let ply = 0; ply < 400 && state.phase !== 'over'; ply++) {
          const legal = legalMoves(state);
          const turn = turnOf(state);
          expect(playersToAct(turn)).toEqual(choosers(state));
          for (const player of [0, 1] as const) {
            const offered = holesFor(turn, player);
            const mine = legal.filter((move) => [player, null].includes(moverOf(move, state.toMove)));
            const legalHoles = mine.map((move) => holeChosenBy(move, player));
            expect(offered).toEqual([...new Set(legalHoles)].sort((a, b) => a - b));
          }
          const move = legal[random(legal.length)] as Move;
          const played = play(state, move);
          if (!played.ok) throw new Error(played.error.message);
          state = played.value.state;
        }
        if (state.phase === 'over') expect(turnOf(state)).toEqual({ kind: 'over' });
      }
    }
  });
});

describe('moves and their choosers', () => {
  it('names who makes each move shape and the hole each player chose in it', () => {
    expect(moverOf({ hole: 4 }, 1)).toBe(1);
    expect(moverOf({ player: 0, hole: 4 }, null)).toBe(0);
    expect(moverOf({ south: 2, north: 5 }, null)).toBeNull();
    expect(holeChosenBy({ south: 2, north: 5 }, 0)).toBe(2);
    expect(holeChosenBy({ south: 2, north: 5 }, 1)).toBe(5);
    expect(holeChosenBy({ player: 1, hole: 6 }, 1)).toBe(6);
    expect(holeChosenBy({ hole: 3 }, 0)).toBe(3);
  });

  it('combines the two first choices into one opening move only when both are in', () => {
    expect(combineFirstChoices({})).toBeNull();
    expect(combineFirstChoices({ 1: 4 })).toBeNull();
    expect(combineFirstChoices({ 0: 2, 1: 4 })).toEqual({ south: 2, north: 4 });
  });
});
