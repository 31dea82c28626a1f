// How a personal puzzle is made from the analysis of a game's choices, with
// the analysis scripted (the service tests of personal-puzzles.test.ts go
// through the greedy opponent, whose analysis has no lines, and their game's
// one mistake gives away 5 seeds): which choices are solutions and how far
// each is continued, the margin, where a mistake is only just one, how turns
// are counted, and what an analysis or a game the engine refuses leaves.
// Kalah, 6 holes of 4 seeds: South's hole 3 ends in South's store (South
// chooses again), then hole 6 (5 seeds) ends in North's row.
import { describe, expect, it } from 'vitest';
import type { GameState, Move, Player, Result } from '../../../engine';
import { PUZZLE_MARGIN, type MoveEvaluation, type PlayerSpec } from '../../contract';
import { gameEngine } from '../games/engine';
import type { GameEngine } from '../games/engine-port';
import { expectOk } from '../testing/temp-services';
import { gradeTurn, playChoices } from './grading';
import { findPersonalPuzzles, personalPuzzleId, ratingFromMargin, type AnalysedGame } from './personal-puzzles';

const HUMANS: [PlayerSpec, PlayerSpec] = [
  { name: 'Ana', kind: 'human' },
  { name: 'Budi', kind: 'human' },
];
const start = expectOk(gameEngine.newGame('kalah'));

function after(state: GameState, ...moves: Move[]): GameState {
  return moves.reduce((position, move) => expectOk(gameEngine.play(position, move)).state, state);
}

const evaluation = (move: Move, score: number, line?: Move[]): MoveEvaluation => ({ move, score, exact: true, ...(line && { line }) });

/** An analysis answering `evaluations` in `at` (compared by value) and nothing elsewhere; it records who was asked. */
function scripted(at: GameState, evaluations: MoveEvaluation[] | Result<MoveEvaluation[]>) {
  const asked: Player[] = [];
  const analyse = (state: GameState, player: Player): Promise<Result<MoveEvaluation[]>> => {
    asked.push(player);
    if (JSON.stringify(state) !== JSON.stringify(at)) return Promise.resolve({ ok: true, value: [] });
    return Promise.resolve(Array.isArray(evaluations) ? { ok: true, value: evaluations } : evaluations);
  };
  return { analyse, asked };
}

/** An analysis answering each listed position (compared by value), nothing elsewhere. */
const answering =
  (...answers: [GameState, MoveEvaluation[]][]) =>
  (state: GameState): Promise<Result<MoveEvaluation[]>> =>
    Promise.resolve({ ok: true, value: answers.find(([at]) => JSON.stringify(at) === JSON.stringify(state))?.[1] ?? [] });

const game = (moves: Move[], players: readonly [PlayerSpec, PlayerSpec] = HUMANS): AnalysedGame => ({ id: 7, rules: start.rules, players, moves });

describe('a personal puzzle made from a scripted analysis', () => {
  // North's first hole after South's 3 then 6: the line goes on past South's turn.
  const northReply: Move = gameEngine.legalMoves(after(start, { hole: 3 }, { hole: 6 }))[0] ?? { hole: 0 };

  it('solves by every choice within PUZZLE_MARGIN of the best, each continued while the turn is the solver’s; its margin is to the first choice that is not', async () => {
    const { analyse } = scripted(start, [
      evaluation({ hole: 3 }, 10, [{ hole: 3 }, { hole: 6 }, northReply]),
      // Scores just inside the margin; a line that is empty still names its own choice.
      evaluation({ hole: 4 }, 10 - PUZZLE_MARGIN + 1, []),
      evaluation({ hole: 5 }, 10 - PUZZLE_MARGIN + 1),
      // Exactly PUZZLE_MARGIN below the best: a mistake, just.
      evaluation({ hole: 1 }, 10 - PUZZLE_MARGIN),
      evaluation({ hole: 2 }, 0),
    ]);
    const [found, ...more] = await findPersonalPuzzles(gameEngine, game([{ hole: 1 }]), analyse);
    expect(more).toEqual([]);
    expect(found).toEqual({
      gameId: 7,
      moveIndex: 0,
      turn: 1,
      puzzle: {
        id: personalPuzzleId(start, 0),
        preset: 'kalah',
        state: start,
        solver: 0,
        goal: 'most-seeds',
        solutions: [[3, 6], [4], [5]],
        value: 10,
        margin: PUZZLE_MARGIN,
        themes: [],
        rating: ratingFromMargin(PUZZLE_MARGIN),
      },
    });
  });

  it('names its margin to the first choice at least PUZZLE_MARGIN below the best, not to the played one or a worse one', async () => {
    const { analyse } = scripted(start, [evaluation({ hole: 3 }, 12, [{ hole: 3 }, { hole: 6 }]), evaluation({ hole: 4 }, 8), evaluation({ hole: 2 }, 5), evaluation({ hole: 1 }, 1)]);
    const [found] = await findPersonalPuzzles(gameEngine, game([{ hole: 1 }]), analyse);
    expect(found?.puzzle).toMatchObject({ solutions: [[3, 6]], value: 12, margin: 4, rating: ratingFromMargin(11) });
  });

  it('makes no puzzle of a choice that gave away less than PUZZLE_MARGIN', async () => {
    const { analyse } = scripted(start, [evaluation({ hole: 3 }, 10), evaluation({ hole: 1 }, 10 - PUZZLE_MARGIN + 1), evaluation({ hole: 2 }, 0)]);
    expect(await findPersonalPuzzles(gameEngine, game([{ hole: 1 }]), analyse)).toEqual([]);
  });

  it('stops a solution’s line at a choice the engine refuses, and goes on from there as the analysis says', async () => {
    // After 3 South chooses again, and hole 3 is empty then.
    const analyse = answering([start, [evaluation({ hole: 3 }, 10, [{ hole: 3 }, { hole: 3 }]), evaluation({ hole: 1 }, 0)]], [after(start, { hole: 3 }), [evaluation({ hole: 6 }, 10)]]);
    const [found] = await findPersonalPuzzles(gameEngine, game([{ hole: 1 }]), analyse);
    expect(found?.puzzle.solutions).toEqual([[3, 6]]);
  });

  it('takes no choice that names no hole as a solution, and makes no puzzle when no solution is left', async () => {
    const odd = evaluation({ south: 1, north: 1 }, 11);
    const withOne = scripted(start, [odd, evaluation({ hole: 3 }, 10, [{ hole: 3 }, { hole: 6 }]), evaluation({ hole: 1 }, 0)]);
    expect((await findPersonalPuzzles(gameEngine, game([{ hole: 1 }]), withOne.analyse))[0]?.puzzle.solutions).toEqual([[3, 6]]);
    const withNone = scripted(start, [odd, evaluation({ hole: 1 }, 0)]);
    expect(await findPersonalPuzzles(gameEngine, game([{ hole: 1 }]), withNone.analyse)).toEqual([]);
  });

  it('has an id that depends on the position and the solver only, and stays the same across versions (the archive keeps it)', () => {
    expect(personalPuzzleId(start, 0)).toBe(personalPuzzleId(expectOk(gameEngine.newGame('kalah')), 0));
    expect(personalPuzzleId(start, 0)).toBe('mine-a9517c5939ee87f90ff8');
    expect(personalPuzzleId(start, 1)).not.toBe(personalPuzzleId(start, 0));
    expect(personalPuzzleId(after(start, { hole: 1 }), 1)).not.toBe(personalPuzzleId(start, 1));
  });
});

describe('a personal puzzle can always be solved', () => {
  const solvedBy = (puzzle: Parameters<typeof gradeTurn>[1], choices: number[]) => {
    const end = playChoices(gameEngine, puzzle, choices);
    return end.ok && gradeTurn(gameEngine, puzzle, choices, end.value) === 'solved';
  };

  it('asks the analysis how a best turn goes on where its line stops while the turn is still the solver’s', async () => {
    // Hole 3 ends in South's store: the line names no second choice, the analysis from there names 6.
    const analyse = answering([start, [evaluation({ hole: 3 }, 10), evaluation({ hole: 1 }, 0)]], [after(start, { hole: 3 }), [evaluation({ hole: 6 }, 10)]]);
    const [found] = await findPersonalPuzzles(gameEngine, game([{ hole: 1 }]), analyse);
    expect(found?.puzzle.solutions).toEqual([[3, 6]]);
    expect(solvedBy(found!.puzzle, [3, 6])).toBe(true);
  });

  it('makes no puzzle when a best turn cannot be followed to its end: no one could solve it', async () => {
    const analyse = answering([start, [evaluation({ hole: 3 }, 10), evaluation({ hole: 4 }, 9), evaluation({ hole: 1 }, 0)]]);
    expect(await findPersonalPuzzles(gameEngine, game([{ hole: 1 }]), analyse)).toEqual([]);
  });
});

describe('the turns and the analyses of a game', () => {
  it('counts a turn once however many choices it holds, and asks about the human side’s choices only', async () => {
    // South: 3 (again) and 6; North one choice; South's second turn, hole 1, the mistake.
    const moves: Move[] = [{ hole: 3 }, { hole: 6 }];
    moves.push(gameEngine.legalMoves(after(start, ...moves))[0] ?? { hole: 0 });
    const mistakeAt = after(start, ...moves);
    moves.push({ hole: 1 });
    const { analyse, asked } = scripted(mistakeAt, [evaluation({ hole: 2 }, 5), evaluation({ hole: 1 }, 0)]);
    const computer: [PlayerSpec, PlayerSpec] = [HUMANS[0], { name: 'Computer', kind: 'computer', level: 3 }];
    const found = await findPersonalPuzzles(gameEngine, game(moves, computer), analyse);
    expect(found.map(({ moveIndex, turn, puzzle }) => ({ moveIndex, turn, solver: puzzle.solver }))).toEqual([{ moveIndex: 3, turn: 2, solver: 0 }]);
    expect(asked).toEqual([0, 0, 0]);
  });

  it('goes on past a choice whose analysis failed or left out the move played', async () => {
    const second = after(start, { hole: 1 });
    const moves: Move[] = [{ hole: 1 }, { hole: 1 }];
    const failing = async (state: GameState, player: Player): Promise<Result<MoveEvaluation[]>> => {
      if (JSON.stringify(state) === JSON.stringify(start)) return { ok: false, error: { code: 'bad-state', message: 'search broke' } };
      return scripted(second, [evaluation({ hole: 4 }, 9), evaluation({ hole: 1 }, 0)]).analyse(state, player);
    };
    expect((await findPersonalPuzzles(gameEngine, game(moves), failing)).map((card) => card.moveIndex)).toEqual([1]);
    const silent = async (state: GameState, player: Player): Promise<Result<MoveEvaluation[]>> => {
      if (JSON.stringify(state) === JSON.stringify(start)) return { ok: true, value: [evaluation({ hole: 3 }, 9), evaluation({ hole: 2 }, 0)] };
      return scripted(second, [evaluation({ hole: 4 }, 9), evaluation({ hole: 1 }, 0)]).analyse(state, player);
    };
    expect((await findPersonalPuzzles(gameEngine, game(moves), silent)).map((card) => card.moveIndex)).toEqual([1]);
  });

  it('keeps the puzzles found before a move the engine no longer replays', async () => {
    const { analyse } = scripted(start, [evaluation({ hole: 4 }, 9), evaluation({ hole: 1 }, 0)]);
    const found = await findPersonalPuzzles(gameEngine, game([{ hole: 1 }, { hole: 42 }, { hole: 2 }]), analyse);
    expect(found.map((card) => card.moveIndex)).toEqual([0]);
  });

  it('finds nothing, asking nothing, in a game between computers or on rules the engine refuses', async () => {
    const { analyse, asked } = scripted(start, [evaluation({ hole: 3 }, 9), evaluation({ hole: 1 }, 0)]);
    const computers: [PlayerSpec, PlayerSpec] = [
      { name: 'One', kind: 'computer', level: 2 },
      { name: 'Two', kind: 'computer', level: 5 },
    ];
    expect(await findPersonalPuzzles(gameEngine, game([{ hole: 1 }], computers), analyse)).toEqual([]);
    const refusing: GameEngine = { ...gameEngine, newGame: () => ({ ok: false, error: { code: 'bad-rules', message: 'no such rules' } }) };
    expect(await findPersonalPuzzles(refusing, game([{ hole: 1 }]), analyse)).toEqual([]);
    expect(asked).toEqual([]);
  });
});
