// The play screen's state and actions; the screen renders them. The session in
// the main process is authoritative (it validates and records every move): the
// controller shows its views, sows each move's events on its board animator
// (through its move reel, so every choice is seen in order and nothing is said
// before it is seen), asks the right person for each choice, and says in words
// what happened. What to ask and say is decided by the pure modules beside it
// (situation, messages, play-keys, status, views, turn-summary).
import { DEFAULT_SETTINGS, type AppEvent, type GameView, type NetworkGameState, type RoundEnding, type Settings } from '../../../../electron/contract';
import { holeChosenBy, holeOf, pitOfHole, type EngineEvent, type GameState, type Player } from '../../../../engine';
import { BoardAnimator } from '../../components/board/animator.svelte';
import { buildTimeline, type AnimationSpeed } from '../../components/board/timeline';
import { t } from '../../i18n';
import type { ApiClient } from '../api';
import type { Orientation } from '../../components/board/layout';
import { networkGameIn, type NetworkStateStore } from '../network/network-state.svelte';
import { appApi } from './api';
import type { KeyInput } from './keyboard';
import { actionFailed, messageOf, newGameRefusal, refusal, waitingMessage } from './messages';
import { defaultsOf, newGameInput, type NewGameForm, type NewGameInput, type RandomSource } from './new-game';
import { hintText } from '../move-words';
import { MoveReel } from './move-reel.svelte';
import { choose, type Collected } from './opening';
import { playKey, type PlayKey } from './play-keys';
import { roundSummaryOf, type RoundSummary } from './round-summary';
import { networkPrompt, notPlayedText } from './network-text';
import { situationOf, type Situation } from './situation';
import { turnPrompt } from './status';
import { followsOn, isNewer } from './views';

/** The session calls the play screen makes. */
export type PlayApi = Pick<
  ApiClient,
  | 'getSettings'
  | 'listUnfinishedGames'
  | 'getGame'
  | 'newGame'
  | 'updateSettings'
  | 'playMove'
  | 'continueRound'
  | 'undo'
  | 'hint'
  | 'resign'
  | 'answerUndoRequest'
  | 'offerRematch'
  | 'leaveNetworkGame'
> &
  Partial<Pick<ApiClient, 'eventsConnected'>>;

interface PlayOptions {
  api?: PlayApi;
  /** The player asks for reduced motion: the default speed becomes instant (a speed chosen otherwise is kept). */
  reducedMotion?: boolean;
  animator?: BoardAnimator;
  /** A new game is shown: the address must stop naming the game it named. */
  onNewGame?: () => void;
  /** Draws the side of a player who leaves it to chance. */
  random?: RandomSource;
  /** The network game's state (issue 36); without it no game is a network game. */
  network?: NetworkStateStore | null;
  /** A network rematch opened game `gameId`: the address must name it. */
  onNetworkGame?: (gameId: number) => void;
}

/** A network game's state once it is no longer played here (left, or the hosting stopped): ended, as it stands. */
function endedHere(last: NetworkGameState): NetworkGameState {
  if (last.connection.state === 'ended') return last;
  return { ...last, connection: { state: 'ended', reason: 'stopped', message: '' }, undo: null, refusal: null };
}

/**
 * A network game of this archive not played here now (left, or the app
 * restarted since): shown ended, as a game left is, so nobody is asked and
 * nothing is sent. Which seat was this side's is not in the view: South's.
 */
function notPlayedHere(game: GameView): NetworkGameState {
  return {
    connection: { state: 'ended', reason: 'stopped', message: '' },
    gameId: game.id,
    side: 0,
    moveCount: game.moveCount,
    choosers: game.choosers,
    chosen: { own: false, peer: false },
    undo: null,
    undoAnswer: null,
    rematch: { own: false, peer: false },
    refusal: null,
  };
}

interface BoardPosition {
  pits: number[];
  burnt: number[];
}

/** A round's end as its summary shows it: the board then, and the refill sown once the players go on. */
interface RoundEnd {
  board: BoardPosition;
  refill: EngineEvent[];
}

export class PlayController {
  readonly #api: PlayApi;
  readonly #reducedMotion: boolean;
  readonly #onNewGame: () => void;
  readonly #random: RandomSource;
  readonly #networkStore: NetworkStateStore | null;
  readonly #onNetworkGame: (gameId: number) => void;
  /** The network state last seen for the game shown: kept once the services forget it (the player left), to show it ended. */
  #lastNetwork: NetworkGameState | null = $state.raw(null);
  /** Views of the next round that came while its summary waits for the players, shown once they go on. */
  #nextRound: GameView[] = [];

  settings: Settings = $state.raw(DEFAULT_SETTINGS);
  /** The session's view of the game shown; views are replaced whole, never changed. */
  game: GameView | null = $state.raw(null);
  loading = $state(true);
  feedback = $state('');
  hint = $state('');
  /** The pit the last hint suggests, highlighted on the board until the position changes. */
  suggested: number | null = $state(null);
  /** Opening choices given on this screen, hidden until all are in. */
  collected: Collected = $state.raw({});
  /** The player last asked on this screen: a different human next gets a "pass the device" screen. */
  lastAsked: Player | null = $state(null);
  newGameOpen = $state(false);
  newGameError: string | null = $state(null);
  gameOverClosed = $state(false);
  /** The round a move just ended in a series that goes on: summed up until the players go on. */
  roundSummary: RoundSummary | null = $state.raw(null);
  /** The board as that round ended (before the refill): what stands behind its summary. */
  #roundEnd: RoundEnd | null = $state.raw(null);
  computerFailed = $state(false);
  /** Sows each move on the board; its frame is what the board shows while a move is sown. */
  readonly animator: BoardAnimator;
  /** The moves received, shown one after another; what is said follows it. */
  readonly reel: MoveReel;

  /**
   * This side's choice in a network game is on its way: the services answer
   * at once, but the game changes only when the host's view arrives, and a
   * second choice meanwhile would be refused. Nobody here is asked until then.
   */
  networkSent = $state(false);
  /** The answer to this side's take-back request, shown until the next move is. */
  takeBackAnswer: 'accepted' | 'declined' | null = $state(null);

  /** The network game shown, from this side's seat (null for a game on this computer alone). */
  network: NetworkGameState | null = $derived.by(() => {
    const id = this.game?.id;
    const live = this.#networkStore?.gameOf(id) ?? null;
    if (live !== null) return live;
    const last = this.#lastNetwork;
    if (last === null || last.gameId !== id) return this.game?.network === true && this.game.status === 'active' ? notPlayedHere(this.game) : null;
    // Another game named (a rematch about to open): this one is left as it was; none at all: it ended here.
    return this.#networkStore?.state.role === 'none' ? endedHere(last) : last;
  });
  /** The network game is paused or over for its connection: nobody here is asked. */
  networkPaused = $derived(this.network !== null && this.network.connection.state !== 'playing');
  /** The other player of the network game, by name. */
  peerName = $derived(this.network && this.game ? this.game.players[this.network.side === 0 ? 1 : 0].name : '');
  /** Whom this screen asks now, and what they may choose. */
  situation: Situation = $derived(
    situationOf(
      this.game,
      this.collected,
      this.lastAsked,
      this.network && { side: this.network.side, chosenOwn: this.network.chosen.own || this.networkSent, paused: this.networkPaused },
    ),
  );
  /** Each player of a network game sees their own row at the bottom; otherwise the setting says. */
  orientation: Orientation = $derived(
    this.network === null ? this.settings.boardOrientation : this.network.side === 0 ? 'south-bottom' : 'north-bottom',
  );
  speed: AnimationSpeed = $derived.by(() =>
    this.#reducedMotion && this.settings.animationSpeed === 'normal' ? 'instant' : this.settings.animationSpeed,
  );
  /** The round's summary, once the move that ended it has been sown. */
  showRoundSummary = $derived.by(() => this.roundSummary !== null && !this.busy);
  /** Whose holes the keys choose: the human facing the computer, else the player asked (none when nobody is). */
  keyboardPlayer: Player | null = $derived(this.situation.perspective.you ?? this.situation.asked);
  /** Who is asked, once the board has caught up: "Your turn" only when it is. */
  prompt = $derived(
    this.game?.status === 'active' && !this.busy && this.roundSummary === null && !this.networkPaused && !this.networkSent
      ? ((this.network && networkPrompt(this.situation.turn, this.situation.asked, this.network, this.peerName)) ??
          turnPrompt(this.situation.turn, this.situation.asked, this.situation.perspective))
      : '',
  );
  /** The holes the board offers: none while a round's summary waits (the next round is not shown yet). */
  choosable: number[] = $derived(this.roundSummary === null ? this.situation.choosable : []);
  /** The game is over and its sowing shown, and the player has not closed the dialog. */
  showGameOver = $derived.by(() => this.game !== null && this.game.status !== 'active' && this.game.outcome !== null && !this.busy && !this.gameOverClosed);
  /**
   * The game as the board shows it: while moves are sown, the players, round
   * and stores of the position being sown, not of the one the session reached.
   */
  displayed = $derived.by((): { view: GameView; state: GameState } | null => {
    const view = this.busy ? (this.reel.shown ?? this.game) : this.game;
    if (view === null) return null;
    const frame = this.animator.frame;
    if (frame) return { view, state: { ...view.state, pits: frame.pits, burnt: frame.burnt } };
    const roundEnd = this.#roundEnd;
    const summary = this.roundSummary;
    // Nothing is shown before it happens: the next round appears once the players go on.
    if (roundEnd && summary) return { view, state: { ...view.state, ...roundEnd.board, round: summary.round } };
    return { view, state: view.state };
  });
  /** The players whose choice is being shown (while moves are sown) or awaited. */
  due: Player[] = $derived(this.roundSummary === null ? (this.displayed?.view.choosers ?? []) : []);

  constructor({
    api,
    reducedMotion = false,
    animator = new BoardAnimator(),
    onNewGame = () => undefined,
    random = Math.random,
    network = null,
    onNetworkGame = () => undefined,
  }: PlayOptions = {}) {
    this.#api = api ?? appApi();
    this.#reducedMotion = reducedMotion;
    this.animator = animator;
    this.reel = new MoveReel(animator);
    this.#onNewGame = onNewGame;
    this.#random = random;
    this.#networkStore = network;
    this.#onNetworkGame = onNetworkGame;
  }

  /** Moves are still being sown (or held until their turn is complete): the board is behind the game. */
  get busy(): boolean {
    return this.reel.busy;
  }

  /** The computer player being waited for, said once the board has caught up and no round's summary waits. */
  get thinker(): Player | null {
    return this.animator.animating || this.roundSummary !== null ? null : this.situation.thinker;
  }

  /** What the last move shown did, in words. */
  get announcement(): string {
    return this.reel.announcement;
  }

  /** The last turn shown, in words, until the next one starts. */
  get summary(): string {
    return this.reel.summary;
  }

  /**
   * The position on the board now: the frame being sown while a move animates,
   * else the game's (null without a game).
   */
  get board(): { pits: number[]; burnt: number[] } | null {
    return this.displayed?.state ?? null;
  }

  /**
   * Loads the settings and the game: the one the address names, else the most
   * recent unfinished one; with none to resume, the New game dialog opens.
   */
  async open(gameId: number | null): Promise<void> {
    try {
      this.settings = await this.#api.getSettings({});
      // Loading a game sets its computer player moving: its moves must not come before the screen can hear them.
      await this.#api.eventsConnected?.();
      // Whether the game is a network game decides whom the screen asks: known before it is shown.
      await this.#networkStore?.start();
      const id = gameId ?? (await this.#api.listUnfinishedGames({}))[0]?.id;
      if (id === undefined) this.openNewGame();
      else this.show(await this.#knownAsNetworkGame(await this.#api.getGame({ gameId: id })), true);
    } catch (error) {
      this.feedback = actionFailed(error);
    } finally {
      this.loading = false;
    }
  }

  /** Ends what runs on its own (the sowing) when the screen goes. */
  dispose(): void {
    this.reel.reset(null);
  }

  onEvent(event: AppEvent): void {
    const game = this.game;
    if (event.type === 'network') this.#onNetwork(event.state);
    if (event.type === 'game-updated' && event.game.id === game?.id) this.show(event.game);
    if (event.type === 'settings-updated') this.settings = event.settings;
    if (event.type === 'computer-failed' && game !== null && event.gameId === game.id) {
      this.computerFailed = true;
      this.feedback = t('error.computerFailed', { message: t('apiError.internal') });
      this.show({ ...game, thinking: false }, true);
    }
  }

  /**
   * Shows a view from the session: animated when it is the next move of the
   * game shown. Answers and pushed views may cross, so only a newer view is
   * taken unless `force` (a view asked for on purpose: loading, undo).
   */
  show(next: GameView, force = false): void {
    const before = this.game;
    if (!force && !isNewer(before, next)) return;
    // The next round waits behind its summary (the computer may already have moved in it).
    if (!force && this.roundSummary !== null && next.id === before?.id) {
      this.#nextRound.push(next);
      return;
    }
    const sameGame = before?.id === next.id;
    const follows = !force && before !== null && followsOn(before, next);
    if (!sameGame || force) {
      this.#endRoundSummary();
      // A game read again (a reload) whose round's summary still waits for the players: it is shown again.
      if (next.roundEnding !== null) this.#holdRoundEnding(next.roundEnding, next);
    }
    // A move that ends a round of a series that goes on is sown up to the round's end; the refill waits for the players.
    const sown = follows ? this.#untilRoundEnd(before, next) : next;
    if (!sameGame) {
      this.gameOverClosed = false;
      this.lastAsked = null;
    }
    if (!sameGame || next.moveCount !== before?.moveCount) this.networkSent = false;
    if (before && next.moveCount !== before.moveCount) {
      this.collected = {};
      this.computerFailed = false;
    }
    this.hint = '';
    this.suggested = null;
    if (follows) this.takeBackAnswer = null;
    this.game = next;
    this.#lastNetwork = this.#networkStore?.gameOf(next.id) ?? (sameGame ? this.#lastNetwork : null);
    this.reel.seat = this.#lastNetwork?.side ?? null;
    if (follows) this.reel.follow(before, sown, this.#holdsMoves(next), this.speed);
    else if (force || !sameGame || next.moveCount !== before?.moveCount) this.reel.reset(next);
    else if (!this.#holdsMoves(next)) this.reel.release(this.speed);
  }

  /**
   * Moves wait before they are sown while the board is hidden for the device
   * to pass (the next person sees them once ready), and while a computer that
   * just moved is still choosing in the same turn: its turn is then sown whole,
   * choice by choice, within one turn's time.
   */
  #holdsMoves(latest: GameView): boolean {
    if (this.situation.passTo !== null) return true;
    // A round's end ends the turn: it is sown and summed up, whoever moves next.
    if (latest.lastEvents.some((event) => event.type === 'round-end')) return false;
    if (!latest.thinking || this.situation.asked !== null) return false;
    const movers = latest.lastEvents.flatMap((event) => (event.type === 'pick' ? [event.player] : []));
    return movers.some((player) => latest.players[player].kind === 'computer' && latest.choosers.includes(player));
  }

  /** The person asked next has the device. */
  passed(): void {
    this.lastAsked = this.situation.passTo;
    this.reel.release(this.speed);
  }

  /**
   * Ends the turn being sown: its every choice is shown at once. A reply
   * already queued behind it (the computer's, after your own sowing) is then
   * sown, so a skip never hides what the other player did.
   */
  skip(): void {
    this.animator.skipTurn();
  }

  /**
   * The players go on to the next round: the session is told, the refill is
   * sown from the round's end, then what came meanwhile, in order.
   */
  continueRound(): void {
    const gameId = this.game?.id;
    const roundEnd = this.#roundEnd;
    const waiting = this.#endRoundSummary();
    if (gameId !== undefined) void this.#attempt(() => this.#api.continueRound({ gameId }));
    if (roundEnd !== null) this.reel.sowBetweenMoves(roundEnd.board, roundEnd.refill, this.speed);
    for (const view of waiting) this.show(view);
  }

  #endRoundSummary(): GameView[] {
    const waiting = this.#nextRound;
    this.#nextRound = [];
    this.roundSummary = null;
    this.#roundEnd = null;
    return waiting;
  }

  /**
   * `next` as it is sown after `before`: when its move ends a round of a
   * series that goes on, the round is summed up and the move's events stop at
   * the round's end, whose board stays until the players go on.
   */
  #untilRoundEnd(before: GameView, next: GameView): GameView {
    const ending: RoundEnding = { before: { pits: before.state.pits, burnt: before.state.burnt }, events: next.lastEvents, state: next.state };
    const untilRefill = this.#holdRoundEnding(ending, next);
    return untilRefill === null ? next : { ...next, lastEvents: untilRefill };
  }

  /**
   * Sums up the round `ending` ended, if it ended one of a series that goes on,
   * and keeps the board as the round ended behind the summary; answers the
   * events up to the refill (null when no round ended).
   */
  #holdRoundEnding(ending: RoundEnding, game: GameView): EngineEvent[] | null {
    const summary = roundSummaryOf({ lastEvents: ending.events, rules: game.rules, state: ending.state });
    if (summary === null) return null;
    const refillAt = ending.events.findIndex((event) => event.type === 'refill');
    const untilRefill = ending.events.slice(0, refillAt);
    this.roundSummary = summary;
    this.#roundEnd = { board: buildTimeline(ending.before.pits, ending.before.burnt, untilRefill).final, refill: ending.events.slice(refillAt) };
    return untilRefill;
  }

  openNewGame(): void {
    this.newGameError = null;
    this.newGameOpen = true;
  }

  closeNewGame(): void {
    this.newGameOpen = false;
  }

  closeGameOver(): void {
    this.gameOverClosed = true;
  }

  /** Starts the game the New game dialog describes, and remembers its choices for next time. */
  async start(form: NewGameForm): Promise<void> {
    this.newGameError = null;
    const input = newGameInput(
      form,
      { you: t('summary.you'), south: t('side.south'), north: t('side.north'), computer: t('newGame.computerName', { level: form.level }) },
      this.#random,
    );
    if (!(await this.#startGame(input))) return;
    this.newGameOpen = false;
    // Kept here at once: the dialog reads them when it opens, which may be
    // before the saved settings come back. A failure to save does not stop the game.
    const newGameDefaults = defaultsOf(form, input);
    this.settings = { ...this.settings, newGameDefaults };
    await this.#attempt(() => this.#api.updateSettings({ newGameDefaults }));
  }

  /**
   * The same players and rules again, the players on each other's side (each
   * with their name, and a computer with its level): South has the edge in
   * Congkak's opening, so a rematch gives it to the other player.
   */
  rematch(): void {
    const game = this.game;
    // A network game's rematch is offered to the other player: it starts, sides swapped, once both have offered.
    if (this.network !== null) void this.#attempt(() => this.#api.offerRematch({}));
    else if (game) void this.#startGame({ rules: game.rules, players: [game.players[1], game.players[0]] });
  }

  /** A hole clicked or typed: skips the sowing in progress, else chooses for the player asked. */
  async choosePit(pit: number): Promise<void> {
    const game = this.game;
    if (!game || game.status !== 'active') return;
    if (this.animator.animating) return this.skip();
    if (this.networkPaused) {
      this.feedback = this.#notPlayedLine() ?? '';
      return;
    }
    const { turn, asked, choosable, seats } = this.situation;
    const refused = refusal(pit, game, { turn, asked, choosable });
    if (refused !== null || asked === null) {
      this.feedback = refused ?? '';
      return;
    }
    this.feedback = '';
    this.lastAsked = asked;
    const hole = holeOf(pit, game.rules.holes).hole ?? 0;
    const choice = choose(turn, seats, this.collected, asked, hole);
    if (choice.kind === 'hold') {
      this.collected = choice.collected;
      return;
    }
    if (this.network !== null) this.networkSent = true;
    const view = await this.#attempt(() => this.#api.playMove({ gameId: game.id, move: choice.move }));
    if (view === null) this.networkSent = false;
    if (view) this.show(view);
    else this.collected = {};
  }

  /** Asks the session again (loading a game restarts a computer player's search). */
  async retryComputer(): Promise<void> {
    const gameId = this.game?.id;
    if (gameId === undefined) return;
    this.computerFailed = false;
    this.feedback = '';
    const view = await this.#attempt(() => this.#api.getGame({ gameId }));
    if (view) this.show(view, true);
  }

  async undo(): Promise<void> {
    const game = this.game;
    if (game === null || game.status !== 'active' || game.moveCount === 0) return;
    if (this.network !== null) return this.#askTakeBack(game.id);
    this.animator.skip();
    const view = await this.#attempt(() => this.#api.undo({ gameId: game.id }));
    if (view) {
      this.show(view, true);
      this.collected = {};
    }
  }

  async askHint(): Promise<void> {
    const gameId = this.game?.id;
    const player = this.situation.asked;
    if (gameId === undefined || player === null || !this.settings.hints || this.network !== null) return;
    try {
      const answer = await this.#api.hint({ gameId, player });
      const game = this.game;
      // An opening pair is told by the hole of whoever is asked once the answer is in.
      const asked = this.situation.asked;
      if (game === null || asked === null) return;
      this.hint = hintText(game.state, answer, asked);
      this.suggested = pitOfHole(asked, holeChosenBy(answer.move, asked), game.rules.holes);
    } catch (error) {
      this.hint = t('hint.failed', { message: messageOf(error) });
    }
  }

  async resign(): Promise<void> {
    const game = this.game;
    if (!game) return;
    // Against the computer the human resigns; on one computer, the player whose turn it is.
    const player: Player = this.situation.perspective.you ?? this.situation.asked ?? game.state.toMove ?? 0;
    const view = await this.#attempt(() => this.#api.resign({ gameId: game.id, player }));
    if (view) this.show(view, true);
  }

  /** What a key does now, or null to leave it to the page (`inField`: typed in a form field or dialog). */
  keyFor(input: KeyInput, inField: boolean): PlayKey | null {
    return playKey(input, {
      boardInFront: this.game !== null && !this.newGameOpen && !this.showGameOver && !this.showRoundSummary && this.situation.passTo === null,
      inField,
      holes: this.game?.rules.holes ?? 0,
      asked: this.situation.asked,
    });
  }

  /** Carries out a key; moving the focus between holes is the board's own, so the screen does it. */
  press(key: Exclude<PlayKey, { kind: 'focus' }>): void {
    if (key.kind === 'skip') this.skip();
    else if (key.kind === 'choose') void this.choosePit(key.pit);
    else if (key.kind === 'not-asked' && this.game)
      this.feedback = (this.networkPaused ? this.#notPlayedLine() : waitingMessage(this.game, this.situation.turn)) ?? '';
    else if (key.kind === 'undo') void this.undo();
    else if (key.kind === 'hint') {
      if (this.network !== null) this.feedback = t('network.play.hintsOff');
      else void this.askHint();
    }
  }

  /**
   * A network game the store does not name (a state it missed): the state is
   * read once more before the game is shown, so that a game played now is
   * shown from this side's seat, not as ended here.
   */
  async #knownAsNetworkGame(view: GameView): Promise<GameView> {
    const store = this.#networkStore;
    if (store && view.network && view.status === 'active' && store.gameOf(view.id) === null) await store.refresh().catch(() => undefined);
    return view;
  }

  /** Why nobody is asked in a paused network game, else null (an ended one's status box says why). */
  #notPlayedLine(): string | null {
    return this.network !== null && this.networkPaused ? notPlayedText(this.network.connection, this.peerName) : null;
  }

  /** The other player of the network game asks to take back a move: this side answers. */
  async answerTakeBack(accept: boolean): Promise<void> {
    await this.#attempt(() => this.#api.answerUndoRequest({ accept }));
  }

  /** Leaves the network game; it stays in the archive as it is, and is shown ended. */
  async leaveNetworkGame(): Promise<void> {
    await this.#attempt(() => this.#api.leaveNetworkGame({}));
  }

  /** In a network game Undo asks the other player; the answer comes as the network state. */
  async #askTakeBack(gameId: number): Promise<void> {
    const network = this.network;
    if (network === null || network.undo !== null || this.networkPaused) return;
    this.takeBackAnswer = null;
    const view = await this.#attempt(() => this.#api.undo({ gameId }));
    if (view) this.show(view);
  }

  /**
   * A network state pushed: kept for the game shown, the answer to this
   * side's take-back request noted, and a rematch both offered opened.
   */
  #onNetwork(state: Parameters<typeof networkGameIn>[0]): void {
    const game = this.game;
    // What this screen last saw: the app's store has taken the same event already (it subscribed before any screen).
    const before = this.#lastNetwork !== null && this.#lastNetwork.gameId === game?.id ? this.#lastNetwork : null;
    const after = networkGameIn(state, game?.id);
    if (after !== null) this.#lastNetwork = after;
    // Turned down by the host, the position moved on, or the connection dropped (a choice on its way is lost): this side chooses again.
    if (after !== null && (after.refusal !== null || after.moveCount !== before?.moveCount || after.chosen.own || after.connection.state !== 'playing')) {
      this.networkSent = false;
    }
    if (before?.undo?.by === 'own' && after !== null && after.undo === null && after.undoAnswer !== null) this.takeBackAnswer = after.undoAnswer;
    const next = state.role === 'none' ? null : state.game.gameId;
    if (game !== null && before !== null && before.connection.state !== 'ended' && next !== null && next !== game.id) void this.#openNetworkGame(next);
  }

  async #openNetworkGame(gameId: number): Promise<void> {
    const view = await this.#attempt(() => this.#api.getGame({ gameId }));
    if (view === null) return;
    this.show(view, true);
    this.#onNetworkGame(gameId);
  }

  async #startGame(input: NewGameInput): Promise<boolean> {
    try {
      this.show(await this.#api.newGame(input), true);
      this.feedback = '';
      this.#onNewGame();
      return true;
    } catch (error) {
      this.newGameError = newGameRefusal(error);
      return false;
    }
  }

  async #attempt<T>(action: () => Promise<T>): Promise<T | null> {
    try {
      return await action();
    } catch (error) {
      this.feedback = actionFailed(error);
      return null;
    }
  }
}

