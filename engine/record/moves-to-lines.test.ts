/**
 * groupTurns has two paths, the fast replayer and the public `play` move by
 * move: on every game they must give the same lines, and on a game that does
 * not replay, the step-by-step reason.
 */
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../ai/random';
import { legalMoves, newGame, play } from '../index';
import { PRESET_NAMES, type GameState, type Move, type RulesInput } from '../types';
import { groupTurns, groupTurnsStepByStep } from './moves-to-lines';

const RULE_SETS: RulesInput[] = [
  ...PRESET_NAMES,
  { preset: 'congkak', holes: 4, seeds: 3, series: { burnt: 'forfeit', end: { rounds: 3 } } },
  { preset: 'congkak', holes: 5, seeds: 4, roundEnd: 'either-side-empty-now', series: { remainder: 'partial', end: { rounds: 3 } } },
  { preset: 'sungka', holes: 4, seeds: 2 },
  { preset: 'oware', holes: 15, seeds: 20 },
];

function randomGame(rules: RulesInput, seed: number): { state: GameState; moves: Move[] } {
  const random = seededRandom(seed);
  const started = newGame(rules);
  if (!started.ok) throw new Error(started.error.message);
  let state = started.value;
  const moves: Move[] = [];
  while (state.phase !== 'over' && moves.length < 400) {
    const legal = legalMoves(state);
    const move = legal[Math.floor(random() * legal.length)]!;
    const outcome = play(state, move);
    if (!outcome.ok) throw new Error(outcome.error.message);
    state = outcome.value.state;
    moves.push(move);
  }
  return { state, moves };
}

describe('groupTurns', () => {
  it.each(RULE_SETS.map((rules) => [JSON.stringify(rules), rules] as const))('%s: the fast path gives the lines of the step-by-step path', (_name, rules) => {
    for (let seed = 1; seed <= 6; seed++) {
      const { state, moves } = randomGame(rules, seed);
      for (const cut of [moves.length, Math.floor(moves.length / 2), 1]) {
        const prefix = moves.slice(0, cut);
        expect(groupTurns(state.rules, prefix)).toEqual(groupTurnsStepByStep(state.rules, prefix));
        // A move no board has, and one the game does not allow there: the same reason either way.
        for (const wrong of [{ hole: state.rules.holes + 1 }, prefix[prefix.length - 1]!]) {
          const broken = [...prefix, wrong];
          const grouped = groupTurns(state.rules, broken);
          expect(grouped).toEqual(groupTurnsStepByStep(state.rules, broken));
        }
      }
    }
  });

  it('a game that does not replay gets the step-by-step reason', () => {
    const { state, moves } = randomGame('kalah', 3);
    const broken = [...moves.slice(0, 4), { hole: 9 }];
    const grouped = groupTurns(state.rules, broken);
    expect(grouped).toEqual(groupTurnsStepByStep(state.rules, broken));
    expect(grouped).toMatchObject({ ok: false, error: expect.stringContaining('move 5 ({"hole":9}) is illegal') });
    expect(groupTurns(state.rules, [{ player: 0, hole: 1 }])).toMatchObject({ ok: false, error: expect.stringContaining('illegal') });
  });
});
