/**
 * Properties over random games of every preset: conservation, termination,
 * event replay, legality, immutability, JSON round trips, and the fast path
 * agreeing with chained public `play`.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyEvents, choosers, createFastPosition, encodeMove, legalMoves, newGame, play, validateState } from './index';
import { PRESET_NAMES, type GameState, type Move, type RulesInput } from './types';

const RULE_SETS: [string, RulesInput][] = [
  ...PRESET_NAMES.map((name): [string, RulesInput] => [name, name]),
  ['congkak series, forfeiting burnt holes', { series: { burnt: 'forfeit', end: { rounds: 4 } } }],
  ['congkak small, last-mover leftovers, forfeit landings', { holes: 4, seeds: 3, leftovers: 'last-mover', emptyOpponentLanding: 'forfeit', storeLanding: 'end' }],
  ['congkak, the round ending during a relay (BGA)', { roundEnd: 'either-side-empty-now' }],
  ['congkak series, partly filled refill holes (BGA)', { series: { remainder: 'partial', end: { rounds: 4 } } }],
  [
    'congkak small series, partly filled refills, the round ending during a relay, forfeiting burnt holes',
    { holes: 5, seeds: 4, roundEnd: 'either-side-empty-now', series: { remainder: 'partial', burnt: 'forfeit', end: { rounds: 4 } } },
  ],
];

/** Seeds on the board including those in opening hands. */
function totalSeeds(state: GameState): number {
  const hands = (state as { opening?: { hands: { seeds: number }[] } | null }).opening?.hands ?? [];
  return state.pits.reduce((a, b) => a + b, 0) + hands.reduce((a, h) => a + h.seeds, 0);
}

function xorshift(seed: number): (k: number) => number {
  let x = seed | 1;
  return (k) => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) % k;
  };
}

/** Every move of the three shapes with hole numbers 0…n+1 that play accepts. */
function acceptedMoves(state: GameState): string[] {
  const n = state.rules.holes;
  const candidates: Move[] = [];
  for (let h = 0; h <= n + 1; h++) {
    candidates.push({ hole: h }, { player: 0, hole: h }, { player: 1, hole: h });
    if (state.phase === 'opening') for (let h2 = 0; h2 <= n + 1; h2++) candidates.push({ south: h, north: h2 });
  }
  return candidates.filter((m) => play(state, m).ok).map((m) => JSON.stringify(m));
}

function start(rules: RulesInput): GameState {
  const game = newGame(rules);
  if (!game.ok) throw new Error(game.error.message);
  return game.value;
}

describe.each(RULE_SETS)('random games: %s', (_name, rules) => {
  it('conserve seeds, end, replay their events, never mutate, round-trip JSON, and match the fast path', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const random = xorshift(seed);
        let state = start(rules);
        const seeds = totalSeeds(state);
        const fast = createFastPosition(state);
        for (let moves = 0; state.phase !== 'over'; moves++) {
          expect(moves).toBeLessThan(20_000);
          const legal = legalMoves(state);
          const move = legal[random(legal.length)]!;
          const before = JSON.stringify(state);
          const outcome = play(state, move);
          if (!outcome.ok) throw new Error(outcome.error.message);
          expect(JSON.stringify(state)).toBe(before);
          const next = outcome.value.state;
          expect(totalSeeds(next)).toBe(seeds);
          expect(applyEvents(state.pits, outcome.value.events)).toEqual(next.pits);
          const roundTrip = validateState(JSON.parse(JSON.stringify(next)));
          expect(roundTrip.ok && roundTrip.value).toEqual(next);
          fast.play(encodeMove(move), null);
          expect(fast.toState()).toEqual(next);
          state = next;
        }
      }),
      { numRuns: 3 },
    );
  });

  it('legalMoves are exactly the moves play accepts', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 0, max: 30 }), (seed, depth) => {
        const random = xorshift(seed);
        let state = start(rules);
        for (let i = 0; i < depth && state.phase !== 'over'; i++) {
          const legal = legalMoves(state);
          const outcome = play(state, legal[random(legal.length)]!);
          if (!outcome.ok) throw new Error(outcome.error.message);
          state = outcome.value.state;
        }
        expect(acceptedMoves(state).sort()).toEqual(legalMoves(state).map((m) => JSON.stringify(m)).sort());
      }),
      { numRuns: 4 },
    );
  });
});

describe('bad input is a typed error, never a throw', () => {
  const state = start({ preset: 'congkak', opening: 'alternate' });
  it.each([
    ['wrong pits length', { ...state, pits: [1, 2, 3] }],
    ['negative count', { ...state, pits: state.pits.map((v, i) => (i === 0 ? -1 : v)) }],
    ['fractional count', { ...state, pits: state.pits.map((v, i) => (i === 0 ? 1.5 : v)) }],
    ['toMove 2', { rules: 'congkak', pits: state.pits, toMove: 2 }],
    ['not an object', 'state'],
  ])('%s → bad-state', (_name, bad) => {
    const outcome = play(bad as GameState, { hole: 1 });
    expect(!outcome.ok && outcome.error.code).toBe('bad-state');
  });

  it('a finished game answers game-over and has no legal moves', () => {
    const over = validateState({ ...state, pits: state.pits.map(() => 0), toMove: null, phase: 'over', result: { winner: null, stores: [0, 0] } });
    if (!over.ok) throw new Error(over.error.message);
    expect(legalMoves(over.value)).toEqual([]);
    const outcome = play(over.value, { hole: 1 });
    expect(!outcome.ok && outcome.error.code).toBe('game-over');
  });

  it.each([[{ hole: 0 }], [{ hole: 8 }], [{ hole: 1.5 }], [{ hole: '1' }], [{ south: 1, north: 1 }], [{ hole: 1, extra: 1 }], [null]])('%j → illegal-move', (move) => {
    const outcome = play(state, move as Move);
    expect(!outcome.ok && outcome.error.code).toBe('illegal-move');
  });

  it('a minimal state becomes a round-1 play state with any seed total (up to the bound of seed-bound.test.ts)', () => {
    const minimal = validateState({ rules: 'kalah', pits: [0, 0, 0, 0, 0, 9, 5, 0, 0, 0, 0, 0, 0, 1], toMove: 0 });
    expect(minimal.ok && minimal.value).toMatchObject({ phase: 'play', round: 1, burnt: [], toMove: 0, result: null });
  });

  describe('a minimal state whose mover has no seeds is settled on load, the same way in every family', () => {
    const settled = (rules: RulesInput, pits: number[]): GameState => {
      const checked = validateState({ rules, pits, toMove: 0 });
      if (!checked.ok) throw new Error(checked.error.message);
      return checked.value;
    };

    it.each([
      ['congkak', [0, 0, 0, 0, 0, 0, 0, 10, 1, 2, 3, 4, 5, 6, 7, 17]],
      ['kalah', [0, 0, 0, 0, 0, 0, 10, 1, 2, 3, 4, 5, 6, 17]],
      ['oware', [0, 0, 0, 0, 0, 0, 10, 1, 2, 3, 4, 5, 6, 17]],
    ] as const)('%s: the round ends, North takes their own row, and nobody is asked to move', (rules, pits) => {
      const state = settled(rules, [...pits]);
      const storeNorth = pits.length - 1;
      const northRow = pits.slice(pits.length / 2, storeNorth).reduce<number>((sum, seeds) => sum + seeds, 0);
      expect(state).toMatchObject({ phase: 'over', toMove: null, result: { winner: 1, stores: [10, 17 + northRow] } });
      expect(state.pits.slice(0, storeNorth).filter((_, pit) => pit !== pits.length / 2 - 1)).toEqual(new Array(storeNorth - 1).fill(0));
      expect(choosers(state)).toEqual([]);
      expect(legalMoves({ rules, pits: [...pits], toMove: 0 } as unknown as GameState)).toEqual([]);
      expect(play({ rules, pits: [...pits], toMove: 0 } as unknown as GameState, { hole: 1 })).toMatchObject({ ok: false, error: { code: 'game-over' } });
    });

    it('under "pass" (Sungka) the empty player passes: North is to move, nothing else changes', () => {
      const pits = [0, 0, 0, 0, 0, 0, 0, 10, 1, 2, 3, 4, 5, 6, 7, 17];
      expect(settled('sungka', pits)).toMatchObject({ phase: 'play', toMove: 1, pits });
    });

    it('under "pass" with both rows empty the round ends', () => {
      expect(settled('sungka', [0, 0, 0, 0, 0, 0, 0, 10, 0, 0, 0, 0, 0, 0, 0, 17])).toMatchObject({ phase: 'over', result: { winner: 1, stores: [10, 17] } });
    });
  });
});
