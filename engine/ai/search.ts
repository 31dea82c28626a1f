/**
 * Iterative-deepening alpha-beta over the mutable FastPosition.
 *
 * Negamax where the sign flips only when the chooser changes: after a store
 * landing the same player chooses again, so the child's value is taken as is.
 * Nodes where both players choose at once (pending choices in the simultaneous
 * opening) are small zero-sum matrix games, solved for their value. A
 * transposition table keyed by the kernels' incremental hash, store landings
 * and captures first (after the table's move), a history heuristic, and a stack
 * of preallocated positions (undo = copyFrom) keep the hot path allocation-free.
 *
 * Exactness: a node's result is exact when nothing below it was cut by the
 * depth horizon. The search counts horizon leaves; a subtree that adds none is
 * stored as solved (valid at any depth), and a root move whose subtree adds
 * none has its exact final margin. Where few seeds are left (endgameReach), a
 * search with `endgame` first asks the endgame solver (endgame.ts), which
 * knows no horizon, for every root move's exact final margin.
 */
import { codeHole, MAX_LEGAL_MOVES, OPENING_BASE as OPENING_CODES, PENDING_BASE as PENDING_CODES, type FastPosition } from '../fast/position';
import type { Rules } from '../types';
import { storeOf } from '../board';
import { createEvaluator, SCALE, type Evaluator } from './evaluate';
import { solveMatrixGame } from './matrix-game';
import { BOUND_EXACT, BOUND_LOWER, BOUND_UPPER, SOLVED_DEPTH, TranspositionTable } from './transposition';
import { endgameApplies, EndgameSolver, seedsInPlay } from './endgame';
import { MAX_TOTAL_SEEDS } from '../rules/limits';

// Module-level copies: under a transpiler that turns imports into getters,
// reading an imported binding in the hot loop costs a call each time.
const OPENING_BASE = OPENING_CODES;
const PENDING_BASE = PENDING_CODES;

/** Deepest line searched; far beyond what the budget reaches except in solved endgames. */
export const MAX_PLY = 120;
/** Deepest iteration, in turns: beyond MAX_PLY choices a line is cut anyway. */
export const MAX_TURNS = 60;
const INFINITE = 1 << 29;
/**
 * The budget is checked at every multiple of this many nodes (so a node budget
 * stops the search at the same node on any machine), and in between as often
 * as the clock asks (see nextCheckInterval).
 */
export const NODE_STEP = 1024;
/** With a clock, the search reads it about this often. */
const CLOCK_GAP_MS = 1;
const TT_MOVE_HINT = 1 << 20;
/**
 * Depth is counted in quarter turns: handing the move over costs a full turn,
 * choosing again after a store landing only a quarter. A Congkak chain of store
 * landings is one turn to a player, and a search that spent a whole ply on each
 * link would see less of it than a greedy beginner does.
 */
const TURN = 4;
const CONTINUATION = 1;

/** The solver gets at most this share of the budget: where it cannot finish, the search has the rest. */
export const ENDGAME_SHARE = 0.5;
/** Positions a millisecond, to turn a time budget into the solver's reach (1.5-1.7 M a CPU second: engine/README.md). */
const NODES_PER_MS = 1500;

/**
 * What the endgame solver costs, measured on endgames of level-6 self-play
 * (positions played for a whole round's exact value): with relays (Congkak)
 * about 150,000 at 40 seeds in play, twice as many for every 4 seeds more;
 * without (Kalah), whose games run longer, 200,000 at 25 seeds, twice as
 * many for every 2 more.
 */
const ENDGAME_COST = {
  relay: { seeds: 40, nodes: 150_000, seedsPerDoubling: 4 },
  plain: { seeds: 25, nodes: 200_000, seedsPerDoubling: 2 },
} as const;

/**
 * The most seeds in play at which the solver is tried within a budget of
 * `nodes`: where its share of the budget likely holds the whole solve (so
 * that a failed try wastes little of a small budget).
 */
export function endgameReach(rules: Rules, nodes: number): number {
  const cost = rules.relay ? ENDGAME_COST.relay : ENDGAME_COST.plain;
  return Math.floor(cost.seeds + cost.seedsPerDoubling * Math.log2((nodes * ENDGAME_SHARE) / cost.nodes));
}
/** The longest principal line reported. */
const LINE_LENGTH = 24;

export interface SearchLimits {
  /** Deepest iteration, in turns (a store-landing continuation costs a quarter turn). */
  maxDepth: number;
  /** Stop after about this many nodes: deterministic budgets for tests and benchmarks. */
  maxNodes?: number;
  /** Milliseconds on `now` (the engine has no clock of its own). */
  timeMs?: number;
  now?: () => number;
  /** When the time began on `now`; by default, when the budget begins (see begin). */
  startedAt?: number | undefined;
  /** Cancellation, polled with the clock. */
  shouldStop?: () => boolean;
  /**
   * Searches with the same key keep the transposition table from one to the
   * next (the moves of one game: what the last search learnt about the
   * positions ahead still holds); any other search starts with it empty.
   */
  tableKey?: string | undefined;
  /**
   * What a search with the same key keeps: everything (play: level 6), or only
   * the solved entries (a game's analysis). An analysis compares every root
   * move's score; entries from another search's deeper lines would score some
   * moves deeper than others, and the verdicts drift from a search of their
   * own (bench:analysis measured 94% of classes agreeing with everything
   * kept, 97.7% with nothing kept, 97.2% keeping the solved ones); exact
   * values are the same at any depth.
   */
  keep?: 'all' | 'solved' | undefined;
  /**
   * Try the endgame solver first where it applies (level 6 and a game's
   * analysis; the lower levels are defined by the positions they search).
   */
  endgame?: boolean | undefined;
}

export interface ScoredMove {
  code: number;
  /** From the root chooser's side, in SCALE units. */
  value: number;
  exact: boolean;
  /** The expected continuation, this move first. */
  line: number[];
}

export interface SearchResult {
  /** Best first. Under `best` only the first score is more than a bound. */
  moves: ScoredMove[];
  /** The deepest completed iteration, in turns. */
  depth: number;
  nodes: number;
}

/**
 * The budget ran out during an iteration. Its first move (the previous best)
 * was searched with a full window and every later move against it, so a later
 * move that scored higher is better at the deeper depth: it goes first. Other
 * partial scores are bounds only, so the rest keep their previous order.
 */
export function withPartialIteration(previous: ScoredMove[], partial: ScoredMove[]): ScoredMove[] {
  const [best] = partial;
  if (partial.length < 2 || best === undefined || best.code === previous[0]?.code) return previous;
  return [best, ...previous.filter((move) => move.code !== best.code)];
}

/**
 * How many nodes to search before the next clock reading, from the last
 * interval and the milliseconds it took: about CLOCK_GAP_MS per reading, from
 * 1 to NODE_STEP nodes. A node costs about a microsecond on an ordinary board,
 * but up to a hundred times more on the largest (600 seeds sown round a 2×15
 * board, relay after relay) or before the JIT has compiled the search, so a
 * fixed count would overrun a 10 ms budget many times over. The interval at
 * most doubles per reading, so a quick stretch cannot hide a slow one for long.
 */
export function nextCheckInterval(interval: number, gapMs: number): number {
  const scaled = gapMs > 0 ? Math.floor((interval * CLOCK_GAP_MS) / gapMs) : NODE_STEP;
  return Math.max(1, Math.min(scaled, interval * 2, NODE_STEP));
}

/** The side a value is counted from: the chooser, or South where nobody (or both) chooses. */
export const sideOf = (position: FastPosition): number => Math.max(0, position.mover());

export class Searcher {
  readonly rules: Rules;
  private readonly evaluator: Evaluator;
  private readonly table: TranspositionTable;
  private readonly stack: FastPosition[] = [];
  private readonly moveLists: Int32Array[] = [];
  private readonly hints: Int32Array[] = [];
  private readonly history = new Int32Array(64);
  /** Made at the first endgame it is asked to solve (its table is 9 MB). */
  private endgame: EndgameSolver | null = null;
  /** The tableKey the endgame table's entries were solved under. */
  private endgameKey: string | undefined;

  private nodes = 0;
  private horizonLeaves = 0;
  private stopped = false;
  private limits: SearchLimits = { maxDepth: 1 };
  private startedAt = 0;
  /** The budget is checked when `nodes` reaches this. */
  private nextCheck = NODE_STEP;
  private checkInterval = NODE_STEP;
  private lastReading = 0;
  /** The tableKey the table's entries were searched under. */
  private tableKey: string | undefined;
  /** maxNodes rounded up to a multiple of NODE_STEP. */
  private nodeLimit = Infinity;

  constructor(prototype: FastPosition, tableBits = 20, evaluator: Evaluator = createEvaluator(prototype.rules)) {
    this.rules = prototype.rules;
    this.evaluator = evaluator;
    this.table = new TranspositionTable(tableBits);
    for (let ply = 0; ply <= MAX_PLY + 1; ply++) {
      this.stack.push(prototype.clone());
      this.moveLists.push(new Int32Array(MAX_LEGAL_MOVES));
      this.hints.push(new Int32Array(MAX_LEGAL_MOVES));
    }
  }

  /**
   * Searches every choice of `root` (a position with one chooser). `all` gives
   * each root move a full window, so every score is its value at that depth
   * (analysis); `best` narrows the window after the first move (play).
   * `order` fixes the first iteration's order of equal moves (a seeded shuffle
   * makes the choice among equals vary from game to game).
   */
  search(root: FastPosition, limits: SearchLimits, mode: 'best' | 'all', order?: (codes: number[]) => number[]): SearchResult {
    this.begin(limits);
    const side = root.mover();
    if (side < 0) throw new RangeError('search needs a position with a single chooser');
    const count = root.legal(this.moveLists[0]!);
    let codes = Array.from(this.moveLists[0]!.subarray(0, count));
    if (order) codes = order(codes);
    if (limits.endgame === true && seedsInPlay(root) <= endgameReach(this.rules, this.budgetNodes()) && endgameApplies(root)) {
      const solved = this.solveEndgame(root, codes, mode);
      if (solved !== null) return { moves: solved, depth: limits.maxDepth, nodes: this.nodes };
    }
    let completed: ScoredMove[] = codes.map((code) => ({ code, value: 0, exact: false, line: [code] }));
    let depth = 0;
    for (let d = 1; d <= limits.maxDepth && !this.stopped; d++) {
      const scored = this.searchRoot(root, codes, d * TURN, mode);
      if (this.stopped) {
        if (mode === 'best' && depth > 0) completed = withPartialIteration(completed, scored);
        break;
      }
      completed = scored;
      depth = d;
      codes = scored.map((move) => move.code);
      if (scored.every((move) => move.exact)) break; // solved: deeper iterations cannot change anything
    }
    for (const move of completed) move.line = this.line(root, move.code);
    return { moves: completed, depth, nodes: this.nodes };
  }

  /**
   * The value of `position` from South's side after a search `turns` deep,
   * for the opening's matrix games (whose entries are searched one by one,
   * deeper and deeper, under a shared budget by the caller).
   */
  valueForSouth(position: FastPosition, turns: number): { value: number; exact: boolean } | null {
    this.stack[0]!.copyFrom(position);
    const before = this.horizonLeaves;
    const value = this.negamax(0, turns * TURN, -INFINITE, INFINITE);
    if (this.stopped) return null;
    return { value: sideOf(position) === 0 ? value : -value, exact: this.horizonLeaves === before };
  }

  /**
   * Every root choice's exact final margin by the endgame solver (`best`: the
   * best one's, and for the others a proof that they are no better), or null
   * where it ran out of its share of the budget.
   */
  private solveEndgame(root: FastPosition, codes: readonly number[], mode: 'best' | 'all'): ScoredMove[] | null {
    const solver = (this.endgame ??= new EndgameSolver(root));
    solver.prepare(root, this.limits.tableKey === undefined || this.limits.tableKey !== this.endgameKey);
    this.endgameKey = this.limits.tableKey;
    const side = root.mover();
    const n = this.rules.holes;
    const margin = root.pits()[storeOf(side, n)]! - root.pits()[storeOf(1 - side, n)]!;
    const shareEnds = this.shareEnd();
    let spent = this.nodes;
    // The solver stops where the search would: at the same node checks, on the same budget.
    const allowance = (solverNodes: number): number => {
      this.nodes = spent + solverNodes;
      if (this.nodes >= this.nextCheck) this.checkBudget();
      return this.stopped || shareEnds() ? 0 : Math.max(1, this.nextCheck - this.nodes);
    };
    // Each choice played once (not counted, as the search's root does not count them):
    // its seeds banked at once, and whether the same player chooses again.
    const children = codes.map((code) => {
      const child = root.clone();
      child.play(code, null);
      const childPits = child.pits();
      const gain = childPits[storeOf(side, n)]! - childPits[storeOf(1 - side, n)]! - margin;
      const again = !child.isOver() && child.mover() === side;
      return { code, child, gain, again };
    });
    // Store landings first, then the seeds banked now (stable: the caller's order among equals).
    children.sort((a, b) => Number(b.again) - Number(a.again) || b.gain - a.gain);
    // A choice's value within (alpha, beta) from the root mover's side, or null when stopped.
    const valueOf = (entry: (typeof children)[number], alpha: number, beta: number): number | null => {
      if (entry.child.isOver()) return entry.gain;
      const { child, gain, again } = entry;
      const answer = again
        ? solver.solve(child, true, alpha - gain, beta - gain, allowance)
        : solver.solve(child, false, gain - beta, gain - alpha, allowance);
      spent += solver.nodeCount;
      this.nodes = spent;
      if (answer === null) return null;
      return again ? gain + answer.value : gain - answer.value;
    };
    // Wider than any margin: no choice banks or gives away more than every seed.
    const wide = MAX_TOTAL_SEEDS + 1;
    const scored: ScoredMove[] = [];
    let best = -wide;
    for (const entry of children) {
      let value: number | null;
      if (mode === 'all' || scored.length === 0) value = valueOf(entry, -wide, wide);
      else {
        // A null window: is this choice better than the best so far? Only then its exact value.
        value = valueOf(entry, best, best + 1);
        if (value !== null && value > best) value = valueOf(entry, best, wide);
      }
      if (value === null) return null;
      const exact = mode === 'all' || scored.length === 0 || value > best;
      if (value > best) best = value;
      const line = [entry.code, ...(entry.child.isOver() ? [] : solver.line(entry.child, entry.again, LINE_LENGTH - 1))];
      scored.push({ code: entry.code, value: (margin + value) * SCALE, exact: true, line });
      // The search's own table learns the choice's exact value too (a solved
      // entry, kept through a game's analysis), so a later search of the same
      // game finds it even with a budget too small to try the solver.
      if (exact && !entry.child.isOver()) {
        const childValue = (entry.again ? margin + value : -(margin + value)) * SCALE;
        this.table.store(entry.child.hashLo(), entry.child.hashHi(), SOLVED_DEPTH, BOUND_EXACT, childValue, line[1] ?? 0);
      }
    }
    return scored.sort((a, b) => b.value - a.value);
  }

  /**
   * The budget in positions: the node budget, or the clock's at NODES_PER_MS,
   * whichever is less. None (only a depth) is 0: the solver knows no depth.
   */
  private budgetNodes(): number {
    const { timeMs, now } = this.limits;
    const clocked = timeMs !== undefined && now !== undefined ? timeMs * NODES_PER_MS : Infinity;
    const nodes = Math.min(this.nodeLimit, clocked);
    return nodes === Infinity ? 0 : nodes;
  }

  /** Whether the endgame solver's share of the budget is spent (nodes from now, or the clock). */
  private shareEnd(): () => boolean {
    const { timeMs, now } = this.limits;
    const nodeEnd = this.nodes + (this.nodeLimit - this.nodes) * ENDGAME_SHARE;
    const clockEnd = timeMs === undefined || now === undefined ? Infinity : this.startedAt + timeMs * ENDGAME_SHARE;
    return () => this.nodes >= nodeEnd || (clockEnd !== Infinity && this.lastReading >= clockEnd);
  }

  /** Starts a budget (clock, nodes, cancel flag) for search or valueForSouth calls. */
  begin(limits: SearchLimits): void {
    this.limits = limits;
    this.nodes = 0;
    this.horizonLeaves = 0;
    this.stopped = false;
    this.lastReading = limits.now ? limits.now() : 0;
    this.startedAt = limits.startedAt ?? this.lastReading;
    // Without a clock, nothing is learnt from reading more often than every NODE_STEP nodes.
    this.checkInterval = limits.now ? 1 : NODE_STEP;
    this.nextCheck = this.checkInterval;
    this.nodeLimit = limits.maxNodes === undefined ? Infinity : Math.max(1, Math.ceil(limits.maxNodes / NODE_STEP)) * NODE_STEP;
    // Entries are values of positions, true whichever search found them; a
    // caller without a key gets a fresh table so its answer depends only on its request.
    if (limits.tableKey === undefined || limits.tableKey !== this.tableKey) this.table.clear();
    else if (limits.keep === 'solved') this.table.keepSolved();
    this.tableKey = limits.tableKey;
    this.history.fill(0);
  }

  get nodeCount(): number {
    return this.nodes;
  }

  get wasStopped(): boolean {
    return this.stopped;
  }

  /**
   * One iteration over the root moves, best first. When the budget runs out
   * part way, the moves searched to the end so far (the unfinished one left out).
   */
  private searchRoot(root: FastPosition, codes: readonly number[], depth: number, mode: 'best' | 'all'): ScoredMove[] {
    const side = root.mover();
    const child = this.stack[1]!;
    const scored: ScoredMove[] = [];
    let alpha = -INFINITE;
    for (const code of codes) {
      child.copyFrom(root);
      child.play(code, null);
      const before = this.horizonLeaves;
      const floor = mode === 'all' ? -INFINITE : alpha;
      const value =
        sideOf(child) === side
          ? this.negamax(1, depth - CONTINUATION, floor, INFINITE)
          : -this.negamax(1, depth - TURN, -INFINITE, -floor);
      if (this.stopped) break;
      scored.push({ code, value, exact: this.horizonLeaves === before, line: [code] });
      if (value > alpha) alpha = value;
    }
    // Stable: among equal values the earlier (previous best, or shuffled) move stays first.
    return scored.sort((a, b) => b.value - a.value);
  }

  private negamax(ply: number, depth: number, alpha: number, beta: number): number {
    if (++this.nodes >= this.nextCheck) this.checkBudget();
    if (this.stopped) return 0;
    const position = this.stack[ply]!;
    if (position.isOver()) return this.finalMargin(position);
    const side = position.mover();
    if (depth <= 0 || ply >= MAX_PLY) {
      this.horizonLeaves++;
      return this.evaluator.evaluate(position, Math.max(0, side));
    }
    if (side < 0) return this.simultaneousValue(ply, depth);

    const lo = position.hashLo();
    const hi = position.hashHi();
    const slot = this.table.find(lo, hi);
    let tableMove = 0;
    if (slot >= 0) {
      tableMove = this.table.move(slot);
      const stored = this.table.depth(slot);
      if (stored >= depth) {
        const value = this.table.value(slot);
        const bound = this.table.bound(slot);
        if (bound === BOUND_EXACT || (bound === BOUND_LOWER && value >= beta) || (bound === BOUND_UPPER && value <= alpha)) {
          if (stored < SOLVED_DEPTH) this.horizonLeaves++;
          return value;
        }
      }
    }

    const moves = this.moveLists[ply]!;
    const count = position.legal(moves);
    this.orderMoves(position, side, moves, count, this.hints[ply]!, tableMove);

    const child = this.stack[ply + 1]!;
    const leavesBefore = this.horizonLeaves;
    const alphaBefore = alpha;
    let best = -INFINITE;
    let bestMove = moves[0]!;
    for (let i = 0; i < count; i++) {
      const code = moves[i]!;
      child.copyFrom(position);
      child.play(code, null);
      const value =
        sideOf(child) === side
          ? this.negamax(ply + 1, depth - CONTINUATION, alpha, beta)
          : -this.negamax(ply + 1, depth - TURN, -beta, -alpha);
      if (this.stopped) return 0;
      if (value > best) {
        best = value;
        bestMove = code;
        if (value > alpha) alpha = value;
        if (alpha >= beta) {
          this.history[(side << 5) | (code & 31)]! += depth * depth;
          break;
        }
      }
    }
    const bound = best >= beta ? BOUND_LOWER : best <= alphaBefore ? BOUND_UPPER : BOUND_EXACT;
    const solved = this.horizonLeaves === leavesBefore;
    this.table.store(lo, hi, solved ? SOLVED_DEPTH : depth, bound, best, bestMove);
    return best;
  }

  /**
   * Both players choose at once (RULES.md §3): neither sees the other's choice,
   * so the node is worth the value of its matrix game, from South's side. Only
   * the opening has these nodes, so the arrays allocated here do not matter.
   */
  private simultaneousValue(ply: number, depth: number): number {
    const position = this.stack[ply]!;
    const moves = this.moveLists[ply]!;
    const count = position.legal(moves);
    const south: number[] = [];
    const north: number[] = [];
    for (let i = 0; i < count; i++) {
      const code = moves[i]!;
      if (code >= PENDING_BASE) ((code - PENDING_BASE) >> 4 === 0 ? south : north).push(code);
    }
    if (south.length === 0 || north.length === 0) {
      // The opening's very first choice inside a search: codes already carry both holes.
      return this.firstChoiceValue(ply, depth, moves.subarray(0, count));
    }
    const child = this.stack[ply + 1]!;
    const payoff: number[][] = [];
    for (const a of south) {
      const row: number[] = [];
      for (const b of north) {
        child.copyFrom(position);
        child.play(a, null);
        child.play(b, null);
        // Choices that fall due mid-opening continue the opening's one turn, like a store-landing chain.
        const value = this.negamax(ply + 1, depth - CONTINUATION, -INFINITE, INFINITE);
        if (this.stopped) return 0;
        row.push(sideOf(child) === 0 ? value : -value);
      }
      payoff.push(row);
    }
    return Math.round(solveMatrixGame(payoff).value);
  }

  private firstChoiceValue(ply: number, depth: number, codes: Int32Array): number {
    const index = (code: number, shift: number) => codeHole((code - OPENING_BASE) >> shift);
    const rows = [...new Set(Array.from(codes, (c) => index(c, 4)))];
    const columns = [...new Set(Array.from(codes, (c) => index(c, 0)))];
    const child = this.stack[ply + 1]!;
    const payoff = rows.map((s) =>
      columns.map((n) => {
        child.copyFrom(this.stack[ply]!);
        child.play(OPENING_BASE + s * 16 + n, null);
        const value = this.negamax(ply + 1, depth - TURN, -INFINITE, INFINITE);
        return sideOf(child) === 0 ? value : -value;
      }),
    );
    if (this.stopped) return 0;
    return Math.round(solveMatrixGame(payoff).value);
  }

  /** The game is over: the final stores, from South's side. */
  private finalMargin(position: FastPosition): number {
    const pits = position.pits();
    const n = this.rules.holes;
    return (pits[storeOf(0, n)]! - pits[storeOf(1, n)]!) * SCALE;
  }

  private orderMoves(position: FastPosition, side: number, moves: Int32Array, count: number, hints: Int32Array, tableMove: number): void {
    const pits = position.pits();
    for (let i = 0; i < count; i++) {
      const code = moves[i]!;
      let hint = this.history[(side << 5) | (code & 31)]! >> 4;
      if (code === tableMove) hint += TT_MOVE_HINT;
      else if (code < OPENING_BASE) hint += this.evaluator.moveHint(pits, side, code);
      else if (code >= PENDING_BASE) hint += this.evaluator.moveHint(pits, side, codeHole(code));
      hints[i] = hint;
    }
    // Insertion sort, best first: move lists are short.
    for (let i = 1; i < count; i++) {
      const code = moves[i]!;
      const hint = hints[i]!;
      let j = i - 1;
      while (j >= 0 && hints[j]! < hint) {
        moves[j + 1] = moves[j]!;
        hints[j + 1] = hints[j]!;
        j--;
      }
      moves[j + 1] = code;
      hints[j + 1] = hint;
    }
  }

  private checkBudget(): void {
    const { timeMs, now, shouldStop } = this.limits;
    if (this.nodes >= this.nodeLimit) this.stopped = true;
    else if (now !== undefined) {
      const reading = now();
      if (timeMs !== undefined && reading - this.startedAt >= timeMs) this.stopped = true;
      this.checkInterval = nextCheckInterval(this.checkInterval, reading - this.lastReading);
      this.lastReading = reading;
    }
    if (!this.stopped && shouldStop?.()) this.stopped = true;
    this.nextCheck = Math.min(this.nodes + this.checkInterval, (Math.floor(this.nodes / NODE_STEP) + 1) * NODE_STEP);
  }

  /** The principal line after `code`, read from the transposition table (stops at a gap or a repeat). */
  private line(root: FastPosition, code: number): number[] {
    const line = [code];
    const position = root.clone();
    position.play(code, null);
    const seen = new Set<string>();
    const legal = new Int32Array(MAX_LEGAL_MOVES);
    while (line.length < 24 && !position.isOver() && position.mover() >= 0) {
      const key = `${position.hashLo()}:${position.hashHi()}`;
      const slot = this.table.find(position.hashLo(), position.hashHi());
      if (slot < 0 || seen.has(key)) break;
      seen.add(key);
      const next = this.table.move(slot);
      const count = position.legal(legal);
      if (!legal.subarray(0, count).includes(next)) break;
      line.push(next);
      position.play(next, null);
    }
    return line;
  }
}
