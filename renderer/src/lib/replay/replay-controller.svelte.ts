// The replay viewer's state and actions; the screen renders them. A game from
// the archive is stepped through (by turn, choice, lap or seed; autoplay),
// annotated (saved as typed, written at once when the view moves on), and
// analysed by the computer; the explorer's scratch board starts at the
// position shown. The pure modules beside it decide the stops, the move list
// and the verdicts.
import type { Glyph, Move, MoveNote, Player } from '../../../../engine';
import type { ChoiceAnalysis, ReplayGame } from '../../../../electron/contract';
import type { Orientation } from '../../components/board/layout';
import { ANIMATION_STEP_MS } from '../../components/board/timeline';
import { t } from '../../i18n';
import { errorText, type ApiClient } from '../api';
import { parseLabels } from '../archive/filter-form';
import { appApi } from '../play/api';
import { graphPoints, turnEndOf, worstVerdicts, type AnalysisTask, type ChoiceVerdict } from './analysis';
import { keptVerdicts, startAnalysis, type AnalysisRun } from './analysis-run';
import { counterAt, turnSpans } from './counter';
import { moveRows, withNote } from './move-list';
import { stepBack, stepForward, stopsOf, type Granularity } from './navigation';
import { createNoteSaver, realTimers, type NoteSaver, type Timers } from './note-saver';
import { lastPosition, stepThrough, type SteppedGame } from './stepped-game';

/** The session calls the replay viewer makes. */
export type ReplayApi = Pick<ApiClient, 'getReplay' | 'setGameComment' | 'setMoveNote' | 'setGameTags' | 'analyseGameChoice' | 'answerLine' | 'makePersonalPuzzles'>;

type ReplaySpeed = 'slow' | 'normal' | 'fast';
type Edit = { kind: 'game'; comment: string } | { kind: 'note'; move: number; glyph: Glyph | null; comment: string } | { kind: 'labels'; text: string };
type SaveState = { kind: 'saved' } | { kind: 'saving' } | { kind: 'failed'; message: string };
/** The puzzles made from the player's mistakes once an analysis is done. */
type PuzzlesMade = { kind: 'idle' } | { kind: 'making' } | { kind: 'made'; created: number } | { kind: 'failed'; message: string };
/** `partial`: the game's kept analysis judged some of its choices (an earlier run stopped, or its moves went on since). */
type Analysis =
  | { kind: 'idle' }
  | { kind: 'running'; done: number; total: number }
  | { kind: 'done' }
  | { kind: 'cancelled'; done: number; total: number }
  | { kind: 'partial'; done: number; total: number };

interface ReplayOptions {
  api?: ReplayApi;
  /** The timers of autoplay and of saving what is typed. */
  timers?: Timers;
}

/** The position before move `move` (the end of the move before it; the start for the first). */
const positionBefore = (game: SteppedGame, move: number): number => (move <= 0 ? 0 : (game.moveEnds[Math.min(move, game.moves.length) - 1] ?? 0));

export class ReplayController {
  readonly #api: ReplayApi;
  readonly #timers: Timers;
  readonly #saver: NoteSaver<Edit>;
  /** The game asked for: each is loaded once. */
  #gameId: number | null = null;
  #analysisRun: AnalysisRun | null = null;
  /** The game's kept analysis, with what runs added since: a run goes on from it. */
  #kept: ChoiceAnalysis[] = [];
  #autoplay: unknown = null;

  /** The game as the archive keeps it. */
  game: ReplayGame | null = $state.raw(null);
  stepped: SteppedGame | null = $state.raw(null);
  loadError = $state('');
  /** The position shown, in `stepped.positions`. */
  position = $state(0);
  granularity: Granularity = $state('turn');
  orientation: Orientation = $state('south-bottom');
  notes: MoveNote[] = $state.raw([]);
  gameComment = $state('');
  labels = $state('');
  saveState: SaveState = $state.raw({ kind: 'saved' });
  verdicts: ChoiceVerdict[] = $state.raw([]);
  analysis: Analysis = $state.raw({ kind: 'idle' });
  puzzles: PuzzlesMade = $state.raw({ kind: 'idle' });
  exploring = $state(false);
  #playing = $state(false);
  #speed: ReplaySpeed = $state('normal');

  last = $derived(this.stepped ? lastPosition(this.stepped) : 0);
  shown = $derived(this.stepped?.positions[this.position] ?? null);
  /** The stops of a step at the granularity chosen. */
  stops = $derived(this.stepped ? stopsOf(this.stepped, this.granularity) : [0]);
  seedStops = $derived(this.stepped ? stopsOf(this.stepped, 'seed') : [0]);
  turnStops = $derived(this.stepped ? stopsOf(this.stepped, 'turn') : [0]);
  rows = $derived(this.stepped ? moveRows(this.stepped, this.notes) : []);
  spans = $derived(this.stepped ? turnSpans(this.stepped) : []);
  /** Turn, choice and seed of the position shown. */
  counter = $derived(this.stepped ? counterAt(this.stepped, this.position, this.spans) : null);
  /** The move list's line of the turn shown (the counter's), or null at the start. */
  currentLine = $derived(this.counter?.kind === 'turn' ? this.counter.line : null);
  turnRow = $derived.by(() => {
    const row = this.rows.find((candidate) => candidate.kind === 'turn' && candidate.line === this.currentLine);
    return row?.kind === 'turn' ? row : null;
  });
  points = $derived(this.stepped ? graphPoints(this.stepped, this.verdicts) : []);
  turnEnds = $derived(this.spans.map((span) => span.lastMove));
  worstByTurn = $derived(worstVerdicts(this.turnEnds, this.verdicts));
  /** The verdicts on the choices of the turn shown. */
  turnVerdicts = $derived.by(() => {
    const row = this.turnRow;
    return row ? this.verdicts.filter((verdict) => turnEndOf(this.turnEnds, verdict.move) === row.lastMove) : [];
  });
  mistakes = $derived(this.verdicts.filter((verdict) => verdict.severity === 'mistake').length);
  blunders = $derived(this.verdicts.filter((verdict) => verdict.severity === 'blunder').length);

  constructor({ api, timers = realTimers }: ReplayOptions = {}) {
    this.#api = api ?? appApi();
    this.#timers = timers;
    this.#saver = createNoteSaver<Edit>(
      (_key, edit) => this.#write(edit),
      (caught) => (this.saveState = { kind: 'failed', message: errorText(caught) }),
      timers,
    );
  }

  get playing(): boolean {
    return this.#playing;
  }

  get speed(): ReplaySpeed {
    return this.#speed;
  }

  /** Autoplay's pace; a change takes effect at once. */
  set speed(value: ReplaySpeed) {
    this.#speed = value;
    if (this.#playing) this.#scheduleStep();
  }

  /**
   * Loads game `gameId` and lays it out for stepping, at the position before
   * move `atMove` when given (a puzzle's link to its turn); a game already
   * asked for is not loaded again.
   */
  async open(gameId: number, atMove: number | null = null): Promise<void> {
    if (gameId === this.#gameId) {
      if (atMove !== null && this.stepped) this.jump(positionBefore(this.stepped, atMove));
      return;
    }
    this.#gameId = gameId;
    try {
      const loaded = await this.#api.getReplay({ gameId });
      const built = stepThrough(loaded.rules, loaded.moves);
      if (!built.ok) {
        // A stored game the engine no longer replays: the engine's reason names the move, in English.
        this.loadError = t('apiError.bad-record', { detail: built.error });
        return;
      }
      this.game = loaded;
      this.stepped = built.value;
      this.notes = loaded.notes;
      this.gameComment = loaded.comment ?? '';
      this.labels = loaded.labels.join(', ');
      this.position = atMove === null ? 0 : positionBefore(built.value, atMove);
      this.#analysisRun?.cancel();
      this.#analysisRun = null;
      this.#kept = loaded.analysis;
      const kept = keptVerdicts(built.value, loaded.analysis);
      this.verdicts = kept.verdicts;
      this.analysis =
        kept.judged === 0 ? { kind: 'idle' } : kept.judged === kept.total ? { kind: 'done' } : { kind: 'partial', done: kept.judged, total: kept.total };
    } catch (caught) {
      this.loadError = errorText(caught);
    }
  }

  /** Shows position `next` (kept within the game). */
  jump(next: number): void {
    this.position = Math.max(0, Math.min(this.last, next));
    // Navigation writes what was typed at once: nothing waits on a timer when the view moves on.
    if (this.#saver.pending() > 0) void this.#saver.flush();
  }

  forward(stops: readonly number[] = this.stops): void {
    this.jump(stepForward(stops, this.position));
  }

  back(stops: readonly number[] = this.stops): void {
    this.jump(stepBack(stops, this.position));
  }

  /** Autoplay on or off; from the last position it starts again at the first. */
  togglePlay(): void {
    if (!this.#playing && this.position >= this.last) this.jump(0);
    this.#setPlaying(!this.#playing);
  }

  /** A key of the viewer's (arrows by turn, with Shift by seed; Home, End; Space plays): true when it was one. */
  press(key: string, shift: boolean): boolean {
    if (!this.stepped || this.exploring) return false;
    const actions: Record<string, (() => void) | undefined> = {
      ArrowRight: () => this.forward(shift ? this.seedStops : this.turnStops),
      ArrowLeft: () => this.back(shift ? this.seedStops : this.turnStops),
      Home: () => this.jump(0),
      End: () => this.jump(this.last),
      ' ': () => this.togglePlay(),
    };
    const action = actions[key];
    action?.();
    return action !== undefined;
  }

  flip(): void {
    this.orientation = this.orientation === 'south-bottom' ? 'north-bottom' : 'south-bottom';
  }

  explore(): void {
    this.#setPlaying(false);
    this.exploring = true;
  }

  closeExplorer(): void {
    this.exploring = false;
  }

  setNote(move: number, glyph: Glyph | null, comment: string): void {
    this.notes = withNote(this.notes, { move, glyph, comment: comment === '' ? null : comment });
    this.#edit(`note:${move}`, { kind: 'note', move, glyph, comment });
  }

  setGameComment(comment: string): void {
    this.gameComment = comment;
    this.#edit('game', { kind: 'game', comment });
  }

  setLabels(text: string): void {
    this.labels = text;
    this.#edit('labels', { kind: 'labels', text });
  }

  /** Writes what was typed now (leaving the page). */
  flush(): Promise<void> {
    return this.#saver.flush();
  }

  /** The screen goes: the analysis stops, autoplay stops, and what was typed is written. */
  dispose(): void {
    this.#analysisRun?.cancel();
    this.#setPlaying(false);
    void this.#saver.flush();
  }

  async analyse(): Promise<void> {
    const stepped = this.stepped;
    const gameId = this.#gameId;
    if (!stepped || gameId === null) return;
    this.#analysisRun?.cancel();
    const ask = async (task: AnalysisTask) => {
      const evaluations = await this.#api.analyseGameChoice({ gameId, move: task.move, player: task.player });
      // Kept by the services too: a run after a cancel goes on from here.
      if (this.#gameId === gameId) this.#kept = [...this.#kept, { ...task, evaluations }];
      return evaluations;
    };
    const run = startAnalysis(
      stepped,
      ask,
      {
        onProgress: (done, total) => {
          if (this.#analysisRun === run) this.analysis = { kind: 'running', done, total };
        },
        onVerdicts: (found) => {
          if (this.#analysisRun === run) this.verdicts = found;
        },
      },
      this.#kept,
    );
    this.#analysisRun = run;
    this.analysis = { kind: 'running', done: 0, total: run.total };
    const outcome = await run.outcome;
    if (this.#analysisRun !== run) return; // another analysis, or another game, took over
    this.#analysisRun = null;
    this.verdicts = outcome.verdicts;
    if (outcome.kind === 'failed') {
      this.analysis = { kind: 'idle' };
      this.loadError = errorText(outcome.error);
    } else {
      this.analysis = outcome.kind === 'done' ? { kind: 'done' } : { kind: 'cancelled', done: outcome.done, total: outcome.total };
      if (outcome.kind === 'done') await this.#makePuzzles(gameId);
    }
  }

  /** A game with a human side: its clear mistakes become puzzles (the services judge them again, and keep each once). */
  async #makePuzzles(gameId: number): Promise<void> {
    if (!this.game?.players.some((spec) => spec.kind === 'human')) return;
    this.puzzles = { kind: 'making' };
    try {
      const made = await this.#api.makePersonalPuzzles({ gameId });
      if (this.#gameId === gameId) this.puzzles = { kind: 'made', created: made.created };
    } catch (caught) {
      if (this.#gameId === gameId) this.puzzles = { kind: 'failed', message: errorText(caught) };
    }
  }

  cancelAnalysis(): void {
    if (this.analysis.kind !== 'running' || !this.#analysisRun) return;
    this.#analysisRun.cancel();
    // Said at once; the verdicts judged so far are shown when the question on its way returns.
    this.analysis = { kind: 'cancelled', done: this.analysis.done, total: this.analysis.total };
  }

  /** The computer's choice for `player` after `moves` (the explorer's opponent), at the game's computer level. */
  answer = (moves: Move[], player: Player): Promise<Move> => {
    const gameId = this.#gameId;
    if (gameId === null) return Promise.reject(new Error('no game'));
    const level = this.game?.players.find((spec) => spec.kind === 'computer')?.level ?? 3;
    return this.#api.answerLine({ gameId, moves, player, level });
  };

  #edit(key: string, value: Edit): void {
    this.saveState = { kind: 'saving' };
    this.#saver.edit(key, value);
  }

  async #write(edit: Edit): Promise<void> {
    const gameId = this.#gameId;
    if (gameId === null) return;
    this.saveState = { kind: 'saving' };
    if (edit.kind === 'game') await this.#api.setGameComment({ gameId, comment: edit.comment });
    else if (edit.kind === 'note') await this.#api.setMoveNote({ gameId, move: edit.move, glyph: edit.glyph, comment: edit.comment === '' ? null : edit.comment });
    else await this.#api.setGameTags({ gameId, tags: parseLabels(edit.text) });
    if (this.#saver.pending() === 0 && this.saveState.kind === 'saving') this.saveState = { kind: 'saved' };
  }

  #setPlaying(on: boolean): void {
    this.#playing = on;
    if (on) this.#scheduleStep();
    else this.#stopAutoplay();
  }

  /** One autoplay step after the pace's interval; at the last position autoplay stops. */
  #scheduleStep(): void {
    this.#stopAutoplay();
    this.#autoplay = this.#timers.set(() => {
      this.#autoplay = null;
      if (this.position >= this.last) return this.#setPlaying(false);
      this.jump(this.position + 1);
      this.#scheduleStep();
    }, ANIMATION_STEP_MS[this.#speed]);
  }

  #stopAutoplay(): void {
    if (this.#autoplay !== null) this.#timers.clear(this.#autoplay);
    this.#autoplay = null;
  }
}
