// The archive's Choices column (ArchiveRow.moveCount) counts every choice a
// player made: the simultaneous opening's first move holds both players'
// first choices, so it counts two, whether the game was imported, played
// against the computer (the human's choice held until the computer's is in)
// or between two people.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { legalMoves, newGame, play, printRecord, type GameState, type Move, type RulesInput } from '../../../engine';
import type { PlayerSpecInput } from '../../contract';
import { gameEngine } from '../games/engine';
import { createGreedyOpponent } from '../testing/greedy-opponent';
import { expectOk, tempServices, type TempServices } from '../testing/temp-services';

const SIMULTANEOUS: RulesInput = { preset: 'congkak', holes: 5, seeds: 4 };
const ana: PlayerSpecInput = { name: 'Ana', kind: 'human' };
const budi: PlayerSpecInput = { name: 'Budi', kind: 'human' };
const bot: PlayerSpecInput = { name: 'Bot', kind: 'computer', level: 1 };

let env: TempServices;
beforeEach(() => {
  env = tempServices({ engine: gameEngine, opponent: createGreedyOpponent(gameEngine) });
});
afterEach(() => env.dispose());

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

/** The opening's first move (both first choices) and `more` moves after it, each the first legal one. */
function openingLine(more: number): { moves: Move[]; state: GameState } {
  const started = newGame(SIMULTANEOUS);
  if (!started.ok) throw new Error(started.error.message);
  let state = started.value;
  const moves: Move[] = [];
  for (let count = 0; count <= more; count++) {
    const move = legalMoves(state)[0];
    if (move === undefined) throw new Error('no legal move');
    const played = play(state, move);
    if (!played.ok) throw new Error(played.error.message);
    moves.push(move);
    state = played.value.state;
  }
  expect(moves[0]).toHaveProperty('south');
  return { moves, state };
}

describe('the Choices column counts both first choices of the simultaneous opening', () => {
  it('in an imported game', async () => {
    const { moves, state } = openingLine(3);
    const text = printRecord([{ tags: { South: 'Ana', North: 'Budi', Result: '*' }, rules: state.rules, comment: null, moves, notes: [] }]);
    const services = env.open();
    const [gameId] = expectOk(await services.call('importRecords', { text, importId: 'opening' })).gameIds;
    const rows = expectOk(await services.call('listArchive', {})).rows;
    // Two first choices, then three more.
    expect(rows.find((row) => row.id === gameId)?.moveCount).toBe(5);
  });

  it('in a game against the computer, where both first choices are recorded as one move, and after an undo', async () => {
    const services = env.open();
    const game = expectOk(await services.call('newGame', { rules: SIMULTANEOUS, players: [ana, bot] }));
    const first = legalMoves(game.state)[0];
    if (first === undefined || !('south' in first)) throw new Error('the game does not open with both first choices');
    expectOk(await services.call('playMove', { gameId: game.id, move: { player: 0, hole: first.south } }));
    await settle();
    const opened = expectOk(await services.call('getGame', { gameId: game.id }));
    expect(opened.moveCount).toBe(1);
    const rowOf = async () => expectOk(await services.call('listArchive', {})).rows.find((row) => row.id === game.id);
    expect((await rowOf())?.moveCount).toBe(2);

    expectOk(await services.call('undo', { gameId: game.id }));
    expect((await rowOf())?.moveCount).toBe(0);
  });

  it('in a game between two people', async () => {
    const services = env.open();
    const game = expectOk(await services.call('newGame', { rules: SIMULTANEOUS, players: [ana, budi] }));
    const first = legalMoves(game.state)[0];
    if (first === undefined || !('south' in first)) throw new Error('the game does not open with both first choices');
    expectOk(await services.call('playMove', { gameId: game.id, move: first }));
    expect(expectOk(await services.call('listArchive', {})).rows.find((row) => row.id === game.id)?.moveCount).toBe(2);
  });
});
