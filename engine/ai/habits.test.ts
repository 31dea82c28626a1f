import { describe, expect, it } from 'vitest';
import { createFastPosition, legalMoves, newGame, play, type GameState } from '../index';
import { SCALE } from './evaluate';
import { freeStoreLanding, plainSightGain, slipChoice, sowingGains, visibleGains, type SowingGain } from './habits';
import { chooseMove } from './opponent';
import { seededRandom } from './random';
import type { ScoredMove } from './search';
import { composed } from './test-support/reference';

describe('gains in plain sight', () => {
  it('sees a store landing and a capture on the own row, not a gain that needs a relay read through', () => {
    // Congkak, South: hole 7 (1 seed) lands in the store; hole 1 (1 seed) ends in the empty hole 2 opposite
    // North's 5; hole 4 (2 seeds) ends in hole 6 (3 seeds) and relays on.
    const position = createFastPosition(composed('congkak', [1, 0, 0, 2, 0, 3, 1, 0, 1, 1, 1, 1, 1, 5, 1, 0], 0));
    const gains = visibleGains(position);
    expect(gains).toContainEqual({ code: 7, kind: 'landing', captured: 0, across: false });
    expect(gains.find((gain) => gain.code === 1)).toMatchObject({ kind: 'capture', across: false });
    expect(gains.map((gain) => gain.code)).not.toContain(4);
  });

  it("marks Oware's captures as across the board, and leaves them out of the plain-sight gains", () => {
    const position = createFastPosition(composed('oware', [1, 0, 0, 0, 0, 2, 0, 1, 1, 0, 3, 3, 3, 0], 0));
    expect(sowingGains(position)).toEqual([{ code: 6, kind: 'capture', captured: 4, across: true }]);
    expect(visibleGains(position)).toEqual([]);
  });

  it('judges a capture across by where its last seed lands, not by the seeds sown on the way', () => {
    // Oware, South: hole 4's four seeds drop in holes 5 and 6, then North's 1 and 2, taking both.
    const position = createFastPosition(composed('oware', [0, 0, 0, 4, 0, 0, 0, 1, 1, 1, 1, 1, 1, 0], 0));
    expect(sowingGains(position)).toEqual([{ code: 4, kind: 'capture', captured: 4, across: true }]);
    expect(visibleGains(position)).toEqual([]);
  });

  it('counts a store landing only where it gives another choice', () => {
    // Kalah whose store landings end the turn: hole 6's single seed reaches the store, and North moves.
    expect(sowingGains(createFastPosition(composed({ preset: 'kalah', storeLanding: 'end' }, [0, 0, 0, 0, 1, 1, 0, 1, 1, 1, 1, 1, 1, 0], 0)))).toEqual([]);
    // Sungka, North's row empty: hole 2's seed stops in the empty hole 3, North passes and South
    // chooses again, but no seed reached the store: no gain.
    const passing = createFastPosition(composed('sungka', [0, 1, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0], 0));
    expect(sowingGains(passing)).toEqual([]);
    expect(freeStoreLanding(passing)).toBeNull();
  });
});

function mustStart(preset: 'congkak'): GameState {
  const started = newGame(preset);
  if (!started.ok) throw new Error(started.error.message);
  return started.value;
}

describe('a free store landing', () => {
  it('is the last hole holding a single seed, in Congkak and Kalah; Oware has none', () => {
    expect(freeStoreLanding(createFastPosition(composed('congkak', [1, 0, 0, 2, 0, 3, 1, 0, 1, 1, 1, 1, 1, 5, 1, 0], 0)))).toBe(7);
    expect(freeStoreLanding(createFastPosition(composed('kalah', [0, 0, 0, 0, 1, 1, 0, 1, 1, 1, 1, 1, 1, 0], 0)))).toBe(6);
    // Hole 5 (2 seeds) lands too, but sows hole 6 on the way: not free.
    expect(freeStoreLanding(createFastPosition(composed('kalah', [0, 0, 0, 0, 2, 0, 0, 1, 1, 1, 1, 1, 1, 0], 0)))).toBeNull();
    expect(freeStoreLanding(createFastPosition(composed('oware', [1, 0, 0, 0, 0, 1, 0, 1, 1, 0, 3, 3, 3, 0], 0)))).toBeNull();
  });

  it('is not a whole lap that ends in the store: that sows every other hole on the way', () => {
    // Kalah, South: hole 6's 14 seeds go round the board and the last lands in the store.
    const lap = createFastPosition(composed('kalah', [0, 0, 0, 0, 0, 14, 0, 1, 1, 1, 1, 1, 1, 0], 0));
    expect(sowingGains(lap)).toEqual([{ code: 6, kind: 'landing', captured: 0, across: false }]);
    expect(freeStoreLanding(lap)).toBeNull();
  });

  it("is answered as the player's own choice in the opening, while a player sows on alone", () => {
    // Random openings of Congkak until one has a player choosing alone with a free landing.
    const random = seededRandom(3);
    const opening = (): GameState => {
      for (;;) {
        let state = mustStart('congkak');
        for (let ply = 0; ply < 6 && state.phase !== 'over'; ply++) {
          const position = createFastPosition(state);
          if (position.mover() >= 0 && state.phase === 'opening' && freeStoreLanding(position) !== null) return state;
          const moves = legalMoves(state);
          const played = play(state, moves[Math.floor(random() * moves.length)]!);
          if (!played.ok) throw new Error(played.error.message);
          state = played.value.state;
        }
      }
    };
    const state = opening();
    for (const level of [1, 2, 3]) {
      const chosen = chooseMove(state, { level, seed: 1 });
      if (!chosen.ok) throw new Error(chosen.error.message);
      expect(legalMoves(state)).toContainEqual(chosen.value.move);
    }
  });

  it('is taken at once by levels 1 to 3, where levels 2 and 3 read past it', () => {
    // Congkak, South, from a level-6 game: hole 4 relays on and banks more now, but loses
    // the turn; the deep search scores it 10 seeds below taking hole 7's seed first.
    const state = composed('congkak', [17, 0, 2, 5, 6, 5, 1, 32, 4, 5, 0, 1, 10, 7, 3, 0], 0);
    for (const level of [1, 2, 3]) {
      for (let seed = 1; seed <= 5; seed++) {
        const chosen = chooseMove(state, { level, seed });
        expect(chosen.ok && chosen.value.move).toEqual({ hole: 7 });
      }
    }
  });
});

describe('the gain a beginner takes', () => {
  const gain = (code: number, kind: SowingGain['kind'], captured: number, across = false): SowingGain => ({ code, kind, captured, across });

  it('is the store landing nearest the store, before any capture', () => {
    expect(plainSightGain([gain(2, 'capture', 9), gain(3, 'landing', 0), gain(5, 'landing', 0), gain(4, 'landing', 0)])).toBe(5);
  });

  it('is otherwise the biggest capture in plain sight, the first of equals', () => {
    const gains = [gain(1, 'capture', 2), gain(2, 'capture', 6), gain(3, 'capture', 9, true), gain(4, 'capture', 6), gain(6, 'capture', 1)];
    expect(plainSightGain(gains)).toBe(2);
    expect(plainSightGain([gain(6, 'capture', 1), gain(1, 'capture', 2)])).toBe(1);
    expect(plainSightGain([gain(4, 'capture', 3)])).toBe(4);
  });

  it('is none when every gain is across the board, or there is none', () => {
    expect(plainSightGain([gain(3, 'capture', 9, true)])).toBeNull();
    expect(plainSightGain([])).toBeNull();
  });
});

describe('slipping from the best', () => {
  const scored = (values: number[]): ScoredMove[] => values.map((seeds, i) => ({ code: i + 1, value: seeds * SCALE, exact: false, line: [i + 1] }));
  const moves = scored([5, 4, 1]);

  it('never slips with a slip of 0', () => {
    for (let seed = 0; seed < 50; seed++) expect(slipChoice(moves, 0, seededRandom(seed)).code).toBe(1);
  });

  it('is the same for the same seed', () => {
    for (let seed = 0; seed < 20; seed++) expect(slipChoice(moves, 1, seededRandom(seed))).toBe(slipChoice(moves, 1, seededRandom(seed)));
  });

  it('chooses a move that loses more less often, as e^(−loss / slip)', () => {
    const counts = [0, 0, 0];
    const draws = 20_000;
    const random = seededRandom(7);
    for (let i = 0; i < draws; i++) counts[slipChoice(moves, 1, random).code - 1]!++;
    const weights = [1, Math.exp(-1), Math.exp(-4)];
    const total = weights.reduce((a, b) => a + b);
    counts.forEach((count, i) => expect(count / draws).toBeCloseTo(weights[i]! / total, 1));
    expect(counts[0]!).toBeGreaterThan(counts[1]!);
    expect(counts[1]!).toBeGreaterThan(counts[2]!);
  });

  it('weighs the seeds lost only: the same choices for the same losses, whatever the values themselves', () => {
    // A large margin either way (a won or a lost round on a big board) slips as a small one does.
    for (const shift of [-600, 600]) {
      const shifted = scored([5 + shift, 4 + shift, 1 + shift]);
      for (let seed = 0; seed < 40; seed++) expect(slipChoice(shifted, 1, seededRandom(seed)).code).toBe(slipChoice(moves, 1, seededRandom(seed)).code);
    }
  });

  it('gives each move its share of the draw in order, from its start up to (not including) the next move’s', () => {
    // Two equal moves share [0, 1) half and half: a draw of exactly one half is the second's.
    const even = scored([3, 3]);
    const choose = (draw: number) => slipChoice(even, 1, () => draw).code;
    expect([0, 0.25, 0.4999, 0.5, 0.75, 0.9999].map(choose)).toEqual([1, 1, 1, 2, 2, 2]);
  });
});
