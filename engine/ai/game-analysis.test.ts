/**
 * A whole game's analysis: choices judged from the last to the first, each as
 * analyseMoves would, under one table kept through the game; deterministic
 * budgets; a forced choice judged too.
 */
import { describe, expect, it } from 'vitest';
import { chooseMove, legalMoves, type GameState } from '../index';
import { analyseGameBackwards, type ChoiceToJudge } from './game-analysis';
import { analyseMoves } from './opponent';
import { BOUND_EXACT, BOUND_LOWER, SOLVED_DEPTH, TranspositionTable } from './transposition';
import { after, composed, start } from './test-support/reference';

/** The first `count` choices of a seeded level-3 game of Kalah. */
function kalahChoices(count: number): ChoiceToJudge[] {
  const choices: ChoiceToJudge[] = [];
  let state: GameState = start('kalah');
  while (choices.length < count && state.phase !== 'over') {
    choices.push({ state, player: state.toMove! });
    const best = chooseMove(state, { level: 3, seed: choices.length });
    if (!best.ok) throw new Error(best.error.message);
    state = after(state, best.value.move);
  }
  return choices;
}

const budget = { nodes: 20_000, swingNodes: 60_000, forcedNodes: 2_000 };

function analyseAll(choices: readonly ChoiceToJudge[], gameKey: string) {
  return [...analyseGameBackwards(choices, { ...budget, gameKey })].map((judged) => {
    if (!judged.ok) throw new Error(judged.error.message);
    return judged.value;
  });
}

describe('analyseGameBackwards', () => {
  const choices = kalahChoices(8);

  it('judges every choice once, the last first, each listing every legal move best first', () => {
    const judged = analyseAll(choices, 'order');
    expect(judged.map((choice) => choice.index)).toEqual([7, 6, 5, 4, 3, 2, 1, 0]);
    for (const { index, moves } of judged) {
      expect(moves.map((move) => move.move)).toEqual(expect.arrayContaining(legalMoves(choices[index]!.state)));
      moves.slice(1).forEach((move, i) => expect(move.score).toBeLessThanOrEqual(moves[i]!.score));
    }
  });

  it('gives the same verdicts on every run: its budgets are nodes, not time', () => {
    expect(analyseAll(choices, 'first run')).toEqual(analyseAll(choices, 'second run'));
  });

  it('judges a choice with a single legal move', () => {
    const forced = composed('kalah', [0, 0, 0, 0, 0, 2, 0, 3, 1, 0, 2, 0, 1, 5], 0);
    expect(legalMoves(forced)).toHaveLength(1);
    const [judged] = analyseAll([{ state: forced, player: 0 }], 'forced');
    expect(judged?.moves.map((move) => move.move)).toEqual([{ hole: 6 }]);
  });

  it('stops between two choices when asked', () => {
    let asked = 0;
    const judged = [...analyseGameBackwards(choices, { ...budget, gameKey: 'stop', shouldStop: () => asked++ >= 40 })];
    expect(judged.length).toBeLessThan(choices.length);
  });
});

describe('analyseMoves with a game key', () => {
  const scores = (position: GameState, key: string | undefined, maxNodes: number) => {
    const analysed = analyseMoves(position, { maxNodes, gameKey: key });
    if (!analysed.ok) throw new Error(analysed.error.message);
    return analysed.value.map((move) => `${move.score}${move.exact ? ' exact' : ''}`);
  };

  it('keeps the exact endgames between the requests of one game: a small budget then answers what a large one proved', () => {
    const endgame = composed('kalah', [0, 2, 1, 1, 2, 1, 27, 1, 1, 2, 1, 0, 1, 22], 0);
    const fresh = scores(endgame, undefined, 1024);
    const proved = scores(endgame, 'endgame', 2_000_000);
    expect(proved.every((score) => score.endsWith('exact'))).toBe(true);
    expect(fresh).not.toEqual(proved);
    expect(scores(endgame, 'endgame', 1024)).toEqual(proved);
    // Without the key the table starts empty again.
    expect(scores(endgame, undefined, 1024)).toEqual(fresh);
  });

  it('keeps nothing else: scores found at another depth would make the moves it compares unequal', () => {
    // More seeds in play than the endgame solver takes on (endgameReach): the search alone scores it.
    const middle = composed({ preset: 'congkak', opening: 'alternate' }, [7, 7, 7, 0, 7, 7, 7, 1, 8, 8, 7, 7, 7, 7, 7, 0], 1);
    const deep = scores(middle, 'middle', 500_000);
    expect(deep.some((score) => score.endsWith('exact'))).toBe(false);
    expect(scores(middle, 'middle', 1024)).not.toEqual(deep);
  });
});

describe('the transposition table', () => {
  it('keeps its solved entries, and only those, when asked', () => {
    const table = new TranspositionTable(4);
    table.store(1, 11, SOLVED_DEPTH, BOUND_EXACT, 5, 2);
    table.store(2, 12, 40, BOUND_EXACT, 7, 3);
    table.store(3, 13, SOLVED_DEPTH, BOUND_LOWER, 9, 4);
    table.keepSolved();
    expect([table.find(1, 11), table.find(2, 12), table.find(3, 13)]).toEqual([1, -1, 3]);
    expect([table.value(1), table.bound(3)]).toEqual([5, BOUND_LOWER]);
  });
});
