/**
 * Strength of the computer opponent (`npm run --silent bench:ai`): a ladder of
 * matches, each level against the level below and the top level against
 * levels 1 and 2 (draws count half), plus search speed. Two worker threads use
 * both cores. Prints one JSON line.
 *
 * Where the games start: from the new-game position one side is decisively
 * ahead (Congkak's South opens with a chain of store landings, and the
 * simultaneous opening is a lottery whose optimal mix loses to some replies),
 * so by default each match plays GAMES/2 balanced starts twice, sides swapped
 * (engine/bench/balanced-starts.ts). STARTS=initial plays every game from the
 * new-game position instead; each tally also shows the stronger level's points
 * as South and as North, which is how the side's weight shows. On balanced
 * starts each tally also counts its pairs (engine/bench/pair-stats.ts): taken
 * twice by the stronger or the weaker level, split (a point each), and
 * identical (both games the same choices: the levels played alike).
 *
 * Levels 1 to 5 play exactly as in the app (each is defined by how it reads
 * the board and how many positions it searches, not by time: levels.ts; no
 * clock is given them, so the app's 0.3 s safety cap cannot cut them short on
 * a busy machine);
 * level 6 gets a tenth of its second (TIME6, default 100 ms), or NODES6
 * positions a move for results that do not depend on how busy the machine
 * is. GAMES and TOP_GAMES (default 200) shrink it for a quick look, ONLY
 * (e.g. ONLY=6v5,4v3) picks matches, RULES (a preset name or rules JSON)
 * changes the game, STARTS_CACHE=1 keeps the balanced starts between runs,
 * TURNS6 caps how many turns ahead level 6 looks. Prints the Elo ratings
 * fitted to the results too (rating-fit.ts, level 1 at 800).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { build } from 'esbuild';
import { chooseMove, newGame, type GameState, type RulesInput } from '..';
import { DEFAULT_BALANCED_STARTS } from './balanced-starts';
import type { Contender, GameOutcome } from './ai-match';
import { pairStats, type PairGame } from './pair-stats';
import type { GameJob, LadderWork } from './ai-ladder-worker';
import { fitRatings } from './rating-fit';

/** Where the fitted ratings are anchored: level 1 at a beginner's rating. */
const LEVEL1_RATING = 800;

const GAMES = Number(process.env['GAMES'] ?? 200);
/** RULES=congkak-mw (a preset name, or a rules object as JSON) plays the ladder under other rules. */
const RULES: RulesInput = parseRules(process.env['RULES'] ?? 'congkak');
/**
 * STARTS=initial plays every game from the new-game position; STARTS=balanced
 * (the default) plays each of GAMES/2 balanced starts twice, sides swapped
 * (engine/bench/balanced-starts.ts explains why).
 */
const STARTS = process.env['STARTS'] ?? 'balanced';
const TOP_GAMES = Number(process.env['TOP_GAMES'] ?? 200);
/** Level 6 thinks for a tenth of its app budget (TIME6); the levels below are defined by positions searched, not time. */
const TIME_MS: Record<number, number> = { 6: Number(process.env['TIME6'] ?? 100) };
/** NODES6=150000 gives level 6 a node budget instead of a time: results that do not depend on how busy the machine is. */
const NODES: Record<number, number | undefined> = { 6: optionalNumber(process.env['NODES6']) };
/** TURNS6=6 makes level 6 look at most six turns ahead. */
const MAX_TURNS: Record<number, number | undefined> = { 6: optionalNumber(process.env['TURNS6']) };

function optionalNumber(text: string | undefined): number | undefined {
  return text === undefined || text === '' ? undefined : Number(text);
}

function parseRules(text: string): RulesInput {
  return text.trimStart().startsWith('{') ? (JSON.parse(text) as RulesInput) : (text as RulesInput);
}

const contender = (level: number): Contender => ({
  level,
  ...(NODES[level] !== undefined ? { maxNodes: NODES[level] } : TIME_MS[level] !== undefined && { timeMs: TIME_MS[level] }),
  ...(MAX_TURNS[level] !== undefined && { maxTurns: MAX_TURNS[level] }),
});

const LADDER: [number, number, number][] = [
  [2, 1, GAMES],
  [3, 2, GAMES],
  [4, 3, GAMES],
  [5, 4, GAMES],
  [6, 5, GAMES],
  [6, 1, TOP_GAMES],
  [6, 2, TOP_GAMES],
];
/** ONLY=6v5,4v3 runs just those matches (quick iterations on one rung). */
const ONLY = process.env['ONLY']?.split(',');
const MATCHES = ONLY ? LADDER.filter(([strong, weak]) => ONLY.includes(`${strong}v${weak}`)) : LADDER;

function jobs(starts: GameState[]): GameJob[] {
  const all: GameJob[] = [];
  for (const [strong, weak, games] of MATCHES) {
    for (let game = 0; game < games; game++) {
      const strongSide = (game % 2) as 0 | 1;
      const sides: [Contender, Contender] = strongSide === 0 ? [contender(strong), contender(weak)] : [contender(weak), contender(strong)];
      // Consecutive games share a start: the pair differs only in who plays which side.
      const start = starts[Math.floor(game / 2) % Math.max(1, starts.length)];
      all.push({ match: `${strong}v${weak}`, sides, strongSide, seed: 1000 * strong + 10 * weak + game, rules: RULES, pair: Math.floor(game / 2), ...(start && { start }) });
    }
  }
  return all;
}

/**
 * The worker runs an esbuild bundle of engine/bench/ai-ladder-worker.ts, as the app runs a
 * bundled opponent worker: measured speed is the shipped code's, not that of a
 * development transpiler (tsx turns every imported binding into a getter call).
 */
/** The repository's node_modules/.cache (the starts' file was once looked for in engine/node_modules, which is not there). */
const CACHE_DIR = fileURLToPath(new URL('../../node_modules/.cache/congkak-bench/', import.meta.url));

async function bundleWorker(): Promise<string> {
  const outfile = join(CACHE_DIR, 'ai-ladder-worker.mjs');
  await build({ entryPoints: [fileURLToPath(new URL('./ai-ladder-worker.ts', import.meta.url))], bundle: true, platform: 'node', format: 'esm', outfile, logLevel: 'warning' });
  return outfile;
}

/** Search speed on one thread in CPU time (the machine may be busy): each start position searched for a while. */
function nodesPerCpuSecond(): number {
  let nodes = 0;
  const cpuBefore = process.cpuUsage();
  for (const rules of ['congkak-mw', 'congkak', 'kalah', 'oware'] as const) {
    const game = newGame(rules);
    if (!game.ok) continue;
    const state = game.value;
    const answer = chooseMove(state, { level: 6, seed: 1, player: 0, maxNodes: 1_000_000 });
    if (answer.ok) nodes += answer.value.nodes;
  }
  const cpu = process.cpuUsage(cpuBefore);
  return Math.round((nodes * 1e6) / (cpu.user + cpu.system));
}

/**
 * Balanced starts, found on every thread at once: each walks the same random
 * sequence and judges its own share of the positions, so none is found twice.
 */
async function findStarts(workerFile: string, threads: number, count: number): Promise<GameState[]> {
  const cache = join(CACHE_DIR, `starts-${createHash('sha1').update(JSON.stringify({ RULES, count, threads, DEFAULT_BALANCED_STARTS, shared: true })).digest('hex').slice(0, 12)}.json`);
  if (process.env['STARTS_CACHE'] && existsSync(cache)) return JSON.parse(readFileSync(cache, 'utf8')) as GameState[];
  const found = await Promise.all(
    Array.from({ length: threads }, (_, thread) => {
      const options = { ...DEFAULT_BALANCED_STARTS, count: Math.ceil(count / threads), seed: 7, share: { index: thread, of: threads } };
      return new Promise<GameState[]>((resolve, reject) => {
        const worker = new Worker(workerFile, { workerData: { kind: 'starts', rules: RULES, options } satisfies LadderWork });
        worker.once('message', resolve);
        worker.on('error', reject);
      });
    }),
  );
  const starts = found.flat().slice(0, count);
  if (process.env['STARTS_CACHE']) {
    mkdirSync(CACHE_DIR, { recursive: true });
    writeFileSync(cache, JSON.stringify(starts));
  }
  return starts;
}

interface Tally {
  games: number;
  points: number;
  wins: number;
  draws: number;
  losses: number;
  /** The stronger level's points when it played South, and when it played North: shows how much the side decides. */
  pointsAsSouth: number;
  pointsAsNorth: number;
}

async function main(): Promise<void> {
  const workerFile = await bundleWorker();
  const threads = Math.min(2, availableParallelism());
  const startsBegan = performance.now();
  const pairs = Math.ceil(Math.max(...MATCHES.map(([, , games]) => games)) / 2);
  const starts = STARTS === 'balanced' ? await findStarts(workerFile, threads, pairs) : [];
  const startsSeconds = Math.round((performance.now() - startsBegan) / 1000);
  const all = jobs(starts);
  const shares: GameJob[][] = Array.from({ length: threads }, () => []);
  // Deal games round robin so each thread gets the same mix of cheap and costly matches.
  all.forEach((job, i) => shares[i % threads]!.push(job));
  const tallies = new Map<string, Tally>();
  const pairGames = new Map<string, PairGame[]>();
  const speed = { nodes: 0, ms: 0 };
  const thinking = new Map<number, { ms: number; moves: number }>();
  const began = performance.now();

  const record = ({ job, outcome }: { job: GameJob; outcome: GameOutcome }) => {
    const tally = tallies.get(job.match) ?? { games: 0, points: 0, wins: 0, draws: 0, losses: 0, pointsAsSouth: 0, pointsAsNorth: 0 };
    tally.games++;
    const points = outcome.winner === null ? 0.5 : outcome.winner === job.strongSide ? 1 : 0;
    if (points === 0.5) tally.draws++;
    else if (points === 1) tally.wins++;
    else tally.losses++;
    tally.points += points;
    if (job.strongSide === 0) tally.pointsAsSouth += points;
    else tally.pointsAsNorth += points;
    tallies.set(job.match, tally);
    pairGames.set(job.match, [...(pairGames.get(job.match) ?? []), { start: job.pair, points, choices: outcome.choices }]);
    for (const side of [0, 1] as const) {
      const level = job.sides[side].level;
      const t = thinking.get(level) ?? { ms: 0, moves: 0 };
      t.ms += outcome.thinkingMs[side];
      t.moves += outcome.moves[side];
      thinking.set(level, t);
      if (level >= 5) {
        speed.nodes += outcome.nodes[side];
        speed.ms += outcome.thinkingMs[side];
      }
    }
  };

  await Promise.all(
    shares.map(
      (share) =>
        new Promise<void>((resolve, reject) => {
          const worker = new Worker(workerFile, { workerData: { kind: 'games', jobs: share } satisfies LadderWork });
          worker.on('message', record);
          worker.on('error', reject);
          worker.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`worker exited with ${code}`))));
        }),
    ),
  );

  const ladder = MATCHES.map(([strong, weak]) => {
    const t = tallies.get(`${strong}v${weak}`)!;
    const score = Math.round((t.points / t.games) * 1000) / 1000;
    // From the new-game position every game of a match starts alike: pairs would mean nothing.
    return { match: `L${strong} vs L${weak}`, ...t, score, ...(STARTS === 'balanced' && { pairs: pairStats(pairGames.get(`${strong}v${weak}`)!) }) };
  });
  // Level 1 anchored at 800, a beginner's rating on the Elo scale; the rest follow from the results.
  const ratings = fitRatings(
    MATCHES.map(([strong, weak]) => {
      const t = tallies.get(`${strong}v${weak}`)!;
      return { a: `L${strong}`, b: `L${weak}`, games: t.games, points: t.points };
    }),
    { player: MATCHES.some(([, weak]) => weak === 1) ? 'L1' : `L${MATCHES.at(-1)![1]}`, rating: LEVEL1_RATING },
  );
  const averageMsPerMove = Object.fromEntries([...thinking].sort(([a], [b]) => a - b).map(([level, t]) => [`L${level}`, Math.round((t.ms / t.moves) * 10) / 10]));
  console.log(
    JSON.stringify({
      rules: RULES,
      starts: STARTS === 'balanced' ? { balanced: starts.length, ...DEFAULT_BALANCED_STARTS, seconds: startsSeconds } : 'initial',
      timeMsPerMove: TIME_MS,
      ...(NODES[6] !== undefined && { nodesPerMove: NODES }),
      ...(MAX_TURNS[6] !== undefined && { maxTurns: MAX_TURNS }),
      ladder,
      ratings,
      // Levels 5 and 6 during the ladder (wall clock, two threads), and one thread in CPU time.
      nodesPerSecondInGames: Math.round((speed.nodes * 1000) / speed.ms),
      nodesPerCpuSecond: nodesPerCpuSecond(),
      averageMsPerMove,
      wallSeconds: Math.round((performance.now() - began) / 1000),
    }),
  );
}

await main();
