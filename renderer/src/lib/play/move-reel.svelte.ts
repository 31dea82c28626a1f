// The moves of the game shown, played on the board one after another as the
// player sees them: each move the session sends is queued on the board's
// animator (never cutting the one being sown), and what is said about a move
// (its announcement, the turn's summary, the holes marked) is said only once
// the board has shown it. The screen reads `shown` for everything beside the
// board while moves are still being sown.
import type { GameView } from '../../../../electron/contract';
import type { EngineEvent, Player } from '../../../../engine';
import type { BoardAnimator } from '../../components/board/animator.svelte';
import { chosenPits, type AnimationSpeed, type BoardAnimation } from '../../components/board/timeline';
import { describeEvents } from './status';
import { summarizeTurn, turnSummaryText } from './turn-summary';
import { perspectiveFor } from './views';

/** Whose turn a view is at: the opening is one turn of both players. */
type TurnKey = 'opening' | 0 | 1 | null;

function turnKey(view: GameView): TurnKey {
  if (view.status !== 'active') return null;
  return view.state.phase === 'opening' ? 'opening' : view.state.toMove;
}

interface QueuedMove {
  before: GameView;
  after: GameView;
  turn: number;
  /** The move's turn goes on after it (the same player, or the opening, chooses again). */
  turnGoesOn: boolean;
}

interface TurnShown {
  id: number;
  opening: boolean;
  fromPits: number[];
  events: EngineEvent[];
  chosen: number[];
}

export class MoveReel {
  /** The view of the last move the board has shown in full (null before any). */
  shown: GameView | null = $state.raw(null);
  /** What the last move shown did, in words. */
  announcement = $state('');
  /** The last turn in words, once it has been shown; kept until the next turn starts. */
  summary = $state('');
  /** The holes chosen in the turn being shown, else in the last turn. */
  marked: number[] = $state.raw([]);
  /** Moves waiting for their turn to be complete (the computer still choosing, the device passing). */
  held = $state(0);
  /** This side's seat in a network game, spoken to as "you" (both players are people there); null otherwise. */
  seat: Player | null = null;
  readonly #animator: BoardAnimator;
  // Looked up as moves settle, never drawn from: no reactivity needed.
  // eslint-disable-next-line svelte/prefer-svelte-reactivity
  readonly #moves = new Map<number, QueuedMove>();
  #holding: BoardAnimation[] = [];
  #nextId = 0;
  #turnId = 0;
  #lastTurn: { key: TurnKey; goesOn: boolean } | null = null;
  #turn: TurnShown | null = null;

  constructor(animator: BoardAnimator) {
    this.#animator = animator;
    animator.listen({ started: (animation) => this.#started(animation), settled: (animation) => this.#settled(animation) });
  }

  /** Moves are being sown or held: the board and what is beside it are behind the session. */
  get busy(): boolean {
    return this.#animator.animating || this.held > 0;
  }

  /** Shows `view` at once, forgetting what was queued (another game, a reload, an undo, a view that skips moves). */
  reset(view: GameView | null): void {
    this.#moves.clear();
    this.#holding = [];
    this.held = 0;
    this.#animator.skip();
    this.#lastTurn = null;
    this.#turn = null;
    this.shown = view;
    this.announcement = '';
    this.summary = '';
    this.marked = [];
  }

  /** `after` is the move right after `before`: it is sown after those queued, or held while `hold`. */
  follow(before: GameView, after: GameView, hold: boolean, speed: AnimationSpeed): void {
    const key = turnKey(before);
    if (this.#lastTurn === null || this.#lastTurn.key !== key || !this.#lastTurn.goesOn) this.#turnId += 1;
    const turnGoesOn = turnKey(after) === key;
    this.#lastTurn = { key, goesOn: turnGoesOn };
    const id = ++this.#nextId;
    this.#moves.set(id, { before, after, turn: this.#turnId, turnGoesOn });
    this.#holding.push({ id, fromPits: before.state.pits, fromBurnt: before.state.burnt, events: after.lastEvents, group: this.#turnId });
    this.held = this.#holding.length;
    if (!hold) this.release(speed);
  }

  /**
   * Sows `events` that are no move (a round's refill, once the players go on)
   * from `from`, after what is queued, as a turn of their own; nothing is said
   * of them: the round's summary said it.
   */
  sowBetweenMoves(from: { pits: number[]; burnt: number[] }, events: EngineEvent[], speed: AnimationSpeed): void {
    this.#lastTurn = null;
    this.#animator.enqueue({ id: ++this.#nextId, fromPits: from.pits, fromBurnt: from.burnt, events, group: ++this.#turnId }, speed);
  }

  /** Sows the moves held, in order. */
  release(speed: AnimationSpeed): void {
    const waiting = this.#holding;
    this.#holding = [];
    this.held = 0;
    this.#animator.enqueueAll(waiting, speed);
  }

  #started(animation: BoardAnimation): void {
    const move = this.#moves.get(animation.id);
    if (!move || this.#turn?.id === move.turn) return;
    // A new turn: the last one's summary and marks give way.
    this.#turn = { id: move.turn, opening: turnKey(move.before) === 'opening', fromPits: animation.fromPits, events: [], chosen: [] };
    this.summary = '';
    this.marked = [];
  }

  #settled(animation: BoardAnimation): void {
    const move = this.#moves.get(animation.id);
    const turn = this.#turn;
    if (!move || !turn) return;
    this.#moves.delete(animation.id);
    const { before, after } = move;
    this.shown = after;
    const perspective = this.seat === null ? perspectiveFor(after) : { ...perspectiveFor(after), you: this.seat };
    // A move that moved no seed (an opening choice waiting for the other's) leaves the last words up.
    if (after.lastEvents.length > 0) this.announcement = describeEvents(after.lastEvents, before.state, after.state, perspective).join('. ');
    turn.events.push(...after.lastEvents);
    turn.chosen.push(...chosenPits(after.lastEvents).filter((pit) => !turn.chosen.includes(pit)));
    this.marked = [...turn.chosen];
    if (!move.turnGoesOn) {
      const summary = summarizeTurn(turn.fromPits, turn.events, after.rules.holes, turn.opening);
      this.summary = turnSummaryText(summary, perspective);
    }
  }
}
