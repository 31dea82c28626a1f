/**
 * What the Congkak position's hash (FastPosition.hashLo/hashHi, the search's
 * transposition key) reads: every field that decides what can happen next,
 * each on its own, and nothing the game cannot tell apart. The search would
 * otherwise take one position's value for another's.
 */
import { describe, expect, it } from 'vitest';
import { createFastPosition, MAX_LEGAL_MOVES, newGame, type GameState, type RulesInput } from '../index';
import type { CongkakState, Hand } from './state';
import { full, minimal, playAll, SMALL } from './test-helpers';

const halves = (state: GameState): [number, number] => {
  const position = createFastPosition(state);
  return [position.hashLo(), position.hashHi()];
};

/** Both halves differ: a change seen by one half only would still collide in the other. */
function expectApart(a: GameState, b: GameState): void {
  const [lo, hi] = halves(a);
  const [otherLo, otherHi] = halves(b);
  expect(otherLo).not.toBe(lo);
  expect(otherHi).not.toBe(hi);
}

const withHand = (state: CongkakState, p: 0 | 1, change: Partial<Hand>): CongkakState => {
  const hands = state.opening!.hands.map((hand, q) => (q === p ? { ...hand, ...change } : hand)) as [Hand, Hand];
  return { ...state, opening: { ...state.opening!, hands } };
};

function openingGame(pits: number[]): GameState {
  const game = newGame({ holes: 3, seeds: 1 });
  if (!game.ok) throw new Error(game.error.message);
  return { ...game.value, pits };
}

describe('the Congkak hash', () => {
  const series = { ...SMALL, series: {} } as const;
  const base = full(series, [0, 0, 4, 4, 2, 4, 4, 4, 4, 14], 0, { burnt: [0, 1], round: 2, starter: 0 }) as CongkakState;

  it('is a function of the state: equal states hash equal, whatever built them', () => {
    expect(halves(base)).toEqual(halves(JSON.parse(JSON.stringify(base)) as GameState));
  });

  it.each<[string, Partial<CongkakState>]>([
    ['the player to move', { toMove: 1 }],
    ['a pending choice after a store landing', { continuing: true }],
    ['the round', { round: 3 }],
    ['who started the round', { starter: 1 }],
    // Pits 0 and 1 are empty in both: only the burnt list differs.
    ['which holes are burnt', { burnt: [0] as number[] }],
    ['the seeds in one pit', { pits: [0, 0, 4, 4, 2, 4, 4, 4, 5, 13] }],
  ])('tells apart two positions differing only in %s', (_field, change) => {
    expectApart(base, { ...base, ...change } as GameState);
  });

  it('tells apart a round-1 position from the same board in round 2 (burnt holes in a later round only)', () => {
    const first = full(series, [4, 4, 4, 4, 0, 4, 4, 4, 4, 0], 0, { round: 1 });
    expectApart(first, { ...first, round: 2 } as GameState);
  });

  it('leaves out who moved last: it is rewritten before it is read', () => {
    expect(halves({ ...base, lastMover: 1 } as GameState)).toEqual(halves({ ...base, lastMover: 0 } as GameState));
  });

  describe('in the simultaneous opening', () => {
    // South lands in its store and must choose while North's hand still sows (opening.test.ts).
    const midway = playAll(openingGame([3, 2, 0, 0, 0, 2, 3, 0]), { south: 2, north: 3 }).state as CongkakState;

    it('reads both hands: status, where each is, what it holds and whether it passed its store', () => {
      expect(midway.opening!.hands[0].status).toBe('choose');
      expect(midway.opening!.hands[1]).toMatchObject({ status: 'sow', seeds: 1 });
      expectApart(midway, withHand(midway, 1, { pit: 1 }));
      expectApart(midway, withHand(midway, 1, { seeds: 2 }));
      expectApart(midway, withHand(midway, 0, { lapped: !midway.opening!.hands[0].lapped }));
      expectApart(midway, withHand(midway, 1, { lapped: !midway.opening!.hands[1].lapped }));
    });

    it('keeps each hand field apart: a hand at pit 1 holding 2 seeds is not one at pit 2 holding 1', () => {
      for (const p of [0, 1] as const) {
        const sowing = (pit: number, seeds: number) => withHand(midway, p, { status: 'sow', pit, seeds, held: null, finished: null });
        expectApart(sowing(1, 2), sowing(2, 1));
      }
    });

    it('reads a choice held while the other player still chooses', () => {
      // Both land in their stores in tick 3 and must choose; North answers first (opening.test.ts).
      const both = playAll(openingGame([1, 1, 1, 0, 1, 1, 1, 0]), { south: 1, north: 1 }).state as CongkakState;
      const held = playAll(both, { player: 1, hole: 3 }).state as CongkakState;
      expect(held.pits).toEqual(both.pits);
      expect(held.opening!.hands[1].held).toBe(3);
      expectApart(both, held);
      expectApart(held, withHand(held, 1, { held: 2 }));
    });

    it('tells the opening from ordinary play on the same board', () => {
      const start = openingGame([1, 1, 1, 0, 1, 1, 1, 0]);
      expectApart(start, minimal({ holes: 3, seeds: 1 }, start.pits, 0));
    });

    it('leaves out the tick numbers: only their order matters', () => {
      expect(halves({ ...midway, opening: { ...midway.opening!, tick: midway.opening!.tick + 5 } } as GameState)).toEqual(halves(midway));
    });
  });

  describe.each<[string, RulesInput]>([
    ['the simultaneous opening', { holes: 4, seeds: 3 }],
    ['a series with burnt holes skipped', { holes: 4, seeds: 3, opening: 'alternate', series: { end: { rounds: 5 } } }],
    ['a series with forfeiting burnt holes', { holes: 4, seeds: 3, series: { burnt: 'forfeit', end: { rounds: 5 } } }],
  ])('after every move of a game: %s', (_name, rules) => {
    it('equals the hash of a fresh position built from the same state', () => {
      const game = newGame(rules);
      if (!game.ok) throw new Error(game.error.message);
      const position = createFastPosition(game.value);
      const moves = new Int32Array(MAX_LEGAL_MOVES);
      let rounds = 1;
      for (let i = 0; !position.isOver(); i++) {
        const count = position.legal(moves);
        // Read the hash before each move too: a cached hash must not outlive the move.
        position.hashLo();
        position.play(moves[(i * 7) % count]!, null);
        const fresh = createFastPosition(position.toState());
        expect([position.hashLo(), position.hashHi()]).toEqual([fresh.hashLo(), fresh.hashHi()]);
        rounds = Math.max(rounds, position.toState().round);
      }
      if ('series' in (rules as object)) expect(rounds).toBeGreaterThan(1);
    });
  });
});
