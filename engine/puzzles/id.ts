/**
 * A puzzle's id: a short hash of what makes it the same puzzle (the preset,
 * the position and the goal), so the same position and goal always get the
 * same id and a set holds each at most once.
 */
import type { GameState, PresetName } from '../types';
import type { PuzzleGoal } from './types';

/** The fields that make two positions the same position to play from. */
export function positionKey(state: GameState): string {
  return JSON.stringify({ pits: state.pits, burnt: state.burnt, toMove: state.toMove, round: state.round });
}

/** FNV-1a over UTF-16 code units, two independent 32-bit lanes: 16 hex digits, no dependency. */
function hash64(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x9dc5811c;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193) >>> 0;
    b = Math.imul(b ^ ((c * 31 + i) & 0xffff), 0x01000193) >>> 0;
  }
  return a.toString(16).padStart(8, '0') + b.toString(16).padStart(8, '0');
}

export function puzzleId(preset: PresetName, state: GameState, goal: PuzzleGoal): string {
  return hash64(`${preset}|${positionKey(state)}|${goal}`).slice(0, 12);
}
