import { describe, expect, it } from 'vitest';
import { newGame, play, validateState, type GameState } from '../engine';
import { COURSE_RULES, courseOrderProblems, rulesShown, taughtBy } from './course';
import { LESSON_DEFS } from './index';

function afterHole(pits: number[], hole: number, rules: 'congkak' | 'kalah' = 'congkak'): { start: GameState; shown: string[] } {
  const start = validateState({ rules, pits, toMove: 0 });
  if (!start.ok) throw new Error(start.error.message);
  const played = play(start.value, { hole });
  if (!played.ok) throw new Error(played.error.message);
  return { start: start.value, shown: [...rulesShown(start.value, played.value.events)].sort() };
}

describe('rulesShown', () => {
  // Hole 2: store; hole 3: relay then mati; hole 7: mati; hole 4: an empty hole of yours (a capture of its seed alone).
  const MIXED = [1, 6, 4, 1, 0, 0, 4, 0, 0, 3, 0, 0, 0, 0, 1, 0];
  it.each([
    [2, ['sowing', 'store']],
    [3, ['mati', 'relay', 'sowing']],
    [7, ['mati', 'sowing']],
    [4, ['capture', 'sowing']],
  ])('names what hole %i shows', (hole, rules) => {
    expect(afterHole(MIXED, hole).shown).toEqual(rules);
  });

  it('counts a round ending, the opening, and a game family of its own', () => {
    expect(afterHole([0, 0, 2, 3, 0, 3, 0, 22, 0, 0, 4, 0, 0, 0, 0, 17], 3).shown).toContain('round-end');
    const start = newGame('congkak');
    if (!start.ok) throw new Error(start.error.message);
    const opening = play(start.value, { south: 4, north: 3 });
    if (!opening.ok) throw new Error(opening.error.message);
    expect(rulesShown(start.value, opening.value.events)).toContain('opening');
    expect(afterHole([1, 1, 0, 1, 0, 4, 0, 0, 0, 2, 5, 0, 0, 0], 2, 'kalah').shown).toContain('kalah');
  });
});

describe('the course order', () => {
  it('teaches every rule once, in order, in the shipped lessons', () => {
    expect(courseOrderProblems(LESSON_DEFS)).toEqual([]);
    const taught = taughtBy(LESSON_DEFS);
    expect([...(taught.get('sowing') ?? [])]).toEqual(['sowing']);
    expect([...(taught.get('relay') ?? [])]).toEqual(['sowing', 'store', 'relay']);
    expect(taught.get('oware')?.size).toBe(COURSE_RULES.length);
  });

  it('names a rule no lesson teaches', () => {
    expect(courseOrderProblems([{ id: 'only', teaches: ['sowing'] }])).toContain('no lesson teaches store');
  });
});
