/**
 * The endgame solver (issue 35): the exact rest of a Congkak or Kalah round,
 * searched to its end with no depth horizon.
 *
 * What it solves is the *remaining margin*: how many more seeds the player to
 * move banks than the other from here to the end, under best play by both. In
 * the last round of a game that is a function of the seeds in the holes, who
 * moves and (where captures need a lap) whether the mover is continuing a
 * store-landing chain; the stores never decide a move, so they are left out of
 * the key, and every line that reaches the same holes by banking different
 * seeds shares one entry. The table holds a lower and an upper bound per
 * position, so null-window probes and full-window searches share it.
 *
 * Move ordering plays every choice first (one sowing each, needed anyway for
 * the choices that are searched): the table's move, then the choices that land
 * in the mover's own store (the same player chooses again), then the rest by
 * the seeds they bank at once.
 */
import { MAX_LEGAL_MOVES, type FastPosition } from '../fast/position';
import { boardHashHi, boardHashLo, fieldKeyHi, fieldKeyLo, PIT_KEYS } from '../fast/zobrist';
import { storeOf } from '../board';

/** Lines longer than this many choices are given up (the caller falls back to its search). */
export const ENDGAME_MAX_PLY = 400;

/** Field tags of the key's scalar parts (any small distinct numbers: this table's keys are its own). */
const FIELD_MOVER = 30;
const FIELD_CONTINUING = 31;

const EMPTY = -32768;

/**
 * Whether a position's remaining margin is a function of its holes, mover and
 * chain alone, so the solver may value it: a Congkak or Kalah position in
 * ordinary play whose round's end is the game's end. Asked once per search (it
 * reads the public state).
 */
export function endgameApplies(position: FastPosition): boolean {
  const rules = position.rules;
  if (rules.game === 'oware' || position.mover() < 0 || position.isOver()) return false;
  // Under `pass` a player may choose twice running without a store landing, so
  // "the same player again" would not tell the solver whether a chain goes on.
  if (rules.captureNeedsLap && rules.roundEnd === 'pass') return false;
  const state = position.toState();
  if (state.phase !== 'play') return false;
  const series = rules.series;
  // A round of a longer series ends in a refill made from the stores: they matter then.
  return series === null || (series.end !== 'cannot-fill' && state.round >= series.end.rounds);
}

/** The root's chain flag: whether the player to move is continuing after a store landing. */
export function continuingOf(position: FastPosition): boolean {
  return (position.toState() as { continuing?: boolean }).continuing === true;
}

/** The seeds in the holes (not the stores). */
export function seedsInPlay(position: FastPosition): number {
  const pits = position.pits();
  const n = position.rules.holes;
  let seeds = 0;
  for (let pit = 0; pit < pits.length; pit++) if (pit !== n && pit !== 2 * n + 1) seeds += pits[pit]!;
  return seeds;
}

/** The store margin from `side`'s side. */
function storeMargin(pits: ArrayLike<number>, n: number, side: number): number {
  const diff = pits[storeOf(0, n)]! - pits[storeOf(1, n)]!;
  return side === 0 ? diff : -diff;
}

export class EndgameTable {
  private readonly mask: number;
  private readonly check: Int32Array;
  private readonly lower: Int16Array;
  private readonly upper: Int16Array;
  private readonly moves: Int8Array;

  constructor(bits: number) {
    const size = 1 << bits;
    this.mask = size - 1;
    this.check = new Int32Array(size);
    this.lower = new Int16Array(size).fill(EMPTY);
    this.upper = new Int16Array(size);
    this.moves = new Int8Array(size);
  }

  clear(): void {
    this.lower.fill(EMPTY);
  }

  /** The slot holding this key, or -1. */
  find(lo: number, hi: number): number {
    const slot = lo & this.mask;
    return this.lower[slot] !== EMPTY && this.check[slot] === hi ? slot : -1;
  }

  lowerOf(slot: number): number {
    return this.lower[slot]!;
  }
  upperOf(slot: number): number {
    return this.upper[slot]!;
  }
  moveOf(slot: number): number {
    return this.moves[slot]!;
  }

  /** Narrows (or replaces) the bounds of a position. */
  store(lo: number, hi: number, lower: number, upper: number, move: number): void {
    const slot = lo & this.mask;
    if (this.lower[slot] !== EMPTY && this.check[slot] === hi) {
      lower = Math.max(lower, this.lower[slot]!);
      upper = Math.min(upper, this.upper[slot]!);
    }
    this.check[slot] = hi;
    this.lower[slot] = lower;
    this.upper[slot] = upper;
    this.moves[slot] = move;
  }
}

export interface EndgameAnswer {
  /** The remaining margin from the side of `position`'s mover, in seeds. */
  value: number;
  /** The exact value (the window held it), or a bound: at most `value` (fail low), at least `value` (fail high). */
  bound: 'exact' | 'upper' | 'lower';
}

export class EndgameSolver {
  private readonly n: number;
  private readonly table: EndgameTable;
  /** children[ply][i]: the position after the i-th choice at that ply (allocated as lines reach it). */
  private readonly children: FastPosition[][] = [];
  private readonly moveLists: Int32Array[] = [];
  private readonly gains: Int32Array[] = [];
  private readonly order: Int32Array[] = [];
  private readonly prototype: FastPosition;
  /** The rules, burnt holes and round the table's entries belong to. */
  private context = '';
  private readonly needsChain: boolean;

  private nodes = 0;
  private keyLo = 0;
  private keyHi = 0;
  private nextCheck = 0;
  private aborted = false;
  /** Asked when `nodes` reaches nextCheck: how many more positions may be played before it is asked again (0: stop). */
  private allowance: (nodes: number) => number = () => Infinity;

  constructor(prototype: FastPosition, tableBits = 20) {
    this.prototype = prototype.clone();
    this.n = prototype.rules.holes;
    this.table = new EndgameTable(tableBits);
    this.needsChain = prototype.rules.captureNeedsLap;
  }

  /** Positions played by the current (or last) solve. */
  get nodeCount(): number {
    return this.nodes;
  }

  /**
   * Readies the table for positions like `position` (same rules, burnt holes
   * and round: entries of another stay true only while these are the same),
   * emptying it when `fresh` or when they changed.
   */
  prepare(position: FastPosition, fresh: boolean): void {
    const state = position.toState();
    const context = `${JSON.stringify(state.rules)}|${state.burnt.join(',')}|${state.round}`;
    if (fresh || context !== this.context) this.table.clear();
    this.context = context;
  }

  /**
   * The remaining margin of `position` for its mover within (alpha, beta), or
   * null when the budget ran out or a line grew too long. `allowance` is asked
   * first and then whenever the positions it allowed are played: how many
   * more may be (0 stops), so a caller can stop it at an exact node count.
   * The position must be one endgameApplies accepts.
   */
  solve(position: FastPosition, continuing: boolean, alpha: number, beta: number, allowance: (nodes: number) => number): EndgameAnswer | null {
    this.allowance = allowance;
    this.aborted = false;
    this.nodes = 0;
    this.nextCheck = 0;
    this.spend();
    const value = this.negamax(position, 0, continuing, alpha, beta);
    if (this.aborted) return null;
    return { value, bound: value <= alpha ? 'upper' : value >= beta ? 'lower' : 'exact' };
  }

  /**
   * The principal line from `position` (its mover's best choice first), read
   * from the table's moves: stops at a gap, the end, or `length` choices.
   */
  line(position: FastPosition, continuing: boolean, length: number): number[] {
    const line: number[] = [];
    const current = position.clone();
    const legal = new Int32Array(MAX_LEGAL_MOVES);
    while (line.length < length && !current.isOver()) {
      const inPlay = this.key(current, continuing);
      const slot = this.table.find(this.keyLo, this.keyHi);
      if (inPlay === 0 || slot < 0) break;
      const next = this.table.moveOf(slot);
      const count = current.legal(legal);
      if (!legal.subarray(0, count).includes(next)) break;
      const side = current.mover();
      current.play(next, null);
      continuing = !current.isOver() && current.mover() === side;
      line.push(next);
    }
    return line;
  }

  /** Sets keyLo/keyHi to the position's key and answers its seeds in play (one pass over the holes). */
  private key(position: FastPosition, continuing: boolean): number {
    const n = this.n;
    const pits = position.pits();
    const side = position.mover();
    let h = 0;
    let inPlay = 0;
    for (let pit = 0; pit < pits.length; pit++) {
      if (pit === n || pit === 2 * n + 1) continue;
      const seeds = pits[pit]!;
      inPlay += seeds;
      h += seeds * PIT_KEYS[pit]!;
    }
    let lo = boardHashLo(h) ^ fieldKeyLo(FIELD_MOVER, side);
    let hi = boardHashHi(h) ^ fieldKeyHi(FIELD_MOVER, side);
    if (continuing && this.needsChain) {
      lo ^= fieldKeyLo(FIELD_CONTINUING, 1);
      hi ^= fieldKeyHi(FIELD_CONTINUING, 1);
    }
    this.keyLo = lo;
    this.keyHi = hi;
    return inPlay;
  }

  /** Asks for more positions once those allowed are played; none more aborts the solve. */
  private spend(): void {
    const more = this.allowance(this.nodes);
    if (more <= 0) this.aborted = true;
    else this.nextCheck = this.nodes + more;
  }

  private negamax(position: FastPosition, ply: number, continuing: boolean, alpha: number, beta: number): number {
    if (ply >= ENDGAME_MAX_PLY) {
      this.aborted = true;
      return 0;
    }
    const n = this.n;
    const pits = position.pits();
    const side = position.mover();
    const inPlay = this.key(position, continuing);
    const lo = this.keyLo;
    const hi = this.keyHi;

    // No line banks more than every seed in play, or gives away more.
    let lower = -inPlay;
    let upper = inPlay;
    let tableMove = 0;
    const slot = this.table.find(lo, hi);
    if (slot >= 0) {
      lower = this.table.lowerOf(slot);
      upper = this.table.upperOf(slot);
      tableMove = this.table.moveOf(slot);
    }
    if (lower >= beta) return lower;
    if (upper <= alpha) return upper;
    if (lower === upper) return lower;
    if (alpha < lower) alpha = lower;
    if (beta > upper) beta = upper;

    const { children, moves, gains, order } = this.plyBuffers(ply);
    const count = position.legal(moves);
    const before = storeMargin(pits, n, side);
    for (let i = 0; i < count; i++) {
      // Nodes count positions played, as the search counts them, so both spend one budget alike.
      if (++this.nodes >= this.nextCheck) this.spend();
      if (this.aborted) return 0;
      const child = children[i]!;
      child.copyFrom(position);
      child.play(moves[i]!, null);
      const gain = storeMargin(child.pits(), n, side) - before;
      // Ordering keys: the table's move, then a store landing (same player again), then the seeds banked now.
      let key = gain + 1024;
      if (!child.isOver() && child.mover() === side) key += 4096;
      if (moves[i] === tableMove) key += 1 << 16;
      gains[i] = gain;
      order[i] = key * 32 + i;
    }
    sortDescending(order, count);

    const alphaBefore = alpha;
    let best = -Infinity;
    let bestMove = 0;
    for (let k = 0; k < count; k++) {
      const i = order[k]! & 31;
      const child = children[i]!;
      const gain = gains[i]!;
      let value: number;
      if (child.isOver()) value = gain;
      else if (child.mover() === side) value = gain + this.negamax(child, ply + 1, true, alpha - gain, beta - gain);
      else value = gain - this.negamax(child, ply + 1, false, gain - beta, gain - alpha);
      if (this.aborted) return 0;
      if (value > best) {
        best = value;
        bestMove = moves[i]!;
        if (value > alpha) alpha = value;
        if (alpha >= beta) break;
      }
    }
    // Fail-soft bounds: below the window an upper bound, above it a lower one.
    if (best <= alphaBefore) this.table.store(lo, hi, lower, best, bestMove);
    else if (best >= beta) this.table.store(lo, hi, best, upper, bestMove);
    else this.table.store(lo, hi, best, best, bestMove);
    return best;
  }

  private plyBuffers(ply: number): { children: FastPosition[]; moves: Int32Array; gains: Int32Array; order: Int32Array } {
    while (this.children.length <= ply) {
      this.children.push(Array.from({ length: this.n }, () => this.prototype.clone()));
      this.moveLists.push(new Int32Array(MAX_LEGAL_MOVES));
      this.gains.push(new Int32Array(this.n));
      this.order.push(new Int32Array(this.n));
    }
    return { children: this.children[ply]!, moves: this.moveLists[ply]!, gains: this.gains[ply]!, order: this.order[ply]! };
  }
}

/** Insertion sort, largest first: a row has at most 15 choices. */
function sortDescending(values: Int32Array, count: number): void {
  for (let i = 1; i < count; i++) {
    const value = values[i]!;
    let j = i - 1;
    while (j >= 0 && values[j]! < value) {
      values[j + 1] = values[j]!;
      j--;
    }
    values[j + 1] = value;
  }
}
