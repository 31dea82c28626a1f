// Puzzles from the player's own games. The game: Kalah at one device, South
// playing a fixed line, North always the greedy opponent's best. South's
// second turn (move 3, hole 3) gives away 5 seeds by the greedy analysis;
// every other choice of either side loses under PUZZLE_MARGIN.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { printRecord, type Move } from '../../../engine';
import { PUZZLE_MARGIN } from '../../contract';
import type { AppServices } from '../app-services';
import { gameEngine } from '../games/engine';
import { positionAfterMoves } from '../games/position-after-moves';
import { createGreedyOpponent, rankChoices } from '../testing/greedy-opponent';
import { TWO_HUMANS } from '../testing/players';
import { sampleGame } from '../testing/sample-records';
import { expectOk, tempServices, type TempServices } from '../testing/temp-services';
import { findPersonalPuzzles, ratingFromMargin } from './personal-puzzles';

const SOUTH_LINE = [6, 3, 4, 3, 1, 5, 2, 6];
const MISTAKE = { moveIndex: 3, hole: 3, turn: 2, loss: 5 };

let env: TempServices;
beforeEach(() => {
  env = tempServices({ engine: gameEngine, opponent: createGreedyOpponent(gameEngine) });
});
afterEach(() => env.dispose());

/** Plays the line: South's fixed holes, North the greedy best, until South's line is used up. */
async function playTheLine(services: AppServices): Promise<{ id: number; moves: Move[] }> {
  let view = expectOk(await services.call('newGame', { rules: 'kalah', players: TWO_HUMANS }));
  const moves: Move[] = [];
  for (let south = 0; south < SOUTH_LINE.length; ) {
    const move: Move = view.state.toMove === 0 ? { hole: SOUTH_LINE[south++] ?? 1 } : (rankChoices(gameEngine, view.state, 1)[0]?.move ?? { hole: 1 });
    view = expectOk(await services.call('playMove', { gameId: view.id, move }));
    moves.push(move);
  }
  return { id: view.id, moves };
}

describe('a personal puzzle’s rating', () => {
  it('is 1700 for a mistake of PUZZLE_MARGIN seeds, 40 lower for each seed more given away, never under 900', () => {
    expect([0, 1, 5, 20, 21, 50].map((more) => ratingFromMargin(PUZZLE_MARGIN + more))).toEqual([1700, 1660, 1500, 900, 900, 900]);
  });
});

describe('personal puzzles', () => {
  it('makes exactly the one mistake of the game a puzzle, once however often the game is analysed', async () => {
    const services = env.open();
    const game = await playTheLine(services);
    const made = expectOk(await services.call('makePersonalPuzzles', { gameId: game.id }));
    expect(made.created).toBe(1);
    const [card] = made.puzzles;
    const rules = expectOk(await services.call('getReplay', { gameId: game.id })).rules;
    const before = positionAfterMoves(gameEngine, game.id, rules, game.moves.slice(0, MISTAKE.moveIndex));
    if (!before.ok) throw new Error(before.error.message);
    const ranked = rankChoices(gameEngine, before.value, 0);
    const bestScore = ranked[0]?.score ?? 0;
    const good = ranked.filter((choice) => bestScore - choice.score < PUZZLE_MARGIN).map((choice) => ('hole' in choice.move ? choice.move.hole : 0));
    expect(card?.puzzle).toMatchObject({ state: before.value, solver: 0, goal: 'most-seeds', value: bestScore, themes: [], rating: ratingFromMargin(MISTAKE.loss) });
    expect(card?.puzzle.solutions.map((solution) => solution[0])).toEqual(good);
    expect(good).not.toContain(MISTAKE.hole);
    expect(card?.origin).toMatchObject({ gameId: game.id, moveIndex: MISTAKE.moveIndex, turn: MISTAKE.turn, opponent: null });

    const again = expectOk(await services.call('makePersonalPuzzles', { gameId: game.id }));
    expect(again.created).toBe(0);
    expect(expectOk(await services.call('listPersonalPuzzles', {})).map((c) => c.puzzle.id)).toEqual([card?.puzzle.id]);
    // Offered first when asked, and solved by its best turn.
    const next = expectOk(await services.call('nextPuzzle', { personalFirst: true }));
    expect(next?.puzzle.id).toBe(card?.puzzle.id);
    const solution = card?.puzzle.solutions[0] ?? [];
    expect(expectOk(await services.call('submitPuzzleAttempt', { puzzleId: card?.puzzle.id ?? '', choices: solution }))).toMatchObject({ kind: 'solved' });
  });

  it('against the computer, analyses and counts the human side’s turns only', async () => {
    const services = env.open();
    const game = await playTheLine(services);
    const rules = expectOk(await services.call('getReplay', { gameId: game.id })).rules;
    const opponent = createGreedyOpponent(gameEngine);
    const controller = new AbortController();
    const found = await findPersonalPuzzles(
      gameEngine,
      { id: game.id, rules, players: [{ name: 'You', kind: 'human' }, { name: 'Computer (level 4)', kind: 'computer', level: 4 }], moves: game.moves },
      (state, player) => opponent.analyse({ gameId: game.id, state, player, signal: controller.signal }),
    );
    expect(found.map(({ moveIndex, turn, puzzle }) => ({ moveIndex, turn, solver: puzzle.solver }))).toEqual([{ moveIndex: MISTAKE.moveIndex, turn: MISTAKE.turn, solver: 0 }]);
  });

  it('analyses a finished game in the background only when the setting is on', async () => {
    const services = env.open();
    const off = await playTheLine(services);
    expectOk(await services.call('resign', { gameId: off.id, player: 0 }));
    await services.settled();
    expect(expectOk(await services.call('listPersonalPuzzles', {}))).toEqual([]);

    expectOk(await services.call('updateSettings', { puzzlesFromGames: true }));
    const on = await playTheLine(services);
    expectOk(await services.call('resign', { gameId: on.id, player: 0 }));
    await services.settled();
    const cards = expectOk(await services.call('listPersonalPuzzles', {}));
    expect(cards.map((card) => card.origin?.gameId)).toEqual([on.id]);
  });

  it('names the computer the player faced as the puzzle’s opponent', async () => {
    const services = env.open();
    const line = await playTheLine(services);
    // The same game against the computer, as the archive holds it after an import.
    const record = { ...sampleGame(1, { rules: 'kalah' }), moves: line.moves, notes: [], tags: { South: 'Ana', North: 'Computer', SouthKind: 'human', NorthKind: 'computer:4', Date: '2025.05.01' } };
    const [gameId] = expectOk(await services.call('importRecords', { text: printRecord([record]), importId: 'versus' })).gameIds;
    if (gameId === undefined) throw new Error('not imported');
    const made = expectOk(await services.call('makePersonalPuzzles', { gameId }));
    expect(made.puzzles.map((card) => card.origin)).toEqual([
      { gameId, moveIndex: MISTAKE.moveIndex, turn: MISTAKE.turn, playedAt: expect.stringMatching(/^2025-05-01/), opponent: { name: 'Computer', kind: 'computer', level: 4 } },
    ]);
    expect(made.puzzles[0]?.rating).toBe(ratingFromMargin(MISTAKE.loss));
  });

  it('refuses without a computer opponent to analyse, for a game not in the archive, and while the app closes', async () => {
    const services = env.open();
    const game = await playTheLine(services);
    expect(await env.open({ opponent: undefined }).call('makePersonalPuzzles', { gameId: game.id })).toMatchObject({ ok: false, error: { code: 'unavailable' } });
    expect(await services.call('makePersonalPuzzles', { gameId: game.id + 100 })).toMatchObject({ ok: false, error: { code: 'not-found' } });
    services.close();
    // The app closes while the analysis is under way: the puzzles found are not written.
    const greedy = createGreedyOpponent(gameEngine);
    let asked!: () => void;
    const analysing = new Promise<void>((resolve) => (asked = resolve));
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    const closing = env.open({
      opponent: {
        ...greedy,
        analyse: async (request) => {
          asked();
          await held;
          return greedy.analyse(request);
        },
      },
    });
    const making = closing.call('makePersonalPuzzles', { gameId: game.id });
    await analysing;
    closing.close();
    answer();
    expect(await making).toEqual({ ok: false, error: { code: 'unavailable', message: 'The app is shutting down.' } });
    expect(expectOk(await env.open().call('listPersonalPuzzles', {}))).toEqual([]);
  });
});
