/**
 * A game as the archive keeps it, read and written here only: its row, its
 * moves (the `moves` column, move-encoding.ts) and, with every change to them,
 * what the archive lists without replaying (the choices made, the stores after the
 * last move, the longest relay) and the game's identity (game-identity.ts).
 * Each change is one statement or runs inside the caller's transaction, so a
 * game's moves, facts and identity never disagree. Notes and the analysis
 * follow their moves here (an undo drops those on the moves taken back); the archive's import
 * writes whole games of its own (archive-store.ts).
 */
import type Database from 'better-sqlite3';
import { inRecordOrder, type Move, type MoveNote, type Player, type Rules } from '../../../engine';
import type { GameOutcome, GameStatus, PlayerSpec, Termination } from '../../contract';
import { createBatchInsert } from '../archive/batch-insert';
import type { GamePlace } from './game-bin';
import { gameIdentity } from './game-identity';
import { appendMove, choiceCount, decodeMoves, encodeMoves, firstMoves } from './move-encoding';
import { decodePlayers, encodeKind, type PlayerColumns } from './players';

/** A stored game with everything its record, its replay and its session need. */
export interface StoredGame {
  id: number;
  rules: Rules;
  players: [PlayerSpec, PlayerSpec];
  status: GameStatus;
  outcome: GameOutcome | null;
  /** The stores now: the final ones once it is over, else those after its last move. */
  stores: [number, number];
  createdAt: string;
  updatedAt: string;
  event: string;
  /** An imported game's tags (all but Rules and Options), so it re-exports exactly; null for games played here. */
  recordTags: Record<string, string> | null;
  comment: string | null;
  moves: Move[];
  notes: MoveNote[];
  labels: string[];
  /** How many hints the players asked for (the Hints tag). */
  hints: number;
  /** The index of the move that ended a round of a series whose summary waits for the players; null when none waits. */
  roundEndingMove: number | null;
}

/** What a game's session keeps of it besides its position. */
export type GameHeader = Pick<StoredGame, 'id' | 'rules' | 'players' | 'status' | 'outcome' | 'createdAt' | 'updatedAt'>;

/**
 * A game of an imported file as its import check made it (archive/record-check.ts):
 * the values of its row, plain strings and numbers (many of them cross a
 * worker boundary, and structured cloning is paid per object).
 */
export interface ImportedGame {
  preset: string;
  /** The rules as JSON. */
  rules: string;
  southName: string;
  southKind: string;
  northName: string;
  northKind: string;
  /** From the Date tag, null when it has none or an incomplete one: the game is then dated by its import. */
  playedOn: string | null;
  status: GameStatus;
  outcome: GameOutcome | null;
  event: string;
  /** The record's tags as JSON (all but Rules and Options), so the game re-exports exactly. */
  recordTags: string;
  comment: string | null;
  /** How many choices its moves hold (move-encoding.ts `choiceCount`). */
  choiceCount: number;
  /** The moves as stored (move-encoding.ts), in hex. */
  moves: string;
  lastSouthStore: number;
  lastNorthStore: number;
  longestRelay: number;
  /** Its identity (game-identity.ts). */
  hash: string;
  /** From the Hints tag. */
  hints: number;
}

/** The columns an import writes, in the order importedGames().add gives their values. */
const IMPORTED_COLUMNS = [
  'id', 'preset', 'rules', 'south_name', 'south_kind', 'north_name', 'north_kind', 'created_at', 'updated_at', 'status',
  'south_store', 'north_store', 'winner', 'termination', 'event', 'record_tags', 'comment', 'longest_relay', 'content_hash',
  'move_count', 'moves', 'last_south_store', 'last_north_store', 'hints',
] as const;

/** What one move did, for the listing: the stores after it and the relays it made. */
export interface MoveFacts {
  stores: [number, number];
  relays: number;
}

interface GameRow extends PlayerColumns {
  id: number;
  rules: string;
  created_at: string;
  updated_at: string;
  status: GameStatus;
  south_store: number | null;
  north_store: number | null;
  winner: Player | null;
  termination: Termination | null;
  event: string;
  record_tags: string | null;
  comment: string | null;
  moves: Buffer;
  move_count: number;
  last_south_store: number;
  last_north_store: number;
  longest_relay: number | null;
  hints: number;
  round_ending_move: number | null;
}

/** What the identity and the writes of a change read. */
type ContentRow = Pick<GameRow, 'rules' | 'south_name' | 'south_kind' | 'north_name' | 'north_kind' | 'termination' | 'moves' | 'longest_relay'>;

const COLUMNS = `id, rules, south_name, south_kind, north_name, north_kind, created_at, updated_at, status, south_store, north_store,
  winner, termination, event, record_tags, comment, moves, move_count, last_south_store, last_north_store, longest_relay, hints,
  round_ending_move`;

function outcomeOf(row: GameRow): GameOutcome | null {
  if (row.termination === null) return null;
  return { termination: row.termination, winner: row.winner, stores: [row.south_store ?? 0, row.north_store ?? 0] };
}

function headerOf(row: GameRow): GameHeader {
  return {
    id: row.id,
    rules: JSON.parse(row.rules) as Rules,
    players: decodePlayers(row),
    status: row.status,
    outcome: outcomeOf(row),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The identity of the game `row` holds once `moves` and `termination` are its own. */
function identityOf(row: ContentRow, moves: Uint8Array, termination: Termination | null): string {
  return gameIdentity({ rules: JSON.parse(row.rules) as Rules, players: decodePlayers(row), moves, termination }, row.rules);
}

/**
 * `stored` with `move` after them, kept in the record's order: a South choice
 * given after North's held one (both were due at once) goes before it
 * (engine/record/record-order.ts), so the game keeps the identity its record
 * is read back with.
 */
function withMove(row: ContentRow, stored: Uint8Array, move: Move): Buffer {
  const moves = appendMove(stored, move);
  if (!('player' in move) || move.player !== 0) return moves;
  const decoded = decodeMoves(moves);
  const ordered = inRecordOrder(JSON.parse(row.rules) as Rules, decoded);
  return ordered === decoded ? moves : encodeMoves(ordered);
}

export function createGameStore(db: Database.Database) {
  const insertGame = db.prepare(
    `INSERT INTO games (preset, rules, south_name, south_kind, north_name, north_kind, created_at, updated_at, longest_relay, content_hash)
     VALUES (@preset, @rules, @southName, @southKind, @northName, @northKind, @now, @now, 0, @identity)`,
  );
  const selectGame = db.prepare(`SELECT ${COLUMNS} FROM games WHERE id = @id AND (deleted_at IS NULL OR @includeDeleted)`);
  const selectContent = db.prepare(
    'SELECT rules, south_name, south_kind, north_name, north_kind, termination, moves, longest_relay FROM games WHERE id = ?',
  );
  const selectInBin = db.prepare('SELECT deleted_at IS NOT NULL FROM games WHERE id = ?').pluck();
  const selectMoves = db.prepare('SELECT moves FROM games WHERE id = ?').pluck();
  const selectWritable = db.prepare('SELECT moves, status, deleted_at IS NOT NULL AS inBin FROM games WHERE id = ?');
  const selectNotes = db.prepare('SELECT move_index AS move, glyph, comment FROM move_notes WHERE game_id = ? ORDER BY move_index');
  const selectLabels = db.prepare('SELECT label FROM game_tags WHERE game_id = ? ORDER BY position').pluck();
  const writeMoves = db.prepare(
    `UPDATE games SET moves = @moves, move_count = @choices, last_south_store = @south, last_north_store = @north,
       longest_relay = @longestRelay, content_hash = @identity, updated_at = @now
     WHERE id = @id`,
  );
  const endGame = db.prepare(
    `UPDATE games SET status = @status, termination = @termination, winner = @winner,
       south_store = @southStore, north_store = @northStore, content_hash = @identity, updated_at = @now
     WHERE id = @id AND status = 'active'`,
  );
  // Only while the game can be played: a hint answered after a delete (or the game's end) counts nothing.
  const writeRoundEnding = db.prepare('UPDATE games SET round_ending_move = ? WHERE id = ?');
  const countHint = db.prepare("UPDATE games SET hints = hints + 1 WHERE id = ? AND status = 'active' AND deleted_at IS NULL");
  const deleteNotesFrom = db.prepare('DELETE FROM move_notes WHERE game_id = ? AND move_index >= ?');
  const deleteAnalysisFrom = db.prepare('DELETE FROM game_analysis WHERE game_id = ? AND move_index >= ?');
  const selectNoteAt = db.prepare('SELECT 1 FROM move_notes WHERE game_id = ? AND move_index = ?').pluck();
  const moveNote = db.prepare('UPDATE move_notes SET move_index = ? WHERE game_id = ? AND move_index = ?');
  const selectUnfinished = db.prepare(
    // Not the network games: one is played on only through its network game, hosted or joined again (network-games.ts).
    `SELECT ${COLUMNS} FROM games WHERE status = 'active' AND deleted_at IS NULL AND network = 0 ORDER BY updated_at DESC, id DESC`,
  );

  function content(id: number): ContentRow {
    const row = selectContent.get(id) as ContentRow | undefined;
    if (row === undefined) throw new Error(`There is no game #${id} to change.`);
    return row;
  }

  return {
    insert(rules: Rules, players: [PlayerSpec, PlayerSpec], now: string): number {
      const rulesJson = JSON.stringify(rules);
      const info = insertGame.run({
        preset: rules.preset,
        rules: rulesJson,
        southName: players[0].name,
        southKind: encodeKind(players[0]),
        northName: players[1].name,
        northKind: encodeKind(players[1]),
        now,
        identity: gameIdentity({ rules, players, moves: encodeMoves([]), termination: null }, rulesJson),
      });
      return Number(info.lastInsertRowid);
    },

    /** Whether the game is kept, in the bin (soft-deleted) or missing. */
    place(id: number): GamePlace {
      const inBin = selectInBin.get(id) as number | undefined;
      return inBin === undefined ? 'missing' : inBin === 1 ? 'bin' : 'kept';
    },

    /** The whole game, or null when there is none (or it is in the bin and not asked for). */
    load(id: number, options: { includeDeleted?: boolean } = {}): StoredGame | null {
      const row = selectGame.get({ id, includeDeleted: options.includeDeleted === true ? 1 : 0 }) as GameRow | undefined;
      if (row === undefined) return null;
      const outcome = outcomeOf(row);
      return {
        ...headerOf(row),
        stores: outcome?.stores ?? [row.last_south_store, row.last_north_store],
        event: row.event,
        recordTags: row.record_tags === null ? null : (JSON.parse(row.record_tags) as Record<string, string>),
        comment: row.comment,
        moves: decodeMoves(row.moves),
        notes: selectNotes.all(id) as MoveNote[],
        labels: selectLabels.all(id) as string[],
        hints: row.hints,
        roundEndingMove: row.round_ending_move,
      };
    },

    /**
     * What a write to the game is checked against, in its transaction: the
     * moves as stored (the bytes, compared whole), its status and whether it
     * is in the bin; null when there is no such game.
     */
    writable(id: number): { moves: Buffer; status: GameStatus; inBin: boolean } | null {
      const row = selectWritable.get(id) as { moves: Buffer; status: GameStatus; inBin: number } | undefined;
      return row === undefined ? null : { moves: row.moves, status: row.status, inBin: row.inBin === 1 };
    },

    /** A game's moves in play order ([] when there is no such game). */
    moves(id: number): Move[] {
      const moves = selectMoves.get(id) as Buffer | undefined;
      return moves === undefined ? [] : decodeMoves(moves);
    },

    /**
     * Records the move at `index`, with its facts, and ends the game when it
     * has an outcome; the caller wraps it in its transaction. A note already
     * at `index` or past it was left by an earlier version's undo:
     * it is dropped, not given to this move (a judgement there too).
     */
    appendMove(id: number, index: number, move: Move, facts: MoveFacts, outcome: GameOutcome | null, now: string): void {
      const row = content(id);
      const moves = withMove(row, row.moves, move);
      const identity = identityOf(row, moves, outcome?.termination ?? null);
      deleteNotesFrom.run(id, index);
      deleteAnalysisFrom.run(id, index);
      writeMoves.run({
        id,
        moves,
        choices: choiceCount(moves),
        south: facts.stores[0],
        north: facts.stores[1],
        longestRelay: Math.max(row.longest_relay ?? 0, facts.relays),
        identity,
        now,
      });
      if (outcome !== null) endGame.run({ id, status: 'finished', ...outcomeColumns(outcome), identity, now });
    },

    /**
     * Keeps which move ended the round whose summary waits for the players
     * (null: none waits), so that a restart comes back to it; the caller wraps
     * it in its transaction when it goes with a move.
     */
    setRoundEnding(id: number, moveIndex: number | null): void {
      writeRoundEnding.run(moveIndex, id);
    },

    /** Counts one more hint given in the game; false (nothing counted) when it is over, in the bin or gone. */
    countHint(id: number): boolean {
      return countHint.run(id).changes === 1;
    },

    hasNote(id: number, index: number): boolean {
      return selectNoteAt.get(id, index) !== undefined;
    },

    /** Moves a note to another move of its turn (the caller makes sure nothing is at `to`). */
    moveNote(id: number, from: number, to: number): void {
      moveNote.run(to, id, from);
    },

    /**
     * Takes back the moves from `index` on (undo), and the notes and analysis
     * on them (and any round's summary waiting): left behind, a note would sit on whatever move is played there next
     * `kept` are the facts of the moves kept. The caller wraps it in its transaction.
     */
    takeBackFrom(id: number, index: number, kept: { stores: [number, number]; longestRelay: number }, now: string): void {
      const row = content(id);
      const moves = firstMoves(row.moves, index);
      deleteNotesFrom.run(id, index);
      deleteAnalysisFrom.run(id, index);
      // Gone back into (or before) the round's end: its summary no longer waits.
      writeRoundEnding.run(null, id);
      writeMoves.run({
        id,
        moves,
        choices: choiceCount(moves),
        south: kept.stores[0],
        north: kept.stores[1],
        longestRelay: kept.longestRelay,
        identity: identityOf(row, moves, row.termination),
        now,
      });
    },

    /** Ends an active game (a resignation); returns false when it was not active. */
    end(id: number, status: Exclude<GameStatus, 'active'>, outcome: GameOutcome, now: string): boolean {
      const row = content(id);
      writeRoundEnding.run(null, id);
      return endGame.run({ id, status, ...outcomeColumns(outcome), identity: identityOf(row, row.moves, outcome.termination), now }).changes === 1;
    },

    /** Rows of imported games, written by batches (batch-insert.ts); the caller flushes, inside its transaction. */
    importedGames() {
      const rows = createBatchInsert(db, 'games', IMPORTED_COLUMNS);
      return {
        add(id: number, game: ImportedGame, now: string): void {
          const { outcome } = game;
          rows.add(
            id, game.preset, game.rules, game.southName, game.southKind, game.northName, game.northKind, game.playedOn ?? now, now, game.status,
            outcome?.stores[0] ?? null, outcome?.stores[1] ?? null, outcome?.winner ?? null, outcome?.termination ?? null,
            game.event, game.recordTags, game.comment, game.longestRelay, game.hash, game.choiceCount, Buffer.from(game.moves, 'hex'),
            game.lastSouthStore, game.lastNorthStore, game.hints,
          );
        },
        flush: () => rows.flush(),
      };
    },

    listUnfinished(): (GameHeader & { moveCount: number })[] {
      return (selectUnfinished.all() as GameRow[]).map((row) => ({ ...headerOf(row), moveCount: row.move_count }));
    },
  };
}

function outcomeColumns(outcome: GameOutcome) {
  return { termination: outcome.termination, winner: outcome.winner, southStore: outcome.stores[0], northStore: outcome.stores[1] };
}
