/**
 * Which games of this archive are network games (`games.network`, migration
 * 019): marked when the network game layer creates or takes up one, host or
 * guest, and asked before the players' own moves, undo and resignation reach
 * a game, so that one played on the network is never played here alone.
 */
import type Database from 'better-sqlite3';

export interface NetworkGames {
  mark(gameId: number): void;
  isNetworkGame(gameId: number): boolean;
}

/** `db` is asked each time: a restored backup replaces the connection. */
export function createNetworkGames(db: () => Database.Database): NetworkGames {
  // Prepared once a connection: the sessions ask at every view of a game.
  const prepared = new WeakMap<Database.Database, { mark: Database.Statement; isNetwork: Database.Statement }>();
  function statements() {
    const connection = db();
    let found = prepared.get(connection);
    if (found === undefined) {
      found = {
        mark: connection.prepare('UPDATE games SET network = 1 WHERE id = ? AND network = 0'),
        isNetwork: connection.prepare('SELECT network FROM games WHERE id = ?').pluck(),
      };
      prepared.set(connection, found);
    }
    return found;
  }
  return {
    mark(gameId) {
      statements().mark.run(gameId);
    },
    isNetworkGame(gameId) {
      return statements().isNetwork.get(gameId) === 1;
    },
  };
}
