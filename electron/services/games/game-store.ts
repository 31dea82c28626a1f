/**
 * SQL for games and their turns; the only module that knows those tables' columns
 * (and writes move_notes where a note must follow its move: undo, a turn played on).
 * A game's moves are its packed moves (an imported game's, migration 005) followed
 * by its `turns` rows, one per move played here, each committed as it is played.
 */
import type Database from 'better-sqlite3';
import type { Move, Player, Rules } from '../../../engine';
import type { GameOutcome, GameStatus, PlayerSpec } from '../../contract';
import type { GamePlace } from './game-bin';
import { truncatePacked, unpackMoves } from './packed-moves';

export interface StoredGame {
  id: number;
  rules: Rules;
  players: [PlayerSpec, PlayerSpec];
  status: GameStatus;
  outcome: GameOutcome | null;
  createdAt: string;
  updatedAt: string;
  moves: Move[];
}

interface GameRow {
  id: number;
  rules: string;
  south_name: string;
  south_kind: string;
  north_name: string;
  north_kind: string;
  created_at: string;
  updated_at: string;
  status: GameStatus;
  south_store: number | null;
  north_store: number | null;
  winner: Player | null;
  termination: GameOutcome['termination'] | null;
  packed_moves: string;
}

/** `human` or `computer:L`, as in the games table and the record format's SouthKind/NorthKind tags. */
export function encodeKind(player: PlayerSpec): string {
  return player.kind === 'human' ? 'human' : `computer:${player.level}`;
}

export function decodePlayer(name: string, kind: string): PlayerSpec {
  const computer = /^computer:([1-6])$/.exec(kind);
  if (computer?.[1] === undefined) return { name, kind: 'human' };
  return { name, kind: 'computer', level: Number(computer[1]) as 1 | 2 | 3 | 4 | 5 | 6 };
}

function outcomeOf(row: GameRow): GameOutcome | null {
  if (row.termination === null) return null;
  return { termination: row.termination, winner: row.winner, stores: [row.south_store ?? 0, row.north_store ?? 0] };
}

export function createGameStore(db: Database.Database) {
  const insertGame = db.prepare(
    `INSERT INTO games (preset, rules, south_name, south_kind, north_name, north_kind, created_at, updated_at)
     VALUES (@preset, @rules, @southName, @southKind, @northName, @northKind, @now, @now)`,
  );
  const selectGame = db.prepare('SELECT * FROM games WHERE id = ?');
  const selectInBin = db.prepare('SELECT deleted_at IS NOT NULL FROM games WHERE id = ?').pluck();
  const selectPacked = db.prepare('SELECT packed_moves FROM games WHERE id = ?').pluck();
  const selectTurnMoves = db.prepare('SELECT move FROM turns WHERE game_id = ? ORDER BY move_index').pluck();
  const insertTurn = db.prepare(
    'INSERT INTO turns (game_id, move_index, move, player, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  const touchGame = db.prepare('UPDATE games SET updated_at = ? WHERE id = ?');
  const deleteTurnsFrom = db.prepare('DELETE FROM turns WHERE game_id = ? AND move_index >= ?');
  const deleteNotesFrom = db.prepare('DELETE FROM move_notes WHERE game_id = ? AND move_index >= ?');
  const selectNoteAt = db.prepare('SELECT 1 FROM move_notes WHERE game_id = ? AND move_index = ?').pluck();
  const moveNote = db.prepare('UPDATE move_notes SET move_index = ? WHERE game_id = ? AND move_index = ?');
  const selectPackedColumns = db.prepare('SELECT packed_moves, packed_stores, packed_count FROM games WHERE id = ?');
  const setPacked = db.prepare('UPDATE games SET packed_moves = ?, packed_stores = ? WHERE id = ?');
  // The archive keeps a move count per game, raised by a trigger on insert (migration 002); an undo lowers it here.
  const recountMoves = db.prepare('UPDATE games SET move_count = packed_count + (SELECT count(*) FROM turns WHERE game_id = ?) WHERE id = ?');
  const endGame = db.prepare(
    `UPDATE games SET status = @status, termination = @termination, winner = @winner,
       south_store = @southStore, north_store = @northStore, updated_at = @now
     WHERE id = @id AND status = 'active'`,
  );
  const selectUnfinished = db.prepare(
    `SELECT g.*, g.packed_count + (SELECT count(*) FROM turns t WHERE t.game_id = g.id) AS move_count
     FROM games g WHERE g.status = 'active' AND g.deleted_at IS NULL ORDER BY g.updated_at DESC, g.id DESC`,
  );

  function turnMoves(id: number): Move[] {
    return (selectTurnMoves.all(id) as string[]).map((json) => JSON.parse(json) as Move);
  }

  function toStoredGame(row: GameRow, moves: Move[]): StoredGame {
    return {
      id: row.id,
      rules: JSON.parse(row.rules) as Rules,
      players: [decodePlayer(row.south_name, row.south_kind), decodePlayer(row.north_name, row.north_kind)],
      status: row.status,
      outcome: outcomeOf(row),
      createdAt: row.created_at,
      updatedAt: row.updated_at,
      moves,
    };
  }

  return {
    insert(rules: Rules, players: [PlayerSpec, PlayerSpec], now: string): number {
      const info = insertGame.run({
        preset: rules.preset,
        rules: JSON.stringify(rules),
        southName: players[0].name,
        southKind: encodeKind(players[0]),
        northName: players[1].name,
        northKind: encodeKind(players[1]),
        now,
      });
      return Number(info.lastInsertRowid);
    },

    /** Whether the game is kept, in the bin (soft-deleted) or missing. */
    place(id: number): GamePlace {
      const inBin = selectInBin.get(id) as number | undefined;
      return inBin === undefined ? 'missing' : inBin === 1 ? 'bin' : 'kept';
    },

    /** The game row and its moves in play order, or null when there is no such game. */
    load(id: number): StoredGame | null {
      const row = selectGame.get(id) as GameRow | undefined;
      if (row === undefined) return null;
      return toStoredGame(row, [...unpackMoves(row.packed_moves), ...turnMoves(id)]);
    },

    /** A game's moves in play order ([] when there is no such game). */
    moves(id: number): Move[] {
      const packed = selectPacked.get(id) as string | undefined;
      return packed === undefined ? [] : [...unpackMoves(packed), ...turnMoves(id)];
    },

    /**
     * Records one move at `index` (a second write of the same index fails on
     * the primary key). A note already at `index` or past it was left by an
     * earlier version's undo: it is dropped, not given to this move.
     */
    appendMove(id: number, index: number, move: Move, player: Player | null, now: string): void {
      deleteNotesFrom.run(id, index);
      insertTurn.run(id, index, JSON.stringify(move), player, now);
      touchGame.run(now, id);
    },

    hasNote(id: number, index: number): boolean {
      return selectNoteAt.get(id, index) !== undefined;
    },

    /** Moves a note to another move of its turn (the caller makes sure nothing is at `to`). */
    moveNote(id: number, from: number, to: number): void {
      moveNote.run(to, id, from);
    },

    /**
     * Takes back the moves from `index` on (undo), and the notes on them: left
     * behind, a note would sit on whatever move is played there next.
     * The caller wraps it in its transaction.
     */
    deleteMovesFrom(id: number, index: number, now: string): void {
      deleteTurnsFrom.run(id, index);
      deleteNotesFrom.run(id, index);
      const packed = selectPackedColumns.get(id) as { packed_moves: string; packed_stores: string; packed_count: number } | undefined;
      if (packed !== undefined && index < packed.packed_count) {
        const kept = truncatePacked(packed.packed_moves, packed.packed_stores, index);
        setPacked.run(kept.moves, kept.stores, id);
      }
      recountMoves.run(id, id);
      touchGame.run(now, id);
    },

    /** Ends an active game; returns false when it was not active. */
    end(id: number, status: Exclude<GameStatus, 'active'>, outcome: GameOutcome, now: string): boolean {
      const info = endGame.run({
        id,
        status,
        termination: outcome.termination,
        winner: outcome.winner,
        southStore: outcome.stores[0],
        northStore: outcome.stores[1],
        now,
      });
      return info.changes === 1;
    },

    listUnfinished(): (Omit<StoredGame, 'moves'> & { moveCount: number })[] {
      return (selectUnfinished.all() as (GameRow & { move_count: number })[]).map((row) => {
        const { moves: _moves, ...game } = toStoredGame(row, []);
        return { ...game, moveCount: row.move_count };
      });
    },
  };
}
