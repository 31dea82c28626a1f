// The fixture set is checked against the engine itself (its `wholeTurns`):
// every solution is a whole turn of the solver that banks the stated value,
// and every other whole turn banks at least the stated margin less. And it
// stays a fixture: no production module imports it.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { wholeTurns } from '../../../engine';
import { PUZZLE_MARGIN, type Puzzle } from '../../contract';
import { FIXTURE_PUZZLES } from './fixture-puzzles';

describe.each(FIXTURE_PUZZLES.map((puzzle): [string, Puzzle] => [puzzle.id, puzzle]))('%s', (_id, puzzle) => {
  const key = (choices: readonly number[]) => choices.join(' ');
  const solutions = new Set(puzzle.solutions.map(key));

  it('is a bank-most puzzle for the side to move', () => {
    expect([puzzle.goal, puzzle.state.phase, puzzle.state.toMove]).toEqual(['bank-most', 'play', puzzle.solver]);
  });

  it('banks its value with every solution, and every other turn banks the margin less', () => {
    const found = wholeTurns(puzzle.state);
    if (found.kind !== 'turns') throw new Error(`expected whole turns, got ${found.kind}`);
    for (const turn of found.turns) {
      if (solutions.has(key(turn.holes))) expect(turn.banked).toBe(puzzle.value);
      else expect(turn.banked).toBeLessThanOrEqual(puzzle.value - puzzle.margin);
    }
    expect(found.turns.filter((turn) => solutions.has(key(turn.holes)))).toHaveLength(puzzle.solutions.length);
    expect(puzzle.margin).toBeGreaterThanOrEqual(PUZZLE_MARGIN);
  });
});

describe('the fixture set', () => {
  const electronDir = join(import.meta.dirname, '..', '..');
  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return sources(path);
      return /\.(ts|svelte)$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
    });

  it('is imported by tests only, never by a module the app runs', () => {
    const importers = sources(electronDir)
      .filter((path) => !path.endsWith('fixture-puzzles.ts') && readFileSync(path, 'utf8').includes('fixture-puzzles'))
      .map((path) => relative(electronDir, path));
    expect(importers).toEqual([]);
  });
});
