/**
 * Makes the bundled puzzle set (`npm run make:puzzles`; run it under
 * `nice -n 10`): seeded self-play games at several levels for each preset,
 * every position in play a candidate for every goal, each proven exactly,
 * deduplicated by id (preset + position + goal), kept when it has a theme and
 * few solutions, rated, balanced across goals, themes and rating bands within
 * each preset, and written sorted to engine/puzzles/puzzle-set.json, one
 * entry a line. Prints a summary.
 *
 * Deterministic: the same code makes the same file. Proofs and ratings are
 * cached by id in node_modules/.cache/make-puzzles.json, so a stopped run
 * resumes where it was (CACHE=0 ignores the cache). GAMES (games per preset)
 * and PER_PRESET (puzzles kept per preset) size the run.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  chooseMove,
  completePuzzle,
  legalMoves,
  newGame,
  play,
  printPuzzleEntry,
  provePuzzle,
  puzzleId,
  puzzleRating,
  puzzleState,
  puzzleThemes,
  seededRandom,
  storeOf,
  PUZZLE_GOALS,
  DEFAULT_PROOF_NODES,
  type GameState,
  type Move,
  type PresetName,
  type ProvenPuzzle,
  type Puzzle,
  type PuzzleEntry,
} from '..';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const OUT = join(ROOT, 'engine/puzzles/puzzle-set.json');
const CACHE = join(ROOT, 'node_modules/.cache/make-puzzles.json');

export const SET_PRESETS = ['congkak', 'congkak-malay', 'kalah', 'oware'] as const satisfies readonly PresetName[];
const GAMES = Number(process.env['GAMES'] ?? 100);
const PER_PRESET = Number(process.env['PER_PRESET'] ?? 175);
/** The levels of South and North, game by game in turn: beginners make the odd positions, stronger play the sharp ones. */
const LEVEL_PAIRS: readonly [number, number][] = [
  [1, 2],
  [2, 3],
  [3, 3],
  [1, 4],
  [4, 2],
  [2, 1],
];
/**
 * The exact goals are tried only with at most this many seeds left in the
 * holes: past it the round's end is out of a proof's node budget anyway
 * (measured on self-play; Oware's long endgames most of all).
 */
const EXACT_SEEDS: Readonly<Record<(typeof SET_PRESETS)[number], number>> = { congkak: 26, 'congkak-malay': 26, kalah: 18, oware: 9 };
const PROOF_NODES = DEFAULT_PROOF_NODES;
/**
 * A puzzle with more accepted solutions than this (a chain whose links may
 * come in any order, say) asks the player to find little: left out of the set.
 */
const MAX_SOLUTIONS = 6;

/** The positions in play of one seeded self-play game, as the minimal states puzzles are played from. */
function selfPlayPositions(preset: PresetName, game: number, cache: Cache): GameState[] {
  const key = `${preset}#${game}`;
  const known = cache.games[key];
  if (known) return known.map(([pits, toMove]) => puzzleState(preset, pits, toMove)).flatMap((state) => (state.ok ? [state.value] : []));
  const positions = playSelfPlayGame(preset, game);
  cache.games[key] = positions.map((state) => [state.pits, state.toMove ?? 0]);
  return positions;
}

function playSelfPlayGame(preset: PresetName, game: number): GameState[] {
  const start = newGame(preset);
  if (!start.ok) throw new Error(start.error.message);
  const [south, north] = LEVEL_PAIRS[game % LEVEL_PAIRS.length]!;
  const random = seededRandom(game * 7919 + preset.length);
  const positions: GameState[] = [];
  let state = start.value;
  for (let ply = 0; state.phase !== 'over' && ply < 500; ply++) {
    let move: Move;
    if (state.phase === 'play' && state.toMove !== null) {
      const normal = puzzleState(preset, state.pits, state.toMove);
      if (normal.ok && normal.value.phase === 'play') positions.push(normal.value);
      const answer = chooseMove(state, { level: state.toMove === 0 ? south : north, seed: game * 1000 + ply });
      if (!answer.ok) throw new Error(answer.error.message);
      move = answer.value.move;
    } else {
      // The simultaneous opening: any legal choices (puzzles start after it).
      const legal = legalMoves(state);
      move = legal[Math.floor(random() * legal.length)]!;
    }
    const outcome = play(state, move);
    if (!outcome.ok) throw new Error(outcome.error.message);
    state = outcome.value.state;
  }
  return positions;
}

const holeSeeds = (state: GameState): number => {
  const n = state.rules.holes;
  return state.pits.reduce((sum, seeds, pit) => (pit === storeOf(0, n) || pit === storeOf(1, n) ? sum : sum + seeds), 0);
};

interface Cache {
  /** Each game's positions in play, as pits and the player to move. */
  games: Record<string, [number[], 0 | 1][]>;
  proofs: Record<string, ProvenPuzzle | null>;
  ratings: Record<string, number>;
}
function loadCache(): Cache {
  const empty: Cache = { games: {}, proofs: {}, ratings: {} };
  if (process.env['CACHE'] === '0' || !existsSync(CACHE)) return empty;
  return { ...empty, ...(JSON.parse(readFileSync(CACHE, 'utf8')) as Partial<Cache>) };
}
function saveCache(cache: Cache): void {
  mkdirSync(dirname(CACHE), { recursive: true });
  writeFileSync(CACHE, JSON.stringify(cache));
}

/** Every distinct puzzle proven from the preset's self-play games. */
function provenFor(preset: (typeof SET_PRESETS)[number], cache: Cache): ProvenPuzzle[] {
  const found = new Map<string, ProvenPuzzle>();
  for (let game = 0; game < GAMES; game++) {
    for (const state of selfPlayPositions(preset, game, cache)) {
      for (const goal of PUZZLE_GOALS) {
        if (goal !== 'bank-most' && holeSeeds(state) > EXACT_SEEDS[preset]) continue;
        const id = puzzleId(preset, state, goal);
        if (found.has(id)) continue;
        if (!(id in cache.proofs)) {
          const proof = provePuzzle(state, goal, { maxNodes: PROOF_NODES });
          cache.proofs[id] = proof.ok ? proof.puzzle : null;
        }
        const proven = cache.proofs[id];
        if (proven) found.set(id, proven);
      }
    }
  }
  return [...found.values()];
}

/**
 * Up to `count` puzzles, round-robin over buckets of goal and first theme
 * (in name order) so no one kind of puzzle crowds out the others; each bucket
 * in turn round-robin over rating bands, hardest first, so the easy puzzles
 * self-play is full of do not crowd out the hard ones either.
 */
function balanced(puzzles: readonly Puzzle[], count: number): Puzzle[] {
  const byKey = <T>(items: readonly T[], keyOf: (item: T) => string): T[][] => {
    const groups = new Map<string, T[]>();
    for (const item of items) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item]);
    return [...groups.keys()].sort().map((key) => groups.get(key)!);
  };
  const interleave = <T>(queues: readonly T[][], limit: number): T[] => {
    const out: T[] = [];
    for (let round = 0; out.length < limit && queues.some((queue) => queue.length > round); round++) {
      for (const queue of queues) if (queue[round] !== undefined && out.length < limit) out.push(queue[round]!);
    }
    return out;
  };
  const byId = (a: Puzzle, b: Puzzle) => (a.id < b.id ? -1 : 1);
  const buckets = byKey(puzzles, (puzzle) => `${puzzle.goal}/${puzzle.themes[0]}`).map((bucket) =>
    interleave(byKey(bucket, (puzzle) => String(9999 - bandOf(puzzle.rating)).padStart(4, '0')).map((band) => band.sort(byId)), Infinity),
  );
  return interleave(buckets, count);
}

function tally(puzzles: readonly Puzzle[], keyOf: (puzzle: Puzzle) => string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const puzzle of puzzles) for (const key of keyOf(puzzle)) counts[key] = (counts[key] ?? 0) + 1;
  return Object.fromEntries(Object.entries(counts).sort(([a], [b]) => (a < b ? -1 : 1)));
}

const bandOf = (rating: number): number => Math.floor(rating / 200) * 200;
const band = (rating: number): string => `${bandOf(rating)}-${bandOf(rating) + 199}`;

/** One entry a line: small diffs when the set changes. */
export function formatSet(entries: readonly PuzzleEntry[]): string {
  return `[\n${entries.map((entry) => `  ${JSON.stringify(entry)}`).join(',\n')}\n]\n`;
}

function main(): void {
  const cache = loadCache();
  const started = Date.now();
  const puzzles: Puzzle[] = [];
  for (const preset of SET_PRESETS) {
    const proven = provenFor(preset, cache);
    saveCache(cache);
    const made = proven
      .filter((puzzle) => puzzle.solutions.length <= MAX_SOLUTIONS && puzzleThemes(puzzle).length > 0)
      .map((puzzle) => {
        const id = puzzleId(puzzle.preset, puzzle.state, puzzle.goal);
        if (!(id in cache.ratings)) {
          cache.ratings[id] = puzzleRating(puzzle);
          if (Object.keys(cache.ratings).length % 50 === 0) saveCache(cache);
        }
        return completePuzzle(puzzle, cache.ratings[id]!);
      });
    saveCache(cache);
    const chosen = balanced(made, PER_PRESET);
    // Preset by preset in SET_PRESETS order, then by id: a stable file.
    puzzles.push(...chosen.sort((a, b) => (a.id < b.id ? -1 : 1)));
    console.error(`${preset}: ${proven.length} proven, ${chosen.length} kept (${Math.round((Date.now() - started) / 1000)} s)`);
  }
  writeFileSync(OUT, formatSet(puzzles.map(printPuzzleEntry)));
  const summary = {
    puzzles: puzzles.length,
    preset: tally(puzzles, (p) => [p.preset]),
    goal: tally(puzzles, (p) => [p.goal]),
    theme: tally(puzzles, (p) => p.themes),
    rating: tally(puzzles, (p) => [band(p.rating)]),
    seconds: Math.round((Date.now() - started) / 1000),
  };
  console.log(JSON.stringify(summary, null, 2));
}

main();
