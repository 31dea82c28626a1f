/**
 * The reference the benchmark's verdicts are compared with: today's Replay
 * analysis, `analyseMoves` at one second a position (the opponent worker's
 * default budget, DEFAULT_TIME_MS, on the wall clock), one position at a time
 * with a fresh table, as `analyseGameChoice` asks it. Computed once and kept
 * as renderer/bench/analysis-bench/reference.json:
 *
 *   npx tsx renderer/bench/analysis-bench/reference.ts 0 2 & npx tsx renderer/bench/analysis-bench/reference.ts 1 2; wait
 *   npx tsx renderer/bench/analysis-bench/reference.ts merge 2
 *
 * (shards of the 20 games, run side by side; each shard's seconds per game are
 * also the benchmark's "before" figure). The load while it ran is kept with it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { analyseMoves, DEFAULT_TIME_MS, type AnalysedMove } from '../../../engine';
import { benchGames, choicesOf, type BenchGame } from './games';

export const REFERENCE_FILE = new URL('./reference.json', import.meta.url);

export interface ReferenceChoice {
  move: number;
  player: 0 | 1;
  evaluations: Array<Pick<AnalysedMove, 'move' | 'score' | 'exact'>>;
}

export interface ReferenceGame extends BenchGame {
  choices: ReferenceChoice[];
  wallSeconds: number;
  cpuSeconds: number;
}

export interface Reference {
  how: string;
  loadAverage: number[];
  games: ReferenceGame[];
}

const shardFile = (shard: number) => new URL(`./reference.shard${shard}.json`, import.meta.url);

function analyseShard(shard: number, shards: number): void {
  const games = benchGames().filter((_, i) => i % shards === shard);
  const out: ReferenceGame[] = [];
  const loads: number[] = [];
  for (const game of games) {
    const began = performance.now();
    const cpu = process.cpuUsage();
    const choices = choicesOf(game).choices.map(({ move, player, state }): ReferenceChoice => {
      const analysed = analyseMoves(state, { player, timeMs: DEFAULT_TIME_MS, now: () => performance.now() });
      if (!analysed.ok) throw new Error(analysed.error.message);
      return { move, player, evaluations: analysed.value.map(({ move: m, score, exact }) => ({ move: m, score, exact })) };
    });
    const used = process.cpuUsage(cpu);
    out.push({ ...game, choices, wallSeconds: (performance.now() - began) / 1000, cpuSeconds: (used.user + used.system) / 1e6 });
    loads.push(loadavg()[0]!);
    console.error(`shard ${shard}: ${game.preset} seed ${game.seed}, ${choices.length} choices, ${out.at(-1)!.wallSeconds.toFixed(1)} s`);
  }
  writeFileSync(shardFile(shard), JSON.stringify({ games: out, loads }));
}

function merge(shards: number): void {
  const parts = Array.from({ length: shards }, (_, shard) => JSON.parse(readFileSync(shardFile(shard), 'utf8')) as { games: ReferenceGame[]; loads: number[] });
  const games = parts.flatMap((part) => part.games).sort((a, b) => a.preset.localeCompare(b.preset) || a.seed - b.seed);
  const reference: Reference = {
    how: `analyseMoves at ${DEFAULT_TIME_MS} ms of wall clock a position, fresh table each, ${shards} shards side by side on the shared 2-core machine`,
    loadAverage: parts.flatMap((part) => part.loads),
    games,
  };
  writeFileSync(REFERENCE_FILE, `${JSON.stringify(reference)}\n`);
}

const [first, second] = process.argv.slice(2);
if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('reference.ts')) {
  if (first === 'merge') merge(Number(second ?? 2));
  else if (first !== undefined) analyseShard(Number(first), Number(second ?? 2));
}
