/**
 * MAX_TOTAL_SEEDS (rules/limits.ts) wherever a state enters the engine, in
 * every family: a state holding more seeds than any rule set can produce is
 * `bad-state` before any rule runs, and the largest legal state still plays.
 */
import { describe, expect, it } from 'vitest';
import { analyseMoves, chooseMove } from './ai/index';
import { choosers, legalMoves, MAX_TOTAL_SEEDS, newGame, play, validateState } from './index';
import type { GameState, Move, RulesInput } from './types';

const FAMILIES: [string, RulesInput][] = [
  ['congkak', { preset: 'congkak', opening: 'alternate' }],
  ['kalah', 'kalah'],
  ['oware', 'oware'],
];

/** A board of `rules` with `seeds` in South's first hole and 1 in North's first, for a minimal state. */
function pitsWith(rules: RulesInput, seeds: number): number[] {
  const start = newGame(rules);
  if (!start.ok) throw new Error(start.error.message);
  const n = start.value.rules.holes;
  return start.value.pits.map((_, pit) => (pit === 0 ? seeds : pit === n + 1 ? 1 : 0));
}

function started(rules: RulesInput): GameState {
  const state = newGame(rules);
  if (!state.ok) throw new Error(state.error.message);
  return state.value;
}

/** A state of the simultaneous opening with a hand still sowing (seeds out of `pits`). */
function openingWithSeedsInHand(): GameState & { opening: { hands: { seeds: number }[] } } {
  const start = started('congkak');
  for (const move of legalMoves(start)) {
    const outcome = play(start, move);
    if (!outcome.ok) throw new Error(outcome.error.message);
    const state = outcome.value.state as GameState & { opening: { hands: { seeds: number }[] } | null };
    if (state.opening?.hands.some((hand) => hand.seeds > 0)) return state as GameState & { opening: { hands: { seeds: number }[] } };
  }
  throw new Error('no first choice leaves a hand sowing');
}

const sum = (pits: readonly number[]): number => pits.reduce((a, b) => a + b, 0);

describe('MAX_TOTAL_SEEDS', () => {
  it('is the largest board times the largest start: 2 × 15 holes × 20 seeds', () => {
    expect(MAX_TOTAL_SEEDS).toBe(600);
    const largest = newGame({ holes: 15, seeds: 20 });
    expect(largest.ok && sum(largest.value.pits)).toBe(MAX_TOTAL_SEEDS);
    expect(newGame({ holes: 16 }).ok).toBe(false);
    expect(newGame({ seeds: 21 }).ok).toBe(false);
  });

  describe.each(FAMILIES)('%s', (_name, rules) => {
    it.each([1e7, 1e8, 1e9])('a minimal state with %d seeds in one hole is bad-state, at every entry', (seeds) => {
      const state = { rules, pits: pitsWith(rules, seeds), toMove: 0 } as unknown as GameState;
      const refused = { ok: false, error: { code: 'bad-state', message: expect.stringContaining(`no game holds more than ${MAX_TOTAL_SEEDS}`) } };
      expect(validateState(state)).toEqual(refused);
      expect(play(state, { hole: 1 })).toEqual(refused);
      expect(chooseMove(state, { level: 6, timeMs: 10, now: () => 0 })).toEqual(refused);
      expect(analyseMoves(state, { timeMs: 10, now: () => 0 })).toEqual(refused);
      expect(legalMoves(state)).toEqual([]);
      expect(choosers(state)).toEqual([]);
    });

    it('the total counts every pit, stores included: 600 is accepted and played, 601 refused', () => {
      const pits = pitsWith(rules, MAX_TOTAL_SEEDS - 1);
      expect(sum(pits)).toBe(MAX_TOTAL_SEEDS);
      const accepted = validateState({ rules, pits, toMove: 0 });
      expect(accepted.ok).toBe(true);
      expect(play({ rules, pits, toMove: 0 } as unknown as GameState, { hole: 1 }).ok).toBe(true);
      const n = (pits.length - 2) / 2;
      const over = pits.map((seeds, pit) => (pit === 2 * n + 1 ? seeds + 1 : seeds));
      expect(validateState({ rules, pits: over, toMove: 0 })).toMatchObject({ ok: false, error: { code: 'bad-state' } });
    });

    it('a full state the engine produced, with seeds added, is refused too', () => {
      const state = started(rules);
      const inflated = { ...state, pits: state.pits.map((seeds, pit) => (pit === 0 ? 1e9 : seeds)) };
      expect(validateState(inflated)).toMatchObject({ ok: false, error: { code: 'bad-state' } });
      expect(play(inflated, legalMoves(state)[0] as Move)).toMatchObject({ ok: false, error: { code: 'bad-state' } });
    });
  });

  it('counts the seeds in the hands of the simultaneous opening', () => {
    const state = openingWithSeedsInHand();
    expect(validateState(state).ok).toBe(true);
    const hands = state.opening.hands;
    const room = MAX_TOTAL_SEEDS - sum(state.pits) - sum(hands.map((hand) => hand.seeds));
    const withHand = (extra: number) => ({
      ...state,
      opening: { ...state.opening, hands: hands.map((hand) => (hand.seeds > 0 ? { ...hand, seeds: hand.seeds + extra } : hand)) },
    });
    expect(validateState(withHand(room)).ok).toBe(true);
    expect(validateState(withHand(room + 1))).toMatchObject({ ok: false, error: { code: 'bad-state', message: expect.stringContaining('600') } });
    expect(validateState(withHand(1e9))).toMatchObject({ ok: false, error: { code: 'bad-state' } });
  });

  it('refuses an opening tick beyond what the kernel can count', () => {
    const state = openingWithSeedsInHand();
    expect(validateState({ ...state, opening: { ...state.opening, tick: 2 ** 31 } })).toMatchObject({ ok: false, error: { code: 'bad-state' } });
  });

  it('the largest legal position of each family plays a whole game', () => {
    for (const rules of [{ holes: 15, seeds: 20 }, { preset: 'kalah', holes: 15, seeds: 20 }, { preset: 'oware', holes: 15, seeds: 20 }] as const) {
      let state = started(rules);
      for (let turn = 0; turn < 2000 && state.phase !== 'over'; turn++) {
        const outcome = play(state, legalMoves(state)[0] as Move);
        if (!outcome.ok) throw new Error(outcome.error.message);
        state = outcome.value.state;
      }
      expect(state.phase).toBe('over');
      expect(sum(state.pits)).toBe(MAX_TOTAL_SEEDS);
    }
  });
});
