// The database is the truth, not a session's cached position: two services
// objects on one archive file (two copies of the app on one data folder, as
// before the folder lock) play one Kalah game alternately. Each move is
// checked, in its write's transaction, against the moves the database holds:
// one played from a position that has changed since is refused, and the game
// always replays. And a hint answered while its game is being deleted counts
// nothing.
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Move } from '../../../engine';
import type { GameView } from '../../contract';
import type { AppServices } from '../app-services';
import { databaseFile } from '../data-dir';
import { TWO_HUMANS } from '../testing/players';
import { readStoredMoves } from '../testing/stored-moves';
import { expectOk, tempServices, type TempServices } from '../testing/temp-services';
import { gameEngine } from './engine';
import type { ComputerOpponent, MoveAnalysis } from './opponent';
import { positionAfterMoves } from './position-after-moves';

let env: TempServices;
beforeEach(() => {
  env = tempServices({ engine: gameEngine });
});
afterEach(() => env.dispose());

function stored(gameId: number): { moves: Move[]; hints: number } {
  const db = new Database(databaseFile(env.dataDir), { readonly: true });
  try {
    const hints = db.prepare('SELECT hints FROM games WHERE id = ?').pluck().get(gameId) as number;
    return { moves: readStoredMoves(db, gameId), hints };
  } finally {
    db.close();
  }
}

const changedElsewhere = (gameId: number, refused = 'the move was not played') => ({
  ok: false,
  error: { code: 'illegal-move', message: `Game #${gameId} was changed elsewhere since this position was read: ${refused}. Look at the game again.` },
});

describe('two services objects on one archive', () => {
  it('refuse a move played from a stale cached position, and the game still replays', async () => {
    const [first, second] = [env.open(), env.open()];
    const game = expectOk(await first.call('newGame', { rules: 'kalah', players: TWO_HUMANS }));
    const gameId = game.id;
    // What each has shown last: both have the game's session cached at its start.
    const shown = new Map<AppServices, GameView>([
      [first, game],
      [second, expectOk(await second.call('getGame', { gameId }))],
    ]);
    const accepted: Move[] = [];
    let refused = 0;
    for (let turn = 0; turn < 8; turn++) {
      const mover = turn % 2 === 0 ? first : second;
      const seen = shown.get(mover) as GameView;
      if (seen.moveCount !== accepted.length) {
        // A move legal in the position it shows, which the other copy has moved on from.
        expect(await mover.call('playMove', { gameId, move: seen.legalMoves[0] as Move })).toEqual(changedElsewhere(gameId));
        refused++;
        expect(stored(gameId).moves).toEqual(accepted);
        // Read again, it shows the database's position and plays on from there.
        shown.set(mover, expectOk(await mover.call('getGame', { gameId })));
        expect(shown.get(mover)?.moveCount).toBe(accepted.length);
      }
      const move = shown.get(mover)?.legalMoves[0] as Move;
      shown.set(mover, expectOk(await mover.call('playMove', { gameId, move })));
      accepted.push(move);
    }
    expect(refused).toBe(7);
    expect(stored(gameId).moves).toEqual(accepted);
    expect(positionAfterMoves(gameEngine, gameId, game.rules, accepted).ok).toBe(true);
    // A third, fresh copy replays it to the position the last mover shows.
    const replayed = expectOk(await env.open().call('getGame', { gameId }));
    expect(replayed.moveCount).toBe(accepted.length);
    expect(replayed.state).toEqual(shown.get(second)?.state);
  });

  it('refuse an undo or a resignation from a stale cached position too; read again, they go ahead', async () => {
    const [first, second] = [env.open(), env.open()];
    const game = expectOk(await first.call('newGame', { rules: 'kalah', players: TWO_HUMANS }));
    expectOk(await first.call('playMove', { gameId: game.id, move: { hole: 1 } }));
    expectOk(await second.call('getGame', { gameId: game.id }));
    expectOk(await first.call('playMove', { gameId: game.id, move: { hole: 1 } }));
    // The second's session is one move behind: its undo would take back a move it has not seen.
    expect(await second.call('undo', { gameId: game.id })).toEqual(changedElsewhere(game.id, 'nothing was taken back'));
    expect(stored(game.id).moves).toHaveLength(2);
    expect(expectOk(await second.call('undo', { gameId: game.id })).moveCount).toBe(1);
    // Now the first is behind: its resignation is refused until it reads the game again.
    expect(await first.call('resign', { gameId: game.id, player: 0 })).toEqual(changedElsewhere(game.id, 'the resignation was not recorded'));
    expect(expectOk(await first.call('resign', { gameId: game.id, player: 0 })).status).toBe('resigned');
    expect(stored(game.id).moves).toHaveLength(1);
  });
});

describe('a hint answered while its game is being deleted', () => {
  it('is refused, and the deleted game\'s hint count stays as it was', async () => {
    let answer: (analysis: MoveAnalysis[]) => void = () => undefined;
    const opponent: ComputerOpponent = {
      chooseMove: () => Promise.resolve({ ok: false, error: { code: 'bad-request', message: 'not used here' } }),
      analyse: () => new Promise((resolve) => (answer = (analysis) => resolve({ ok: true, value: analysis }))),
    };
    const services = env.open({ opponent });
    const game = expectOk(await services.call('newGame', { rules: 'kalah', players: TWO_HUMANS }));
    const hint = services.call('hint', { gameId: game.id, player: 0 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expectOk(await services.call('deleteGames', { gameIds: [game.id] }));
    answer([{ move: { hole: 1 }, score: 0, exact: false }]);
    expect(await hint).toEqual({ ok: false, error: { code: 'game-deleted', message: `Game #${game.id} is in the bin: restore it to play on.` } });
    expect(stored(game.id).hints).toBe(0);
  });

  it('is refused as game-over when its game ended meanwhile (a resignation), and counts nothing', async () => {
    let answer: (analysis: MoveAnalysis[]) => void = () => undefined;
    const opponent: ComputerOpponent = {
      chooseMove: () => Promise.resolve({ ok: false, error: { code: 'bad-request', message: 'not used here' } }),
      analyse: () => new Promise((resolve) => (answer = (analysis) => resolve({ ok: true, value: analysis }))),
    };
    const services = env.open({ opponent });
    const game = expectOk(await services.call('newGame', { rules: 'kalah', players: TWO_HUMANS }));
    const hint = services.call('hint', { gameId: game.id, player: 0 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expectOk(await services.call('resign', { gameId: game.id, player: 1 }));
    answer([{ move: { hole: 1 }, score: 0, exact: false }]);
    expect(await hint).toEqual({ ok: false, error: { code: 'game-over', message: `Game #${game.id} is over.` } });
    expect(stored(game.id).hints).toBe(0);
  });
});
