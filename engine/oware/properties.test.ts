import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FastPosition } from '../fast/position';
import type { EngineEvent, GameState, Player, Rules } from '../types';
import { createOwarePosition, owareNewGame } from './index';
import { owareRules, replayEvents } from './test-support';

/**
 * A deliberately naive model of RULES.md §7, written straight from the text
 * with plain arrays and no look-ahead tricks, as the oracle the kernel is
 * compared against move by move.
 */
interface ModelState {
  pits: number[];
  toMove: Player;
  over: boolean;
  seen: Set<string>;
}

function model(rules: Rules) {
  const n = rules.holes;
  const rowOf = (p: Player): number[] => Array.from({ length: n }, (_, k) => (p === 0 ? k : n + 1 + k));
  const rowTotal = (pits: number[], p: Player): number => rowOf(p).reduce((s, i) => s + pits[i]!, 0);
  const store = (p: Player): number => (p === 0 ? n : 2 * n + 1);
  const key = (pits: number[], p: Player): string => `${p}|${[...rowOf(0), ...rowOf(1)].map((i) => pits[i]).join(',')}`;

  function sow(pits0: number[], p: Player, hole: number) {
    const pits = [...pits0];
    const origin = rowOf(p)[hole - 1]!;
    let seeds = pits[origin]!;
    pits[origin] = 0;
    let i = origin;
    while (seeds > 0) {
      i = (i + 1) % (2 * n + 2);
      if (i === n || i === 2 * n + 1 || i === origin) continue;
      pits[i]!++;
      seeds--;
    }
    const opponentRow = rowOf(p === 0 ? 1 : 0);
    const run: number[] = [];
    for (let j = i; opponentRow.includes(j) && (pits[j] === 2 || pits[j] === 3); j--) run.push(j);
    const taken = run.reduce((s, j) => s + pits[j]!, 0);
    const grandSlam = taken > 0 && taken === rowTotal(pits, p === 0 ? 1 : 0);
    const captures = taken > 0 && (!grandSlam || rules.grandSlam === 'capture');
    if (captures) {
      for (const j of run) pits[j] = 0;
      pits[store(p)]! += taken;
    }
    return { pits, grandSlam, captured: captures };
  }

  function legal(pits: number[], p: Player): number[] {
    const other: Player = p === 0 ? 1 : 0;
    let holes = rowOf(p)
      .map((pit, k) => ({ pit, hole: k + 1 }))
      .filter(({ pit }) => pits[pit]! > 0)
      .map(({ hole }) => hole);
    if (rowTotal(pits, other) === 0) holes = holes.filter((h) => rowTotal(sow(pits, p, h).pits, other) > 0);
    if (rules.grandSlam === 'forbidden') {
      const plain = holes.filter((h) => !sow(pits, p, h).grandSlam);
      if (plain.length > 0) holes = plain;
    }
    return holes;
  }

  function eachTakesOwnRow(pits: number[]): number[] {
    const out = [...pits];
    for (const p of [0, 1] as const) {
      for (const i of rowOf(p)) {
        out[store(p)]! += out[i]!;
        out[i] = 0;
      }
    }
    return out;
  }

  function play(state: ModelState, hole: number): ModelState {
    const p = state.toMove;
    const next: Player = p === 0 ? 1 : 0;
    const { pits, captured } = sow(state.pits, p, hole);
    const seen = captured ? new Set<string>() : new Set(state.seen);
    const total = pits.reduce((s, x) => s + x, 0);
    const [a, b] = [pits[store(0)]!, pits[store(1)]!];
    if (2 * a > total || 2 * b > total || (2 * a === total && 2 * b === total)) return { pits, toMove: next, over: true, seen };
    const k = key(pits, next);
    const repeated = seen.has(k);
    seen.add(k);
    if (repeated || legal(pits, next).length === 0) return { pits: eachTakesOwnRow(pits), toMove: next, over: true, seen };
    return { pits, toMove: next, over: false, seen };
  }

  function start(state: GameState): ModelState {
    return { pits: [...state.pits], toMove: state.toMove ?? 0, over: false, seen: new Set([key(state.pits, state.toMove ?? 0)]) };
  }

  return { legal, play, start };
}

const rulesArb = fc.record({
  holes: fc.integer({ min: 3, max: 8 }),
  seeds: fc.integer({ min: 1, max: 6 }),
  grandSlam: fc.constantFrom('no-capture' as const, 'forbidden' as const, 'capture' as const),
  firstPlayer: fc.constantFrom('south' as const, 'north' as const),
});

/** Random games are long enough to end by every rule, and far shorter than this. */
const MOVE_LIMIT = 5000;

function legalOf(position: FastPosition): number[] {
  const out = new Int32Array(position.rules.holes);
  return Array.from(out.subarray(0, position.legal(out)));
}

function pick<T>(items: readonly T[], random: () => number): T {
  return items[Math.floor(random() * items.length)]!;
}

function seeded(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 2 ** 32;
  };
}

describe('Oware properties over random games', () => {
  it('agree with the naive model move by move: legal moves, boards, turns, endings; seeds are conserved and games end', () => {
    fc.assert(
      fc.property(rulesArb, fc.integer(), (overrides, seed) => {
        const rules = owareRules(overrides);
        const reference = model(rules);
        const random = seeded(seed);
        const initial = owareNewGame(rules);
        const total = rules.holes * rules.seeds * 2;
        let state: GameState = initial;
        let expected = reference.start(initial);
        let moves = 0;
        while (state.phase !== 'over') {
          const position = createOwarePosition(state);
          const legal = legalOf(position);
          expect(legal).toEqual(reference.legal(expected.pits, expected.toMove));
          const hole = pick(legal, random);
          const events: EngineEvent[] = [];
          position.play(hole, events);
          const next = position.toState();
          expected = reference.play(expected, hole);
          expect(next.pits).toEqual(expected.pits);
          expect(next.phase).toBe(expected.over ? 'over' : 'play');
          expect(next.toMove).toBe(expected.over ? null : expected.toMove);
          expect(next.pits.reduce((s, x) => s + x, 0)).toBe(total);
          expect(replayEvents(state.pits, events, rules.holes)).toEqual(next.pits);
          state = next;
          expect(++moves).toBeLessThan(MOVE_LIMIT);
        }
        const [south, north] = [state.pits[rules.holes]!, state.pits[2 * rules.holes + 1]!];
        expect(state.result).toEqual({ winner: south > north ? 0 : north > south ? 1 : null, stores: [south, north] });
      }),
      { numRuns: 25 },
    );
  });

  it('play the same game through one long-lived kernel with no events as through states copied in and out', () => {
    fc.assert(
      fc.property(rulesArb, fc.integer(), (overrides, seed) => {
        const rules = owareRules(overrides);
        const random = seeded(seed);
        let state: GameState = owareNewGame(rules);
        const kernel = createOwarePosition(state);
        while (!kernel.isOver()) {
          const legal = legalOf(kernel);
          expect(legalOf(createOwarePosition(state))).toEqual(legal);
          const hole = pick(legal, random);
          kernel.play(hole, null);
          const copied = createOwarePosition(JSON.parse(JSON.stringify(state)) as GameState);
          copied.play(hole, []);
          state = copied.toState();
          expect(kernel.toState()).toEqual(state);
        }
      }),
      { numRuns: 25 },
    );
  });

  it('never change the state or the position they were copied from', () => {
    fc.assert(
      fc.property(rulesArb, fc.integer(), fc.integer({ min: 0, max: 60 }), (overrides, seed, prefix) => {
        const rules = owareRules(overrides);
        const random = seeded(seed);
        const original = createOwarePosition(owareNewGame(rules));
        for (let i = 0; i < prefix && !original.isOver(); i++) original.play(pick(legalOf(original), random), null);
        if (original.isOver()) return;
        const state = original.toState();
        const snapshot = structuredClone(state);
        const fromState = createOwarePosition(state);
        const cloned = original.clone();
        const copied = createOwarePosition(owareNewGame(rules));
        copied.copyFrom(original);
        for (const child of [fromState, cloned, copied]) {
          while (!child.isOver()) child.play(pick(legalOf(child), random), []);
        }
        expect(state).toEqual(snapshot);
        expect(original.toState()).toEqual(snapshot);
      }),
      { numRuns: 40 },
    );
  });
});
