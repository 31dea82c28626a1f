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

  it('tells the rounds of a series as they finish, after a resume, and after an undo back into a round', async () => {
    const rules = { preset: 'congkak', holes: 3, seeds: 3, series: { end: { rounds: 2 } } } as const;
    const { moves, state } = referenceGame(rules, 500);
    expect(state.phase).toBe('over');
    const services = env.open();
    const game = expectOk(await services.call('newGame', { rules, players: humans }));
    expect(game.rounds).toEqual([]);
    const views = [];
    for (const move of moves) views.push(expectOk(await services.call('playMove', { gameId: game.id, move })));
    const inRound2 = views.findIndex((view) => view.state.round === 2);
    expect(views[inRound2]?.rounds).toEqual([expect.objectContaining({ round: 1 })]);
    expect(views[inRound2 - 1]?.rounds).toEqual([]);

    const over = expectOk(await env.open().call('getGame', { gameId: game.id }));
    expect(over.rounds.map((result) => result.round)).toEqual([1, 2]);
    expect(over.rounds[1]?.stores).toEqual(state.result?.stores);
    expect(over.rounds).toEqual(views.at(-1)?.rounds);

    // A second game, stopped one move into round 2 and taken back to round 1's last move.
    const again = expectOk(await services.call('newGame', { rules, players: humans }));
    for (const move of moves.slice(0, inRound2 + 2)) expectOk(await services.call('playMove', { gameId: again.id, move }));
    const undone = expectOk(await services.call('undo', { gameId: again.id }));
    expect(undone.state.round).toBe(2);
    expect(undone.rounds).toEqual([expect.objectContaining({ round: 1 })]);
    const backToRound1 = expectOk(await services.call('undo', { gameId: again.id }));
    expect(backToRound1.state.round).toBe(1);
    expect(backToRound1.rounds).toEqual([]);
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
