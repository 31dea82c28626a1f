// What a move and an undo leave in the archive. A move's write is all or
// nothing: the move, its facts (stores, longest relay, count) and the game's
// identity commit in one transaction with the note it carries along, so a
// failure part way leaves the game exactly as it was, in the file and in the
// session. An undo keeps the facts of the moves kept only.
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GameView } from '../../contract';
import { databaseFile } from '../data-dir';
import { TWO_HUMANS } from '../testing/players';
import { expectOk, tempServices, type TempServices } from '../testing/temp-services';
import { gameEngine } from './engine';

let env: TempServices;
beforeEach(() => {
  env = tempServices({ engine: gameEngine });
});
afterEach(() => env.dispose());

/** Everything the archive keeps about a game as a move changes it, and its notes. */
function storedFacts(dataDir: string, gameId: number) {
  const db = new Database(databaseFile(dataDir), { readonly: true });
  try {
    const game = db
      .prepare('SELECT moves, move_count, last_south_store, last_north_store, longest_relay, content_hash, status, updated_at FROM games WHERE id = ?')
      .get(gameId);
    const notes = db.prepare('SELECT move_index, comment FROM move_notes WHERE game_id = ? ORDER BY move_index').all(gameId);
    return { game, notes };
  } finally {
    db.close();
  }
}

/** Runs `sql` on a connection of its own (the services see a trigger it creates). */
function onFile(dataDir: string, sql: string): void {
  const db = new Database(databaseFile(dataDir));
  try {
    db.exec(sql);
  } finally {
    db.close();
  }
}

const relays = (view: GameView) => view.lastEvents.filter((event) => event.type === 'relay').length;

describe('a move whose write fails part way', () => {
  it('leaves no trace: not the move, not its facts, not the game’s new identity, and the session does not advance', async () => {
    // Kalah from the start: South's hole 3 (4 seeds) ends in South's store, so
    // South chooses again and the note on move 0 moves to move 1 when it is played.
    const services = env.open();
    const game = expectOk(await services.call('newGame', { rules: 'kalah', players: TWO_HUMANS }));
    expectOk(await services.call('playMove', { gameId: game.id, move: { hole: 3 } }));
    expectOk(await services.call('setMoveNote', { gameId: game.id, move: 0, glyph: '?!', comment: 'so far so good' }));
    const before = storedFacts(env.dataDir, game.id);

    // The write after the move's own: moving the note along fails.
    onFile(env.dataDir, "CREATE TRIGGER refuse_note_move BEFORE UPDATE ON move_notes BEGIN SELECT RAISE(ABORT, 'disk on fire'); END");
    const refused = await services.call('playMove', { gameId: game.id, move: { hole: 1 } });
    expect(refused).toMatchObject({ ok: false, error: { code: 'internal' } });
    expect(storedFacts(env.dataDir, game.id)).toEqual(before);
    onFile(env.dataDir, 'DROP TRIGGER refuse_note_move');

    // The session did not move either: the same move is played again, once, and the note follows it.
    const view = expectOk(await services.call('getGame', { gameId: game.id }));
    expect(view.moveCount).toBe(1);
    const played = expectOk(await services.call('playMove', { gameId: game.id, move: { hole: 1 } }));
    expect(played.moveCount).toBe(2);
    expect(storedFacts(env.dataDir, game.id).notes).toEqual([{ move_index: 1, comment: 'so far so good' }]);
  });
});

describe('undo', () => {
  it('keeps the longest relay of the moves kept, not of the move taken back', async () => {
    const services = env.open();
    const game = expectOk(await services.call('newGame', { rules: { preset: 'congkak', opening: 'alternate' }, players: TWO_HUMANS }));
    // Play the first legal move until one relays more than every move before it.
    let view = game;
    let most = 0;
    for (;;) {
      const move = view.legalMoves[0];
      if (move === undefined) throw new Error('the game ended before a move relayed more than the ones before it');
      const next = expectOk(await services.call('playMove', { gameId: game.id, move }));
      if (relays(next) > most) {
        view = next;
        break;
      }
      most = Math.max(most, relays(next));
      view = next;
    }
    expect(storedFacts(env.dataDir, game.id).game).toMatchObject({ longest_relay: relays(view) });
    // With two humans an undo takes back the last move alone.
    const undone = expectOk(await services.call('undo', { gameId: game.id }));
    expect(undone.moveCount).toBe(view.moveCount - 1);
    expect(storedFacts(env.dataDir, game.id).game).toMatchObject({ longest_relay: most });
  });
});
