/**
 * Replaying a game on the mutable fast path (FastPosition): one board updated
 * in place, legal moves as integer codes, one reused event buffer. Reading a
 * 100,000-game file replays every move, and the immutable `play` (validate,
 * copy in, copy out, per move) made that the import's largest cost.
 *
 * While it plays, the replayer keeps the facts the archive lists (the stores
 * after each move, the relays each move made, how the game ended), so nothing
 * replays a game twice. It answers only "legal or not": the messages that say
 * why a record is wrong come from the step-by-step path in entries-to-moves.ts.
 */
import { createFastPosition } from '../family';
import { encodeMove, MAX_LEGAL_MOVES, OPENING_BASE, PENDING_BASE, type FastPosition } from '../fast/position';
import { copyRules } from '../rules/presets';
import { newGame } from '../state';
import type { EngineEvent, GameState, Move, Player, Result, Rules } from '../types';
import type { ForcedLine } from './engine-steps';
import { sameData } from './same-data';

/** What replaying a game's moves tells about it, besides the moves. */
export interface MoveFacts {
  /** The stores after each move, South's then North's: entries 2k and 2k+1 for move k. */
  stores: number[];
  /** How many relays (§3: sowing on from a non-empty hole) each move made. */
  relays: number[];
  /** The outcome when the moves end the game, else null. */
  result: { winner: Player | null; stores: [number, number] } | null;
  /** The stores after the last move (the start position's when there is none). */
  finalStores: [number, number];
}

/** What playing one move did to the turn structure of the record. */
export interface StepOutcome {
  /** The mover's turn is over (or the game is), RULES.md §8's end of a movetext line. */
  turnEnded: boolean;
}

export class FastReplayer {
  private readonly position: FastPosition;
  private readonly holes: number;
  private readonly legalCodes = new Int32Array(MAX_LEGAL_MOVES);
  private legalCount = 0;
  private readonly events: EngineEvent[] = [];
  private readonly stores: number[] = [];
  private readonly relays: number[] = [];
  private result: MoveFacts['result'] = null;
  /** Pass and round lines the moves played so far require, oldest first; the caller takes them. */
  readonly forced: ForcedLine[] = [];

  private constructor(position: FastPosition, holes: number) {
    this.position = position;
    this.holes = holes;
    this.legalCount = position.legal(this.legalCodes);
  }

  static start(rules: Rules): Result<FastReplayer, string> {
    const started = startOf(rules);
    if (!started.ok) return started;
    return { ok: true, value: new FastReplayer(createFastPosition(started.value), rules.holes) };
  }

  isOver(): boolean {
    return this.position.isOver();
  }

  /** The game as the public API writes it (costly for a long Oware game: call it once, not per move). */
  state(): GameState {
    return this.position.toState();
  }

  /** The simultaneous opening's first choice is asked (both players at once). */
  asksFirstChoice(): boolean {
    return this.legalCount > 0 && (this.legalCodes[0] ?? 0) >= OPENING_BASE && (this.legalCodes[0] ?? 0) < PENDING_BASE;
  }

  /** Some later choice of the opening is asked: the opening is still going on. */
  asksPendingChoice(): boolean {
    return this.legalCount > 0 && (this.legalCodes[0] ?? 0) >= PENDING_BASE;
  }

  /** The player asked for an ordinary turn, or null in the opening and at the end. */
  moverOfTurn(): Player | null {
    if (this.legalCount === 0 || (this.legalCodes[0] ?? 0) >= OPENING_BASE) return null;
    const mover = this.position.mover();
    return mover === -1 ? null : mover;
  }

  /** Whether the opening waits for this player's next choice. */
  awaits(player: Player): boolean {
    const first = PENDING_BASE + player * 16 + 1;
    for (let i = 0; i < this.legalCount; i++) {
      const code = this.legalCodes[i] ?? 0;
      if (code >= first && code < first + 15) return true;
    }
    return false;
  }

  /** A hole number the board has (the codes pack a hole into 4 bits: a larger number would alias another move). */
  isHole(hole: number): boolean {
    return Number.isInteger(hole) && hole >= 1 && hole <= this.holes;
  }

  /** Plays a move code when it is legal here; null when it is not. */
  play(code: number): StepOutcome | null {
    if (!this.isLegal(code)) return null;
    const events = this.events;
    events.length = 0;
    this.position.play(code, events);
    this.legalCount = this.position.legal(this.legalCodes);
    let turnEnded = this.position.isOver();
    let relays = 0;
    const firstForced = this.forced.length;
    for (const event of events) {
      switch (event.type) {
        case 'relay':
          relays++;
          break;
        case 'pass':
          this.forced.push({ kind: 'pass', player: event.player });
          break;
        case 'turn-end':
          turnEnded = true;
          break;
        case 'round-end':
          turnEnded = true;
          this.forced.push({ kind: 'round', round: event.round + 1 });
          break;
        case 'game-end':
          // A round that ends the game starts no new round.
          this.dropRoundsSince(firstForced);
          this.result = { winner: event.winner, stores: [event.stores[0], event.stores[1]] };
          break;
      }
    }
    const pits = this.position.pits();
    this.stores.push(pits[this.holes] ?? 0, pits[2 * this.holes + 1] ?? 0);
    this.relays.push(relays);
    return { turnEnded };
  }

  private isLegal(code: number): boolean {
    for (let i = 0; i < this.legalCount; i++) if (this.legalCodes[i] === code) return true;
    return false;
  }

  facts(): MoveFacts {
    const pits = this.position.pits();
    return {
      stores: this.stores,
      relays: this.relays,
      result: this.result,
      finalStores: [pits[this.holes] ?? 0, pits[2 * this.holes + 1] ?? 0],
    };
  }

  private dropRoundsSince(start: number): void {
    const kept = this.forced.splice(start).filter((line) => line.kind !== 'round');
    this.forced.push(...kept);
  }
}

/**
 * The start of the rules last started, kept with a copy of those rules: the
 * games of a file mostly share their rules, and resolving them again and
 * setting up the start (newGame) was about 5% of an import's check. Each
 * game still gets a state, and rules, of its own (a position keeps its
 * state's rules; the board it copies).
 */
let lastStart: { rules: Rules; state: GameState } | null = null;

function startOf(rules: Rules): Result<GameState, string> {
  if (lastStart !== null && sameData(lastStart.rules, rules)) {
    return { ok: true, value: { ...lastStart.state, rules: copyRules(lastStart.state.rules) } };
  }
  const started = newGame(rules);
  if (!started.ok) return { ok: false, error: started.error.message };
  lastStart = { rules: copyRules(rules), state: { ...started.value, rules: copyRules(started.value.rules) } };
  return started;
}

/** Where and why a list of moves does not replay. */
export interface ReplayFault {
  /** 0-based index of the refused move; null when the rules themselves are refused. */
  moveIndex: number | null;
  message: string;
}

/** The facts of a game given as moves (a stored game), every move checked legal on the way. */
export function replayMoves(rules: Rules, moves: readonly Move[]): Result<MoveFacts, ReplayFault> {
  const started = FastReplayer.start(rules);
  if (!started.ok) return { ok: false, error: { moveIndex: null, message: started.error } };
  const replayer = started.value;
  for (const [index, move] of moves.entries()) {
    const holes = 'hole' in move ? [move.hole] : [move.south, move.north];
    if (!holes.every((hole) => replayer.isHole(hole)) || replayer.play(encodeMove(move)) === null) {
      return { ok: false, error: { moveIndex: index, message: `move ${index + 1} ${JSON.stringify(move)} is not legal there` } };
    }
  }
  return { ok: true, value: replayer.facts() };
}
