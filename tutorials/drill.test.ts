// Drills: seeded positions, each one checked as it is made.
import { describe, expect, it } from 'vitest';
import { validateState } from '../engine';
import { LANDINGS } from './account';
import { checkDrillPosition, drillPositions, holesMaking, playDrillHole } from './drill';

const SEEDS = Array.from({ length: 12 }, (_, i) => 1000 + i * 7919);

describe.each(LANDINGS)('a %s drill', (landing) => {
  it('makes five different positions from each seed, every one a sound drill position', () => {
    for (const seed of SEEDS) {
      const made = drillPositions(landing, seed);
      if (!made.ok) throw new Error(made.error.message);
      expect(made.value).toHaveLength(5);
      expect(new Set(made.value.map((state) => state.pits.join(','))).size).toBe(5);
      for (const state of made.value) {
        expect(checkDrillPosition(state, landing)).toEqual([]);
        const right = holesMaking(state, landing);
        expect(right.length).toBeGreaterThan(0);
        for (const hole of right) expect(playDrillHole(state, landing, hole)).toMatchObject({ ok: true, value: { status: 'success' } });
      }
    }
  });

  it('is the same for a seed and different for another', () => {
    const once = drillPositions(landing, 42);
    const again = drillPositions(landing, 42);
    const other = drillPositions(landing, 43);
    if (!once.ok || !again.ok || !other.ok) throw new Error('no drill');
    expect(again.value.map((s) => s.pits)).toEqual(once.value.map((s) => s.pits));
    expect(other.value.map((s) => s.pits)).not.toEqual(once.value.map((s) => s.pits));
  });
});

describe('checkDrillPosition', () => {
  const at = (pits: number[]) => {
    const state = validateState({ rules: 'congkak', pits, toMove: 0 });
    if (!state.ok) throw new Error(state.error.message);
    return state.value;
  };

  it('refuses a position with too few holes, or where no hole makes the landing', () => {
    expect(checkDrillPosition(at([0, 6, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 1, 1, 0]), 'store')).toContain('only 2 holes to choose from');
    expect(checkDrillPosition(at([0, 6, 0, 0, 4, 3, 4, 0, 0, 0, 0, 0, 0, 1, 1, 0]), 'relay')).toContain('no hole makes a relay landing');
  });

  it('refuses a position where every hole but one makes it', () => {
    expect(checkDrillPosition(at([0, 6, 5, 4, 0, 0, 1, 0, 0, 0, 0, 0, 0, 1, 1, 0]), 'store')).toContain('fewer than two holes miss the store landing');
  });

  it('refuses a position where a hole would end the round', () => {
    expect(checkDrillPosition(at([0, 0, 2, 3, 0, 3, 0, 22, 0, 0, 4, 0, 0, 0, 0, 17]), 'capture').join(' ')).toMatch(/shows round-end/);
  });
});
