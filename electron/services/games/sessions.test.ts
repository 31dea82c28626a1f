import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GameState, Move, Player, Result } from '../../../engine';
import type { PlayerSpecInput } from '../../contract';
import { databaseFile } from '../data-dir';
import { storedMoves } from '../testing/stored-moves';
import { expectOk, tempServices, type TempServices } from '../testing/temp-services';
import { toyEngine } from '../testing/toy-engine';
import type { ComputerMoveRequest } from './opponent';
import { revisionCounter } from './sessions';

const humans: [PlayerSpecInput, PlayerSpecInput] = [
  { name: 'Ana', kind: 'human' },
  { name: 'Budi', kind: 'human' },
];

let env: TempServices;
beforeEach(() => {
  env = tempServices();
});
afterEach(() => env.dispose());

/** Plays the first legal move until the game ends; returns the moves played. */
async function playOut(services: ReturnType<TempServices['open']>, gameId: number): Promise<Move[]> {
  const played: Move[] = [];
  let game = expectOk(await services.call('getGame', { gameId }));
  while (game.legalMoves[0] !== undefined) {
    played.push(game.legalMoves[0]);
    game = expectOk(await services.call('playMove', { gameId, move: game.legalMoves[0] }));
  }
  return played;
}

describe('newGame', () => {
  it('starts a game from the engine and records it', async () => {
    const services = env.open();
    const game = expectOk(await services.call('newGame', { rules: 'kalah', players: humans }));
    expect(game.state).toEqual(expectOk(toyEngine.newGame('kalah')));
    expect(game.legalMoves).toEqual(toyEngine.legalMoves(game.state));
    expect(game).toMatchObject({ status: 'active', outcome: null, moveCount: 0, lastEvents: [], players: humans });
    expect(expectOk(await services.call('listUnfinishedGames', {})).map((g) => g.id)).toEqual([game.id]);
  });

  it('reports rules the engine refuses as bad-rules and records nothing', async () => {
    const services = env.open();
    const refused = await services.call('newGame', { rules: 'oware', players: humans });
    expect(refused).toMatchObject({ ok: false, error: { code: 'bad-rules' } });
    expect(expectOk(await services.call('listUnfinishedGames', {}))).toEqual([]);
  });
});

describe('playMove', () => {
  it('commits the move and returns the engine’s new state and events', async () => {
    const services = env.open();
    const game = expectOk(await services.call('newGame', { rules: 'kalah', players: humans }));
    const after = expectOk(await services.call('playMove', { gameId: game.id, move: { hole: 1 } }));
    const expected = expectOk(toyEngine.play(game.state, { hole: 1 }));
    expect(after.state).toEqual(expected.state);
    expect(after.lastEvents).toEqual(expected.events);
    expect(after.moveCount).toBe(1);

    expect(storedMoves(env.dataDir, game.id)).toEqual([{ hole: 1 }]);
  });

  it('does not record a move the engine rejects, and answers its error code', async () => {
    const services = env.open();
    const game = expectOk(await services.call('newGame', { rules: 'kalah', players: humans }));
    await services.call('playMove', { gameId: game.id, move: { hole: 1 } });
    // An opening choice in a game without the simultaneous opening: the engine refuses it.
    const refused = await services.call('playMove', { gameId: game.id, move: { south: 1, north: 1 } });
    expect(refused).toMatchObject({ ok: false, error: { code: 'illegal-move' } });
    const reloaded = expectOk(await env.open().call('getGame', { gameId: game.id }));
    expect(reloaded.moveCount).toBe(1);
    expect(expectOk(await services.call('getGame', { gameId: game.id })).moveCount).toBe(1);
  });

  it('refuses a payload that fails the schema before the engine sees it', async () => {
    const services = env.open();
    const game = expectOk(await services.call('newGame', { rules: 'kalah', players: humans }));
    const refused = await services.handle('playMove', { gameId: game.id, move: { hole: 'one' } });
    expect(refused).toMatchObject({ ok: false, error: { code: 'bad-request' } });
  });

  it('names an unknown operation in a few dozen characters, never the whole of it', async () => {
    const services = env.open();
    const refused = await services.handle('x'.repeat(10_000), {});
    expect(refused).toEqual({ ok: false, error: { code: 'bad-request', message: `Unknown operation "${'x'.repeat(40)}…" (10,000 characters).` } });
  });

  it('answers not-found for an unknown game', async () => {
    const services = env.open();
    expect(await services.call('playMove', { gameId: 99, move: { hole: 1 } })).toMatchObject({ ok: false, error: { code: 'not-found' } });
  });

  it('finishes the game with the engine’s result and then refuses moves', async () => {
    const services = env.open();
    const game = expectOk(await services.call('newGame', { rules: 'kalah', players: humans }));
    await playOut(services, game.id);
    const over = expectOk(await services.call('getGame', { gameId: game.id }));
    expect(over.status).toBe('finished');
    expect(over.legalMoves).toEqual([]);
    expect(over.outcome).toEqual({ termination: 'normal', winner: over.state.result?.winner, stores: over.state.result?.stores });
    expect(await services.call('playMove', { gameId: game.id, move: { hole: 1 } })).toMatchObject({ ok: false, error: { code: 'game-over' } });
    expect(expectOk(await services.call('listUnfinishedGames', {}))).toEqual([]);
  });

  it('pushes a game-updated event with the same view it answers', async () => {
    const services = env.open();
    const game = expectOk(await services.call('newGame', { rules: 'kalah', players: humans }));
    const after = expectOk(await services.call('playMove', { gameId: game.id, move: { hole: 2 } }));
    expect(env.events.at(-1)).toEqual({ type: 'game-updated', game: after });
  });
});

describe('resuming', () => {
  it('reloads a recorded game at the same state after closing and reopening the services', async () => {
    const first = env.open();
    const game = expectOk(await first.call('newGame', { rules: 'kalah', players: humans }));
    await first.call('playMove', { gameId: game.id, move: { hole: 1 } });
    const before = expectOk(await first.call('playMove', { gameId: game.id, move: { hole: 3 } }));
    first.close();

    const second = env.open();
    expect(expectOk(await second.call('listUnfinishedGames', {}))).toEqual([
      { id: game.id, preset: 'kalah', players: humans, status: 'active', moveCount: 2, createdAt: game.createdAt, updatedAt: before.updatedAt },
    ]);
    const resumed = expectOk(await second.call('getGame', { gameId: game.id }));
    // The same view but for its revision, which numbers the views each run of the services makes.
    expect(resumed).toEqual({ ...before, lastEvents: [], revision: resumed.revision });
    const next = before.legalMoves[0];
    if (!next) throw new Error('the game should go on');
    expect(expectOk(await second.call('playMove', { gameId: game.id, move: next })).moveCount).toBe(3);
  });

  it('reports a record the engine no longer accepts as bad-record', async () => {
    const first = env.open();
    const game = expectOk(await first.call('newGame', { rules: 'kalah', players: humans }));
    await first.call('playMove', { gameId: game.id, move: { hole: 1 } });
    first.close();
    const db = new Database(databaseFile(env.dataDir));
    db.prepare("UPDATE games SET moves = x'09'").run(); // { hole: 9 }
    db.close();
    const refused = await env.open().call('getGame', { gameId: game.id });
    expect(refused).toMatchObject({ ok: false, error: { code: 'bad-record', message: expect.stringMatching(/move 1/) } });
  });
});

describe('resign', () => {
  it('ends the game for the other player and keeps the stores of that moment', async () => {
    const services = env.open();
    const game = expectOk(await services.call('newGame', { rules: 'kalah', players: humans }));
    const moved = expectOk(await services.call('playMove', { gameId: game.id, move: { hole: 2 } }));
    const resigned = expectOk(await services.call('resign', { gameId: game.id, player: 1 }));
    expect(resigned.status).toBe('resigned');
    expect(resigned.outcome).toEqual({ termination: 'resigned:north', winner: 0, stores: [moved.state.pits[3], moved.state.pits[7]] });
    expect(await services.call('resign', { gameId: game.id, player: 0 })).toMatchObject({ ok: false, error: { code: 'game-over' } });
    const reloaded = expectOk(await env.open().call('getGame', { gameId: game.id }));
    expect(reloaded.outcome).toEqual(resigned.outcome);
  });
});

describe('computer players', () => {
  it('stores a computer player with its level and, without an opponent, waits', async () => {
    const services = env.open();
    const game = expectOk(await services.call('newGame', { rules: 'kalah', players: [{ name: 'Bot', kind: 'computer', level: 5 }, humans[1]] }));
    expect(game.players[0]).toEqual({ name: 'Bot', kind: 'computer', level: 5 });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(expectOk(await services.call('getGame', { gameId: game.id })).moveCount).toBe(0);
  });

  it('warms the opponent up once for a game with a computer player, when it is started or resumed', async () => {
    const prepared: { state: GameState; player: Player }[] = [];
    const opponent = {
      chooseMove: () => new Promise<Result<Move>>(() => undefined),
      analyse: () => Promise.resolve({ ok: false as const, error: { code: 'bad-request' as const, message: 'not used here' } }),
      prepare: (request: { state: GameState; player: Player }) => void prepared.push(request),
    };
    const services = env.open({ opponent });
    const game = expectOk(await services.call('newGame', { rules: 'kalah', players: [humans[0], { name: 'Bot', kind: 'computer', level: 5 }] }));
    expect(prepared).toEqual([{ state: game.state, player: 1 }]);
    await services.call('getGame', { gameId: game.id });
    expect(prepared).toHaveLength(1);
    expectOk(await services.call('newGame', { rules: 'kalah', players: humans }));
    expect(prepared).toHaveLength(1);
  });

  it('warms the opponent up for a computer playing South too', async () => {
    const prepared: Player[] = [];
    const opponent = {
      chooseMove: () => new Promise<Result<Move>>(() => undefined),
      analyse: () => Promise.resolve({ ok: false as const, error: { code: 'bad-request' as const, message: 'not used here' } }),
      prepare: (request: { state: GameState; player: Player }) => void prepared.push(request.player),
    };
    const services = env.open({ opponent });
    expectOk(await services.call('newGame', { rules: 'kalah', players: [{ name: 'Bot', kind: 'computer', level: 5 }, humans[1]] }));
    expect(prepared).toEqual([0]);
  });

  it('does not warm the opponent up for a game with a computer player that is over', async () => {
    const prepared: Player[] = [];
    const opponent = {
      chooseMove: () => new Promise<Result<Move>>(() => undefined),
      analyse: () => Promise.resolve({ ok: false as const, error: { code: 'bad-request' as const, message: 'not used here' } }),
      prepare: (request: { state: GameState; player: Player }) => void prepared.push(request.player),
    };
    const game = expectOk(await env.open().call('newGame', { rules: 'kalah', players: [humans[0], { name: 'Bot', kind: 'computer', level: 5 }] }));
    const services = env.open({ opponent });
    expectOk(await services.call('resign', { gameId: game.id, player: 0 }));
    expect(expectOk(await services.call('getGame', { gameId: game.id })).status).toBe('resigned');
    expect(prepared).toEqual([]);
  });

  it('plays for a computer through the opponent seam when one is given', async () => {
    const requests: ComputerMoveRequest[] = [];
    const opponent = {
      chooseMove(request: ComputerMoveRequest): Promise<Result<Move>> {
        requests.push(request);
        const move = toyEngine.legalMoves(request.state).at(-1);
        return Promise.resolve(move ? { ok: true, value: move } : { ok: false, error: { code: 'game-over', message: 'none' } });
      },
      analyse: () => Promise.resolve({ ok: false as const, error: { code: 'bad-request' as const, message: 'not used here' } }),
    };
    const services = env.open({ opponent });
    const game = expectOk(await services.call('newGame', { rules: 'kalah', players: [humans[0], { name: 'Bot', kind: 'computer', level: 2 }] }));
    await services.call('playMove', { gameId: game.id, move: { hole: 1 } });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ gameId: game.id, player: 1, level: 2 });
    const after = expectOk(await services.call('getGame', { gameId: game.id }));
    expect(after.moveCount).toBe(2);
    expect(after.state.toMove).toBe(0);
  });
});

describe('views', () => {
  it('are numbered in the order they are made, so that a late one can be told from a newer one', async () => {
    const services = env.open();
    const game = expectOk(await services.call('newGame', { rules: 'kalah', players: humans }));
    const moved = expectOk(await services.call('playMove', { gameId: game.id, move: { hole: 1 } }));
    const read = expectOk(await services.call('getGame', { gameId: game.id }));
    expect(game.revision).toBeLessThan(moved.revision);
    expect(moved.revision).toBeLessThan(read.revision);
  });

  it('are counted from 1 by a counter of their own', () => {
    const next = revisionCounter();
    expect([next(), next(), next()]).toEqual([1, 2, 3]);
  });
});
