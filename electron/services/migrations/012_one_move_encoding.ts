/**
 * The conversion migration 012 needs before its SQL runs, in the same
 * transaction: every game's moves (its packed moves, then its `turns` rows)
 * in the one stored shape (games/move-encoding.ts), with the facts the
 * archive lists and the game's identity, left in temp.converted_games for
 * 012_one_move_encoding.sql to write into the games rows.
 *
 * The facts already stored are used where they are sure: an imported game's
 * packed stores and longest relay, written at its import and cut by undo. A
 * game that was played here, may have been taken back, is unfinished, or was
 * never derived is replayed through the engine, like the start-up sweep of
 * earlier versions did; so are its notes, dropping those no record can hold
 * (as migration 010 does). A game the engine refuses keeps its moves as
 * they were (loading it says `bad-record`, as before) and what facts it had.
 */
import type Database from 'better-sqlite3';
import { replayMoves, type Move, type MoveNote, type Rules } from '../../../engine';
import type { Termination } from '../../contract';
import { gameIdentity } from '../games/game-identity';
import { decodeMoves, encodeMoves } from '../games/move-encoding';
import { misplacedNotes } from '../games/note-places';
import { decodePlayer } from '../games/players';
import { PACKED_STORES_WIDTH, unpackMoves, unpackStores } from './packed-moves';

interface OldGame {
  id: number;
  rules: string;
  south_name: string;
  south_kind: string;
  north_name: string;
  north_kind: string;
  status: string;
  termination: Termination | null;
  packed_moves: string;
  packed_stores: string;
  longest_relay: number | null;
  content_hash: string | null;
}

interface OldTurn {
  game_id: number;
  move: string;
  south_store: number | null;
  north_store: number | null;
  relays: number | null;
}

interface Converted {
  moves: Buffer;
  stores: [number, number];
  longestRelay: number | null;
}

/** Games read at a time: an archive of 100,000 imported games is never all in memory at once. */
const BATCH = 2000;
/** A byte no move has (hole 0). */
const UNREADABLE_MOVE = Buffer.from([0]);

/** The moves as stored; one that cannot be stored (a damaged row) is kept as one the engine refuses. */
function storedMoves(moves: readonly Move[]): Buffer {
  try {
    return encodeMoves(moves);
  } catch {
    return Buffer.concat(
      moves.map((move) => {
        try {
          return encodeMoves([move]);
        } catch {
          return UNREADABLE_MOVE;
        }
      }),
    );
  }
}

/** The facts as stored, when nothing can have made them stale. */
function storedFacts(game: OldGame, turns: readonly OldTurn[]): Omit<Converted, 'moves'> {
  const last = turns.at(-1);
  // The last move's stores are the column's last six digits.
  const packed = unpackStores(game.packed_stores.slice(-PACKED_STORES_WIDTH)).at(-1) ?? [0, 0];
  const stores: [number, number] = last === undefined ? packed : [last.south_store ?? 0, last.north_store ?? 0];
  return { stores, longestRelay: game.longest_relay };
}

export function convertToOneMoveEncoding(db: Database.Database, log: (message: string) => void): void {
  db.exec(`CREATE TEMP TABLE converted_games (
    id INTEGER PRIMARY KEY, moves BLOB NOT NULL, move_count INTEGER NOT NULL, last_south_store INTEGER NOT NULL,
    last_north_store INTEGER NOT NULL, longest_relay INTEGER, content_hash TEXT NOT NULL)`);
  const selectGames = db.prepare(
    `SELECT id, rules, south_name, south_kind, north_name, north_kind, status, termination, packed_moves, packed_stores, longest_relay, content_hash
     FROM games WHERE id > ? ORDER BY id LIMIT ${BATCH}`,
  );
  const selectTurns = db.prepare('SELECT game_id, move, south_store, north_store, relays FROM turns WHERE game_id BETWEEN ? AND ? ORDER BY game_id, move_index');
  const selectNotes = db.prepare('SELECT move_index AS move, glyph, comment FROM move_notes WHERE game_id = ? ORDER BY move_index');
  const deleteNote = db.prepare('DELETE FROM move_notes WHERE game_id = ? AND move_index = ?');
  const insert = db.prepare('INSERT INTO temp.converted_games VALUES (?, ?, ?, ?, ?, ?, ?)');

  function convert(game: OldGame, turns: readonly OldTurn[], rules: Rules): Converted & { count: number } {
    const read = [...unpackMoves(game.packed_moves), ...turns.map((turn) => JSON.parse(turn.move) as Move)];
    const encoded = storedMoves(read);
    const count = read.length;
    const underived = game.longest_relay === null || game.content_hash === null || turns.some((turn) => turn.south_store === null || turn.relays === null);
    if (!underived && turns.length === 0 && game.status !== 'active') return { moves: encoded, count, ...storedFacts(game, turns) };
    // Replayed as stored: a move that could not be stored is then one the engine refuses.
    const moves = decodeMoves(encoded);
    const replayed = replayMoves(rules, moves);
    if (!replayed.ok) {
      log(`Game #${game.id} does not replay through the engine: ${replayed.error.message}`);
      return { moves: encoded, count, ...storedFacts(game, turns) };
    }
    if (underived) dropMisplacedNotes(game.id, rules, moves);
    const longestRelay = replayed.value.relays.reduce((most, relays) => Math.max(most, relays), 0);
    return { moves: encoded, count, stores: replayed.value.finalStores, longestRelay };
  }

  function dropMisplacedNotes(gameId: number, rules: Rules, moves: readonly Move[]): void {
    const misplaced = misplacedNotes(rules, moves, selectNotes.all(gameId) as MoveNote[]);
    if (!misplaced.ok || misplaced.value.length === 0) return;
    for (const note of misplaced.value) deleteNote.run(gameId, note.move);
    log(`Game #${gameId}: removed the notes on moves ${misplaced.value.map((note) => note.move + 1).join(', ')}, which no record can hold.`);
  }

  for (let after = 0; ; ) {
    const games = selectGames.all(after) as OldGame[];
    const last = games.at(-1);
    if (last === undefined) break;
    const turnsByGame = new Map<number, OldTurn[]>();
    for (const turn of selectTurns.all(games[0]?.id ?? 0, last.id) as OldTurn[]) {
      const turns = turnsByGame.get(turn.game_id) ?? [];
      turns.push(turn);
      turnsByGame.set(turn.game_id, turns);
    }
    for (const game of games) {
      const rules = JSON.parse(game.rules) as Rules;
      const converted = convert(game, turnsByGame.get(game.id) ?? [], rules);
      const players = [decodePlayer(game.south_name, game.south_kind), decodePlayer(game.north_name, game.north_kind)] as const;
      const identity = gameIdentity({ rules, players, moves: converted.moves, termination: game.termination }, game.rules);
      insert.run(game.id, converted.moves, converted.count, converted.stores[0], converted.stores[1], converted.longestRelay, identity);
    }
    after = last.id;
  }
}
