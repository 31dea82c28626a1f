/**
 * A game's analysis as the archive keeps it (migration 016): the judgement of
 * each choice analysed, by move and chooser. SQL only; what is asked and
 * when the moves still hold is the replay viewer service's. The game store
 * drops the judgements of moves it takes back.
 */
import type Database from 'better-sqlite3';
import type { Player } from '../../../engine';
import type { ChoiceAnalysis, MoveEvaluation } from '../../contract';

interface AnalysisRow {
  move_index: number;
  player: Player;
  evaluations: string;
}

export function createAnalysisStore(db: Database.Database) {
  const selectGame = db.prepare('SELECT move_index, player, evaluations FROM game_analysis WHERE game_id = ? ORDER BY move_index, player');
  const upsert = db.prepare(
    `INSERT INTO game_analysis (game_id, move_index, player, evaluations, analysed_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (game_id, move_index, player) DO UPDATE SET evaluations = excluded.evaluations, analysed_at = excluded.analysed_at`,
  );

  return {
    /** The game's judgements, in move order (South's first where both chose). */
    ofGame(gameId: number): ChoiceAnalysis[] {
      return (selectGame.all(gameId) as AnalysisRow[]).map((row) => ({
        move: row.move_index,
        player: row.player,
        evaluations: JSON.parse(row.evaluations) as MoveEvaluation[],
      }));
    },

    keep(gameId: number, judged: ChoiceAnalysis, now: string): void {
      upsert.run(gameId, judged.move, judged.player, JSON.stringify(judged.evaluations), now);
    },
  };
}
