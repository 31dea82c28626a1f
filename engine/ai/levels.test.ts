/**
 * Levels feel human (issue 16): over positions from real games, the lower the
 * level, the more seeds its choices give away against a deep search; and
 * levels 1 to 3 do not throw a gain in plain sight (a store landing or a
 * capture with no relay to read): what they pick is scored by the deep search
 * no more than CLEAR_MARGIN seeds below the best such gain.
 */
import { describe, expect, it } from 'vitest';
import { choosers, createFastPosition, newGame, play, type GameState, type Move, type PresetName } from '../index';
import { codeHole } from '../fast/position';
import { visibleGains } from './habits';
import { LEVEL_STYLES } from './levels';
import { analyseMoves, chooseMove, LEVELS, type AnalysedMove } from './opponent';

/** Seeds: a pick this much below the best gain in plain sight throws it. */
const CLEAR_MARGIN = 3;
const JUDGE_NODES = 300_000;
const POSITIONS_PER_GAME = 8;
const SEEDS_PER_POSITION = 2;

/** Positions along level-6 games (a fixed node budget: the same positions however the lower levels are tuned). */
function positionsOf(preset: PresetName): GameState[] {
  const started = newGame({ preset, opening: 'alternate' });
  if (!started.ok) throw new Error(started.error.message);
  const positions: GameState[] = [];
  for (let game = 0; positions.length < POSITIONS_PER_GAME; game++) {
    let state = started.value;
    for (let ply = 0; state.phase !== 'over' && positions.length < POSITIONS_PER_GAME; ply++) {
      if (ply >= 4 && ply % 3 === game % 3 && choosers(state).length === 1) positions.push(state);
      const chosen = chooseMove(state, { level: 6, seed: 31 * game + ply, maxNodes: 20_000 });
      if (!chosen.ok) throw new Error(chosen.error.message);
      const played = play(state, chosen.value.move);
      if (!played.ok) throw new Error(played.error.message);
      state = played.value.state;
    }
  }
  return positions;
}

const key = (move: Move): string => JSON.stringify(move);

interface Judged {
  state: GameState;
  scores: Map<string, number>;
  best: number;
  /** The deep score of the best gain in plain sight, if there is one. */
  bestVisibleGain: number | null;
}

function judge(state: GameState): Judged {
  const analysed = analyseMoves(state, { maxNodes: JUDGE_NODES });
  if (!analysed.ok) throw new Error(analysed.error.message);
  const scores = new Map(analysed.value.map((move: AnalysedMove) => [key(move.move), move.score]));
  const gains = visibleGains(createFastPosition(state)).map((gain) => scores.get(key({ hole: codeHole(gain.code) }))!);
  return { state, scores, best: analysed.value[0]!.score, bestVisibleGain: gains.length > 0 ? Math.max(...gains) : null };
}

describe('levels by their mistakes', () => {
  const judged = (['congkak', 'kalah', 'oware'] as const).flatMap((preset) => positionsOf(preset).map(judge));
  const picks = new Map(
    LEVELS.filter((level) => level < 6).map((level) => [
      level,
      judged.flatMap((position) =>
        Array.from({ length: SEEDS_PER_POSITION }, (_, seed) => {
          const chosen = chooseMove(position.state, { level, seed });
          if (!chosen.ok) throw new Error(chosen.error.message);
          return { position, score: position.scores.get(key(chosen.value.move))! };
        }),
      ),
    ]),
  );

  it('gives away more seeds the lower the level', () => {
    const lost = [...picks].map(([level, chosen]) => ({ level, seeds: chosen.reduce((sum, pick) => sum + pick.position.best - pick.score, 0) / chosen.length }));
    for (let i = 1; i < lost.length; i++) expect(lost[i]!.seeds).toBeLessThan(lost[i - 1]!.seeds);
  });

  /** Per level, how far below the best gain in plain sight its picks fell, where there was one. */
  const shortfalls = (level: 1 | 2 | 3): number[] =>
    picks
      .get(level)!
      .filter((pick) => pick.position.bestVisibleGain !== null)
      .map((pick) => pick.position.bestVisibleGain! - pick.score);

  // Levels 2 and 3 read past the plain-sight gain (a relay that banks more now,
  // a two-turn search); what keeps them from throwing it is taking a free store
  // landing at once and never slipping below the best gain they can see.
  it.each([1, 2, 3] as const)('level %i never throws a gain in plain sight', (level) => {
    expect(LEVEL_STYLES[level].takesVisibleGains).toBe(true);
    const falls = shortfalls(level);
    expect(falls.length).toBeGreaterThan(10);
    expect(Math.max(...falls)).toBeLessThanOrEqual(CLEAR_MARGIN);
  });
});
