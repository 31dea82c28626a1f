/**
 * How close each level plays to a much deeper search
 * (`npm run --silent bench:ai-agreement`): on positions from games between
 * level-6 players (starting from the ladder's balanced starts), each level
 * chooses with its ladder budget and a search of JUDGE_NODES (default two
 * million, about ten times level 6's) scores every choice. Prints one JSON
 * line: per level, the share of positions where it picked the judge's best
 * move (or one scored as good) and the seeds it gave away on average.
 *
 * Where a level already plays as the judge does, a longer budget cannot win it
 * many more games: this is the ladder's ceiling, measured rather than guessed.
 * Budgets are nodes, not milliseconds (deterministic, and independent of the
 * transpiler this script runs under): level 6's is the ladder's 100 ms at the
 * 1.8 million nodes a second the bundled search makes in its games here.
 */
import { analyseMoves, chooseMove, choosers, play, type GameState, type Move } from '..';
import { balancedStarts, DEFAULT_BALANCED_STARTS } from './balanced-starts';

const JUDGE_NODES = Number(process.env['JUDGE_NODES'] ?? 2_000_000);
const STARTS = Number(process.env['STARTS'] ?? 12);
const POSITIONS_PER_START = 5;
/** Levels 3 to 5 search their own fixed number of positions (engine/ai/levels.ts); level 6 a tenth of its second. */
const LEVEL_NODES: Record<number, number | undefined> = { 3: undefined, 4: undefined, 5: undefined, 6: 187_000 };

/**
 * Level 6 keeps its transposition table between the positions of one game, as
 * in the app (the positions are two choices apart); TABLE6=fresh empties it
 * before every search, to measure what keeping it is worth.
 */
const KEEP_TABLE = process.env['TABLE6'] !== 'fresh';

function mustChoose(state: GameState, level: number, seed: number, gameKey?: string): Move {
  const best = chooseMove(state, { level, seed, maxNodes: LEVEL_NODES[level], gameKey: KEEP_TABLE ? gameKey : undefined });
  if (!best.ok) throw new Error(best.error.message);
  return best.value.move;
}

/** Positions every other choice along a level-6 self-play game from each start. */
function samplePositions(): GameState[] {
  const positions: GameState[] = [];
  const starts = balancedStarts('congkak', { ...DEFAULT_BALANCED_STARTS, count: STARTS, seed: 11 });
  starts.forEach((start, i) => {
    let state = start;
    for (let ply = 0; state.phase !== 'over' && positions.length < (i + 1) * POSITIONS_PER_START; ply++) {
      if (ply % 2 === 0 && choosers(state).length === 1) positions.push(state);
      const played = play(state, mustChoose(state, 6, i * 100 + ply));
      if (!played.ok) throw new Error(played.error.message);
      state = played.value.state;
    }
  });
  return positions;
}

const sameMove = (a: Move, b: Move): boolean => JSON.stringify(a) === JSON.stringify(b);

function main(): void {
  const began = performance.now();
  const positions = samplePositions();
  const tally = new Map<number, { agree: number; lost: number }>();
  positions.forEach((state, i) => {
    const judged = analyseMoves(state, { maxNodes: JUDGE_NODES });
    if (!judged.ok) throw new Error(judged.error.message);
    const bestScore = judged.value[0]!.score;
    for (const level of [3, 4, 5, 6]) {
      const move = mustChoose(state, level, i, `start ${Math.floor(i / POSITIONS_PER_START)}`);
      const score = judged.value.find((scored) => sameMove(scored.move, move))?.score ?? bestScore;
      const t = tally.get(level) ?? { agree: 0, lost: 0 };
      if (score >= bestScore) t.agree++;
      t.lost += bestScore - score;
      tally.set(level, t);
    }
  });
  const levels = Object.fromEntries(
    [...tally].map(([level, t]) => [`L${level}`, { agreement: Math.round((t.agree / positions.length) * 1000) / 1000, seedsLostPerMove: Math.round((t.lost / positions.length) * 100) / 100 }]),
  );
  console.log(JSON.stringify({ rules: 'congkak', positions: positions.length, judgeNodes: JUDGE_NODES, levelNodes: LEVEL_NODES, level6Table: KEEP_TABLE ? 'kept' : 'fresh', levels, wallSeconds: Math.round((performance.now() - began) / 1000) }));
}

main();
