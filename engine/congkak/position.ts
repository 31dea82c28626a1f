/**
 * The Congkak/Kalah kernel (RULES.md §1–§5): a mutable position over a flat
 * Int32Array board. Playouts and search call it with a null sink and it then
 * allocates nothing per seed or per turn; the public `play` runs the very
 * same code with an event array, so there is one implementation of the rules.
 */
import { codeHole, OPENING_BASE as OPENING_CODES, PENDING_BASE as PENDING_CODES, type EventSink, type FastPosition } from '../fast/position';
import { boardHash, boardHashHi, boardHashLo, fieldKeyHi, fieldKeyLo } from '../fast/zobrist';
import { copyRules } from '../rules/presets';
import { storeOf } from '../board';
import type { EngineEvent, Player, Rules } from '../types';
import { LoopGuard } from './guard';
import { cannotFill, refillBoard } from './refill';
import type { CongkakState, Hand, HandStatus } from './state';

const OPENING = 0;
const PLAY = 1;
const OVER = 2;
const PHASES = ['opening', 'play', 'over'] as const;

const FIRST = 0;
const CHOOSE = 1;
const SOW = 2;
const DONE = 3;
const STATUSES: readonly HandStatus[] = ['first', 'choose', 'sow', 'done'];

/** How the last seed of a hand was resolved. */
const LANDED_STORE = 0;
const LANDED_RELAY = 1;
const LANDED_END = 2;
/** The last seed found an occupied hole with a row empty under `either-side-empty-now`: the round is over. */
const LANDED_ROUND_OVER = 3;

const END_EITHER = 0;
const END_MOVER = 1;
const END_PASS = 2;

const NO_PLAYER = -1;

/**
 * The quiet sowing loop a position's rules take, chosen once in the
 * constructor so that no loop asks per relay what the rules say.
 */
/** Plain relays, no lap counted, no forfeit on an empty opponent hole (Congkak's presets but congkak-malay). */
const SOW_RELAYS = 0;
/** No relay, no lap counted, no forfeit on an empty opponent hole (Kalah). */
const SOW_ONCE = 1;
/** Any other rules: sowQuietly, which asks each option. */
const SOW_CHECKED = 2;

// Module-level copies: under a transpiler that turns imports into getters
// (tsx does), an imported binding read per move costs a call each time.
const OPENING_BASE = OPENING_CODES;
const PENDING_BASE = PENDING_CODES;

/** Field tags of the hash's scalar keys (see scalarHash). */
const FIELD_BURNT = 0;
const FIELD_PHASE = 1;
const FIELD_ROUND = 2;
const FIELD_STARTER = 3;
const FIELD_TO_MOVE = 4;
const FIELD_CONTINUING = 5;
const FIELD_HANDS = 8;
const DRAW = -1;
const NO_RESULT = -2;

/** The 100-round bound of §5: a series can otherwise cycle for ever. */
export const MAX_ROUNDS = 100;

export class CongkakPosition implements FastPosition {
  // The fields the constructor sets are `declare`d: under ES2022 class fields
  // (our target) a plain declaration defines the field as undefined before the
  // constructor runs, and V8 then keeps each of them as "any value": every
  // number read per move was checked for a small integer and untagged, every
  // typed array checked for its map again. Declared, a field's first value is
  // its own, and V8 knows it as a small integer or as the one map it holds.
  declare readonly rules: Rules;
  declare private readonly n: number;
  declare private readonly size: number;
  declare private readonly board: Int32Array;
  declare private readonly burnt: Uint8Array;
  /** next[p * size + pit]: where player p's next seed goes (their opponent's store, and burnt holes under `skip`, left out). */
  declare private readonly next: Int32Array;
  /**
   * The board then `next`, in one array that `board` and `next` view: the
   * quiet loop reads both through it, and V8 checks one typed array per seed
   * instead of two (it does not hoist those checks out of the loop).
   */
  declare private readonly boardAndTrack: Int32Array;
  /** storePits[p]: player p's store (read per move, so not through an imported function). */
  declare private readonly storePits: Int32Array;
  /** Burnt holes are on the track and forfeit seeds (§5 `burnt: "forfeit"` with at least one burnt hole). */
  private forfeitBurnt = false;

  // The flags the quiet loop reads are compared with `=== true` / `=== false`:
  // V8 does not know a field holds only booleans (true, false, null and
  // undefined share one kind of object), so a bare `if (flag)` compiled to a
  // full ToBoolean of five comparisons.
  declare private readonly again: boolean;
  declare private readonly relay: boolean;
  declare private readonly bankEmptyOpposite: boolean;
  declare private readonly needsLap: boolean;
  declare private readonly forfeitOnEmptyOpponent: boolean;
  declare private readonly endMode: number;
  /** §4 `either-side-empty-now`: a relay first checks the rows, and an empty one ends the round. */
  declare private readonly endsBeforeRelay: boolean;
  /** A relay asks nothing but the pick-up, so playouts may take it without land() (one flag on the hot path). */
  declare private readonly inlineRelay: boolean;
  declare private readonly leftoversToOwner: boolean;
  /** SOW_RELAYS, SOW_ONCE or SOW_CHECKED. */
  declare private readonly sowing: number;

  private phase = PLAY;
  private toMove: number = NO_PLAYER;
  private continuing = false;
  private starter = 0;
  private lastMover: number = NO_PLAYER;
  private round = 1;
  private winner = NO_RESULT;

  // The simultaneous opening, one slot per player.
  private tick = 0;
  private readonly status = new Int32Array(2);
  private readonly handPit = new Int32Array(2);
  private readonly handSeeds = new Int32Array(2);
  private readonly held = new Int32Array(2);
  private readonly finished = new Int32Array(2);
  private readonly lapped = new Uint8Array(2);
  /** The tick stamped on events, or -1 outside the opening. */
  private eventTick = -1;

  declare private readonly guard: LoopGuard;

  /**
   * The additive Zobrist hash of the pits (../fast/zobrist.ts), computed when
   * first read after a move (boardKeyNow): playouts never read it, and search
   * reads it once per node, where keeping it up to date cost one addition per
   * seed sown. hashLo/hashHi fold in the burnt holes and the scalar fields.
   */
  private boardKey = 0;
  private boardKeyStale = true;

  /** `state` must already be validated (see validateCongkakState). */
  constructor(state: CongkakState, guardAfterRelays?: number) {
    const rules = state.rules;
    this.rules = rules;
    this.n = rules.holes;
    this.size = 2 * rules.holes + 2;
    this.boardAndTrack = new Int32Array(3 * this.size);
    this.board = this.boardAndTrack.subarray(0, this.size);
    this.board.set(state.pits);
    this.burnt = new Uint8Array(this.size);
    for (const pit of state.burnt) this.burnt[pit] = 1;
    this.next = this.boardAndTrack.subarray(this.size);
    this.storePits = Int32Array.of(storeOf(0, this.n), storeOf(1, this.n));
    this.again = rules.storeLanding === 'again';
    this.relay = rules.relay;
    this.bankEmptyOpposite = rules.emptyOpposite === 'bank';
    this.needsLap = rules.captureNeedsLap;
    this.forfeitOnEmptyOpponent = rules.emptyOpponentLanding === 'forfeit';
    // At the end of a sowing, "either-side-empty-now" is "either-side-empty"; it differs only before a relay.
    this.endMode = rules.roundEnd === 'mover-side-empty' ? END_MOVER : rules.roundEnd === 'pass' ? END_PASS : END_EITHER;
    this.endsBeforeRelay = rules.roundEnd === 'either-side-empty-now';
    this.inlineRelay = rules.relay && !this.endsBeforeRelay;
    this.leftoversToOwner = rules.leftovers === 'owner';
    const plainLanding = !this.needsLap && !this.forfeitOnEmptyOpponent;
    this.sowing = plainLanding && this.inlineRelay ? SOW_RELAYS : plainLanding && !rules.relay ? SOW_ONCE : SOW_CHECKED;
    this.guard = new LoopGuard(guardAfterRelays);

    this.phase = PHASES.indexOf(state.phase);
    this.toMove = state.toMove ?? NO_PLAYER;
    this.continuing = state.continuing;
    this.starter = state.starter;
    this.lastMover = state.lastMover ?? NO_PLAYER;
    this.round = state.round;
    this.winner = state.result === null ? NO_RESULT : (state.result.winner ?? DRAW);
    const opening = state.opening;
    if (opening !== null) {
      this.tick = opening.tick;
      opening.hands.forEach((hand, p) => {
        this.status[p] = STATUSES.indexOf(hand.status);
        this.handPit[p] = hand.pit;
        this.handSeeds[p] = hand.seeds;
        this.held[p] = hand.held ?? -1;
        this.finished[p] = hand.finished ?? -1;
        this.lapped[p] = hand.lapped ? 1 : 0;
      });
    }
    this.buildTrack();
    // Only a minimal state can hand the move to a player without seeds (the
    // engine never produces one): settle it as if the other player's turn had
    // just ended (§4: the round ends, or under "pass" the empty player passes).
    if (this.phase === PLAY && !this.continuing && this.rowEmpty(this.toMove)) this.endTurn(1 - this.toMove, false, null);
  }

  // ---------------------------------------------------------------- FastPosition

  legal(out: Int32Array): number {
    if (this.phase !== PLAY) return this.phase === OVER ? 0 : this.openingLegal(out);
    const b = this.board;
    const n = this.n;
    const base = this.toMove === 0 ? -1 : n;
    let count = 0;
    // Branch-free: on a random board "has seeds?" mispredicts often, and
    // this loop ran a fifth of a playout. -seeds >>> 31 is 1 exactly when seeds > 0.
    // Two holes a step, as in eitherRowEmpty; an odd hole count leaves one for after.
    // `| 0` on the sums: no overflow check for V8 to make (see sowRelays).
    let h = 1;
    for (; h < n; h = (h + 2) | 0) {
      const at = (base + h) | 0;
      out[count] = h;
      count = (count + (-b[at]! >>> 31)) | 0;
      out[count] = (h + 1) | 0;
      count = (count + (-b[(at + 1) | 0]! >>> 31)) | 0;
    }
    if (h === n) {
      out[count] = h;
      count = (count + (-b[(base + h) | 0]! >>> 31)) | 0;
    }
    return count;
  }

  play(code: number, sink: EventSink): void {
    this.guard.reset();
    this.boardKeyStale = true;
    // The opening's choices apart: play() is inlined into every playout and
    // search loop, and V8's inlining budget counts its bytecode whole.
    if (code < OPENING_BASE) this.playHole(code, sink);
    else this.playOpeningChoice(code, sink);
  }

  mover(): Player | -1 {
    if (this.phase === PLAY) return this.toMove as Player;
    if (this.phase === OVER || this.status[0] === FIRST) return -1;
    const asks0 = this.status[0] === CHOOSE && this.held[0]! < 0;
    const asks1 = this.status[1] === CHOOSE && this.held[1]! < 0;
    if (asks0 && asks1) return -1;
    return asks0 ? 0 : 1;
  }

  isOver(): boolean {
    return this.phase === OVER;
  }

  copyFrom(other: FastPosition): void {
    if (!(other instanceof CongkakPosition)) throw new TypeError('copyFrom needs a position of the same family');
    this.board.set(other.board);
    // Burnt holes only exist after a refill (round 2 on), and with none both
    // tracks are the rules' own: a playout's copy skips two typed-array copies.
    if (this.round > 1 || other.round > 1) {
      this.burnt.set(other.burnt);
      this.next.set(other.next);
    }
    this.forfeitBurnt = other.forfeitBurnt;
    this.phase = other.phase;
    this.toMove = other.toMove;
    this.continuing = other.continuing;
    this.starter = other.starter;
    this.lastMover = other.lastMover;
    this.round = other.round;
    this.winner = other.winner;
    // The hands are only read in the opening, and no position returns to it.
    if (other.phase === OPENING) {
      this.tick = other.tick;
      this.status.set(other.status);
      this.handPit.set(other.handPit);
      this.handSeeds.set(other.handSeeds);
      this.held.set(other.held);
      this.finished.set(other.finished);
      this.lapped.set(other.lapped);
    }
    this.boardKey = other.boardKey;
    this.boardKeyStale = other.boardKeyStale;
  }

  pits(): ArrayLike<number> {
    return this.board;
  }

  hashLo(): number {
    return boardHashLo(this.boardKeyNow()) ^ this.scalarHash(fieldKeyLo);
  }

  hashHi(): number {
    return boardHashHi(this.boardKeyNow()) ^ this.scalarHash(fieldKeyHi);
  }

  clone(): CongkakPosition {
    return new CongkakPosition(this.toState());
  }

  toState(): CongkakState {
    const b = this.board;
    const burnt: number[] = [];
    for (let pit = 0; pit < this.size; pit++) if (this.burnt[pit] === 1) burnt.push(pit);
    const stores: [number, number] = [b[this.n]!, b[2 * this.n + 1]!];
    return {
      rules: copyRules(this.rules),
      pits: Array.from(b),
      burnt,
      toMove: this.phase === PLAY ? (this.toMove as Player) : null,
      phase: PHASES[this.phase]!,
      round: this.round,
      result: this.winner === NO_RESULT ? null : { winner: this.winner === DRAW ? null : (this.winner as Player), stores },
      continuing: this.continuing,
      starter: this.starter as Player,
      lastMover: this.lastMover === NO_PLAYER ? null : (this.lastMover as Player),
      opening: this.phase === OPENING ? { tick: this.tick, hands: [this.handState(0), this.handState(1)] } : null,
    };
  }

  // ---------------------------------------------------------------- ordinary turns

  private playHole(hole: number, sink: EventSink): void {
    const p = this.toMove;
    // A choice after a store landing qualifies for captureNeedsLap (§2 rule 3).
    const lapped = this.continuing;
    this.continuing = false;
    this.lastMover = p;
    const pit = p === 0 ? hole - 1 : this.n + hole;
    // Congkak's quiet sowing here, every other one in sowOther: V8 inlines
    // play, this, sowRelays and endTurn into a playout or search loop only
    // while their bytecode fits its budget (920 bytes all told), and each
    // call written here counts, taken or not.
    const landed =
      sink === null && this.sowing === SOW_RELAYS && this.forfeitBurnt === false
        ? this.sowRelays(p, pit, lapped)
        : this.sowOther(p, pit, lapped, sink);
    // The relay's hole keeps its seeds: they are leftovers of the round (§4).
    if (landed === LANDED_ROUND_OVER) return this.endRound(p, sink);
    this.endTurn(p, landed === LANDED_STORE && this.again === true, sink);
  }

  /** Every sowing but sowRelays: with events or forfeiting burnt holes, Kalah's single hand, or the loop that asks each option. */
  private sowOther(p: number, pit: number, lapped: boolean, sink: EventSink): number {
    if (sink !== null || this.forfeitBurnt === true) return this.sowTraced(p, pit, lapped, sink);
    return this.sowing === SOW_ONCE ? this.sowOnce(p, pit, lapped) : this.sowQuietly(p, pit, lapped);
  }

  /**
   * sowQuietly under plain relays with no lap to count and no forfeit on an
   * empty opponent hole (SOW_RELAYS): the last seed ends in the store, in an
   * empty hole (capture or not) or relays, and nothing else is asked.
   */
  private sowRelays(p: number, pit: number, lapped: boolean): number {
    const b = this.boardAndTrack;
    const nextAt = (p + 1) * this.size;
    const store = this.storePits[p]!;
    let relaysLeft = this.guard.trackAfter;
    // `| 0` (the same number) tells V8 that pos is an int32 from the start:
    // when this loop is compiled on its own, `pit` is an untyped argument, and
    // pos was then kept tagged, checked, untagged and tagged again every seed.
    let pos = pit | 0;
    let hand = b[pos]!;
    b[pos] = 0;
    for (;;) {
      // `| 0` on the sums: V8 then adds without an overflow check (an index
      // and a hand are far from 2^31), two instructions fewer a seed.
      for (; hand > 0; hand = (hand - 1) | 0) {
        pos = b[(nextAt + pos) | 0]!;
        b[pos]!++;
      }
      if (pos === store) return LANDED_STORE;
      hand = b[pos]!;
      if (hand === 1) {
        this.capture(p, pos, lapped);
        return LANDED_END;
      }
      if (--relaysLeft < 0 && this.guard.repeats(this.positionKey(pos))) return LANDED_END;
      b[pos] = 0;
    }
  }

  /** sowQuietly with no relay, no lap to count and no forfeit on an empty opponent hole (SOW_ONCE): one hand. */
  private sowOnce(p: number, pit: number, lapped: boolean): number {
    const b = this.boardAndTrack;
    const nextAt = (p + 1) * this.size;
    let pos = pit | 0; // an int32 for V8 from the start: see sowRelays
    let hand = b[pos]!;
    b[pos] = 0;
    for (; hand > 0; hand = (hand - 1) | 0) {
      pos = b[(nextAt + pos) | 0]!; // `| 0`: see sowRelays
      b[pos]!++;
    }
    if (pos === this.storePits[p]) return LANDED_STORE;
    if (b[pos] === 1) this.capture(p, pos, lapped);
    return LANDED_END;
  }

  /**
   * The quiet loop for rules that neither sowRelays nor sowOnce covers (a lap
   * counted, forfeits on empty opponent holes, rows checked before a relay):
   * sows the hole at `pit` and its relays with no events and no forfeiting
   * burnt holes, and returns how the last seed landed. Every landing but a
   * relay (and a store) is left to land(), the one place that decides.
   */
  private sowQuietly(p: number, pit: number, lappedBefore: boolean): number {
    const b = this.boardAndTrack;
    // Player p's next pit after pit q is at b[nextAt + q] (see boardAndTrack).
    const nextAt = (p + 1) * this.size;
    const store = this.storePits[p]!;
    const inlineRelay = this.inlineRelay;
    const needsLap = this.needsLap;
    const forfeitOnEmptyOpponent = this.forfeitOnEmptyOpponent;
    // The guard's count in a local (play() reset the guard for this choice):
    // tracking starts once it goes below zero, as countRelay() would say.
    let relaysLeft = this.guard.trackAfter;
    let lapped = lappedBefore;
    let pos = pit | 0; // an int32 for V8 from the start: see sowRelays
    let hand = b[pos]!;
    b[pos] = 0;
    for (;;) {
      // Whether the store was passed only matters under captureNeedsLap: the usual loop does not ask.
      if (needsLap === true) {
        for (; hand > 0; hand = (hand - 1) | 0) {
          pos = b[(nextAt + pos) | 0]!; // `| 0`: see sowRelays
          b[pos]!++;
          if (pos === store) lapped = true;
        }
      } else {
        for (; hand > 0; hand = (hand - 1) | 0) {
          pos = b[(nextAt + pos) | 0]!;
          b[pos]!++;
        }
      }
      if (pos === store) return LANDED_STORE;
      const seeds = b[pos]!;
      // The last seed in an empty hole, with no forfeit to weigh: capture or not, the turn ends.
      if (seeds === 1 && forfeitOnEmptyOpponent === false) {
        this.capture(p, pos, lapped);
        return LANDED_END;
      }
      // An occupied hole under a plain relay: pick it up and go on without land().
      if (!(inlineRelay === true && seeds > 1)) {
        b[pos] = seeds - 1; // land() drops the last seed itself
        const landed = this.land(p, pos, lapped, null);
        if (landed !== LANDED_RELAY) return landed;
        // The hole the seed landed in is occupied, so only the other row can be empty.
        if (this.endsBeforeRelay && this.rowEmpty(pos < this.n ? 1 : 0)) return LANDED_ROUND_OVER;
      }
      if (--relaysLeft < 0 && this.guard.repeats(this.positionKey(pos))) return LANDED_END;
      hand = b[pos]!;
      b[pos] = 0;
    }
  }

  /** sowQuietly's rules with events, and with forfeiting burnt holes on the track. */
  private sowTraced(p: number, pit: number, lappedBefore: boolean, sink: EventSink): number {
    // Events of an ordinary turn carry no tick (the opening's do); only this path stamps any.
    this.eventTick = -1;
    const b = this.board;
    const store = this.storePits[p]!;
    let lapped = lappedBefore;
    let pos = pit;
    let hand = b[pos]!;
    this.takeAll(pos);
    if (sink !== null) sink.push(this.stamp({ type: 'pick', player: p as Player, pit: pos, seeds: hand }));
    for (;;) {
      for (; hand > 1; hand--) {
        pos = this.dropOne(p, pos, sink);
        if (pos === store) lapped = true;
      }
      pos = this.next[p * this.size + pos]!;
      const landed = this.land(p, pos, lapped, sink);
      if (landed !== LANDED_RELAY) return landed;
      // The hole the seed landed in is occupied, so only the other row can be empty.
      if (this.endsBeforeRelay && this.rowEmpty(pos < this.n ? 1 : 0)) return LANDED_ROUND_OVER;
      if (this.guard.countRelay() && this.guard.repeats(this.positionKey(pos))) {
        if (sink !== null) sink.push(this.stamp({ type: 'dead', player: p as Player, pit: pos }));
        return LANDED_END;
      }
      hand = b[pos]!;
      this.takeAll(pos);
      if (sink !== null) sink.push(this.stamp({ type: 'relay', player: p as Player, pit: pos, seeds: hand }));
    }
  }

  /** Drops one seed that is not the hand's last, honouring forfeiting burnt holes. */
  private dropOne(p: number, from: number, sink: EventSink): number {
    const pos = this.next[p * this.size + from]!;
    if (this.forfeitBurnt && this.burnt[pos] === 1) {
      const to = this.storePits[1 - p]!;
      this.addSeeds(to, 1);
      if (sink !== null) sink.push(this.stamp({ type: 'forfeit', player: p as Player, pit: pos, to }));
    } else {
      this.addSeeds(pos, 1);
      if (sink !== null) sink.push(this.stamp({ type: 'sow', player: p as Player, pit: pos }));
    }
    return pos;
  }

  /** Drops the hand's last seed into `pos` and applies rules 1–4 of §2. A relay is left to the caller. */
  private land(p: number, pos: number, lapped: boolean, sink: EventSink): number {
    const b = this.board;
    const n = this.n;
    const store = this.storePits[p]!;
    const opponentStore = this.storePits[1 - p]!;
    const player = p as Player;
    if (pos === store) {
      this.addSeeds(pos, 1);
      if (sink !== null) {
        sink.push(this.stamp({ type: 'sow', player, pit: pos }));
        sink.push(this.stamp({ type: 'store', player }));
      }
      return LANDED_STORE;
    }
    if (this.forfeitBurnt && this.burnt[pos] === 1) {
      // §5: the last seed into a forfeiting burnt hole goes to the opponent and ends the turn.
      this.addSeeds(opponentStore, 1);
      if (sink !== null) {
        sink.push(this.stamp({ type: 'forfeit', player, pit: pos, to: opponentStore }));
        sink.push(this.stamp({ type: 'dead', player, pit: pos }));
      }
      return LANDED_END;
    }
    const before = b[pos]!;
    const ownSide = p === 0 ? pos < n : pos > n;
    if (before === 0 && !ownSide && this.forfeitOnEmptyOpponent) {
      this.addSeeds(opponentStore, 1);
      if (sink !== null) {
        sink.push(this.stamp({ type: 'forfeit', player, pit: pos, to: opponentStore }));
        sink.push(this.stamp({ type: 'dead', player, pit: pos }));
      }
      return LANDED_END;
    }
    this.addSeeds(pos, 1);
    if (sink !== null) sink.push(this.stamp({ type: 'sow', player, pit: pos }));
    if (before > 0) {
      if (this.relay) return LANDED_RELAY;
    } else {
      const seeds = this.capture(p, pos, lapped);
      if (seeds > 0) {
        if (sink !== null) sink.push(this.stamp({ type: 'capture', player, pit: pos, from: 2 * n - pos, seeds }));
        return LANDED_END;
      }
    }
    if (sink !== null) sink.push(this.stamp({ type: 'dead', player, pit: pos }));
    return LANDED_END;
  }

  /**
   * §2 rule 3: the last seed, already dropped into the empty hole `pos`,
   * captures the opposite hole's seeds and itself into the mover's store when
   * the hole is the mover's (and the store was passed, under captureNeedsLap).
   * Returns the seeds banked, 0 for none. Kept small: V8 inlines it where its budget allows.
   */
  private capture(p: number, pos: number, lapped: boolean): number {
    // The board through boardAndTrack, the array the sowing loops use: one array for V8 to check.
    const b = this.boardAndTrack;
    const n = this.n;
    const ownSide = p === 0 ? pos < n : pos > n;
    if (!ownSide || (this.needsLap === true && lapped === false)) return 0;
    const from = 2 * n - pos;
    const seeds = b[from]! + 1;
    if (seeds === 1 && this.bankEmptyOpposite === false) return 0;
    b[this.storePits[p]!]! += seeds;
    b[pos] = 0;
    b[from] = 0;
    return seeds;
  }

  /**
   * The choice of `p` is over (`again`: its last seed reached p's store under
   * `storeLanding: "again"`): apply §4, then p chooses again or the move goes
   * on (with automatic passes under `pass`). Inlined into the playout and
   * search loops, so the other round-end modes are apart.
   */
  private endTurn(p: number, again: boolean, sink: EventSink): void {
    if (this.endMode !== END_EITHER) return this.endTurnByRow(p, again, sink);
    // Either row empty ends the round, also the mover's own after a store landing: both rows in one pass.
    if (this.eitherRowEmpty()) return this.endRound(p, sink);
    if (again) this.continuing = true;
    else this.handOn(p, 1 - p, sink);
  }

  /** endTurn under `mover-side-empty` and `pass`. */
  private endTurnByRow(p: number, again: boolean, sink: EventSink): void {
    if (again && !this.rowEmpty(p)) {
      this.continuing = true;
      return;
    }
    const o = 1 - p;
    if (!this.rowEmpty(o)) return this.handOn(p, o, sink);
    if (this.endMode === END_MOVER || this.rowEmpty(p)) return this.endRound(p, sink);
    this.handOn(p, p, sink); // §4 pass: the opponent has no seeds, p moves again
  }

  private handOn(p: number, next: number, sink: EventSink): void {
    this.continuing = false;
    this.toMove = next;
    if (sink !== null) this.traceTurnEnd(p, next, sink);
  }

  /** endTurn's events, apart so that endTurn stays small enough to inline into the playout and search loops. */
  private traceTurnEnd(p: number, next: number, sink: EngineEvent[]): void {
    if (next === p) sink.push(this.stamp({ type: 'pass', player: (1 - p) as Player }));
    sink.push(this.stamp({ type: 'turn-end', player: p as Player, next: next as Player }));
  }

  /** rowEmpty(0) || rowEmpty(1), asked after every turn: both rows in one pass, no branch a hole. */
  private eitherRowEmpty(): boolean {
    const b = this.board;
    const n = this.n;
    let south = 0;
    let north = 0;
    // Two holes a row a step: what each step costs besides its loads (the
    // counter, V8's interrupt check and its check of the array again) is
    // paid half as often. An odd hole count leaves one hole for after.
    let h = 0;
    for (; h + 1 < n; h = (h + 2) | 0) {
      const at = (n + 1 + h) | 0;
      south |= b[h]! | b[(h + 1) | 0]!;
      north |= b[at]! | b[(at + 1) | 0]!;
    }
    if (h < n) {
      south |= b[h]!;
      north |= b[n + 1 + h]!;
    }
    return south === 0 || north === 0;
  }

  private rowEmpty(p: number): boolean {
    const b = this.board;
    const start = p === 0 ? 0 : this.n + 1;
    const end = start + this.n;
    for (let pit = start; pit < end; pit++) if (b[pit]! > 0) return false;
    return true;
  }

  // ---------------------------------------------------------------- rounds and series

  /**
   * §4: the round is over after `p`'s turn; leftovers, then the next round (§5)
   * or the end. Once a playout (or a search line) reaches it: without a sink
   * it builds nothing: no leftovers list and no stores pair for the garbage
   * collector (it ran 2.3% of a congkak-alternate playout, allocations included).
   */
  private endRound(p: number, sink: EventSink): void {
    if (sink !== null) sink.push(this.stamp({ type: 'turn-end', player: p as Player, next: null }));
    const b = this.board;
    const n = this.n;
    const southStore = this.storePits[0]!;
    const northStore = this.storePits[1]!;
    const last = this.lastMover === NO_PLAYER ? p : this.lastMover;
    const leftovers: { pit: number; seeds: number; to: number }[] | null = sink === null ? null : [];
    for (let pit = 0; pit < this.size; pit++) {
      const seeds = b[pit]!;
      if (pit === southStore || pit === northStore || seeds === 0) continue;
      const owner = pit < n ? 0 : 1;
      const to = this.storePits[this.leftoversToOwner ? owner : last]!;
      this.addSeeds(to, seeds);
      this.takeAll(pit);
      if (leftovers !== null) leftovers.push({ pit, seeds, to });
    }
    const south = b[southStore]!;
    const north = b[northStore]!;
    if (sink !== null) sink.push(this.stamp({ type: 'round-end', round: this.round, leftovers: leftovers ?? [], stores: [south, north] }));

    const series = this.rules.series;
    const roundWinner = south > north ? 0 : north > south ? 1 : DRAW;
    if (series === null) return this.endGame(roundWinner, sink);

    const pits = Array.from(b);
    const burnt = new Set<number>();
    for (let pit = 0; pit < this.size; pit++) if (this.burnt[pit] === 1) burnt.add(pit);
    const seriesOver =
      cannotFill(0, pits, this.rules.seeds, series, burnt) ||
      cannotFill(1, pits, this.rules.seeds, series, burnt) ||
      (series.end !== 'cannot-fill' && this.round >= series.end.rounds) ||
      this.round >= MAX_ROUNDS;
    if (seriesOver) return this.endGame(roundWinner, sink);

    const refilled = refillBoard(pits, this.rules.seeds, series, burnt);
    this.board.set(refilled.pits);
    this.burnt.fill(0);
    for (const pit of refilled.burnt) this.burnt[pit] = 1;
    this.buildTrack();
    const nextStarter =
      series.nextStarter === 'last-mover'
        ? last
        : roundWinner === DRAW
          ? 1 - this.starter // §5: after a draw, the player who did not start it
          : series.nextStarter === 'winner'
            ? roundWinner
            : 1 - roundWinner;
    this.round++;
    this.starter = nextStarter;
    this.toMove = nextStarter;
    this.lastMover = NO_PLAYER;
    this.continuing = false;
    this.phase = PLAY;
    if (sink !== null) sink.push(this.stamp({ type: 'refill', round: this.round, pits: refilled.pits, burnt: refilled.burnt }));
  }

  /** The game is over at the end of a round: the stores on the board are its result. */
  private endGame(winner: number, sink: EventSink): void {
    this.phase = OVER;
    this.toMove = NO_PLAYER;
    this.continuing = false;
    this.winner = winner;
    if (sink === null) return;
    const stores: [number, number] = [this.board[this.storePits[0]!]!, this.board[this.storePits[1]!]!];
    sink.push(this.stamp({ type: 'game-end', winner: winner === DRAW ? null : (winner as Player), stores }));
  }

  /** The sowing track of each player for the current burnt holes. */
  private buildTrack(): void {
    const size = this.size;
    const skipBurnt = this.rules.series?.burnt !== 'forfeit';
    let anyBurnt = false;
    for (let pit = 0; pit < size; pit++) if (this.burnt[pit] === 1) anyBurnt = true;
    this.forfeitBurnt = anyBurnt && !skipBurnt;
    for (let p = 0; p < 2; p++) {
      const opponentStore = p === 0 ? 2 * this.n + 1 : this.n;
      for (let pit = 0; pit < size; pit++) {
        let q = (pit + 1) % size;
        while (q === opponentStore || (skipBurnt && this.burnt[q] === 1)) q = (q + 1) % size;
        this.next[p * size + pit] = q;
      }
    }
  }

  // ---------------------------------------------------------------- the simultaneous opening (§3)

  /** legal() in the opening, kept out of it so that the ordinary turn's legal() stays small enough to inline. */
  private openingLegal(out: Int32Array): number {
    const b = this.board;
    const n = this.n;
    let count = 0;
    if (this.status[0] === FIRST) {
      for (let s = 1; s <= n; s++) {
        if (b[s - 1] === 0) continue;
        for (let t = 1; t <= n; t++) if (b[n + t]! > 0) out[count++] = OPENING_BASE + s * 16 + t;
      }
      return count;
    }
    for (let p = 0; p < 2; p++) {
      if (this.status[p] !== CHOOSE || this.held[p]! >= 0) continue;
      const base = p === 0 ? -1 : n;
      for (let h = 1; h <= n; h++) if (b[base + h]! > 0) out[count++] = PENDING_BASE + p * 16 + h;
    }
    return count;
  }

  private playOpeningChoice(code: number, sink: EventSink): void {
    if (code >= PENDING_BASE) {
      const rest = code - PENDING_BASE;
      this.playPendingChoice(rest >> 4, codeHole(rest), sink);
    } else {
      const rest = code - OPENING_BASE;
      this.playFirstChoice(rest >> 4, codeHole(rest), sink);
    }
  }

  private playFirstChoice(south: number, north: number, sink: EventSink): void {
    this.tick = 0;
    this.eventTick = 0;
    this.pickUp(0, south - 1, sink);
    this.pickUp(1, this.n + north, sink);
    this.runTicks(sink);
  }

  /** A choice after a store landing; when both must choose, the first one given waits for the other. */
  private playPendingChoice(p: number, hole: number, sink: EventSink): void {
    this.eventTick = this.tick;
    const o = 1 - p;
    if (this.status[o] === CHOOSE && this.held[o]! < 0) {
      this.held[p] = hole;
      return;
    }
    for (let q = 0; q < 2; q++) {
      const h = q === p ? hole : this.held[q]!;
      if (q === p || h >= 0) this.pickUp(q, q === 0 ? h - 1 : this.n + h, sink);
    }
    this.runTicks(sink);
  }

  private pickUp(p: number, pit: number, sink: EventSink): void {
    const seeds = this.board[pit]!;
    this.takeAll(pit);
    this.status[p] = SOW;
    this.handPit[p] = pit;
    this.handSeeds[p] = seeds;
    this.held[p] = -1;
    if (sink !== null) sink.push(this.stamp({ type: 'pick', player: p as Player, pit, seeds }));
  }

  /** Plays ticks until a choice is due or both players are done. */
  private runTicks(sink: EventSink): void {
    for (;;) {
      if (this.status[0] === CHOOSE || this.status[1] === CHOOSE) return;
      if (this.status[0] === DONE && this.status[1] === DONE) return this.finishOpening(sink);
      this.tick++;
      this.eventTick = this.tick;
      // South's hand drops first, then North's; each is resolved at once.
      if (this.status[0] === SOW) this.dropFromHand(0, sink);
      if (this.status[1] === SOW) this.dropFromHand(1, sink);
      // A choice falls due now; the other hand may have emptied the chooser's row since the landing.
      for (let p = 0; p < 2; p++) if (this.status[p] === CHOOSE && this.rowEmpty(p)) this.finishHand(p);
    }
  }

  private dropFromHand(p: number, sink: EventSink): void {
    const store = this.storePits[p]!;
    if (this.handSeeds[p]! > 1) {
      const pos = this.dropOne(p, this.handPit[p]!, sink);
      if (pos === store) this.lapped[p] = 1;
      this.handPit[p] = pos;
      this.handSeeds[p]!--;
      return;
    }
    const pos = this.next[p * this.size + this.handPit[p]!]!;
    this.handPit[p] = pos;
    this.handSeeds[p] = 0;
    const landed = this.land(p, pos, this.lapped[p] === 1, sink);
    if (landed === LANDED_STORE) {
      this.lapped[p] = 1;
      if (this.again && !this.rowEmpty(p)) this.status[p] = CHOOSE;
      else this.finishHand(p);
    } else if (landed === LANDED_RELAY) {
      if (this.guard.countRelay() && this.guard.repeats(this.positionKey(pos))) {
        if (sink !== null) sink.push(this.stamp({ type: 'dead', player: p as Player, pit: pos }));
        this.finishHand(p);
        return;
      }
      const seeds = this.board[pos]!;
      this.takeAll(pos);
      this.handSeeds[p] = seeds;
      if (sink !== null) sink.push(this.stamp({ type: 'relay', player: p as Player, pit: pos, seeds }));
    } else {
      this.finishHand(p);
    }
  }

  private finishHand(p: number): void {
    this.status[p] = DONE;
    this.finished[p] = this.tick;
  }

  /** Both are done: who finished first (same tick: South) starts the ordinary turns and counts as round starter. */
  private finishOpening(sink: EventSink): void {
    const first = this.finished[0]! <= this.finished[1]! ? 0 : 1;
    this.phase = PLAY;
    this.starter = first;
    this.lastMover = 1 - first;
    this.endTurn(1 - first, false, sink);
  }

  // ---------------------------------------------------------------- helpers

  private addSeeds(pit: number, seeds: number): void {
    this.board[pit]! += seeds;
  }

  private takeAll(pit: number): void {
    this.board[pit] = 0;
  }

  private boardKeyNow(): number {
    if (this.boardKeyStale) {
      this.boardKey = boardHash(this.board);
      this.boardKeyStale = false;
    }
    return this.boardKey;
  }

  /**
   * The fields besides the board that decide what can happen next. The guard's
   * memory, `lastMover` (rewritten by every turn before it is read) and the
   * opening's tick numbers (only their order matters, and a hand that is done
   * finished before any hand still running; when both are, the opening is
   * over) are left out on purpose.
   */
  private scalarHash(key: (field: number, value: number) => number): number {
    let h = key(FIELD_PHASE, this.phase) ^ key(FIELD_ROUND, this.round) ^ key(FIELD_STARTER, this.starter);
    // Burnt holes only exist in a series, after a refill.
    if (this.round > 1) for (let pit = 0; pit < this.size; pit++) if (this.burnt[pit] === 1) h ^= key(FIELD_BURNT, pit);
    if (this.phase === PLAY) {
      h ^= key(FIELD_TO_MOVE, this.toMove);
      if (this.continuing) h ^= key(FIELD_CONTINUING, 1);
    } else if (this.phase === OPENING) {
      for (let p = 0; p < 2; p++) {
        const f = FIELD_HANDS + 8 * p;
        h ^= key(f, this.status[p]!) ^ key(f + 1, this.handPit[p]!) ^ key(f + 2, this.handSeeds[p]!) ^ key(f + 3, this.held[p]!);
        if (this.lapped[p] === 1) h ^= key(f + 4, 1);
      }
    }
    return h;
  }

  private stamp<E extends EngineEvent>(event: E): E {
    if (this.eventTick >= 0) event.tick = this.eventTick;
    return event;
  }

  /** The guard's key: pit contents plus where the hands are and what they hold. */
  private positionKey(pos: number): string {
    if (this.phase !== OPENING) return `${pos}|${this.board.join(',')}`;
    return `${this.handPit.join(',')}|${this.handSeeds.join(',')}|${this.status.join(',')}|${this.board.join(',')}`;
  }

  private handState(p: number): Hand {
    return {
      status: STATUSES[this.status[p]!]!,
      pit: this.handPit[p]!,
      seeds: this.handSeeds[p]!,
      held: this.held[p]! >= 0 ? this.held[p]! : null,
      finished: this.finished[p]! >= 0 ? this.finished[p]! : null,
      lapped: this.lapped[p] === 1,
    };
  }
}

