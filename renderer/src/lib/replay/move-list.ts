// The move list: the record's lines (engine/RULES.md §8 notation) with turn numbers,
// the notes on each turn, and the position each turn ends at (where a click on
// it jumps). Passes and round separators are rows too, not numbered.
import { printForcedLine, printTurn, type Glyph, type MoveNote, type Player } from '../../../../engine';
import type { SteppedGame } from './stepped-game';

export type MoveRow =
  | {
      kind: 'turn';
      /** 1-based turn number. */
      number: number;
      /** Index into the stepped game's lines. */
      line: number;
      /** Null for the simultaneous opening (both players). */
      player: Player | null;
      text: string;
      /** The last move of the turn: the note's key. */
      lastMove: number;
      /** Where the turn is complete. */
      endPosition: number;
      glyph: Glyph | null;
      comment: string | null;
    }
  | { kind: 'pass'; line: number; text: string }
  | { kind: 'round'; line: number; round: number; text: string };

export function moveRows(game: SteppedGame, notes: readonly MoveNote[]): MoveRow[] {
  const noteAt = new Map(notes.map((note) => [note.move, note]));
  let number = 0;
  return game.lines.map((line, index): MoveRow => {
    if (line.kind === 'pass') return { kind: 'pass', line: index, text: printForcedLine(line) };
    if (line.kind === 'round') return { kind: 'round', line: index, round: line.round, text: printForcedLine(line) };
    number += 1;
    const note = noteAt.get(line.lastMove);
    return {
      kind: 'turn',
      number,
      line: index,
      player: line.kind === 'opening' ? null : line.player,
      text: printTurn(line),
      lastMove: line.lastMove,
      endPosition: game.moveEnds[line.lastMove] ?? game.positions.length - 1,
      glyph: note?.glyph ?? null,
      comment: note?.comment ?? null,
    };
  });
}

/** Notes with one turn's note replaced (or removed when it says nothing), ordered by move. */
export function withNote(notes: readonly MoveNote[], note: MoveNote): MoveNote[] {
  const others = notes.filter((existing) => existing.move !== note.move);
  const kept = note.glyph === null && (note.comment === null || note.comment === '') ? others : [...others, note];
  return kept.sort((a, b) => a.move - b.move);
}
