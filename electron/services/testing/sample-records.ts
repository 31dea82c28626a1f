/**
 * Reproducible sample games for tests and the benchmark: random legal play
 * through the engine from a seed, with names, an event, labels, and comments
 * and glyphs on some turns, as the record format's GAMEs.
 */
import { GLYPHS, legalMoves, newGame, play, printRecord, seededRandom, turnEnded, type GameRecord, type Move, type MoveNote, type RulesInput } from '../../../engine';

const NAMES = ['Aminah', 'Budi', 'Chandra', 'Dewi', 'Eko', 'Farah', 'Gita', 'Hassan', 'Indah', 'Joko'];
const EVENTS = ['Kampung Cup', 'Club night', 'Melaka Open', ''];
const LABELS = ['club', 'final', 'study', 'blitz'];
const WORDS = ['greedy', 'patient', 'brilliant', 'blunder', 'relay', 'capture'];

export interface SampleOptions {
  rules?: RulesInput;
  /** Stop after this many moves (an unfinished game). */
  maxMoves?: number;
  /** Add a game comment, glyphs and turn comments. */
  annotate?: boolean;
}

export function sampleGame(seed: number, options: SampleOptions = {}): GameRecord {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const started = newGame(options.rules ?? 'congkak');
  if (!started.ok) throw new Error(started.error.message);
  let state = started.value;
  const moves: Move[] = [];
  const notes: MoveNote[] = [];
  const maxMoves = options.maxMoves ?? 10_000;
  while (state.phase !== 'over' && moves.length < maxMoves) {
    // RULES.md §8: when both players choose at the same moment, South's choice comes first.
    const all = legalMoves(state);
    const southFirst = all.filter((move) => 'player' in move && move.player === 0);
    const move = pick(southFirst.length > 0 ? southFirst : all);
    const wasOpening = state.phase === 'opening';
    const played = play(state, move);
    if (!played.ok) throw new Error(played.error.message);
    state = played.value.state;
    moves.push(move);
    const ended = wasOpening ? state.phase !== 'opening' : turnEnded(state, played.value.events);
    if (options.annotate && ended && random() < 0.3) {
      notes.push({ move: moves.length - 1, glyph: random() < 0.5 ? pick(GLYPHS) : null, comment: `${pick(WORDS)} ${pick(WORDS)}` });
    }
  }
  const tags: Record<string, string> = {};
  const event = pick(EVENTS);
  if (event !== '') tags['Event'] = event;
  tags['Date'] = `2025.${String(1 + Math.floor(random() * 12)).padStart(2, '0')}.${String(1 + Math.floor(random() * 28)).padStart(2, '0')}`;
  tags['South'] = pick(NAMES);
  tags['North'] = random() < 0.5 ? pick(NAMES) : 'Computer';
  tags['SouthKind'] = 'human';
  tags['NorthKind'] = tags['North'] === 'Computer' ? `computer:${1 + Math.floor(random() * 6)}` : 'human';
  tags['Result'] = state.result ? `${state.result.stores[0]}-${state.result.stores[1]}` : '*';
  if (state.result) tags['Termination'] = 'normal';
  if (random() < 0.4) tags['Tags'] = pick(LABELS);
  const comment = options.annotate && random() < 0.5 ? `A ${pick(WORDS)} game` : null;
  return { tags, rules: state.rules, comment, moves, notes };
}

/** `count` games from consecutive seeds as one `.congkak` text. */
export function sampleFile(firstSeed: number, count: number, options: SampleOptions = {}): string {
  return printRecord(Array.from({ length: count }, (_, index) => sampleGame(firstSeed + index, options)));
}

/**
 * A large archive for the benchmarks: `count` games made of 1,000 lines of
 * play, each under many pairs of player names (so every game is its own).
 */
export function benchmarkFile(count: number, linesOfPlay = 1000): string {
  const bases = Array.from({ length: linesOfPlay }, (_, seed) => printRecord([sampleGame(seed + 1, { annotate: true })]));
  const parts: string[] = [];
  for (let index = 0; index < count; index++) {
    const base = bases[index % bases.length] as string;
    const copy = Math.floor(index / bases.length);
    parts.push(base.replace(/^\[South "([^"]*)"\]$/m, `[South "$1 ${copy}"]`));
  }
  return parts.join('\n');
}
