// The same session guarantees with the real engine and real presets: the
// simultaneous opening's moves (no single mover), a full game, and resuming.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { legalMoves, newGame, play, type GameState, type Move } from '../../../engine';
import type { PlayerSpecInput } from '../../contract';
import { expectOk, tempServices, type TempServices } from '../testing/temp-services';
import { gameEngine } from './engine';

const humans: [PlayerSpecInput, PlayerSpecInput] = [
  { name: 'Ana', kind: 'human' },
  { name: 'Budi', kind: 'human' },
];

let env: TempServices;
beforeEach(() => {
  env = tempServices({ engine: gameEngine });
});
afterEach(() => env.dispose());

/** The engine alone, for the expected positions: the last legal move each time. */
function referenceGame(rules: Parameters<typeof newGame>[0], plies: number): { moves: Move[]; state: GameState } {
  let state = expectOk(newGame(rules));
  const moves: Move[] = [];
  for (let i = 0; i < plies; i++) {
    const move = legalMoves(state).at(-1);
    if (!move) break;
    moves.push(move);
    state = expectOk(play(state, move)).state;
  }
  return { moves, state };
}

describe('sessions with the real engine', () => {
  it('records a Congkak game from the simultaneous opening and resumes it at the same state', async () => {
    const { moves, state } = referenceGame('congkak', 6);
    const first = env.open();
    const game = expectOk(await first.call('newGame', { rules: 'congkak', players: humans }));
    expect(game.state.phase).toBe('opening');
    for (const move of moves) expectOk(await first.call('playMove', { gameId: game.id, move }));
    first.close();

    const resumed = expectOk(await env.open().call('getGame', { gameId: game.id }));
    expect(resumed.state).toEqual(state);
    expect(resumed.moveCount).toBe(moves.length);
    expect(resumed.legalMoves).toEqual(legalMoves(state));
  });

  it('plays a Kalah game to its end, records the result, then refuses moves', async () => {
    const { moves, state } = referenceGame('kalah', 500);
    expect(state.phase).toBe('over');
    const services = env.open();
    const game = expectOk(await services.call('newGame', { rules: 'kalah', players: humans }));
    for (const move of moves) expectOk(await services.call('playMove', { gameId: game.id, move }));
    const over = expectOk(await env.open().call('getGame', { gameId: game.id }));
    expect(over.status).toBe('finished');
    expect(over.outcome).toEqual({ termination: 'normal', winner: state.result?.winner, stores: state.result?.stores });
    expect(await services.call('playMove', { gameId: game.id, move: { hole: 1 } })).toMatchObject({ ok: false, error: { code: 'game-over' } });
  });

  it('refuses an illegal move without recording it', async () => {
    const services = env.open();
    const game = expectOk(await services.call('newGame', { rules: 'kalah', players: humans }));
    // Kalah has no simultaneous opening: an opening choice is not a legal move.
    expect(await services.call('playMove', { gameId: game.id, move: { south: 1, north: 1 } })).toMatchObject({ ok: false, error: { code: 'illegal-move' } });
    expect(expectOk(await env.open().call('getGame', { gameId: game.id })).moveCount).toBe(0);
  });

  it('does not offer a game deleted in the archive for resuming', async () => {
    const services = env.open();
    const kept = expectOk(await services.call('newGame', { rules: 'kalah', players: humans }));
    const deleted = expectOk(await services.call('newGame', { rules: 'kalah', players: humans }));
    expectOk(await services.call('deleteGames', { gameIds: [deleted.id] }));
    const unfinished = expectOk(await services.call('listUnfinishedGames', {}));
    expect(unfinished.map((game) => game.id)).toEqual([kept.id]);
  });

  it('reports rules the engine refuses as bad-rules', async () => {
    const refused = await env.open().call('newGame', { rules: { preset: 'kalah', holes: 40 }, players: humans });
    expect(refused).toMatchObject({ ok: false, error: { code: 'bad-rules' } });
  });
});
