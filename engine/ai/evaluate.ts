/**
 * Static evaluation: an estimate of the final store margin from the side of
 * `side`, in SCALE units per seed. The store difference is the backbone; the
 * rest are the things a strong player looks at first (RULES.md §2, §4, §7):
 * seeds still on each row (under `leftovers: "owner"` they end in that row's
 * store), holes that reach the own store exactly (a free extra choice), the
 * best capture each side threatens, and the tempo of being the one to move.
 * Reads the live pits: nothing is allocated.
 */
import type { FastPosition } from '../fast/position';
import type { Rules } from '../types';
import { rowSeeds, rowStart, storeOf } from '../board';

/** Internal score units per seed: lets the heuristic terms be fractions of a seed in integer arithmetic. */
export const SCALE = 8;

export interface EvaluationWeights {
  /** Per seed on one's own row, minus the opponent's. */
  row: number;
  /** Per hole that reaches one's store exactly: for the mover, and (it can be spoiled first) for the opponent. */
  landingMover: number;
  landingOpponent: number;
  /** Per seed of the best capture available: to the mover now, to the opponent next turn. */
  captureMover: number;
  captureOpponent: number;
  /** Being the one to choose. */
  tempo: number;
}

const CONGKAK: EvaluationWeights = { row: 2, landingMover: 8, landingOpponent: 4, captureMover: 5, captureOpponent: 3, tempo: 2 };
/** Without relays every landing is predictable, so threats are worth more; stores grow slower. */
const KALAH: EvaluationWeights = { row: 2, landingMover: 10, landingOpponent: 5, captureMover: 6, captureOpponent: 4, tempo: 2 };
/** Oware: keeping seeds on one's side is strength (feeding and repetition endings give rows to their owners). */
const OWARE: EvaluationWeights = { row: 1, landingMover: 0, landingOpponent: 0, captureMover: 6, captureOpponent: 4, tempo: 2 };

export function weightsFor(rules: Rules): EvaluationWeights {
  if (rules.game === 'oware') return OWARE;
  const base = rules.game === 'kalah' ? KALAH : CONGKAK;
  // Leftovers to the last mover: seeds on a row belong to nobody in particular.
  return rules.leftovers === 'owner' ? base : { ...base, row: 0 };
}

export interface Evaluator {
  /** Estimated final margin for `side` (0 or 1), in SCALE units. */
  evaluate(position: FastPosition, side: number): number;
  /**
   * How promising an ordinary move (hole 1…n of `side`) looks before it is
   * searched: store landings first, then captures by size, then the rest.
   */
  moveHint(pits: ArrayLike<number>, side: number, hole: number): number;
}

/** What both families share: the store difference (the backbone) and the seeds still on each row. */
function material(b: ArrayLike<number>, n: number, side: number, rowWeight: number): number {
  const myStore = storeOf(side, n);
  const theirStore = storeOf(1 - side, n);
  return (b[myStore]! - b[theirStore]!) * SCALE + rowWeight * (rowSeeds(b, side) - rowSeeds(b, 1 - side));
}

/** A player's lap passes their own holes and store and the opponent's holes (their store is skipped). */
const lapOf = (holes: number): number => 2 * holes + 1;

/**
 * How many of `player`'s holes sow into the own store with their last seed
 * (Congkak and Kalah: hole i of the row is n - i steps from it, plus whole
 * laps), counted as a player counts, by distance.
 */
export function storeLandingCount(b: ArrayLike<number>, n: number, player: number): number {
  const start = rowStart(player, n);
  const lap = lapOf(n);
  let count = 0;
  for (let i = 0; i < n; i++) {
    const seeds = b[start + i]!;
    if (seeds > 0 && seeds % lap === (n - i) % lap) count++;
  }
  return count;
}

/** Move-ordering hints: a store landing outranks any capture. */
export const HINT_LANDING = 1000;
export const HINT_CAPTURE = 100;

/**
 * `missesThreats`: the evaluation of a player who looks only at their own
 * chances: the opponent's store landings and captures to come count nothing.
 */
export function createEvaluator(rules: Rules, options: { missesThreats?: boolean } = {}): Evaluator {
  const full = weightsFor(rules);
  const weights = options.missesThreats ? { ...full, landingOpponent: 0, captureOpponent: 0 } : full;
  return rules.game === 'oware' ? new OwareEvaluator(rules.holes, weights) : new SowingEvaluator(rules, weights);
}

/** Congkak and Kalah: the Congkak machine of RULES.md §2 (Kalah without relays). */
class SowingEvaluator implements Evaluator {
  private readonly n: number;

  constructor(
    rules: Rules,
    private readonly w: EvaluationWeights,
  ) {
    this.n = rules.holes;
  }

  evaluate(position: FastPosition, side: number): number {
    const b = position.pits();
    const other = 1 - side;
    let score = material(b, this.n, side, this.w.row);
    score += this.w.landingMover * storeLandingCount(b, this.n, side) - this.w.landingOpponent * storeLandingCount(b, this.n, other);
    score += this.w.captureMover * this.bestCapture(b, side) - this.w.captureOpponent * this.bestCapture(b, other);
    return score + this.w.tempo;
  }

  moveHint(b: ArrayLike<number>, side: number, hole: number): number {
    const n = this.n;
    const pit = side === 0 ? hole - 1 : n + hole;
    const seeds = b[pit]!;
    const steps = n - hole + 1;
    if (seeds % lapOf(n) === steps % lapOf(n)) return HINT_LANDING;
    if (seeds < steps && b[pit + seeds]! === 0) return HINT_CAPTURE + b[2 * n - pit - seeds]!;
    return 0;
  }


  /**
   * The largest capture a single sowing of less than a lap makes by ending in
   * an empty own hole opposite seeds. With relays an occupied landing keeps
   * going, so this reads only the first landing: a cheap, honest lower bound.
   */
  private bestCapture(b: ArrayLike<number>, player: number): number {
    const n = this.n;
    const start = player === 0 ? 0 : n + 1;
    let best = 0;
    for (let i = 0; i < n; i++) {
      const seeds = b[start + i]!;
      if (seeds === 0 || seeds >= n - i) continue; // reaches the store or beyond
      const target = start + i + seeds;
      if (b[target]! !== 0) continue;
      const taken = b[2 * n - target]! + 1;
      if (taken > best) best = taken;
    }
    return best;
  }
}

/** Oware (RULES.md §7): captures of 2s and 3s on the opponent's row. */
class OwareEvaluator implements Evaluator {
  constructor(
    private readonly n: number,
    private readonly w: EvaluationWeights,
  ) {}

  evaluate(position: FastPosition, side: number): number {
    const b = position.pits();
    const other = 1 - side;
    let score = material(b, this.n, side, this.w.row);
    score += this.w.captureMover * this.bestCapture(b, side) - this.w.captureOpponent * this.bestCapture(b, other);
    return score + this.w.tempo;
  }

  moveHint(b: ArrayLike<number>, side: number, hole: number): number {
    const taken = this.captureOf(b, side, hole - 1);
    return taken > 0 ? HINT_CAPTURE + taken : 0;
  }

  private bestCapture(b: ArrayLike<number>, player: number): number {
    let best = 0;
    for (let i = 0; i < this.n; i++) best = Math.max(best, this.captureOf(b, player, i));
    return best;
  }

  /** The capture of a sowing shorter than a lap from house i: the last house and the run before it holding 2 or 3 after the drop. */
  private captureOf(b: ArrayLike<number>, player: number, i: number): number {
    const n = this.n;
    const seeds = b[(player === 0 ? 0 : n + 1) + i]!;
    const theirStart = player === 0 ? n + 1 : 0;
    // From house i, the opponent's row begins n - i steps on (stores are not sown).
    const intoTheirs = seeds - (n - i);
    if (seeds === 0 || intoTheirs < 0 || intoTheirs >= n) return 0;
    let taken = 0;
    for (let k = intoTheirs; k >= 0; k--) {
      const after = b[theirStart + k]! + 1;
      if (after !== 2 && after !== 3) break;
      taken += after;
    }
    return taken;
  }
}
