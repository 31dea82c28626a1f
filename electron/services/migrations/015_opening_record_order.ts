/**
 * The conversion migration 015 needs before its SQL runs, in the same
 * transaction: every game with a simultaneous opening whose stored moves hold
 * a North choice that waited for South's before South's
 * (engine/record/record-order.ts), with those moves in the record's order
 * and the identity they give, left in temp.reordered_games for
 * 015_opening_record_order.sql to write into the games rows.
 */
import type Database from 'better-sqlite3';
import { inRecordOrder, type Rules } from '../../../engine';
import type { Termination } from '../../contract';
import { gameIdentity } from '../games/game-identity';
import { decodeMoves, encodeMoves } from '../games/move-encoding';
import { decodePlayers, type PlayerColumns } from '../games/players';

interface StoredGame extends PlayerColumns {
  id: number;
  rules: string;
  termination: Termination | null;
  moves: Buffer;
}

/** Games read at a time: an archive of 100,000 games is never all in memory at once. */
const BATCH = 2000;

export function putOpeningsInRecordOrder(db: Database.Database, log: (message: string) => void): void {
  db.exec('CREATE TEMP TABLE reordered_games (id INTEGER PRIMARY KEY, moves BLOB NOT NULL, content_hash TEXT NOT NULL)');
  const selectGames = db.prepare(
    `SELECT id, rules, south_name, south_kind, north_name, north_kind, termination, moves FROM games
     WHERE id > ? AND json_extract(rules, '$.opening') = 'simultaneous' ORDER BY id LIMIT ${BATCH}`,
  );
  const insert = db.prepare('INSERT INTO temp.reordered_games VALUES (?, ?, ?)');
  let reordered = 0;
  for (let after = 0; ; ) {
    const games = selectGames.all(after) as StoredGame[];
    const last = games.at(-1);
    if (last === undefined) break;
    for (const game of games) {
      const moves = decodeMoves(game.moves);
      const rules = JSON.parse(game.rules) as Rules;
      const ordered = inRecordOrder(rules, moves);
      if (ordered === moves) continue;
      const encoded = encodeMoves(ordered);
      if (encoded.equals(game.moves)) continue;
      insert.run(game.id, encoded, gameIdentity({ rules, players: decodePlayers(game), moves: encoded, termination: game.termination }, game.rules));
      reordered++;
    }
    after = last.id;
  }
  if (reordered > 0) log(`${reordered} game${reordered === 1 ? '' : 's'}: the opening's choices made at once are kept South first, as the record reads them.`);
}
