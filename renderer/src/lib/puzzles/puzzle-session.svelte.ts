// The Puzzles screen's controller: the puzzle on the board, the choices made
// so far (a store-landing chain goes on on the same board), the services'
// verdict, and what the board sows — on a wrong turn first what it did, then
// the best turn. The services grade and rate; this only plays the engine's
// moves locally to show them. The screen renders it (screens/Puzzles.svelte).
import { holeOf, legalMoves, pitOfHole, play, type EngineEvent, type GameState, type Move } from '../../../../engine';
import type { PuzzleCard, PuzzleProgress, PuzzleTheme, PuzzleVerdict } from '../../../../electron/contract';
import { BoardAnimator } from '../../components/board/animator.svelte';
import type { AnimationSpeed, BoardAnimation } from '../../components/board/timeline';
import { errorText, type ApiClient } from '../api';
import { appApi } from '../play/api';
import { hintSteps } from '../move-words';

/** The calls the Puzzles screen makes. */
export type PuzzlesApi = Pick<ApiClient, 'nextPuzzle' | 'submitPuzzleAttempt' | 'getPuzzleProgress' | 'getSettings'>;

type Phase = 'loading' | 'empty' | 'solving' | 'solved' | 'failed';
type Finished = Exclude<PuzzleVerdict, { kind: 'continue' }>;


/** The engine's moves of a run of hole choices from `state`, each with its events; stops at one the engine refuses. */
function playChoices(state: GameState, holes: readonly number[]): { state: GameState; steps: { from: GameState; events: EngineEvent[] }[] } {
  const steps: { from: GameState; events: EngineEvent[] }[] = [];
  let position = state;
  for (const hole of holes) {
    const played = play(position, { hole });
    if (!played.ok) break;
    steps.push({ from: position, events: played.value.events });
    position = played.value.state;
  }
  return { state: position, steps };
}

const asMoves = (holes: readonly number[]): Move[] => holes.map((hole) => ({ hole }));

export class PuzzleSession {
  phase: Phase = $state('loading');
  card: PuzzleCard | null = $state.raw(null);
  /** The position the board shows once nothing is sown. */
  position: GameState | null = $state.raw(null);
  choices: number[] = $state([]);
  verdict: Finished | null = $state.raw(null);
  progress: PuzzleProgress | null = $state.raw(null);
  themes: PuzzleTheme[] = $state([]);
  personalFirst = $state(true);
  error: string | null = $state(null);
  /** Waiting for the services' verdict on a choice. */
  answering = $state(false);
  /** What the board is sowing after a wrong turn: the player's turn, then the best one. */
  showing: 'yours' | 'best' | null = $state(null);
  speed: AnimationSpeed = $state('normal');
  readonly animator: BoardAnimator;
  readonly #api: PuzzlesApi;
  /** Puzzles shown in this visit: not offered again by "Next" (the services skip those already tried). */
  #seen: string[] = [];
  #nextAnimation = 1;
  /** Which part of the explanation each animation sows, by id, and whether it ends that part (never drawn from: not reactive). */
  #parts: Record<number, { part: 'yours' | 'best'; last: boolean }> = {};

  constructor({ api, animator }: { api?: PuzzlesApi; animator?: BoardAnimator } = {}) {
    this.#api = api ?? appApi();
    this.animator = animator ?? new BoardAnimator();
    this.animator.listen({
      started: (animation) => {
        const sown = this.#parts[animation.id];
        if (sown !== undefined) this.showing = sown.part;
      },
      settled: (animation) => {
        const sown = this.#parts[animation.id];
        if (sown?.part === 'best' && sown.last) this.showing = null;
      },
    });
  }

  /** Holes the solver may choose now (their own numbering); none while an answer or an animation is awaited. */
  get choosableHoles(): number[] {
    const position = this.position;
    if (this.phase !== 'solving' || this.answering || this.animator.animating || position === null || this.card === null) return [];
    return legalMoves(position).flatMap((move) => ('hole' in move && !('player' in move) ? [move.hole] : []));
  }

  get choosablePits(): number[] {
    const position = this.position;
    const solver = this.card?.puzzle.solver;
    if (position === null || solver === undefined) return [];
    return this.choosableHoles.map((hole) => pitOfHole(solver, hole, position.rules.holes));
  }

  /** The player's turn and the best one, in the hint's words (after a wrong turn), every choice told: a long chain is the lesson. */
  get explanation(): { yours: string[]; best: string[] } | null {
    const card = this.card;
    const verdict = this.verdict;
    if (card === null || verdict === null || verdict.kind !== 'failed') return null;
    const { state, solver } = card.puzzle;
    const best = verdict.solutions[0] ?? [];
    return { yours: hintSteps(state, asMoves(this.choices), solver, this.choices.length), best: hintSteps(state, asMoves(best), solver, best.length) };
  }

  async start(): Promise<void> {
    try {
      const [progress, settings] = await Promise.all([this.#api.getPuzzleProgress({}), this.#api.getSettings({})]);
      this.progress = progress;
      this.speed = settings.animationSpeed;
    } catch (caught) {
      this.error = errorText(caught);
    }
    await this.next();
  }

  /** A new puzzle at the player's level (the one shown is not offered again in this visit). */
  async next(): Promise<void> {
    if (this.card !== null && !this.#seen.includes(this.card.puzzle.id)) this.#seen.push(this.card.puzzle.id);
    this.animator.skip();
    this.phase = 'loading';
    this.verdict = null;
    this.showing = null;
    try {
      const card = await this.#api.nextPuzzle({ themes: [...this.themes], personalFirst: this.personalFirst, exclude: this.#seen.slice(-200) });
      this.card = card;
      this.position = card?.puzzle.state ?? null;
      this.choices = [];
      this.phase = card === null ? 'empty' : 'solving';
      this.error = null;
    } catch (caught) {
      this.error = errorText(caught);
      this.phase = 'empty';
    }
  }

  /** The same puzzle from its start (a retry is practice: the services do not rate it). */
  retry(): void {
    if (this.card === null) return;
    this.animator.skip();
    this.position = this.card.puzzle.state;
    this.choices = [];
    this.verdict = null;
    this.showing = null;
    this.phase = 'solving';
  }

  /** A pit clicked on the board. */
  choosePit(pit: number): void {
    const position = this.position;
    if (position === null) return;
    const owner = holeOf(pit, position.rules.holes);
    if (owner.hole !== null && owner.player === this.card?.puzzle.solver) void this.choose(owner.hole);
  }

  /** Plays `hole` on the board and asks the services what it was. */
  async choose(hole: number): Promise<void> {
    const card = this.card;
    const position = this.position;
    if (card === null || position === null || !this.choosableHoles.includes(hole)) return;
    const played = playChoices(position, [hole]);
    this.choices = [...this.choices, hole];
    this.position = played.state;
    this.#sow(played.steps, 'yours');
    this.answering = true;
    try {
      const verdict = await this.#api.submitPuzzleAttempt({ puzzleId: card.puzzle.id, choices: [...this.choices] });
      if (verdict.kind === 'continue') return;
      this.verdict = verdict;
      this.phase = verdict.kind;
      if (verdict.kind === 'failed') this.showBest();
      this.progress = await this.#api.getPuzzleProgress({});
    } catch (caught) {
      this.error = errorText(caught);
    } finally {
      this.answering = false;
    }
  }

  /** Sows the best turn from the puzzle's start, after whatever is being sown. */
  showBest(): void {
    const card = this.card;
    const best = this.verdict?.solutions[0];
    if (card === null || best === undefined) return;
    const played = playChoices(card.puzzle.state, best);
    this.position = played.state;
    this.#sow(played.steps, 'best');
  }

  /** Queues one animation per choice, one group: a chain is sown in the time of one turn. */
  #sow(steps: readonly { from: GameState; events: EngineEvent[] }[], part: 'yours' | 'best'): void {
    const group = this.#nextAnimation;
    steps.forEach(({ from, events }, index) => {
      const animation: BoardAnimation = { id: this.#nextAnimation++, fromPits: from.pits, fromBurnt: from.burnt, events, group };
      this.#parts[animation.id] = { part, last: index === steps.length - 1 };
      this.animator.enqueue(animation, this.speed);
    });
  }

  toggleTheme(theme: PuzzleTheme): void {
    this.themes = this.themes.includes(theme) ? this.themes.filter((t) => t !== theme) : [...this.themes, theme];
  }

  dispose(): void {
    this.animator.skip();
  }
}
