/**
 * The bundled set's file format, one entry per puzzle: the puzzle without
 * its state's derived fields (the rules are the preset's, the state is the
 * minimal `{rules, pits, toMove}` the engine completes), so the file stays
 * small and diffable. `parsePuzzleEntry` and `printPuzzleEntry` are a pair.
 */
import { validateState } from '../state';
import { PRESET_NAMES, type PresetName, type Result } from '../types';
import { PUZZLE_GOALS, PUZZLE_MARGIN, PUZZLE_THEMES, type Puzzle, type PuzzleGoal, type PuzzleTheme } from './types';

export interface PuzzleEntry {
  id: string;
  preset: PresetName;
  goal: PuzzleGoal;
  solver: 0 | 1;
  pits: number[];
  solutions: number[][];
  value: number;
  margin: number;
  themes: PuzzleTheme[];
  rating: number;
}

/** The minimal state a puzzle is played from: the preset's rules, the pits, the solver to move. */
export function puzzleState(preset: PresetName, pits: readonly number[], solver: 0 | 1): Result<Puzzle['state']> {
  return validateState({ rules: preset, pits: [...pits], toMove: solver });
}

export function printPuzzleEntry(puzzle: Puzzle): PuzzleEntry {
  const { id, preset, goal, solver, solutions, value, margin, themes, rating } = puzzle;
  return { id, preset, goal, solver, pits: [...puzzle.state.pits], solutions, value, margin, themes, rating };
}

type Fields = Record<string, unknown>;
const isObject = (v: unknown): v is Fields => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInteger = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
const isOneOf = <T extends string>(values: readonly T[], v: unknown): v is T => typeof v === 'string' && (values as readonly string[]).includes(v);
const bad = (message: string): Result<never> => ({ ok: false, error: { code: 'bad-state', message } });

export function parsePuzzleEntry(raw: unknown): Result<Puzzle> {
  if (!isObject(raw)) return bad('a puzzle entry must be an object');
  const { id, preset, goal, solver, pits, solutions, value, margin, themes, rating } = raw;
  const name = typeof id === 'string' ? `puzzle ${id}` : 'a puzzle';
  if (typeof id !== 'string' || !/^[0-9a-f]{12}$/.test(id)) return bad(`${name}: id must be 12 hex digits`);
  if (!isOneOf(PRESET_NAMES, preset)) return bad(`${name}: unknown preset ${JSON.stringify(preset)}`);
  if (!isOneOf(PUZZLE_GOALS, goal)) return bad(`${name}: unknown goal ${JSON.stringify(goal)}`);
  if (solver !== 0 && solver !== 1) return bad(`${name}: solver must be 0 or 1`);
  if (!Array.isArray(pits)) return bad(`${name}: pits must be an array`);
  const state = puzzleState(preset, pits as number[], solver);
  if (!state.ok) return bad(`${name}: ${state.error.message}`);
  if (state.value.phase !== 'play' || state.value.toMove !== solver) return bad(`${name}: the solver must be to move in phase play`);
  const holes = state.value.rules.holes;
  const isChoice = (h: unknown) => isInteger(h) && h >= 1 && h <= holes;
  if (!Array.isArray(solutions) || solutions.length === 0 || !solutions.every((s) => Array.isArray(s) && s.length > 0 && s.every(isChoice))) {
    return bad(`${name}: solutions must be non-empty lists of holes 1…${holes}`);
  }
  if (!isInteger(value)) return bad(`${name}: value must be an integer`);
  if (!isInteger(margin) || margin < PUZZLE_MARGIN) return bad(`${name}: margin must be an integer of at least ${PUZZLE_MARGIN}`);
  if (!Array.isArray(themes) || !themes.every((t) => isOneOf(PUZZLE_THEMES, t))) return bad(`${name}: themes must be among ${PUZZLE_THEMES.join(', ')}`);
  if (!isInteger(rating) || rating < 0) return bad(`${name}: rating must be a non-negative integer`);
  return {
    ok: true,
    value: { id, preset, state: state.value, solver, goal, solutions: solutions as number[][], value, margin, themes: themes as PuzzleTheme[], rating },
  };
}

/** Every entry parsed, or the first malformed one's error (with its index). */
export function parsePuzzleSet(raw: unknown): Result<Puzzle[]> {
  if (!Array.isArray(raw)) return bad('the puzzle set must be an array');
  const puzzles: Puzzle[] = [];
  const seen = new Set<string>();
  for (const [index, entry] of raw.entries()) {
    const parsed = parsePuzzleEntry(entry);
    if (!parsed.ok) return bad(`entry ${index}: ${parsed.error.message}`);
    if (seen.has(parsed.value.id)) return bad(`entry ${index}: id ${parsed.value.id} appears twice`);
    seen.add(parsed.value.id);
    puzzles.push(parsed.value);
  }
  return { ok: true, value: puzzles };
}
