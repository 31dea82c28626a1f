/**
 * The opponent's answers as the protocol sees them (opponent.ts): refusals,
 * the flags and scores of an answer, which level takes which path (the
 * beginners' habits, the searching levels' own opening search, level 6's
 * mix), the simultaneous opening's analysis for either player, budgets and
 * seeds. Positions and node budgets only: no answer here depends on time.
 */
import { describe, expect, it } from 'vitest';
import { createFastPosition, legalMoves, validateState, type GameState, type Move, type Player, type RulesInput } from '../index';
import { analyseMoves, chooseMove, type AnalysedMove, type BestAnswer, type BestRequest } from './opponent';
import { visibleGains } from './habits';
import { LEVEL_STYLES } from './levels';
import { createEvaluator, SCALE } from './evaluate';
import { MAX_TURNS, Searcher } from './search';
import { after, composed, start } from './test-support/reference';

function best(state: GameState, request: BestRequest): BestAnswer {
  const chosen = chooseMove(state, request);
  if (!chosen.ok) throw new Error(chosen.error.message);
  return chosen.value;
}

function analysed(state: GameState, request: Parameters<typeof analyseMoves>[1]): AnalysedMove[] {
  const moves = analyseMoves(state, request);
  if (!moves.ok) throw new Error(moves.error.message);
  return moves.value;
}

/** A state in the simultaneous opening of `rules` with these pits (before either player chose). */
function opening(rules: RulesInput, pits?: number[]): GameState {
  const fresh = start(rules);
  if (pits === undefined) return fresh;
  const state = validateState({ ...fresh, pits });
  if (!state.ok) throw new Error(state.error.message);
  return state.value;
}

const holeOf = (move: Move): number => ('hole' in move ? move.hole : Number.NaN);
/** Internal units as the protocol's seeds: two decimals. */
const inSeeds = (value: number): number => Math.round((value / SCALE) * 100) / 100 + 0;

describe('refusals and finished games', () => {
  const finished = after(composed('kalah', [0, 0, 0, 0, 0, 1, 5, 0, 0, 0, 0, 0, 0, 3], 0), { hole: 6 });

  it('refuses a state that is not one, for best and analyse', () => {
    const broken = { ...start('kalah'), pits: [1, 2, 3] } as GameState;
    expect(chooseMove(broken, { level: 1 })).toMatchObject({ ok: false, error: { code: 'bad-state' } });
    expect(analyseMoves(broken, {})).toMatchObject({ ok: false, error: { code: 'bad-state' } });
  });

  it('says why: the game is over, the level is unknown, the opening needs a player', () => {
    expect(finished.phase).toBe('over');
    expect(chooseMove(finished, { level: 3 })).toEqual({ ok: false, error: { code: 'game-over', message: 'the game is over' } });
    const unknown = chooseMove(start('kalah'), { level: 7 });
    expect(unknown.ok || unknown.error.message).toMatch(/"level" must be an integer from 1 to 6/);
    const noPlayer = chooseMove(start('congkak'), { level: 4 });
    expect(noPlayer.ok || noPlayer.error.message).toMatch(/needs "player"/);
  });

  it('analyses a finished game as no choices at all', () => {
    expect(analyseMoves(finished, { maxNodes: 1000 })).toEqual({ ok: true, value: [] });
  });
});

describe('the flags and scores of an answer', () => {
  it('calls no unsearched answer exact, even where the only move draws', () => {
    // Kalah, North's last seed: it reaches the store, and the game ends 1-1.
    const last = composed('kalah', [0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 1, 0], 1);
    expect(best(last, { level: 6, maxNodes: 10_000 })).toMatchObject({ move: { hole: 6 }, score: 0, exact: true });
    for (const level of [1, 2]) expect(best(last, { level, seed: 1 })).toMatchObject({ move: { hole: 6 }, exact: false, depth: 0, nodes: 0 });
  });

  it('calls level 6 exact only when every alternative is proven no better', () => {
    // Kalah, North: hole 1 is proven 10 seeds up within 5,000 positions; hole 4 is not yet proven worse.
    const state = composed('kalah', [0, 0, 1, 0, 11, 0, 13, 1, 0, 0, 10, 0, 0, 12], 1);
    const moves = analysed(state, { maxNodes: 5000 });
    expect(moves[0]).toMatchObject({ move: { hole: 1 }, exact: true });
    expect(moves.some((move) => !move.exact)).toBe(true);
    for (let seed = 1; seed <= 4; seed++) expect(best(state, { level: 6, seed, maxNodes: 5000 })).toMatchObject({ move: { hole: 1 }, exact: false });
  });

  it('cut short in the middle of an iteration, level 6 already plays the move that iteration found better', () => {
    // Congkak (Malaysian rules), North: within 2,000 positions the search is part way through its
    // fifth turn (first position) or fourth (second), where hole 7 (hole 1) overtook the previous
    // best; the next iterations, with more positions, agree.
    for (const [pits, hole] of [
      [[0, 10, 0, 0, 0, 1, 4, 49, 0, 1, 3, 0, 2, 7, 1, 20], 7],
      [[1, 2, 0, 3, 0, 0, 0, 38, 1, 5, 8, 1, 1, 1, 2, 35], 1],
    ] as const) {
      const state = composed('congkak-mw', [...pits], 1);
      const cut = best(state, { level: 6, seed: 1, maxNodes: 2000 });
      const deeper = best(state, { level: 6, seed: 1, maxNodes: 8000 });
      expect(cut.move).toEqual({ hole });
      expect(deeper.move).toEqual({ hole });
      expect(deeper.depth).toBeGreaterThan(cut.depth);
    }
  });

  it('level 6 proves an endgame of 25 seeds within 60,000 positions (the endgame solver)', () => {
    const state = composed('congkak-mw', [1, 0, 3, 0, 3, 1, 7, 39, 0, 0, 6, 0, 0, 4, 0, 34], 1);
    expect(best(state, { level: 6, seed: 1, maxNodes: 60_000 }).exact).toBe(true);
  });

  it('never scores -0: a drawn margin is 0 from either side', () => {
    for (const mover of [0, 1] as const) {
      const last = composed('kalah', [0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 1, 0], mover);
      const proven = [...analysed(last, { maxNodes: 10_000 }).map((move) => move.score), best(last, { level: 6, maxNodes: 10_000 }).score];
      for (const score of proven) expect(score).toBe(0); // toBe tells -0 from 0
      for (const level of [1, 2]) expect(Object.is(best(last, { level, seed: 1 }).score, -0)).toBe(false);
    }
    // Congkak on three holes of three seeds: the opening is a proven draw, for North as for South.
    const drawn = opening({ preset: 'congkak', holes: 3, seeds: 3 });
    for (const player of [0, 1] as const) expect(best(drawn, { level: 6, player, seed: 1, maxNodes: 20_000 })).toMatchObject({ score: 0, exact: true });
  });
});

describe('seeds', () => {
  // Oware's start: no gain in sight and every hole holds four, so level 1 sows any of them.
  const owareStart = start('oware');

  it('the same seed gives the same choice, and different seeds different ones', () => {
    const holes = Array.from({ length: 30 }, (_, seed) => holeOf(best(owareStart, { level: 1, seed: seed + 1 }).move));
    for (let seed = 1; seed <= 30; seed++) expect(holeOf(best(owareStart, { level: 1, seed }).move)).toBe(holes[seed - 1]);
    expect(new Set(holes).size).toBeGreaterThan(1);
  });

  it('without a seed, the choices vary from one request to the next', () => {
    const holes = new Set(Array.from({ length: 40 }, () => holeOf(best(owareStart, { level: 1 }).move)));
    expect(holes.size).toBeGreaterThan(1);
  });

  it('level 6 varies among equally good moves with the seed', () => {
    // Kalah, North: holes 3 and 4 both end the round 2 seeds up (exact).
    const even = composed('kalah', [0, 4, 0, 0, 0, 2, 22, 0, 0, 2, 1, 0, 0, 17], 1);
    expect(analysed(even, { maxNodes: 50_000 }).map((move) => [move.move, move.score, move.exact])).toEqual([
      [{ hole: 3 }, 2, true],
      [{ hole: 4 }, 2, true],
    ]);
    const holes = new Set(Array.from({ length: 16 }, (_, seed) => holeOf(best(even, { level: 6, seed, maxNodes: 50_000 }).move)));
    expect(holes).toEqual(new Set([3, 4]));
  });
});

describe('budgets', () => {
  // Congkak (Malaysian rules), a few moves in: far more than a few thousand positions to read three turns ahead.
  const middle = composed('congkak-mw', [8, 8, 1, 8, 9, 8, 0, 2, 8, 8, 8, 8, 0, 9, 0, 5], 0);

  it('a searching level keeps to a node budget smaller than its own', () => {
    for (const level of [3, 4, 5]) expect(best(middle, { level, seed: 1, maxNodes: 2000 }).nodes).toBeLessThanOrEqual(2048);
  });

  it("a searching level's own node budget holds however long the clock allows", () => {
    // A clock that never moves: only the level's positions end the search.
    const answer = best(middle, { level: 5, seed: 1, now: () => 0, timeMs: 1000 });
    expect(answer.nodes).toBeLessThanOrEqual(Math.ceil(LEVEL_STYLES[5].nodes! / 1024) * 1024);
  }, 60_000);

  it('a searching level stops at the time given, and at 0.3 s when given more', () => {
    for (const [timeMs, cap] of [
      [50, 50],
      [10_000, 300],
    ] as const) {
      let ticks = 0;
      best(middle, { level: 5, seed: 1, timeMs, now: () => (ticks += 10) }); // ten "milliseconds" per reading
      expect(ticks).toBeGreaterThanOrEqual(cap);
      expect(ticks).toBeLessThanOrEqual(cap + 20);
    }
  });

  it('a budget begun before the call (startedAt) and already spent stops the search at once', () => {
    expect(best(middle, { level: 6, seed: 1, timeMs: 10, startedAt: 90, now: () => 100, maxNodes: 50_000 }).nodes).toBe(1);
  });

  it("an analysis stops at the caller's time budget", () => {
    let ticks = 0;
    analysed(middle, { timeMs: 20, now: () => ticks++ });
    expect(ticks).toBe(21);
  });
});

describe("level 6's table through a game", () => {
  const middle = composed('congkak-mw', [8, 8, 1, 8, 9, 8, 0, 2, 8, 8, 8, 8, 0, 9, 0, 5], 0);
  const ask = (gameKey: string) => best(middle, { level: 6, seed: 5, maxTurns: 2, gameKey });

  it('is left as it was by the lower levels and analyses asked in between', () => {
    ask('quiet game');
    const kept = ask('quiet game');
    ask('busy game');
    for (const level of [3, 4, 5]) best(middle, { level, seed: 1, maxNodes: 2000 });
    analysed(middle, { maxNodes: 2000 });
    expect(ask('busy game')).toEqual(kept);
  });

  it('is let go after searches under four other rule sets (at most four searchers are kept)', () => {
    const fresh = best(middle, { level: 6, seed: 5, maxTurns: 2 });
    ask('long game');
    expect(ask('long game')).not.toEqual(fresh);
    for (const preset of ['kalah', 'oware', 'sungka', 'dakon'] as const) best(start(preset), { level: 6, seed: 1, maxNodes: 1000 });
    expect(ask('long game')).toEqual(fresh);
  });
});

/**
 * Every choice of `state` scored as `level` reads the board (its depth, positions
 * and evaluation), each with a full window: seeds per hole.
 */
function scoredAs(state: GameState, level: 3 | 4, missesThreats: boolean): Map<number, number> {
  const position = createFastPosition(state);
  const style = LEVEL_STYLES[level];
  const searcher = new Searcher(position, undefined, createEvaluator(position.rules, { missesThreats }));
  const result = searcher.search(position, { maxDepth: style.turns!, maxNodes: style.nodes! }, 'all');
  return new Map(result.moves.map((move) => [move.code, inSeeds(move.value)]));
}

describe('what a searching level scores', () => {
  // Kalah, South: moves within a seed or two of each other (see 'a gain in plain sight').
  const close = composed('kalah', [7, 0, 1, 0, 2, 4, 16, 0, 0, 1, 3, 9, 1, 4], 0);

  it("level 3 scores its choices as one who misses the opponent's threats", () => {
    const missing = scoredAs(close, 3, true);
    const full = scoredAs(close, 3, false);
    for (let seed = 0; seed < 12; seed++) {
      const hole = holeOf(best(close, { level: 3, seed }).move);
      expect(best(close, { level: 3, seed }).score).toBe(missing.get(hole));
      expect(full.get(hole)).not.toBe(missing.get(hole));
    }
  });

  it('level 4 scores every choice it may slip to at its own value, not a bound from a search for the best alone', () => {
    // And Kalah, North: holes 3, 2, 4 and 5 within a seed; read for the best move alone, hole 5 would score -1.5, not -2.25.
    const near = composed('kalah', [0, 2, 1, 0, 4, 0, 14, 1, 1, 2, 6, 3, 2, 12], 1);
    for (const state of [close, near]) {
      const full = scoredAs(state, 4, false);
      const answers = Array.from({ length: 24 }, (_, seed) => best(state, { level: 4, seed }));
      for (const answer of answers) expect(answer.score).toBe(full.get(holeOf(answer.move)));
      expect(new Set(answers.map((answer) => holeOf(answer.move))).size).toBeGreaterThan(1);
    }
  });
});

describe('which level takes which path', () => {
  it('levels 1 to 3 answer a free store landing unsearched, as not exact', () => {
    // Congkak, South: hole 7's single seed drops into the store.
    const state = composed('congkak', [17, 0, 2, 5, 6, 5, 1, 32, 4, 5, 0, 1, 10, 7, 3, 0], 0);
    for (const level of [1, 2, 3]) expect(best(state, { level, seed: 1 })).toMatchObject({ move: { hole: 7 }, exact: false, depth: 0, nodes: 0 });
  });

  it('the analysis judges with the full evaluation: the opponent\'s threats count', () => {
    const middle = composed('congkak-mw', [8, 8, 1, 8, 9, 8, 0, 2, 8, 8, 8, 8, 0, 9, 0, 5], 0);
    const position = createFastPosition(middle);
    const limits = { maxDepth: MAX_TURNS, maxNodes: 3000, keep: 'solved' as const, endgame: true };
    const scoresBy = (missesThreats: boolean) =>
      new Searcher(position, undefined, createEvaluator(position.rules, { missesThreats })).search(position, limits, 'all').moves.map((move) => inSeeds(move.value));
    const full = scoresBy(false);
    expect(scoresBy(true)).not.toEqual(full);
    expect(analysed(middle, { maxNodes: 3000 }).map((move) => move.score)).toEqual(full);
  });
});

describe('a gain in plain sight', () => {
  // Kalah, South: hole 5 (2 seeds) ends in the store after sowing hole 6, and hole 3 captures 2;
  // the other holes score within a seed or two of hole 5 at levels 3 and 4.
  const state = composed('kalah', [7, 0, 1, 0, 2, 4, 16, 0, 0, 1, 3, 9, 1, 4], 0);
  const holes = (level: number) => Array.from({ length: 24 }, (_, seed) => holeOf(best(state, { level, seed }).move));

  it('is never slipped below by level 3', () => {
    expect(new Set(holes(3))).toEqual(new Set([5]));
  });

  it('may be slipped below by level 4, which keeps no such habit', () => {
    // Kalah, North: hole 5 ends in the store and is level 4's best; holes 4 and 1 score a seed or two less.
    const gain = composed('kalah', [1, 0, 0, 0, 3, 0, 17, 2, 0, 0, 7, 2, 3, 13], 1);
    expect(visibleGains(createFastPosition(gain)).map((visible) => visible.code)).toEqual([5]);
    const picks = new Set(Array.from({ length: 24 }, (_, seed) => holeOf(best(gain, { level: 4, seed }).move)));
    expect(picks.has(5)).toBe(true);
    expect(picks.size).toBeGreaterThan(1);
  });
});

describe('the simultaneous opening', () => {
  it('level 1 takes the landing nearest its store, level 2 the chain that banks the most', () => {
    // Congkak, South's row 7,7,7,7,7,2,9: hole 6 (2 seeds) and hole 1 (7) both end in the store.
    const state = opening('congkak', [7, 7, 7, 7, 7, 2, 9, 0, 7, 7, 7, 7, 7, 7, 7, 0]);
    for (let seed = 1; seed <= 4; seed++) {
      expect(best(state, { level: 1, player: 0, seed }).move).toEqual({ player: 0, hole: 6 });
      expect(best(state, { level: 2, player: 0, seed }).move).toEqual({ player: 0, hole: 1 });
    }
  });

  it('the beginners read their own row under the game\'s own rules (a board of five holes)', () => {
    // Five seeds in each of five holes: hole 1 ends in the store.
    const state = opening({ preset: 'congkak', holes: 5, seeds: 5 });
    for (const level of [1, 2]) for (const player of [0, 1] as const) expect(best(state, { level, player, seed: 1 }).move).toEqual({ player, hole: 1 });
  });

  it('levels 3 to 5 judge the opening with their own search, no deeper than they read', () => {
    const state = opening('congkak');
    for (const level of [3, 4, 5] as const) {
      const answer = best(state, { level, player: 0, seed: 1, maxNodes: 4000 });
      expect(answer.nodes).toBeGreaterThan(0);
      expect(answer.depth).toBeLessThanOrEqual(LEVEL_STYLES[level].turns!);
    }
  });

  describe('on a board the book does not hold, South short of a hole', () => {
    // Congkak, South's hole 3 empty: North has seven choices, South six.
    const state = opening('congkak', [7, 7, 0, 7, 7, 7, 7, 0, 7, 7, 7, 7, 7, 7, 7, 0]);
    const budget = { maxNodes: 3000 };
    // Asked inside each test, not when the tests are collected: a mutation run changes the code per test.
    const analyses = () => ({ south: analysed(state, { ...budget, player: 0 }), north: analysed(state, { ...budget, player: 1 }) });

    it("analyses each player's own holes, best first, each its own line", () => {
      const { south, north } = analyses();
      expect(analysed(state, budget)).toEqual(south);
      for (const [moves, player, holes] of [
        [south, 0, [1, 2, 4, 5, 6, 7]],
        [north, 1, [1, 2, 3, 4, 5, 6, 7]],
      ] as const) {
        expect(moves.map((move) => holeOf(move.move)).sort()).toEqual(holes);
        for (const move of moves) {
          expect(move.move).toEqual({ player, hole: holeOf(move.move) });
          expect(move.line).toEqual([move.move]);
        }
        const scores = moves.map((move) => move.score);
        expect(scores).toEqual([...scores].sort((a, b) => b - a));
      }
      // Holes that do worse against the other's mix than the best: the order means something.
      expect(new Set(south.map((move) => move.score)).size).toBeGreaterThan(1);
      expect(new Set(north.map((move) => move.score)).size).toBeGreaterThan(1);
    });

    it("scores each player's best hole at the opening's value from their side: one's gain the other's loss", () => {
      const { south, north } = analyses();
      expect(south[0]!.score).not.toBe(0);
      expect(north[0]!.score).toBe(-south[0]!.score);
    });

    it("level 6 plays each player's side of the mix, scored at the value from that side", () => {
      const { south, north } = analyses();
      for (const [player, moves] of [
        [0, south],
        [1, north],
      ] as [Player, AnalysedMove[]][]) {
        for (let seed = 1; seed <= 8; seed++) {
          const answer = best(state, { ...budget, level: 6, player, seed });
          expect(answer.score).toBe(moves[0]!.score);
          // Only holes of the mix are played: those that score the value against the other's mix.
          const chosen = moves.find((move) => JSON.stringify(move.move) === JSON.stringify(answer.move));
          expect(chosen?.score).toBe(moves[0]!.score);
        }
      }
    });
  });
});

describe('legal answers in the opening', () => {
  it('every level answers a legal choice for either player', () => {
    const state = opening('congkak');
    const legal = legalMoves(state);
    for (const level of [1, 2, 3, 6]) {
      for (const player of [0, 1] as const) {
        const move = best(state, { level, player, seed: 2, maxNodes: 2000 }).move;
        expect(legal.some((pair) => 'south' in pair && (player === 0 ? pair.south : pair.north) === holeOf(move))).toBe(true);
      }
    }
  });
});
