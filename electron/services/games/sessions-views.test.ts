// What the sessions answer and show around the edges of play: the view after a
// resignation or an undo, a finished game refusing everything as over without
// forgetting how it ended, going on from a round's summary when none waits,
// the words of the hint's refusals, the computer not asked again once a game
// is resigned, and the cached session of a game that was purged or put in the
// bin.
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Move, Result } from '../../../engine';
import type { PlayerSpecInput } from '../../contract';
import type { AppServices } from '../app-services';
import { databaseFile } from '../data-dir';
import { TWO_HUMANS } from '../testing/players';
import { expectOk, tempServices, type TempServices } from '../testing/temp-services';
import type { ComputerOpponent } from './opponent';

let env: TempServices;
beforeEach(() => {
  env = tempServices();
});
afterEach(() => env.dispose());

/** Plays the first legal move until the game ends (the toy engine's Kalah ends in a few dozen). */
async function playedOut(services: AppServices): Promise<number> {
  let game = expectOk(await services.call('newGame', { rules: 'kalah', players: TWO_HUMANS }));
  while (game.legalMoves[0] !== undefined) game = expectOk(await services.call('playMove', { gameId: game.id, move: game.legalMoves[0] }));
  expect(game.status).toBe('finished');
  return game.id;
}

describe('the view after', () => {
  it('a resignation shows no last move', async () => {
    const services = env.open();
    const game = expectOk(await services.call('newGame', { rules: 'kalah', players: TWO_HUMANS }));
    expect(expectOk(await services.call('playMove', { gameId: game.id, move: { hole: 1 } })).lastEvents).not.toEqual([]);
    expect(expectOk(await services.call('resign', { gameId: game.id, player: 1 }))).toMatchObject({ status: 'resigned', lastEvents: [] });
  });

  it('an undo shows no last move', async () => {
    const services = env.open();
    const game = expectOk(await services.call('newGame', { rules: 'kalah', players: TWO_HUMANS }));
    expectOk(await services.call('playMove', { gameId: game.id, move: { hole: 1 } }));
    expectOk(await services.call('playMove', { gameId: game.id, move: { hole: 2 } }));
    expect(expectOk(await services.call('undo', { gameId: game.id }))).toMatchObject({ moveCount: 1, lastEvents: [] });
  });
});

describe('a finished game', () => {
  it('refuses a move, an undo and a resignation as over, naming it, and still shows the move that ended it', async () => {
    const services = env.open();
    const gameId = await playedOut(services);
    const ended = expectOk(await services.call('getGame', { gameId }));
    expect(ended.lastEvents).not.toEqual([]);
    const over = { ok: false, error: { code: 'game-over', message: `Game #${gameId} is over.` } };
    expect(await services.call('playMove', { gameId, move: { hole: 1 } })).toEqual(over);
    expect(await services.call('undo', { gameId })).toEqual(over);
    expect(await services.call('resign', { gameId, player: 0 })).toEqual(over);
    expect(expectOk(await services.call('getGame', { gameId }))).toMatchObject({ status: 'finished', moveCount: ended.moveCount, lastEvents: ended.lastEvents });
  });
});

describe('going on from a round’s summary', () => {
  it('refuses a game that is not there', async () => {
    const services = env.open();
    expect(await services.call('continueRound', { gameId: 99 })).toEqual({ ok: false, error: { code: 'not-found', message: 'There is no game #99.' } });
  });

  it('when no summary waits, answers the game as it is and tells nobody of a change', async () => {
    const services = env.open();
    const game = expectOk(await services.call('newGame', { rules: 'kalah', players: TWO_HUMANS }));
    const shown = expectOk(await services.call('playMove', { gameId: game.id, move: { hole: 1 } }));
    const told = env.events.length;
    expect(expectOk(await services.call('continueRound', { gameId: game.id }))).toMatchObject({ roundEnding: null, moveCount: 1, lastEvents: shown.lastEvents });
    expect(env.events.slice(told)).toEqual([]);
  });
});

describe('a hint refused', () => {
  it('for the player who is not to choose says so', async () => {
    const services = env.open();
    const game = expectOk(await services.call('newGame', { rules: 'kalah', players: TWO_HUMANS }));
    expect(await services.call('hint', { gameId: game.id, player: 1 })).toEqual({ ok: false, error: { code: 'illegal-move', message: 'It is not that player’s turn.' } });
  });

  it('without a computer opponent says none is available', async () => {
    const services = env.open();
    const game = expectOk(await services.call('newGame', { rules: 'kalah', players: TWO_HUMANS }));
    expect(await services.call('hint', { gameId: game.id, player: 0 })).toEqual({
      ok: false,
      error: { code: 'unavailable', message: 'No computer opponent is available for hints.' },
    });
  });
});

describe('a resignation while the computer thinks', () => {
  it('stops its search and asks it nothing more', async () => {
    let asked = 0;
    const thinking: ComputerOpponent = {
      chooseMove: () => {
        asked++;
        return new Promise<Result<Move>>(() => undefined);
      },
      analyse: () => Promise.resolve({ ok: true, value: [] }),
    };
    const services = env.open({ opponent: thinking });
    const bot: PlayerSpecInput = { name: 'Bot', kind: 'computer', level: 1 };
    const game = expectOk(await services.call('newGame', { rules: 'kalah', players: [TWO_HUMANS[0], bot] }));
    // The toy engine's Kalah: South's hole 1 passes the turn to North, the computer.
    expect(expectOk(await services.call('playMove', { gameId: game.id, move: { hole: 1 } })).thinking).toBe(true);
    expect(expectOk(await services.call('resign', { gameId: game.id, player: 0 }))).toMatchObject({ status: 'resigned', thinking: false });
    expect(expectOk(await services.call('getGame', { gameId: game.id })).thinking).toBe(false);
    expect(asked).toBe(1);
  });
});

describe('a game’s cached session', () => {
  it('is forgotten once the game is purged: a game given its number later is shown as itself', async () => {
    const services = env.open();
    const purged = expectOk(await services.call('newGame', { rules: 'kalah', players: TWO_HUMANS }));
    expectOk(await services.call('playMove', { gameId: purged.id, move: { hole: 1 } }));
    // Purged by another connection (the archive purges what stayed 30 days in the bin).
    const db = new Database(databaseFile(env.dataDir));
    try {
      db.prepare('DELETE FROM games WHERE id = ?').run(purged.id);
    } finally {
      db.close();
    }
    expect(await services.call('getGame', { gameId: purged.id })).toMatchObject({ ok: false, error: { code: 'not-found' } });
    // Game numbers are SQLite's rowids: with the newest game gone, the next one takes its number.
    const players: [PlayerSpecInput, PlayerSpecInput] = [
      { name: 'Citra', kind: 'human' },
      { name: 'Dewi', kind: 'human' },
    ];
    const next = expectOk(await env.open().call('newGame', { rules: 'kalah', players }));
    expect(next.id).toBe(purged.id);
    expect(expectOk(await services.call('getGame', { gameId: next.id }))).toMatchObject({ players, moveCount: 0, lastEvents: [] });
  });

  it('is kept while the game is in the bin: restored, it shows its last move as before', async () => {
    const services = env.open();
    const game = expectOk(await services.call('newGame', { rules: 'kalah', players: TWO_HUMANS }));
    const played = expectOk(await services.call('playMove', { gameId: game.id, move: { hole: 1 } }));
    expectOk(await services.call('deleteGames', { gameIds: [game.id] }));
    expect(await services.call('getGame', { gameId: game.id })).toMatchObject({ ok: false, error: { code: 'game-deleted' } });
    expectOk(await services.call('restoreGames', { gameIds: [game.id] }));
    expect(expectOk(await services.call('getGame', { gameId: game.id }))).toMatchObject({ moveCount: 1, lastEvents: played.lastEvents });
  });
});
