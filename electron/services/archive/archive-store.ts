/**
 * The archive's writes (imported games, labels, favourites, soft delete, the
 * facts derived for listing) and the reading of whole games for export.
 */
import type Database from 'better-sqlite3';
import type { Glyph, Move, MoveNote, Rules } from '../../../engine';
import type { GameStatus, Termination } from '../../contract';
import type { GamePlace } from '../games/game-bin';
import { createGameStore, decodePlayer } from '../games/game-store';
import { createBatchInsert } from './batch-insert';
import { contentHash } from './content-hash';
import type { TurnFacts } from './game-facts';
import type { CheckedGame } from './record-check';

/** A stored game with everything its record needs (see record-export.ts). */
export interface ArchivedGame {
  id: number;
  rules: Rules;
  southName: string;
  southKind: string;
  northName: string;
  northKind: string;
  event: string;
  createdAt: string;
  status: GameStatus;
  termination: Termination | null;
  stores: [number, number];
  recordTags: Record<string, string> | null;
  comment: string | null;
  moves: Move[];
  notes: MoveNote[];
  labels: string[];
}

interface GameRecordRow {
  id: number;
  rules: string;
  south_name: string;
  south_kind: string;
  north_name: string;
  north_kind: string;
  event: string;
  created_at: string;
  status: GameStatus;
  termination: Termination | null;
  south_store: number | null;
  north_store: number | null;
  record_tags: string | null;
  comment: string | null;
}

/** The row's last move, when it was played here (a `turns` row). */
export const LAST_TURN_JOIN = 'LEFT JOIN turns last ON last.game_id = g.id AND last.move_index = g.move_count - 1';
/**
 * The stores after a game's last move (as south_store, north_store) over `games g`
 * and LAST_TURN_JOIN: the final stores once it is over, else those of its last
 * turn row, else of its last packed move (three digits each, see packed-moves.ts).
 */
export const CURRENT_STORES_SQL = `
  coalesce(g.south_store, last.south_store, CAST(nullif(substr(g.packed_stores, -6, 3), '') AS INTEGER)) AS south_store,
  coalesce(g.north_store, last.north_store, CAST(nullif(substr(g.packed_stores, -3, 3), '') AS INTEGER)) AS north_store`;

/** The triggers that write full-text rows one game, label or comment at a time (migration 006). */
const SEARCH_INSERT_TRIGGERS = ['games_search_insert', 'game_tags_search_insert', 'move_notes_search_insert'] as const;

/** The columns an import writes, in the order importChecked gives their values. */
const GAME_COLUMNS = [
  'id', 'preset', 'rules', 'south_name', 'south_kind', 'north_name', 'north_kind', 'created_at', 'updated_at', 'status',
  'south_store', 'north_store', 'winner', 'termination', 'event', 'record_tags', 'comment', 'longest_relay', 'content_hash',
  'move_count', 'packed_moves', 'packed_stores',
] as const;

/** What an import wrote: the new games' ids, and the games already there. */
interface ImportWrite {
  gameIds: number[];
  duplicates: { line: number; existingId: number }[];
}

export function createArchiveStore(db: Database.Database) {
  const gameStore = createGameStore(db);
  const nextGameId = db.prepare('SELECT coalesce(max(id), 0) + 1 FROM games').pluck();
  const existingHashes = db.prepare(
    'SELECT content_hash, min(id) AS id FROM games WHERE deleted_at IS NULL AND content_hash IN (SELECT value FROM json_each(?)) GROUP BY content_hash',
  );
  const selectSearchTriggers = db.prepare(
    `SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND name IN (${SEARCH_INSERT_TRIGGERS.map((name) => `'${name}'`).join(', ')})`,
  );
  const fillSearch = db.prepare(
    'INSERT INTO games_search (rowid, players, event, tags, comments) SELECT id, players, event, tags, comments FROM games_search_source WHERE id >= ?',
  );
  const insertTag = db.prepare('INSERT INTO game_tags (game_id, position, label) VALUES (?, ?, ?)');
  const deleteTags = db.prepare('DELETE FROM game_tags WHERE game_id = ?');
  // The labels live in game_tags: an imported Tags tag would otherwise come back on export.
  const forgetTagsTag = db.prepare("UPDATE games SET record_tags = json_remove(record_tags, '$.Tags') WHERE id = ? AND record_tags IS NOT NULL");
  const selectLabels = db.prepare('SELECT label FROM game_tags WHERE game_id = ? ORDER BY position').pluck();
  const setFavourite = db.prepare('UPDATE games SET favourite = ? WHERE id = ? AND deleted_at IS NULL');
  const softDelete = db.prepare('UPDATE games SET deleted_at = ? WHERE id = ? AND deleted_at IS NULL');
  const restore = db.prepare('UPDATE games SET deleted_at = NULL WHERE id = ? AND deleted_at IS NOT NULL');
  const purge = db.prepare('DELETE FROM games WHERE deleted_at IS NOT NULL AND deleted_at < ?');
  const selectGame = db.prepare(
    `SELECT id, rules, south_name, south_kind, north_name, north_kind, event, created_at, status, termination,
       south_store, north_store, record_tags, comment FROM games WHERE id = @id AND (deleted_at IS NULL OR @includeDeleted)`,
  );
  const selectNotes = db.prepare('SELECT move_index, glyph, comment FROM move_notes WHERE game_id = ? ORDER BY move_index');
  const deleteNote = db.prepare('DELETE FROM move_notes WHERE game_id = ? AND move_index = ?');
  const selectCurrentStores = db.prepare(`SELECT ${CURRENT_STORES_SQL} FROM games g ${LAST_TURN_JOIN} WHERE g.id = ?`);
  const setTurnFacts = db.prepare('UPDATE turns SET south_store = ?, north_store = ?, relays = ? WHERE game_id = ? AND move_index = ?');
  const setLongestRelay = db.prepare('UPDATE games SET longest_relay = ? WHERE id = ?');
  // A live game's content changes with every move: its hash is derived again before the next import.
  const raiseLongestRelay = db.prepare('UPDATE games SET longest_relay = max(coalesce(longest_relay, 0), ?), content_hash = NULL WHERE id = ?');
  const setHash = db.prepare('UPDATE games SET content_hash = ? WHERE id = ?');
  const underived = db.prepare(
    `SELECT id FROM games WHERE longest_relay IS NULL OR content_hash IS NULL
     UNION SELECT game_id FROM turns WHERE south_store IS NULL`,
  ).pluck();

  function writeTags(gameId: number, labels: readonly string[]): void {
    deleteTags.run(gameId);
    labels.forEach((label, position) => insertTag.run(gameId, position, label));
  }

  return {
    /**
     * Writes checked games, skipping those already stored (also earlier in the
     * same file); the caller wraps it in one transaction. The full-text rows
     * are filled at the end, all at once, from games_search_source (migration
     * 006): the insert triggers are set aside meanwhile and put back as they
     * were, inside the same transaction.
     */
    importChecked(checked: readonly CheckedGame[], now: string): ImportWrite {
      const triggers = selectSearchTriggers.all() as { name: string; sql: string }[];
      for (const { name } of triggers) db.exec(`DROP TRIGGER ${name}`);
      // Rows go in by batches, a game's labels and notes possibly before its row: foreign keys are checked at the commit.
      db.pragma('defer_foreign_keys = ON');
      const hashes = JSON.stringify(checked.map((game) => game.hash));
      const known = new Map((existingHashes.all(hashes) as { content_hash: string; id: number }[]).map((row) => [row.content_hash, row.id]));
      const gameRows = createBatchInsert(db, 'games', GAME_COLUMNS);
      const tags = createBatchInsert(db, 'game_tags', ['game_id', 'position', 'label']);
      const notes = createBatchInsert(db, 'move_notes', ['game_id', 'move_index', 'glyph', 'comment']);
      const firstId = nextGameId.get() as number;
      const gameIds: number[] = [];
      const duplicates: ImportWrite['duplicates'] = [];
      for (const game of checked) {
        // A game twice in the file is a duplicate of its first copy.
        const existingId = known.get(game.hash);
        if (existingId !== undefined) {
          duplicates.push({ line: game.line, existingId });
          continue;
        }
        const id = firstId + gameIds.length;
        known.set(game.hash, id);
        gameIds.push(id);
        const { outcome } = game;
        gameRows.add(
          id, game.preset, game.rules, game.southName, game.southKind, game.northName, game.northKind, game.playedOn ?? now, now, game.status,
          outcome?.stores[0] ?? null, outcome?.stores[1] ?? null, outcome?.winner ?? null, outcome?.termination ?? null,
          game.event, game.recordTags, game.comment, game.longestRelay, game.hash, game.moveCount, game.packedMoves, game.packedStores,
        );
        game.labels.forEach((label, position) => tags.add(id, position, label));
        for (const note of game.notes) notes.add(id, note.move, note.glyph, note.comment);
      }
      for (const batch of [gameRows, tags, notes]) batch.flush();
      if (gameIds.length > 0) fillSearch.run(firstId);
      for (const { sql } of triggers) db.exec(sql);
      return { gameIds, duplicates };
    },

    /** Whether the game is kept, in the bin or missing (see games/game-bin.ts). */
    place(gameId: number): GamePlace {
      return gameStore.place(gameId);
    },

    setTags(gameId: number, labels: readonly string[]): string[] {
      db.transaction(() => {
        writeTags(gameId, labels);
        forgetTagsTag.run(gameId);
      })();
      return selectLabels.all(gameId) as string[];
    },

    setFavourite(gameId: number, favourite: boolean): boolean {
      return setFavourite.run(favourite ? 1 : 0, gameId).changes === 1;
    },

    softDelete(gameIds: readonly number[], now: string): number {
      return db.transaction(() => gameIds.reduce((sum, id) => sum + softDelete.run(now, id).changes, 0))();
    },

    restore(gameIds: readonly number[]): number {
      return db.transaction(() => gameIds.reduce((sum, id) => sum + restore.run(id).changes, 0))();
    },

    /** Removes for good the games deleted before `before` (ISO date); returns how many. */
    purgeDeleted(before: string): number {
      return purge.run(before).changes;
    },

    /** A game with its moves, notes and labels; deleted games only when asked (deriving facts). */
    load(gameId: number, includeDeleted = false): ArchivedGame | null {
      const row = selectGame.get({ id: gameId, includeDeleted: includeDeleted ? 1 : 0 }) as GameRecordRow | undefined;
      if (row === undefined) return null;
      const current = selectCurrentStores.get(gameId) as { south_store: number | null; north_store: number | null };
      const notes = (selectNotes.all(gameId) as { move_index: number; glyph: Glyph | null; comment: string | null }[]).map((note) => ({
        move: note.move_index,
        glyph: note.glyph,
        comment: note.comment,
      }));
      return {
        id: row.id,
        rules: JSON.parse(row.rules) as Rules,
        southName: row.south_name,
        southKind: row.south_kind,
        northName: row.north_name,
        northKind: row.north_kind,
        event: row.event,
        createdAt: row.created_at,
        status: row.status,
        termination: row.termination,
        stores: [current.south_store ?? 0, current.north_store ?? 0],
        recordTags: row.record_tags === null ? null : (JSON.parse(row.record_tags) as Record<string, string>),
        comment: row.comment,
        moves: gameStore.moves(gameId),
        notes,
        labels: selectLabels.all(gameId) as string[],
      };
    },

    /** Removes the notes on these moves of a game (notes the record cannot hold). */
    removeNotes(gameId: number, moves: readonly number[]): void {
      db.transaction(() => {
        for (const move of moves) deleteNote.run(gameId, move);
      })();
    },

    /** Games whose listing facts or content hash are still to be derived. */
    underivedGameIds(): number[] {
      return underived.all() as number[];
    },

    /** Stores the derived facts of every move of a game, and its identity hash. */
    saveFacts(gameId: number, turns: readonly TurnFacts[], longestRelay: number, game: ArchivedGame): void {
      db.transaction(() => {
        turns.forEach((facts, index) => setTurnFacts.run(facts.stores[0], facts.stores[1], facts.relays, gameId, index));
        setLongestRelay.run(longestRelay, gameId);
        const players = [decodePlayer(game.southName, game.southKind), decodePlayer(game.northName, game.northKind)] as const;
        setHash.run(contentHash(game.rules, players, game.moves), gameId);
      })();
    },

    /** The facts of a move just played live (the session committed the move itself). */
    saveLiveTurn(gameId: number, moveIndex: number, facts: TurnFacts): void {
      db.transaction(() => {
        setTurnFacts.run(facts.stores[0], facts.stores[1], facts.relays, gameId, moveIndex);
        raiseLongestRelay.run(facts.relays, gameId);
      })();
    },
  };
}
