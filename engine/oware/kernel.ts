/**
 * The mutable Oware position (RULES.md §7) behind both playouts and the public
 * `play`: one implementation of the rules, so the two cannot drift apart.
 * With a null sink a move allocates nothing.
 */
import type { EventSink, FastPosition } from '../fast/position';
import { boardHash, boardHashHi, boardHashLo, fieldKeyHi, fieldKeyLo, PIT_KEYS } from '../fast/zobrist';
import type { GameResult, Player, Rules } from '../types';
import { RepetitionLog } from './repetition';
import { captureRunStart, houseOf, rowStart, rowSum, sowFrom, sumRange } from './sowing';
import { housesOf, parsePositionKey, positionKey, type OwareState } from './state';

/**
 * How a finished game ended, which decides whether the seeds left on the board
 * are handed out: "majority" (more than half, or exactly half each: board seeds
 * are not counted) or "own-rows" (a row ran dry, no feeding move exists, or a
 * position repeated: each player takes the seeds on their own row).
 */
type Ending = 'majority' | 'own-rows';

export class OwarePosition implements FastPosition {
  readonly rules: Rules;
  private readonly holes: number;
  private readonly board: Int32Array;
  /** Where legality look-ahead plays its moves, so the real board is never touched. */
  private readonly scratch: Int32Array;
  /** Pit index of every house, stores left out: the repetition log's view of the board. */
  private readonly houseIndex: Int32Array;
  private readonly history: RepetitionLog;
  /** All seeds in play (board and stores); constant for a game. */
  private readonly total: number;
  private toMove: Player;
  private over: boolean;
  /**
   * Additive Zobrist hash of the board, kept up to date by every move (../fast/zobrist.ts).
   * The repetition log is not hashed: two positions that differ only in their
   * history share a hash (the search accepts that, as chess engines do).
   */
  private boardKey: number;

  private constructor(rules: Rules, board: Int32Array, toMove: Player, over: boolean, history: RepetitionLog) {
    this.rules = rules;
    this.holes = rules.holes;
    this.board = board;
    this.scratch = new Int32Array(board.length);
    this.houseIndex = Int32Array.from(housesOf(Array.from(board, (_, pit) => pit), rules.holes));
    this.history = history;
    this.total = board.reduce((sum, seeds) => sum + seeds, 0);
    this.toMove = toMove;
    this.over = over;
    this.boardKey = boardHash(board);
  }

  /**
   * Builds a position from a validated state. A state that is already decided
   * (a minimal state whose mover has no seeds, a majority already reached...)
   * is settled at once, silently: no move was played, so there are no events.
   */
  static fromState(state: OwareState | Omit<OwareState, 'seenPositions'>): OwarePosition {
    const rules = state.rules;
    const board = Int32Array.from(state.pits);
    const over = state.phase === 'over' || state.toMove === null;
    const toMove: Player = state.toMove ?? 0;
    const position = new OwarePosition(rules, board, toMove, over, new RepetitionLog(2 * rules.holes));
    if ('seenPositions' in state) position.loadHistory(state.seenPositions);
    if (!over) {
      position.history.addOrFind(board, position.houseIndex, toMove);
      const ending = position.endingBeforeTurn(toMove);
      if (ending !== null) position.finish(ending, null);
    }
    return position;
  }

  legal(out: Int32Array): number {
    if (this.over) return 0;
    const player = this.toMove;
    const start = rowStart(this.holes, player);
    const opponentStarving = rowSum(this.board, this.holes, other(player)) === 0;
    const screenGrandSlams = this.rules.grandSlam === 'forbidden' && this.grandSlamPossible(player);
    let count = 0;
    if (!opponentStarving && !screenGrandSlams) {
      // Branch-free, as in the Congkak kernel: "has seeds?" mispredicts on a
      // random board. -seeds >>> 31 is 1 exactly when seeds > 0.
      const board = this.board;
      const base = start - 1;
      for (let hole = 1; hole <= this.holes; hole++) {
        out[count] = hole;
        count += -board[base + hole]! >>> 31;
      }
      return count;
    }
    // Look ahead: keep the moves that feed a starving opponent, then, under
    // "forbidden", drop grand slams unless nothing else is left.
    let grandSlams = 0;
    for (let hole = 1; hole <= this.holes; hole++) {
      if (this.board[start + hole - 1]! === 0) continue;
      const grandSlam = this.tryMove(hole);
      if (opponentStarving && rowSum(this.scratch, this.holes, other(player)) === 0) continue;
      out[count++] = grandSlam ? -hole : hole;
      if (grandSlam) grandSlams++;
    }
    const dropGrandSlams = screenGrandSlams && grandSlams > 0 && grandSlams < count;
    let kept = 0;
    for (let i = 0; i < count; i++) {
      const code = out[i]!;
      if (code < 0 && dropGrandSlams) continue;
      out[kept++] = code < 0 ? -code : code;
    }
    return kept;
  }

  play(code: number, sink: EventSink): void {
    const player = this.toMove;
    const board = this.board;
    const origin = houseOf(this.holes, player, code);
    const sown = board[origin]!;
    const last = sowFrom(board, this.holes, player, origin, sink);
    this.hashSowing(origin, sown);
    const first = captureRunStart(board, this.holes, player, last);
    const captured = sumRange(board, first, last);
    let capturedAny = false;
    if (captured > 0 && this.capturesAllowed(captured === rowSum(board, this.holes, other(player)))) {
      const store = this.storeOf(player);
      for (let pit = last; pit >= first; pit--) {
        if (sink) sink.push({ type: 'capture', player, pit, from: pit, seeds: board[pit]! });
        this.setPit(pit, 0);
      }
      this.setPit(store, board[store]! + captured);
      capturedAny = true;
    }
    this.endTurn(player, capturedAny, sink);
  }

  mover(): Player | -1 {
    return this.over ? -1 : this.toMove;
  }

  isOver(): boolean {
    return this.over;
  }

  copyFrom(source: FastPosition): void {
    if (!(source instanceof OwarePosition) || source.board.length !== this.board.length) {
      throw new TypeError('copyFrom needs an Oware position of the same rules');
    }
    this.board.set(source.board);
    this.history.copyFrom(source.history);
    this.toMove = source.toMove;
    this.over = source.over;
    this.boardKey = source.boardKey;
  }

  pits(): ArrayLike<number> {
    return this.board;
  }

  hashLo(): number {
    return boardHashLo(this.boardKey) ^ (this.over ? fieldKeyLo(FIELD_OVER, 1) : fieldKeyLo(FIELD_TO_MOVE, this.toMove));
  }

  hashHi(): number {
    return boardHashHi(this.boardKey) ^ (this.over ? fieldKeyHi(FIELD_OVER, 1) : fieldKeyHi(FIELD_TO_MOVE, this.toMove));
  }

  clone(): OwarePosition {
    const copy = new OwarePosition(this.rules, Int32Array.from(this.board), this.toMove, this.over, new RepetitionLog(2 * this.holes));
    copy.history.copyFrom(this.history);
    return copy;
  }

  toState(): OwareState {
    return {
      rules: this.rules,
      pits: Array.from(this.board),
      burnt: [],
      toMove: this.over ? null : this.toMove,
      phase: this.over ? 'over' : 'play',
      round: 1,
      result: this.over ? this.result() : null,
      seenPositions: this.history.positions().map(({ houses, mover }) => positionKey(houses, mover as Player)),
    };
  }

  /**
   * Sowing only adds to the opponent's houses and a capture takes only houses
   * of 2 or 3, so a house already holding 4 or more survives any move: while
   * one exists, no grand slam is possible and the costly look-ahead is skipped.
   */
  private grandSlamPossible(player: Player): boolean {
    const start = rowStart(this.holes, other(player));
    for (let pit = start; pit < start + this.holes; pit++) if (this.board[pit]! > 3) return false;
    return true;
  }

  /** Plays `hole` for the player to move on the scratch board; returns whether it is a grand slam. */
  private tryMove(hole: number): boolean {
    const player = this.toMove;
    const scratch = this.scratch;
    scratch.set(this.board);
    const last = sowFrom(scratch, this.holes, player, houseOf(this.holes, player, hole), null);
    const first = captureRunStart(scratch, this.holes, player, last);
    const captured = sumRange(scratch, first, last);
    const grandSlam = captured > 0 && captured === rowSum(scratch, this.holes, other(player));
    if (captured > 0 && this.capturesAllowed(grandSlam)) scratch.fill(0, first, last + 1);
    return grandSlam;
  }

  /** A grand slam captures only under `"capture"`; under `"forbidden"` it is played only when forced, capturing nothing. */
  private capturesAllowed(grandSlam: boolean): boolean {
    return !grandSlam || this.rules.grandSlam === 'capture';
  }

  private endTurn(player: Player, captured: boolean, sink: EventSink): void {
    const next = other(player);
    // Seeds on the board only shrink, so nothing from before a capture can recur.
    if (captured) this.history.clear();
    // Record first so the history always ends with the current position. A
    // repeat cannot coincide with a new majority: a repeat means no capture.
    const repeated = this.history.addOrFind(this.board, this.houseIndex, next);
    const ending = repeated ? 'own-rows' : this.endingBeforeTurn(next);
    if (ending === null) {
      this.toMove = next;
      if (sink) sink.push({ type: 'turn-end', player, next });
      return;
    }
    if (sink) sink.push({ type: 'turn-end', player, next: null });
    this.finish(ending, sink);
  }

  private majorityEnding(): Ending | null {
    const south = this.board[this.storeOf(0)]!;
    const north = this.board[this.storeOf(1)]!;
    const majority = south * 2 > this.total || north * 2 > this.total;
    const halves = south * 2 === this.total && north * 2 === this.total;
    return majority || halves ? 'majority' : null;
  }

  /**
   * The endings that are decided before `player` chooses: a majority already
   * reached, no seeds to move (the opponent takes their own row), or a starving
   * opponent with no move that feeds them (the mover takes their own row).
   * With one row empty both come down to "each takes their own row".
   */
  private endingBeforeTurn(player: Player): Ending | null {
    const majority = this.majorityEnding();
    if (majority !== null) return majority;
    if (rowSum(this.board, this.holes, player) === 0) return 'own-rows';
    if (rowSum(this.board, this.holes, other(player)) === 0 && !this.canFeed(player)) return 'own-rows';
    return null;
  }

  private canFeed(player: Player): boolean {
    const saved = this.toMove;
    this.toMove = player;
    const start = rowStart(this.holes, player);
    let feeds = false;
    for (let hole = 1; hole <= this.holes && !feeds; hole++) {
      if (this.board[start + hole - 1]! === 0) continue;
      this.tryMove(hole);
      feeds = rowSum(this.scratch, this.holes, other(player)) > 0;
    }
    this.toMove = saved;
    return feeds;
  }

  private finish(ending: Ending, sink: EventSink): void {
    this.over = true;
    if (ending === 'own-rows') this.gatherOwnRows(sink);
    if (sink) {
      const { winner, stores } = this.result();
      sink.push({ type: 'game-end', winner, stores });
    }
  }

  /** Each player's remaining house seeds go to their own store. */
  private gatherOwnRows(sink: EventSink): void {
    const leftovers: { pit: number; seeds: number; to: number }[] | null = sink ? [] : null;
    for (let side = 0; side < 2; side++) {
      const player: Player = side === 0 ? 0 : 1;
      const start = rowStart(this.holes, player);
      const store = this.storeOf(player);
      for (let pit = start; pit < start + this.holes; pit++) {
        const seeds = this.board[pit]!;
        if (seeds === 0) continue;
        leftovers?.push({ pit, seeds, to: store });
        this.setPit(store, this.board[store]! + seeds);
        this.setPit(pit, 0);
      }
    }
    if (sink && leftovers) sink.push({ type: 'round-end', round: 1, leftovers, stores: this.stores() });
  }

  /**
   * Brings the hash up to date after sowFrom emptied `origin` of `sown` seeds:
   * the houses after it (stores and origin skipped) each got one seed per lap,
   * the first `sown % houses` of them one more.
   */
  private hashSowing(origin: number, sown: number): void {
    const size = this.board.length;
    const targets = 2 * this.holes - 1;
    const laps = Math.floor(sown / targets);
    const extra = sown - laps * targets;
    let key = this.boardKey - sown * PIT_KEYS[origin]!;
    let pit = origin;
    for (let i = 0; i < Math.min(sown, targets); i++) {
      do pit = pit + 1 === size ? 0 : pit + 1;
      while (pit === this.holes || pit === size - 1 || pit === origin);
      key += (i < extra ? laps + 1 : laps) * PIT_KEYS[pit]!;
    }
    this.boardKey = key;
  }

  /** Sets a pit's count, hash included. */
  private setPit(pit: number, seeds: number): void {
    this.boardKey += (seeds - this.board[pit]!) * PIT_KEYS[pit]!;
    this.board[pit] = seeds;
  }

  private result(): GameResult {
    const stores = this.stores();
    const winner = stores[0] > stores[1] ? 0 : stores[1] > stores[0] ? 1 : null;
    return { winner, stores };
  }

  private stores(): [number, number] {
    return [this.board[this.storeOf(0)]!, this.board[this.storeOf(1)]!];
  }

  private storeOf(player: Player): number {
    return player === 0 ? this.holes : 2 * this.holes + 1;
  }

  private loadHistory(keys: readonly string[]): void {
    // Keys with a different number of seeds on the board are from before a
    // capture (or from another game) and can never repeat: skip them.
    const onBoard = rowSum(this.board, this.holes, 0) + rowSum(this.board, this.holes, 1);
    const view = this.scratch;
    for (const key of keys) {
      const parsed = parsePositionKey(key, this.houseIndex.length);
      if (!parsed || parsed.houses.reduce((sum, seeds) => sum + seeds, 0) !== onBoard) continue;
      parsed.houses.forEach((seeds, k) => (view[this.houseIndex[k]!] = seeds));
      this.history.addOrFind(view, this.houseIndex, parsed.mover);
    }
  }
}

/** Field tags of the hash's scalar keys. */
const FIELD_TO_MOVE = 1;
const FIELD_OVER = 2;

function other(player: Player): Player {
  return player === 0 ? 1 : 0;
}
