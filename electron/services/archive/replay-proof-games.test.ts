// The replay proof over an archive's rows (what a backup's check runs in the
// archive's worker), here on the main thread over a table of the columns it
// reads: which games no longer replay, in id order, and a stop asked for.
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { encodeMoves } from '../games/move-encoding';
import { sampleGame } from '../testing/sample-records';
import { gameReplays, gamesThatDoNotReplay, ProofStopped } from './replay-proof';

let db: Database.Database;
beforeEach(() => {
  db = new Database(':memory:');
  db.exec('CREATE TABLE games (id INTEGER PRIMARY KEY, rules TEXT NOT NULL, moves)');
});
afterEach(() => db.close());

const game = sampleGame(4, { rules: 'kalah', maxMoves: 40 });
const whole = encodeMoves(game.moves);
const insert = (id: number, rules: string, moves: unknown) => db.prepare('INSERT INTO games (id, rules, moves) VALUES (?, ?, ?)').run(id, rules, moves);

describe('gamesThatDoNotReplay', () => {
  it('names, in id order, the games whose moves, rules or blob are damaged, and no whole one', () => {
    const rules = JSON.stringify(game.rules);
    insert(9, rules, Buffer.from([0xff, 0xff, 0xff, 0xff]));
    insert(2, rules, whole);
    insert(5, '{"preset": "kalah",', whole);
    insert(7, rules, 'moves as text');
    insert(3, JSON.stringify({ preset: 'kalah', holes: 99 }), whole);
    insert(4, rules, Buffer.alloc(0));
    insert(11, rules, null);
    insert(12, rules, 42);
    expect(gamesThatDoNotReplay(db)).toEqual([3, 5, 7, 9, 11, 12]);
    expect([2, 3, 4, 5, 7, 9, 10, 11, 12].map((id) => gameReplays(db, id))).toEqual([true, false, true, false, false, false, false, false, false]);
  });

  it('asks whether to stop once every 1,024 games, and stops when told, knowing nothing', () => {
    const rules = JSON.stringify(game.rules);
    for (let id = 1; id <= 2100; id++) insert(id, rules, whole);
    let asked = 0;
    expect(
      gamesThatDoNotReplay(db, () => {
        asked++;
        return false;
      }),
    ).toEqual([]);
    expect(asked).toBe(2);
    // Not told how to know, it never stops.
    expect(gamesThatDoNotReplay(db)).toEqual([]);
    expect(() => gamesThatDoNotReplay(db, () => true)).toThrow(ProofStopped);
    expect(new ProofStopped()).toMatchObject({ name: 'ProofStopped', message: 'The app is closing: the replay proof was stopped.' });
  });
});
