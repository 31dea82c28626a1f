/**
 * The computer opponent's public API, shaped for the protocol's `best` and
 * `analyse` (ENGINE_PROTOCOL.md): scores in seeds from the chooser's side, an
 * estimate of the final store margin of the round, `exact` when proven.
 * Everything is deterministic given `seed` and a node budget; a clock and a
 * cancel flag are injected (the engine has no clock of its own).
 */
import { createFastPosition } from '../family';
import { decodeMove, MAX_LEGAL_MOVES, type FastPosition } from '../fast/position';
import { validateState } from '../state';
import type { GameState, Move, Player, Result } from '../types';
import { beginnerMove, greedyMove } from './beginner';
import { createEvaluator, SCALE } from './evaluate';
import { freeStoreLanding, slipChoice, visibleGains } from './habits';
import { LEVEL_STYLES, type LevelStyle } from './levels';
import { sampleStrategy } from './matrix-game';
import { solveOpening, type OpeningSolution } from './opening';
import { openingFromBook } from './opening-book';
import { seededRandom, type Random } from './random';
import { MAX_TURNS, Searcher, type ScoredMove, type SearchLimits } from './search';

export const LEVELS = [1, 2, 3, 4, 5, 6] as const;
export type Level = (typeof LEVELS)[number];

/** Level 6's budget when the caller gives none (RULES: 1 s on this 2-core machine). */
export const DEFAULT_TIME_MS = 1000;
/**
 * Levels 3 to 5 are defined by positions searched, not time (levels.ts); the
 * clock only keeps them from running long where a position costs far more
 * than usual (the largest boards).
 */
export const SEARCH_LEVELS_TIME_CAP_MS = 300;
/**
 * The longest budget a caller may ask for: a minute. The protocol's engine
 * answers one request at a time, so a longer one would hold up every later
 * line; a larger or negative `timeMs` is `bad-request`.
 */
export const MAX_TIME_MS = 60_000;

export interface SearchBudget {
  /** Milliseconds of `now`, 0 to MAX_TIME_MS; ignored without a clock. */
  timeMs?: number | undefined;
  now?: (() => number) | undefined;
  /** When the time budget began on `now` (default: when the call began), so set-up time counts against it. */
  startedAt?: number | undefined;
  /** Deterministic budget (tests, benchmarks): about this many nodes. */
  maxNodes?: number | undefined;
  /** Polled during the search: true cancels it (the best move so far is answered). */
  shouldStop?: (() => boolean) | undefined;
  /**
   * Level 6 looks at most this many turns ahead (default: as far as the
   * budget goes). Not a level's setting: the ladder benchmark's knob.
   */
  maxTurns?: number | undefined;
  /**
   * The game the request belongs to: level 6 (and a game's analysis) keeps
   * its transposition table between requests with the same key. Without one,
   * every search starts afresh (its answer then depends on the request alone).
   */
  gameKey?: string | undefined;
}

export interface BestRequest extends SearchBudget {
  /** In the simultaneous opening, whose choice is asked for. */
  player?: Player | undefined;
  level?: number | undefined;
  seed?: number | undefined;
}

export interface BestAnswer {
  move: Move;
  score: number;
  exact: boolean;
  depth: number;
  nodes: number;
}

export interface AnalysedMove {
  move: Move;
  score: number;
  exact: boolean;
  /** The expected continuation, this move first. */
  line: Move[];
}

const fail = (code: 'bad-request' | 'game-over', message: string): Result<never> => ({ ok: false, error: { code, message } });
/** Internal units to seeds, two decimals (and never -0). */
const seeds = (value: number): number => Math.round((value / SCALE) * 100) / 100 + 0;

/**
 * Searchers keep a 16 MB transposition table and a position stack: reuse the
 * last ones per rule set and evaluation (a level that misses threats scores
 * positions differently, so it must not share a table with one that does not).
 * The top level has its own, so that the table it keeps through a game is not
 * cleared by a lower level's or an analysis's search in between.
 */
const searchers = new Map<string, Searcher>();
function searcherFor(position: FastPosition, missesThreats = false, top = false): Searcher {
  const key = `${missesThreats}:${top}:${JSON.stringify(position.rules)}`;
  let searcher = searchers.get(key);
  if (!searcher) {
    if (searchers.size >= 4) searchers.clear();
    searcher = new Searcher(position, undefined, createEvaluator(position.rules, { missesThreats }));
    searchers.set(key, searcher);
  }
  return searcher;
}

function limitsFor(level: Level, budget: SearchBudget): SearchLimits {
  const base = { now: budget.now, startedAt: budget.startedAt, maxNodes: budget.maxNodes, shouldStop: budget.shouldStop };
  const style = LEVEL_STYLES[level];
  if (style.reading === 'full') {
    return {
      ...base,
      maxDepth: Math.min(MAX_TURNS, budget.maxTurns ?? MAX_TURNS),
      timeMs: budget.timeMs ?? DEFAULT_TIME_MS,
      tableKey: budget.gameKey,
      endgame: true,
    };
  }
  // Levels 3–5 are defined by the positions they search: a table carried over would make them stronger.
  return {
    ...base,
    maxDepth: style.turns ?? 1,
    maxNodes: Math.min(budget.maxNodes ?? Infinity, style.nodes ?? Infinity),
    timeMs: Math.min(budget.timeMs ?? SEARCH_LEVELS_TIME_CAP_MS, SEARCH_LEVELS_TIME_CAP_MS),
  };
}

/**
 * A choice held in the opening (§3: given while the other player still had to
 * choose) is hidden from the other player: the search must not read it, so the
 * position is rebuilt with both choices pending.
 */
function withoutHeldChoices(state: GameState): GameState {
  const opening = (state as { opening?: { hands: { held: number | null }[] } | null }).opening;
  if (!opening || !opening.hands.some((hand) => hand.held !== null)) return state;
  return { ...state, opening: { ...opening, hands: opening.hands.map((hand) => ({ ...hand, held: null })) } } as GameState;
}

function shuffled(random: Random): (codes: number[]) => number[] {
  return (codes) => {
    const copy = [...codes];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy;
  };
}

/** The budget as given, with the clock started now unless the caller started it; or why it is refused. */
function startBudget<T extends SearchBudget>(request: T): Result<T> {
  const { timeMs } = request;
  if (timeMs !== undefined && !(timeMs >= 0 && timeMs <= MAX_TIME_MS)) {
    return fail('bad-request', `"timeMs" must be a number of milliseconds from 0 to ${MAX_TIME_MS}`);
  }
  return { ok: true, value: { ...request, startedAt: request.startedAt ?? request.now?.() } };
}

/** The protocol's `best`: one move for the chooser (in the opening, for `request.player`). */
export function chooseMove(state: GameState, given: BestRequest): Result<BestAnswer> {
  const started = startBudget(given);
  if (!started.ok) return started;
  const request = started.value;
  const checked = validateState(state);
  if (!checked.ok) return checked;
  if (checked.value.phase === 'over') return fail('game-over', 'the game is over');
  const level = request.level ?? 6;
  if (!LEVELS.includes(level as Level)) return fail('bad-request', '"level" must be an integer from 1 to 6');
  const random = seededRandom(request.seed ?? Math.floor(Math.random() * 2 ** 32));
  const position = createFastPosition(withoutHeldChoices(checked.value));
  const mover = position.mover();
  if (mover < 0) return chooseSimultaneous(position, level as Level, request, random);
  if (request.player !== undefined && request.player !== mover) return fail('bad-request', `player ${request.player} has no choice to make here`);
  return chooseOrdinary(position, level as Level, request, random);
}

function chooseOrdinary(position: FastPosition, level: Level, request: BestRequest, random: Random): Result<BestAnswer> {
  const style = LEVEL_STYLES[level];
  // Levels 1–3 never pass up a free store landing; levels 2 and 3 might read past it to a relay that banks more now and lose the turn.
  const free = style.takesVisibleGains ? freeStoreLanding(position) : null;
  if (free !== null) return unsearched(position, free);
  if (style.reading === 'sight' || style.reading === 'greedy') {
    const code = style.reading === 'sight' ? beginnerMove(position, random) : greedyMove(position, random).code;
    return unsearched(position, code);
  }
  const searcher = searcherFor(position, style.missesThreats, style.reading === 'full');
  // The top level needs only the best move; a level that may slip scores every choice.
  const result = searcher.search(position, limitsFor(level, request), style.slip > 0 ? 'all' : 'best', shuffled(random));
  const chosen = slipChoice(candidates(position, result.moves, style), style.slip, random);
  // The root's value is proven only when every alternative is proven no better.
  const exact = chosen === result.moves[0] && result.moves.every((move) => move.exact);
  return answer(chosen.code, seeds(chosen.value), exact, result.depth, result.nodes);
}

/**
 * The scored moves a level may slip to: for a level that never passes up a
 * gain in plain sight, none it scores below the best such gain.
 */
function candidates(position: FastPosition, moves: ScoredMove[], style: LevelStyle): ScoredMove[] {
  if (!style.takesVisibleGains) return moves;
  const plain = new Set(visibleGains(position).map((gain) => gain.code));
  const bestGain = moves.find((move) => plain.has(move.code));
  return bestGain === undefined ? moves : moves.filter((move) => move.value >= bestGain.value);
}

function chooseSimultaneous(position: FastPosition, level: Level, request: BestRequest, random: Random): Result<BestAnswer> {
  const player = request.player;
  if (player === undefined) return fail('bad-request', 'in the simultaneous opening, "best" needs "player"');
  const codes = new Int32Array(MAX_LEGAL_MOVES);
  if (level <= 2) {
    // Beginners choose as if alone at the board: the hole that reaches their store, if they see it.
    const alone = soloView(position, player);
    const code = level === 1 ? beginnerMove(alone, random) : greedyMove(alone, random).code;
    return answer(pendingCode(player, code), 0, false, 0, 0);
  }
  // Only level 6 plays the optimal mix (the deep book); levels 3–5 judge the opening with their own search.
  const solution = (level === 6 && openingFromBook(position)) || solveOpening(searcherFor(position, false, level === 6), position, limitsFor(level, request), codes);
  const holes = player === 0 ? solution.southHoles : solution.northHoles;
  const strategy = player === 0 ? solution.southStrategy : solution.northStrategy;
  const hole = holes[sampleStrategy(strategy, random)]!;
  const value = player === 0 ? solution.value : -solution.value;
  return answer(pendingCode(player, hole), seeds(value), solution.exact, solution.depth, solution.nodes);
}

const pendingCode = (player: Player, hole: number): number => (1 << 12) + player * 16 + hole;

/** The board as if `player` moved alone, for the beginners' opening habits (alternate opening, same pits). */
function soloView(position: FastPosition, player: Player): FastPosition {
  const state = position.toState();
  const solo = validateState({ rules: { ...state.rules, opening: 'alternate' }, pits: state.pits, toMove: player });
  // A pending chooser always has seeds on their row, so the minimal state is valid.
  return solo.ok ? createFastPosition(solo.value) : position;
}

/** A choice made without a search, scored by the evaluation of the position it is made in. */
function unsearched(position: FastPosition, code: number): Result<BestAnswer> {
  return answer(code, seeds(createEvaluator(position.rules).evaluate(position, position.mover())), false, 0, 0);
}

function answer(code: number, score: number, exact: boolean, depth: number, nodes: number): Result<BestAnswer> {
  return { ok: true, value: { move: decodeMove(code), score, exact, depth, nodes } };
}

/**
 * The protocol's `analyse`: every choice of the chooser with its score and
 * expected continuation, best first. In the simultaneous opening, each hole of
 * `player` (South by default) is scored against the opponent's optimal mix.
 */
export function analyseMoves(state: GameState, given: SearchBudget & { player?: Player | undefined }): Result<AnalysedMove[]> {
  const started = startBudget(given);
  if (!started.ok) return started;
  const request = started.value;
  const checked = validateState(state);
  if (!checked.ok) return checked;
  if (checked.value.phase === 'over') return { ok: true, value: [] };
  const position = createFastPosition(withoutHeldChoices(checked.value));
  const limits: SearchLimits = {
    maxDepth: MAX_TURNS,
    timeMs: request.timeMs ?? DEFAULT_TIME_MS,
    now: request.now,
    startedAt: request.startedAt,
    maxNodes: request.maxNodes,
    shouldStop: request.shouldStop,
    // A game's analysis keeps the table's exact endgames from one choice to the next (game-analysis.ts).
    tableKey: request.gameKey,
    keep: 'solved',
    endgame: true,
  };
  const mover = position.mover();
  if (mover < 0) return { ok: true, value: analyseSimultaneous(position, limits, request.player ?? 0) };
  // Judging the mover's moves "for" the other player would hand them the mover's choices.
  if (request.player !== undefined && request.player !== mover) return fail('bad-request', `player ${request.player} has no choice to make here`);
  const result = searcherFor(position).search(position, limits, 'all');
  return {
    ok: true,
    value: result.moves.map((move) => ({ move: decodeMove(move.code), score: seeds(move.value), exact: move.exact, line: move.line.map(decodeMove) })),
  };
}

function analyseSimultaneous(position: FastPosition, limits: SearchLimits, player: Player): AnalysedMove[] {
  const solution: OpeningSolution = openingFromBook(position) ?? solveOpening(searcherFor(position), position, limits, new Int32Array(MAX_LEGAL_MOVES));
  const mine = player === 0 ? solution.southHoles : solution.northHoles;
  const theirMix = player === 0 ? solution.northStrategy : solution.southStrategy;
  const moves = mine.map((hole, i) => {
    // Expected value of this hole against the opponent's optimal mix, from the player's side.
    let value = 0;
    theirMix.forEach((p, j) => (value += p * (player === 0 ? solution.payoff[i]![j]! : -solution.payoff[j]![i]!)));
    return { move: { player, hole } as Move, score: seeds(value), exact: solution.exact, line: [{ player, hole } as Move] };
  });
  return moves.sort((a, b) => b.score - a.score);
}
