/**
 * The bundled set: it loads, is large and varied enough, its entries round
 * trip through the file format, a malformed entry is a clear error, and a
 * seeded sample is re-proven on every run (the whole set: npm run prove:puzzles).
 */
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../ai/index';
import { parsePuzzleEntry, parsePuzzleSet, printPuzzleEntry } from './entry';
import { puzzleId } from './id';
import { provePuzzle } from './prove';
import { PUZZLE_SET } from './set';
import { puzzleThemes } from './themes';
import { PUZZLE_MARGIN } from './types';

const SAMPLE = 20;

describe('PUZZLE_SET', () => {
  it('holds at least 500 puzzles across the four presets, each with a theme', () => {
    expect(PUZZLE_SET.length).toBeGreaterThanOrEqual(500);
    expect(new Set(PUZZLE_SET.map((puzzle) => puzzle.preset))).toEqual(new Set(['congkak', 'congkak-malay', 'kalah', 'oware']));
    expect(PUZZLE_SET.every((puzzle) => puzzle.themes.length > 0 && puzzle.margin >= PUZZLE_MARGIN)).toBe(true);
  });

  it('gives every puzzle its content id', () => {
    for (const puzzle of PUZZLE_SET) expect(puzzle.id).toBe(puzzleId(puzzle.preset, puzzle.state, puzzle.goal));
  });

  it(`re-proves a seeded sample of ${SAMPLE}: each equals its stored proof and themes`, () => {
    const random = seededRandom(PUZZLE_SET.length);
    const sample = Array.from({ length: SAMPLE }, () => PUZZLE_SET[Math.floor(random() * PUZZLE_SET.length)]!);
    for (const puzzle of sample) {
      const proof = provePuzzle(puzzle.state, puzzle.goal);
      if (!proof.ok) throw new Error(`${puzzle.id}: ${proof.refusal.message}`);
      const { id: _id, themes, rating: _rating, ...stored } = puzzle;
      expect(proof.puzzle, puzzle.id).toEqual(stored);
      expect(puzzleThemes(proof.puzzle), puzzle.id).toEqual(themes);
    }
  });
});

describe('the set file format', () => {
  const first = PUZZLE_SET[0]!;

  it('round trips an entry', () => {
    expect(parsePuzzleEntry(JSON.parse(JSON.stringify(printPuzzleEntry(first))))).toEqual({ ok: true, value: first });
  });

  it.each([
    ['an unknown goal', { goal: 'win-game' }, 'unknown goal'],
    ['a hole off the board', { solutions: [[99]] }, 'solutions'],
    ['a margin below the minimum', { margin: PUZZLE_MARGIN - 1 }, 'margin'],
    ['pits of the wrong length', { pits: [1, 2, 3] }, 'pits'],
    ['an unknown theme', { themes: ['sacrifice'] }, 'themes'],
  ])('rejects %s, naming the entry', (_, change, words) => {
    const parsed = parsePuzzleSet([printPuzzleEntry(first), { ...printPuzzleEntry(first), id: 'abcdefabcdef', ...change }]);
    expect(parsed).toMatchObject({ ok: false, error: { message: expect.stringContaining('entry 1: puzzle abcdefabcdef') } });
    expect(parsed.ok ? '' : parsed.error.message).toContain(words);
  });

  it('rejects the same id twice', () => {
    expect(parsePuzzleSet([printPuzzleEntry(first), printPuzzleEntry(first)])).toMatchObject({ ok: false, error: { message: expect.stringContaining('twice') } });
  });
});
