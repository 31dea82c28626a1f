/**
 * One ordinary turn per row, RULES.md §2 (and §5 burnt holes): board before,
 * hole chosen, board after written out in full. Boards are 2×4 in pit order
 * [s1 s2 s3 s4 S | n1 n2 n3 n4 N]; the opposite of pit i is 8 - i.
 */
import { describe, expect, it } from 'vitest';
import { createFastPosition } from '../index';
import type { Player, RulesInput } from '../types';
import { full, minimal, playAll, SMALL, types, type RulesObject } from './test-helpers';

// roundEnd mover-side-empty keeps these rows about the landing, not the round end.
const BASE: RulesObject = { ...SMALL, roundEnd: 'mover-side-empty' };

interface Row {
  name: string;
  rules?: Partial<Record<string, unknown>>;
  pits: number[];
  mover?: Player;
  hole: number;
  after: number[];
  next: Player;
  continuing?: boolean;
  events?: string[];
}

const ROWS: Row[] = [
  // The four landing cases of the BGA summary (seeds 000/004).
  { name: 'own store: choose again', pits: [1, 1, 2, 1, 0, 1, 1, 1, 1, 0], hole: 3, after: [1, 1, 0, 2, 1, 1, 1, 1, 1, 0], next: 0, continuing: true, events: ['pick', 'sow', 'sow', 'store'] },
  { name: 'own store with storeLanding end: turn over', rules: { storeLanding: 'end' }, pits: [1, 1, 2, 1, 0, 1, 1, 1, 1, 0], hole: 3, after: [1, 1, 0, 2, 1, 1, 1, 1, 1, 0], next: 1 },
  { name: 'own store with the own row now empty: turn over', pits: [0, 0, 0, 1, 0, 1, 1, 1, 1, 0], hole: 4, after: [0, 0, 0, 0, 1, 1, 1, 1, 1, 0], next: 1 },
  { name: 'occupied hole: relay, then mati on the empty opponent hole', pits: [2, 0, 3, 0, 0, 1, 0, 0, 0, 0], hole: 1, after: [0, 1, 0, 1, 1, 2, 1, 0, 0, 0], next: 1, events: ['pick', 'sow', 'sow', 'relay', 'sow', 'sow', 'sow', 'sow', 'dead', 'turn-end'] },
  { name: 'relay across both sides ends in a capture', pits: [0, 0, 0, 3, 0, 0, 2, 0, 0, 0], hole: 4, after: [0, 0, 0, 0, 3, 1, 0, 1, 0, 0], next: 1, events: ['pick', 'sow', 'sow', 'sow', 'relay', 'sow', 'sow', 'sow', 'capture', 'turn-end'] },
  { name: 'relay false (Kalah): the turn ends on an occupied hole', rules: { relay: false }, pits: [2, 0, 3, 0, 0, 1, 0, 0, 0, 0], hole: 1, after: [0, 1, 4, 0, 0, 1, 0, 0, 0, 0], next: 1 },
  { name: 'empty own hole: capture the opposite hole and the capturing seed', pits: [1, 0, 0, 0, 0, 2, 0, 3, 0, 0], hole: 1, after: [0, 0, 0, 0, 4, 2, 0, 0, 0, 0], next: 1 },
  { name: 'empty opposite, bank: the capturing seed alone is banked', pits: [1, 0, 0, 0, 0, 2, 0, 0, 0, 0], hole: 1, after: [0, 0, 0, 0, 1, 2, 0, 0, 0, 0], next: 1, events: ['pick', 'sow', 'capture', 'turn-end'] },
  { name: 'empty opposite, stay (seed 002): the seed stays', rules: { emptyOpposite: 'stay' }, pits: [1, 0, 0, 0, 0, 2, 0, 0, 0, 0], hole: 1, after: [0, 1, 0, 0, 0, 2, 0, 0, 0, 0], next: 1, events: ['pick', 'sow', 'dead', 'turn-end'] },
  { name: 'mati bela under congkak-mw rules (seed 002)', rules: { preset: 'congkak-mw' }, pits: [1, 0, 0, 0, 0, 2, 0, 3, 0, 0], hole: 1, after: [0, 0, 0, 0, 4, 2, 0, 0, 0, 0], next: 1 },
  { name: 'empty opponent hole, stay: mati', pits: [0, 0, 0, 2, 0, 0, 3, 0, 0, 0], hole: 4, after: [0, 0, 0, 0, 1, 1, 3, 0, 0, 0], next: 1 },
  { name: 'empty opponent hole, forfeit: the seed goes to their store', rules: { emptyOpponentLanding: 'forfeit' }, pits: [0, 0, 0, 2, 0, 0, 3, 0, 0, 0], hole: 4, after: [0, 0, 0, 0, 1, 0, 3, 0, 0, 1], next: 1, events: ['pick', 'sow', 'forfeit', 'dead', 'turn-end'] },
  { name: 'empty own hole under forfeit: still a capture (forfeit is for the opponent\'s side only)', rules: { emptyOpponentLanding: 'forfeit' }, pits: [1, 0, 0, 0, 0, 2, 0, 3, 0, 0], hole: 1, after: [0, 0, 0, 0, 4, 2, 0, 0, 0, 0], next: 1, events: ['pick', 'sow', 'capture', 'turn-end'] },
  { name: 'captureNeedsLap without a store seed: the seed stays', rules: { captureNeedsLap: true }, pits: [1, 0, 0, 0, 0, 2, 0, 3, 0, 0], hole: 1, after: [0, 1, 0, 0, 0, 2, 0, 3, 0, 0], next: 1 },
  { name: 'captureNeedsLap after a lap through the own store: capture', rules: { captureNeedsLap: true }, pits: [0, 0, 0, 7, 0, 1, 1, 1, 1, 0], hole: 4, after: [1, 0, 0, 0, 4, 2, 2, 0, 2, 0], next: 1 },
  { name: "North's last seed in an empty South hole, forfeit: the seed goes to South's store", rules: { emptyOpponentLanding: 'forfeit' }, mover: 1, pits: [0, 1, 1, 1, 0, 1, 1, 1, 2, 0], hole: 4, after: [0, 1, 1, 1, 1, 1, 1, 1, 0, 1], next: 0, events: ['pick', 'sow', 'forfeit', 'dead', 'turn-end'] },
  { name: "North's last seed in its own empty hole under forfeit: a capture", rules: { emptyOpponentLanding: 'forfeit' }, mover: 1, pits: [1, 1, 3, 1, 0, 1, 0, 1, 1, 0], hole: 1, after: [1, 1, 0, 1, 0, 0, 0, 1, 1, 4], next: 0, events: ['pick', 'sow', 'capture', 'turn-end'] },
  { name: "North never sows into South's store", mover: 1, pits: [1, 1, 1, 1, 0, 0, 0, 0, 3, 0], hole: 4, after: [2, 0, 0, 0, 0, 1, 0, 0, 0, 4], next: 0 },
];

describe('ordinary turns', () => {
  it.each(ROWS)('$name', (row) => {
    const rules = { ...BASE, ...row.rules } as RulesInput;
    const { state, events } = playAll(minimal(rules, row.pits, row.mover ?? 0), { hole: row.hole });
    expect(state.pits).toEqual(row.after);
    expect(state.toMove).toBe(row.next);
    expect((state as unknown as { continuing: boolean }).continuing).toBe(row.continuing ?? false);
    if (row.events) expect(types(events)).toEqual(row.events);
  });

  it('capture event names where the capturing seed lies, the opposite pit and the total banked', () => {
    const { events } = playAll(minimal(BASE, [1, 0, 0, 0, 0, 2, 0, 3, 0, 0], 0), { hole: 1 });
    expect(events.find((e) => e.type === 'capture')).toEqual({ type: 'capture', player: 0, pit: 1, from: 7, seeds: 4 });
  });

  it('captureNeedsLap under either-side-empty: the store landing asks again, and that choice qualifies too', () => {
    const rules = { ...SMALL, captureNeedsLap: true };
    const afterStore = playAll(minimal(rules, [1, 0, 0, 1, 0, 2, 0, 3, 0, 0], 0), { hole: 4 }).state;
    expect(afterStore.toMove).toBe(0);
    expect((afterStore as unknown as { continuing: boolean }).continuing).toBe(true);
    // Hole 1's seed captures North's 3 with itself, which empties South's row: the round ends.
    const { state } = playAll(afterStore, { hole: 1 });
    expect(state.pits).toEqual([0, 0, 0, 0, 5, 0, 0, 0, 0, 2]);
    expect(state.result).toEqual({ winner: 0, stores: [5, 2] });
  });

  it('captureNeedsLap: a choice after a store landing qualifies', () => {
    const rules = { ...BASE, captureNeedsLap: true };
    const { state } = playAll(minimal(rules, [1, 0, 0, 1, 0, 2, 0, 3, 0, 0], 0), { hole: 4 }, { hole: 1 });
    expect(state.pits).toEqual([0, 0, 0, 0, 5, 2, 0, 0, 0, 0]);
    expect(state.toMove).toBe(1);
  });
});

describe('burnt holes (§5)', () => {
  const series = (burnt: 'skip' | 'forfeit'): RulesInput => ({ ...BASE, series: { burnt } });
  const withBurnt = (rules: RulesInput, pits: number[]) => full(rules, pits, 0, { burnt: [1], round: 2 });

  it('skip: sowing passes over them', () => {
    const { state } = playAll(withBurnt(series('skip'), [2, 0, 0, 0, 0, 1, 1, 1, 1, 0]), { hole: 1 });
    expect(state.pits).toEqual([0, 0, 1, 0, 2, 0, 1, 1, 1, 0]);
  });

  it("forfeit: a seed dropped into one goes to the opponent's store", () => {
    const { state, events } = playAll(withBurnt(series('forfeit'), [2, 0, 0, 0, 0, 1, 1, 1, 1, 0]), { hole: 1 });
    expect(state.pits).toEqual([0, 0, 0, 0, 2, 1, 0, 1, 1, 1]);
    expect(events[1]).toEqual({ type: 'forfeit', player: 0, pit: 1, to: 9 });
  });

  it('forfeit: only the burnt hole forfeits; the holes after it are sown as usual', () => {
    const { state, events } = playAll(withBurnt(series('forfeit'), [3, 0, 0, 0, 0, 1, 1, 1, 1, 0]), { hole: 1 });
    // Pit 1 forfeits to North's store, pit 2 gets its seed, the last seed in empty pit 3 captures pit 5's.
    expect(state.pits).toEqual([0, 0, 1, 0, 2, 0, 1, 1, 1, 1]);
    expect(types(events)).toEqual(['pick', 'forfeit', 'sow', 'sow', 'capture', 'turn-end']);
  });

  it('forfeit: the last seed into one ends the turn', () => {
    const { state, events } = playAll(withBurnt(series('forfeit'), [1, 0, 0, 1, 0, 1, 1, 1, 1, 0]), { hole: 1 });
    expect(state.pits).toEqual([0, 0, 0, 1, 0, 1, 1, 1, 1, 1]);
    expect(state.toMove).toBe(1);
    expect(types(events)).toEqual(['pick', 'forfeit', 'dead', 'turn-end']);
  });

  it('forfeit, with no event sink (search and playouts): the same turns as the traced ones, relays included', () => {
    for (const [pits, hole] of [
      [[2, 0, 0, 0, 0, 1, 1, 1, 1, 0], 1],
      [[1, 0, 0, 1, 0, 1, 1, 1, 1, 0], 1],
      [[3, 0, 0, 0, 0, 1, 1, 1, 1, 0], 1],
      [[2, 0, 3, 0, 0, 1, 1, 1, 1, 0], 1],
    ] as const) {
      const start = withBurnt(series('forfeit'), [...pits]);
      const quiet = createFastPosition(start);
      quiet.play(hole, null);
      expect(quiet.toState()).toEqual(playAll(start, { hole }).state);
    }
  });

  it('a capture opposite a burnt hole takes nothing (bank: the capturing seed alone)', () => {
    const state = full({ ...BASE, series: {} }, [1, 0, 0, 0, 0, 2, 1, 0, 1, 0], 0, { burnt: [7], round: 2 });
    expect(playAll(state, { hole: 1 }).state.pits).toEqual([0, 0, 0, 0, 1, 2, 1, 0, 1, 0]);
  });
});

describe('the quiet path (no event sink: playouts and search)', () => {
  // The kernel sows without events in a loop of its own: each landing case must come out as the traced one does.
  it.each(ROWS)('$name', (row) => {
    const start = minimal({ ...BASE, ...row.rules } as RulesInput, row.pits, row.mover ?? 0);
    const quiet = createFastPosition(start);
    quiet.play(row.hole, null);
    expect(quiet.toState()).toEqual(playAll(start, { hole: row.hole }).state);
    expect(quiet.toState().pits).toEqual(row.after);
  });

  // The round ends of rounds.test.ts, where the quiet loop checks the rows itself (before a relay, after a store landing).
  it.each<[string, RulesInput, number[], number]>([
    ['either-side-empty-now: a row empty before the relay ends the round', { ...SMALL, roundEnd: 'either-side-empty-now' }, [0, 0, 0, 3, 0, 1, 2, 0, 0, 0], 4],
    ['either-side-empty-now: both rows holding seeds, the relay goes on', { ...SMALL, roundEnd: 'either-side-empty-now' }, [1, 0, 0, 3, 0, 1, 2, 0, 0, 0], 4],
    ['either-side-empty: the relay finishes and comes back round to capture', SMALL, [0, 0, 0, 3, 0, 1, 2, 0, 0, 0], 4],
    ['either-side-empty: a store landing that empties the row ends the round', SMALL, [2, 0, 0, 1, 0, 0, 0, 0, 0, 0], 4],
    ['mover-side-empty: a store landing with seeds left asks again', { ...SMALL, roundEnd: 'mover-side-empty' }, [2, 0, 0, 1, 0, 0, 0, 0, 0, 0], 4],
    ['pass: the empty player passes', { ...SMALL, roundEnd: 'pass', emptyOpposite: 'stay' }, [0, 1, 1, 0, 0, 0, 0, 0, 0, 0], 3],
  ])('%s', (_name, rules, pits, hole) => {
    const start = minimal(rules, pits, 0);
    const quiet = createFastPosition(start);
    quiet.play(hole, null);
    expect(quiet.toState()).toEqual(playAll(start, { hole }).state);
  });
});
