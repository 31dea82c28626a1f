// A deleted game is read-only until restored: the sessions refuse
// every move, undo, resignation and hint with `game-deleted` and record
// nothing, also for a session cached before the delete or a delete made
// through another connection; a computer thinking in it stops; restoring it
// makes it playable again.
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Move, Result } from '../../../engine';
import type { PlayerSpecInput } from '../../contract';
import { databaseFile } from '../data-dir';
import { TWO_HUMANS } from '../testing/players';
import { readStoredMoves } from '../testing/stored-moves';
import { expectOk, tempServices, type TempServices } from '../testing/temp-services';
import { gameEngine } from './engine';
import type { ComputerMoveRequest, ComputerOpponent } from './opponent';

const [ana] = TWO_HUMANS;
const bot: PlayerSpecInput = { name: 'Bot', kind: 'computer', level: 1 };

let env: TempServices;
beforeEach(() => {
  env = tempServices({ engine: gameEngine });
});
afterEach(() => env.dispose());

function recorded(gameId: number): { moves: number; moveCount: number } {
  const db = new Database(databaseFile(env.dataDir), { readonly: true });
  try {
    const moves = readStoredMoves(db, gameId).length;
    const moveCount = db.prepare('SELECT move_count FROM games WHERE id = ?').pluck().get(gameId) as number;
    return { moves, moveCount };
  } finally {
    db.close();
  }
}

const inBin = (gameId: number) => ({
  ok: false,
  error: { code: 'game-deleted', message: `Game #${gameId} is in the bin: restore it to play on.` },
});

describe('a deleted game', () => {
  it('refuses moves, undo, resignation, hints and loading, and records nothing', async () => {
    const services = env.open();
    const game = expectOk(await services.call('newGame', { rules: 'kalah', players: TWO_HUMANS }));
    // Played first, so its session is cached when the delete comes.
    expectOk(await services.call('playMove', { gameId: game.id, move: { hole: 1 } }));
    expectOk(await services.call('deleteGames', { gameIds: [game.id] }));

    expect(await services.call('playMove', { gameId: game.id, move: { hole: 2 } })).toEqual(inBin(game.id));
    expect(await services.call('undo', { gameId: game.id })).toEqual(inBin(game.id));
    expect(await services.call('resign', { gameId: game.id, player: 0 })).toEqual(inBin(game.id));
    expect(await services.call('hint', { gameId: game.id, player: 1 })).toEqual(inBin(game.id));
    expect(await services.call('getGame', { gameId: game.id })).toEqual(inBin(game.id));
    expect(recorded(game.id)).toEqual({ moves: 1, moveCount: 1 });
  });

  it('is playable again once restored, where it stopped', async () => {
    const services = env.open();
    const game = expectOk(await services.call('newGame', { rules: 'kalah', players: TWO_HUMANS }));
    expectOk(await services.call('playMove', { gameId: game.id, move: { hole: 1 } }));
    expectOk(await services.call('deleteGames', { gameIds: [game.id] }));
    expectOk(await services.call('restoreGames', { gameIds: [game.id] }));
    expect(expectOk(await services.call('playMove', { gameId: game.id, move: { hole: 2 } })).moveCount).toBe(2);
    expect(expectOk(await services.call('undo', { gameId: game.id })).moveCount).toBe(1);
    expect(recorded(game.id)).toEqual({ moves: 1, moveCount: 1 });
  });

  it('is refused by services whose session was cached before another connection deleted it', async () => {
    const playing = env.open();
    const game = expectOk(await playing.call('newGame', { rules: 'kalah', players: TWO_HUMANS }));
    expectOk(await env.open().call('deleteGames', { gameIds: [game.id] }));
    expect(await playing.call('playMove', { gameId: game.id, move: { hole: 1 } })).toEqual(inBin(game.id));
    expect(recorded(game.id)).toEqual({ moves: 0, moveCount: 0 });
  });

  it('stops the computer thinking in it: its answer is never recorded, and no failure is reported', async () => {
    const searches: ComputerMoveRequest[] = [];
    let answer: (move: Result<Move>) => void = () => undefined;
    const opponent: ComputerOpponent = {
      chooseMove(request) {
        searches.push(request);
        return new Promise((resolve) => (answer = resolve));
      },
      analyse: () => Promise.resolve({ ok: false, error: { code: 'bad-request', message: 'not used here' } }),
    };
    const services = env.open({ opponent });
    const game = expectOk(await services.call('newGame', { rules: 'kalah', players: [ana, bot] }));
    expect(expectOk(await services.call('playMove', { gameId: game.id, move: { hole: 1 } })).thinking).toBe(true);
    expectOk(await services.call('deleteGames', { gameIds: [game.id] }));
    expect(searches[0]?.signal.aborted).toBe(true);
    answer({ ok: true, value: { hole: 1 } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(recorded(game.id)).toEqual({ moves: 1, moveCount: 1 });
    expect(env.events.some((event) => event.type === 'computer-failed')).toBe(false);
    expect(env.errors).toEqual([]);

    // Restored and opened again: the computer is asked anew.
    expectOk(await services.call('restoreGames', { gameIds: [game.id] }));
    expect(expectOk(await services.call('getGame', { gameId: game.id })).thinking).toBe(true);
    expect(searches).toHaveLength(2);
  });

  it('refuses the answer of a search it could not stop (a delete through another connection)', async () => {
    let answer: (move: Result<Move>) => void = () => undefined;
    const opponent: ComputerOpponent = {
      chooseMove: () => new Promise((resolve) => (answer = resolve)),
      analyse: () => Promise.resolve({ ok: false, error: { code: 'bad-request', message: 'not used here' } }),
    };
    const services = env.open({ opponent });
    const game = expectOk(await services.call('newGame', { rules: 'kalah', players: [ana, bot] }));
    expectOk(await services.call('playMove', { gameId: game.id, move: { hole: 1 } }));
    expectOk(await env.open().call('deleteGames', { gameIds: [game.id] }));
    answer({ ok: true, value: { hole: 1 } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(recorded(game.id)).toEqual({ moves: 1, moveCount: 1 });
    expect(env.errors).toEqual([]);
  });

  it('answers not-found once purged, even from a cached session', async () => {
    const services = env.open();
    const game = expectOk(await services.call('newGame', { rules: 'kalah', players: TWO_HUMANS }));
    expectOk(await services.call('deleteGames', { gameIds: [game.id] }));
    // Opened 60 days later, the services purge it at start-up.
    env.open({ now: () => new Date('2026-03-02T00:00:00Z') });
    expect(await services.call('playMove', { gameId: game.id, move: { hole: 1 } })).toMatchObject({ ok: false, error: { code: 'not-found' } });
  });
});
