/**
 * Strength of the computer opponent (`npm run --silent bench:ai`): a ladder of
 * matches on the default Congkak preset, each level against the level below
 * (sides swapped every game, draws count half), the top level against levels
 * 1 and 2, plus search speed. Two worker threads use both cores. Prints JSON.
 *
 * Levels 5 and 6 get 30 ms and 100 ms a move (their 0.3 s and 1 s scaled by a
 * tenth, keeping their ratio) and level 4 a tenth of its node cap, so the
 * levels keep their order and the whole ladder runs in about a quarter hour.
 * GAMES (default 200) and TOP_GAMES (default 100) shrink it for a quick look,
 * ONLY (e.g. ONLY=6v5,4v3) picks matches.
 */
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { build } from 'esbuild';
import { chooseMove } from '../engine/ai/index';
import { newGame } from '../engine/index';
import type { Contender, GameOutcome } from '../engine/bench/ai-match';
import type { GameJob } from '../engine/bench/ai-ladder-worker';

const GAMES = Number(process.env['GAMES'] ?? 200);
const TOP_GAMES = Number(process.env['TOP_GAMES'] ?? 100);
const TIME_MS: Record<number, number> = { 5: 30, 6: 100 };
/** Level 4's node cap (200,000, about 0.2 s in the app) scaled by the same tenth, so it stays below level 5. */
const MAX_NODES: Record<number, number> = { 4: 20_000 };

const contender = (level: number): Contender => ({
  level,
  ...(TIME_MS[level] !== undefined && { timeMs: TIME_MS[level] }),
  ...(MAX_NODES[level] !== undefined && { maxNodes: MAX_NODES[level] }),
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

function jobs(): GameJob[] {
  const all: GameJob[] = [];
  for (const [strong, weak, games] of MATCHES) {
    for (let game = 0; game < games; game++) {
      const strongSide = (game % 2) as 0 | 1;
      const sides: [Contender, Contender] = strongSide === 0 ? [contender(strong), contender(weak)] : [contender(weak), contender(strong)];
      all.push({ match: `${strong}v${weak}`, sides, strongSide, seed: 1000 * strong + 10 * weak + game });
    }
  }
  return all;
}

/**
 * The worker runs an esbuild bundle of engine/bench/ai-ladder-worker.ts, as the app runs a
 * bundled opponent worker: measured speed is the shipped code's, not that of a
 * development transpiler (tsx turns every imported binding into a getter call).
 */
async function bundleWorker(): Promise<string> {
  const outfile = fileURLToPath(new URL('../node_modules/.cache/congkak-bench/ai-ladder-worker.mjs', import.meta.url));
  await build({ entryPoints: [fileURLToPath(new URL('../engine/bench/ai-ladder-worker.ts', import.meta.url))], bundle: true, platform: 'node', format: 'esm', outfile, logLevel: 'warning' });
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

interface Tally {
  games: number;
  points: number;
  wins: number;
  draws: number;
  losses: number;
}

async function main(): Promise<void> {
  const workerFile = await bundleWorker();
  const all = jobs();
  const threads = Math.min(2, availableParallelism());
  const shares: GameJob[][] = Array.from({ length: threads }, () => []);
  // Deal games round robin so each thread gets the same mix of cheap and costly matches.
  all.forEach((job, i) => shares[i % threads]!.push(job));
  const tallies = new Map<string, Tally>();
  const speed = { nodes: 0, ms: 0 };
  const thinking = new Map<number, { ms: number; moves: number }>();
  const began = performance.now();

  const record = ({ job, outcome }: { job: GameJob; outcome: GameOutcome }) => {
    const tally = tallies.get(job.match) ?? { games: 0, points: 0, wins: 0, draws: 0, losses: 0 };
    tally.games++;
    if (outcome.winner === null) {
      tally.draws++;
      tally.points += 0.5;
    } else if (outcome.winner === job.strongSide) {
      tally.wins++;
      tally.points++;
    } else {
      tally.losses++;
    }
    tallies.set(job.match, tally);
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
          const worker = new Worker(workerFile, { workerData: share });
          worker.on('message', record);
          worker.on('error', reject);
          worker.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`worker exited with ${code}`))));
        }),
    ),
  );

  const ladder = MATCHES.map(([strong, weak]) => {
    const t = tallies.get(`${strong}v${weak}`)!;
    return { match: `L${strong} vs L${weak}`, ...t, score: Math.round((t.points / t.games) * 1000) / 1000 };
  });
  const averageMsPerMove = Object.fromEntries([...thinking].sort(([a], [b]) => a - b).map(([level, t]) => [`L${level}`, Math.round((t.ms / t.moves) * 10) / 10]));
  console.log(
    JSON.stringify({
      rules: 'congkak',
      timeMsPerMove: TIME_MS,
      maxNodesPerMove: MAX_NODES,
      ladder,
      // Levels 5 and 6 during the ladder (wall clock, two threads), and one thread in CPU time.
      nodesPerSecondInGames: Math.round((speed.nodes * 1000) / speed.ms),
      nodesPerCpuSecond: nodesPerCpuSecond(),
      averageMsPerMove,
      wallSeconds: Math.round((performance.now() - began) / 1000),
    }),
  );
}

await main();
