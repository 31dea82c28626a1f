/**
 * Where a note may sit: on the last move of a turn (RULES.md §8), as the
 * record's own grouping of moves into turns says (engine/record groupTurns),
 * so what is checked here is what the record printer accepts. A game ending in
 * the middle of a turn has that turn's last move so far as its last line.
 */
import { groupTurns, type Move, type MoveNote, type Result, type Rules } from '../../../engine';
import type { SkippedNoteReason } from '../../contract';

/** The indexes of the moves that end a turn (or the opening) in this game. */
export function turnEnds(rules: Rules, moves: readonly Move[]): Result<Set<number>, string> {
  const lines = groupTurns(rules, moves);
  if (!lines.ok) return lines;
  const ends = new Set<number>();
  for (const line of lines.value) if (line.kind === 'turn' || line.kind === 'opening') ends.add(line.lastMove);
  return { ok: true, value: ends };
}

interface MisplacedNote {
  move: number;
  reason: SkippedNoteReason;
}

/** The notes the record could not print, and why; an error when the moves themselves do not replay. */
export function misplacedNotes(rules: Rules, moves: readonly Move[], notes: readonly MoveNote[]): Result<MisplacedNote[], string> {
  if (notes.length === 0) return { ok: true, value: [] };
  const ends = turnEnds(rules, moves);
  if (!ends.ok) return ends;
  const misplaced: MisplacedNote[] = [];
  for (const { move } of notes) {
    if (move >= moves.length) misplaced.push({ move, reason: 'no-such-move' });
    else if (!ends.value.has(move)) misplaced.push({ move, reason: 'not-turn-end' });
  }
  return { ok: true, value: misplaced };
}
