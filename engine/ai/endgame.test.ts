/**
 * The endgame solver against the plain brute-force minimax over the public API
 * (test-support/reference.ts): on small boards of every kind it must value
 * every position of random lines exactly, with its table kept from one
 * position to the next, and its null-window answers must be true bounds.
 */
import { describe, expect, it } from 'vitest';
import { createFastPosition, legalMoves, storeOf, type GameState, type RulesInput } from '../index';
import { continuingOf, endgameApplies, EndgameSolver, seedsInPlay } from './endgame';
import { analyseMoves, chooseMove } from './opponent';
import { seededRandom } from './random';
import { after, composed, perfectMargin, start } from './test-support/reference';

const BOARDS: Record<string, RulesInput> = {
  'Kalah 3×3': { preset: 'kalah', holes: 3, seeds: 3 },
  'Congkak 3×3 (alternate opening: relays and captures)': { preset: 'congkak', holes: 3, seeds: 3, opening: 'alternate' },
  'Congkak 3×3, captures only after a lap (Malay)': { preset: 'congkak-malay', holes: 3, seeds: 3, opening: 'alternate' },
  'Congkak 3×3, Mancala World rules': { preset: 'congkak-mw', holes: 3, seeds: 3 },
  'Sungka 3×3 (a player with no seeds passes)': { preset: 'sungka', holes: 3, seeds: 3 },
  'Congkak 3×3, the round ending during a relay (BGA)': { preset: 'congkak', holes: 3, seeds: 3, opening: 'alternate', roundEnd: 'either-side-empty-now' },
  'Congkak 4×2, leftovers to the last mover, forfeits on empty opponent holes': {
    preset: 'congkak',
    holes: 4,
    seeds: 2,
    opening: 'alternate',
    leftovers: 'last-mover',
    emptyOpponentLanding: 'forfeit',
  },
};

/** The rest of the round's margin from the mover's side, by brute force: the final margin less the stores now. */
function remainingMargin(state: GameState, memo: Map<string, number>): number {
  const n = state.rules.holes;
  const final = perfectMargin(state, memo) - (state.pits[storeOf(0, n)]! - state.pits[storeOf(1, n)]!);
  return (state.toMove === 0 ? final : -final) + 0;
}

/** Every position along a few seeded random lines of play. */
function positionsAlong(first: GameState, lines: number, seed: number): GameState[] {
  const random = seededRandom(seed);
  const positions: GameState[] = [];
  for (let line = 0; line < lines; line++) {
    let state = first;
    while (state.phase !== 'over') {
      positions.push(state);
      const moves = legalMoves(state);
      state = after(state, moves[Math.floor(random() * moves.length)]!);
    }
  }
  return positions;
}

const always = () => Infinity;

function checkExact(positions: GameState[]): number {
  const memo = new Map<string, number>();
  const solver = new EndgameSolver(createFastPosition(positions[0]!), 12);
  let checked = 0;
  for (const state of positions) {
    const position = createFastPosition(state);
    if (!endgameApplies(position)) continue;
    solver.prepare(position, false);
    const truth = remainingMargin(state, memo);
    const limit = seedsInPlay(position) + 1;
    const full = solver.solve(position, continuingOf(position), -limit, limit, always);
    expect(full).toEqual({ value: truth, bound: 'exact' });
    // Null windows either side of the value answer true bounds.
    const below = solver.solve(position, continuingOf(position), truth - 1, truth, always)!;
    expect(below.bound).toBe('lower');
    expect(below.value).toBeGreaterThanOrEqual(truth);
    expect(below.value).toBeLessThanOrEqual(truth); // a lower bound can be no more than the value
    const above = solver.solve(position, continuingOf(position), truth, truth + 1, always)!;
    expect(above.bound).toBe('upper');
    expect(above.value).toBe(truth);
    checked++;
  }
  return checked;
}

describe('the endgame solver equals a brute-force minimax over the public API', () => {
  for (const [name, rules] of Object.entries(BOARDS)) {
    it(name, () => {
      const first = start(rules);
      const opening = first.phase === 'opening' ? positionsAlong(first, 1, 5)[3] ?? first : first;
      expect(checkExact(positionsAlong(opening, 6, name.length))).toBeGreaterThan(10);
    }, 120_000); // the reference is deliberately plain and slow: Kalah 3×3 took 12-34 s here under load
  }

  it('Congkak, the last round of a series with burnt holes (seeds skip them)', () => {
    const rules: RulesInput = { preset: 'congkak', holes: 3, seeds: 2, opening: 'alternate', series: { end: { rounds: 2 } } };
    const round2 = positionsAlong(start(rules), 40, 9).filter((state) => state.round === 2 && state.burnt.length > 0);
    expect(round2.length).toBeGreaterThan(5);
    expect(checkExact(round2)).toBe(round2.length);
  }, 60_000);

  it('captures after a lap: the same holes are worth more to a player continuing a chain (the chain is in the key)', () => {
    const rules: RulesInput = { preset: 'congkak-malay', holes: 3, seeds: 3, opening: 'alternate' };
    // South's hole 3 lands in the store: South chooses again, and hole 1's seed then captures North's 5 (a lap made).
    const continuing = after(composed(rules, [1, 0, 1, 0, 1, 5, 1, 0], 0), { hole: 3 });
    const fresh = composed(rules, continuing.pits, 0);
    expect((continuing as { continuing?: boolean }).continuing).toBe(true);
    const memo = new Map<string, number>();
    expect(remainingMargin(continuing, memo)).not.toBe(remainingMargin(fresh, memo));
    // One table for both, the position without the chain solved first.
    expect(checkExact([fresh, continuing])).toBe(2);
  });

  it('Congkak, the last round of a series whose burnt holes forfeit seeds to the opponent', () => {
    const rules: RulesInput = { preset: 'congkak', holes: 3, seeds: 2, opening: 'alternate', series: { burnt: 'forfeit', end: { rounds: 2 } } };
    const round2 = positionsAlong(start(rules), 40, 11).filter((state) => state.round === 2 && state.burnt.length > 0);
    expect(round2.length).toBeGreaterThan(5);
    expect(checkExact(round2)).toBe(round2.length);
  }, 60_000);
});

describe('where the solver applies', () => {
  it('not to Oware, the opening, or a round whose end refills the board from the stores', () => {
    expect(endgameApplies(createFastPosition(start('oware')))).toBe(false);
    expect(endgameApplies(createFastPosition(start('congkak')))).toBe(false); // the simultaneous opening
    expect(endgameApplies(createFastPosition(start('kalah')))).toBe(true);
    expect(endgameApplies(createFastPosition(start({ preset: 'congkak', opening: 'alternate', series: { end: { rounds: 2 } } })))).toBe(false);
    expect(endgameApplies(createFastPosition(start({ preset: 'congkak', opening: 'alternate', series: { end: 'cannot-fill' } })))).toBe(false);
    // Captures after a lap where a player may choose twice running by a pass: the chain is not known.
    expect(endgameApplies(createFastPosition(start({ preset: 'sungka', captureNeedsLap: true })))).toBe(false);
  });

  it('gives up when the budget says stop, and a later solve starts afresh', () => {
    const state = composed({ preset: 'congkak', opening: 'alternate' }, [3, 0, 5, 1, 0, 2, 4, 40, 0, 6, 2, 0, 3, 1, 0, 30], 0);
    const position = createFastPosition(state);
    const solver = new EndgameSolver(position, 12);
    solver.prepare(position, true);
    // Allowed 100 positions, then none: it stops at the 100th.
    let calls = 0;
    expect(solver.solve(position, false, -99, 99, () => (++calls === 1 ? 100 : 0))).toBeNull();
    expect(calls).toBe(2);
    expect(solver.nodeCount).toBe(100);
    expect(solver.solve(position, false, -99, 99, always)?.bound).toBe('exact');
  });
});

describe('level 6 and the analysis use it', () => {
  // 27 seeds in play, Congkak with relays: beyond what the search alone proves in this budget.
  const endgame = composed({ preset: 'congkak', opening: 'alternate' }, [3, 0, 5, 1, 0, 2, 4, 40, 0, 6, 2, 0, 3, 1, 0, 30], 0);

  it('level 6 proves its best choice, and the analysis every choice, with the same value', () => {
    const best = chooseMove(endgame, { level: 6, seed: 1, maxNodes: 400_000 });
    const analysed = analyseMoves(endgame, { maxNodes: 400_000 });
    if (!best.ok || !analysed.ok) throw new Error('refused');
    expect(best.value.exact).toBe(true);
    expect(analysed.value.every((move) => move.exact)).toBe(true);
    expect(analysed.value[0]!.score).toBe(best.value.score);
    // Scores are whole seeds (final margins), and the principal line starts with its move.
    for (const move of analysed.value) {
      expect(Number.isInteger(move.score)).toBe(true);
      expect(move.line[0]).toEqual(move.move);
    }
    const position = createFastPosition(endgame);
    const solver = new EndgameSolver(position, 16);
    solver.prepare(position, true);
    const rest = solver.solve(position, false, -99, 99, always)!;
    expect(best.value.score).toBe(rest.value + 40 - 30);
  });
});
