/**
 * Annotations, the replay viewer's writes: the game's comment and the notes on its turns
 * (migration 002's columns and table). The full-text index follows by its
 * triggers, so a saved comment is found by the archive's search at once.
 */
import type Database from 'better-sqlite3';
import type { Glyph, MoveNote } from '../../../engine';

export function createAnnotationStore(db: Database.Database) {
  const updateComment = db.prepare('UPDATE games SET comment = ? WHERE id = ? AND deleted_at IS NULL');
  const upsertNote = db.prepare(
    `INSERT INTO move_notes (game_id, move_index, glyph, comment) VALUES (?, ?, ?, ?)
     ON CONFLICT (game_id, move_index) DO UPDATE SET glyph = excluded.glyph, comment = excluded.comment`,
  );
  const deleteNote = db.prepare('DELETE FROM move_notes WHERE game_id = ? AND move_index = ?');

  return {
    /** False when there is no such (undeleted) game. */
    setComment(gameId: number, comment: string | null): boolean {
      return updateComment.run(comment, gameId).changes === 1;
    },

    /** Writes a turn's note, or removes it when it says nothing; returns what is stored. */
    setNote(gameId: number, move: number, glyph: Glyph | null, comment: string | null): MoveNote | null {
      if (glyph === null && comment === null) {
        deleteNote.run(gameId, move);
        return null;
      }
      upsertNote.run(gameId, move, glyph, comment);
      return { move, glyph, comment };
    },
  };
}
