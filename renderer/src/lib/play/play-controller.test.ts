import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS, type GameSummary, type GameView } from '../../../../electron/contract';
import { legalMoves } from '../../../../engine';
import { BoardAnimator } from '../../components/board/animator.svelte';
import { turnBudgetMs } from '../../components/board/pacing';
import { ANIMATION_STEP_MS, buildTimeline } from '../../components/board/timeline';
import { gameView, viewAfter } from '../../testing/game-view-fixture';
import { longTurnViews } from '../../testing/long-turn';
import { manualClock } from '../../testing/manual-clock';
import { ApiError } from '../api';
import { DEFAULT_FORM, newGameInput } from './new-game';
import { PlayController, type PlayApi } from './play-controller.svelte';

/** A session answering from the views the test gives; every call recorded. */
function fakeApi(views: { game?: GameView; played?: GameView; started?: GameView } = {}) {
  const given = (view: GameView | undefined, name: string): Promise<GameView> =>
    view ? Promise.resolve(view) : Promise.reject(new Error(`${name} was not expected`));
  const summary = (view: GameView): GameSummary => ({ ...view, preset: 'kalah' });
  return {
    getSettings: vi.fn<PlayApi['getSettings']>(() => Promise.resolve(DEFAULT_SETTINGS)),
    listUnfinishedGames: vi.fn<PlayApi['listUnfinishedGames']>(() => Promise.resolve(views.game ? [summary(views.game)] : [])),
    getGame: vi.fn<PlayApi['getGame']>(() => given(views.game, 'getGame')),
    newGame: vi.fn<PlayApi['newGame']>(() => given(views.started, 'newGame')),
    updateSettings: vi.fn<PlayApi['updateSettings']>(() => Promise.resolve(DEFAULT_SETTINGS)),
    playMove: vi.fn<PlayApi['playMove']>(() => given(views.played, 'playMove')),
    // Going on needs no answer here (play-controller-round-ending.test.ts looks at it).
    continueRound: vi.fn<PlayApi['continueRound']>(() => new Promise<GameView>(() => undefined)),
    undo: vi.fn<PlayApi['undo']>(() => given(undefined, 'undo')),
    hint: vi.fn<PlayApi['hint']>(() => Promise.reject(new Error('hint was not expected'))),
    resign: vi.fn<PlayApi['resign']>(() => given(undefined, 'resign')),
    answerUndoRequest: vi.fn<PlayApi['answerUndoRequest']>(() => Promise.reject(new Error('answerUndoRequest was not expected'))),
    offerRematch: vi.fn<PlayApi['offerRematch']>(() => Promise.reject(new Error('offerRematch was not expected'))),
    leaveNetworkGame: vi.fn<PlayApi['leaveNetworkGame']>(() => Promise.reject(new Error('leaveNetworkGame was not expected'))),
  } satisfies PlayApi;
}

function controller(api: PlayApi, options: { onNewGame?: () => void; random?: () => number } = {}) {
  const clock = manualClock();
  const play = new PlayController({ api, animator: new BoardAnimator(clock), ...options });
  return { play, clock };
}

describe('PlayController', () => {
  it('opens the game the address names, else the most recent unfinished one', async () => {
    const game = gameView('kalah', ['human', 'computer'], { id: 7 });
    const api = fakeApi({ game });
    const { play } = controller(api);
    expect(play.loading).toBe(true);
    await play.open(null);
    expect(api.listUnfinishedGames).toHaveBeenCalledOnce();
    expect(api.getGame).toHaveBeenCalledWith({ gameId: 7 });
    expect(play.game).toBe(game);
    expect(play.loading).toBe(false);

    const addressed = fakeApi({ game });
    await controller(addressed).play.open(7);
    expect(addressed.listUnfinishedGames).not.toHaveBeenCalled();
    expect(addressed.getGame).toHaveBeenCalledWith({ gameId: 7 });
  });

  it('starts a game through the session, closes the dialog, remembers the choices and lets the address go', async () => {
    const started = gameView('kalah', ['human', 'computer'], { id: 3 });
    const api = fakeApi({ started });
    const onNewGame = vi.fn();
    const { play } = controller(api, { onNewGame });
    play.openNewGame();
    await play.start(DEFAULT_FORM);
    const input = newGameInput(DEFAULT_FORM, { you: 'You', south: 'South', north: 'North', computer: 'Computer (level 3)' });
    expect(api.newGame).toHaveBeenCalledWith(input);
    expect(play.game).toBe(started);
    expect(play.newGameOpen).toBe(false);
    expect(api.updateSettings).toHaveBeenCalledWith({ newGameDefaults: input });
    expect(onNewGame).toHaveBeenCalledOnce();
  });

  it('keeps the choices for the next dialog at once, before the settings come back saved', async () => {
    const started = gameView('kalah', ['computer', 'human'], { id: 3 });
    const api = fakeApi({ started });
    api.updateSettings.mockImplementation(() => new Promise(() => undefined));
    const { play } = controller(api);
    const form = { ...DEFAULT_FORM, side: 1 as const, level: 2 as const };
    void play.start(form);
    await vi.waitFor(() => expect(play.game).toBe(started));
    const input = newGameInput(form, { you: 'You', south: 'South', north: 'North', computer: 'Computer (level 2)' });
    expect(api.updateSettings).toHaveBeenCalledWith({ newGameDefaults: input });
    expect(play.settings.newGameDefaults).toEqual(input);
  });

  it('draws the side left to chance from its random source, and remembers it as random', async () => {
    const started = gameView('congkak', ['computer', 'human'], { id: 4 });
    const api = fakeApi({ started });
    const { play } = controller(api, { random: () => 0.75 });
    const form = { ...DEFAULT_FORM, side: 'random' as const, yourName: 'Ana' };
    await play.start(form);
    const input = newGameInput(form, { you: 'You', south: 'South', north: 'North', computer: 'Computer (level 3)' }, () => 0.75);
    expect(input.players.map((player) => player.name)).toEqual(['Computer (level 3)', 'Ana']);
    expect(api.newGame).toHaveBeenCalledWith(input);
    expect(api.updateSettings).toHaveBeenCalledWith({ newGameDefaults: { ...input, randomSide: true } });
  });

  it('starts a rematch with the players on each other’s side, each keeping name, kind and level', async () => {
    const finished = gameView('congkak', ['human', 'computer'], {
      id: 5,
      status: 'finished',
      players: [
        { name: 'Ana', kind: 'human' },
        { name: 'Computer (level 5)', kind: 'computer', level: 5 },
      ],
    });
    const api = fakeApi({ started: gameView('congkak', ['computer', 'human'], { id: 6 }) });
    const { play } = controller(api);
    play.show(finished, true);
    play.rematch();
    await vi.waitFor(() => expect(play.game?.id).toBe(6));
    expect(api.newGame).toHaveBeenCalledWith({
      rules: finished.rules,
      players: [
        { name: 'Computer (level 5)', kind: 'computer', level: 5 },
        { name: 'Ana', kind: 'human' },
      ],
    });
  });

  it('keeps the dialog open with the session’s reason when it refuses the rules', async () => {
    const api = fakeApi();
    api.newGame.mockImplementation(() => Promise.reject(new ApiError({ code: 'bad-rules', message: 'too many seeds' })));
    const { play } = controller(api);
    play.openNewGame();
    await play.start(DEFAULT_FORM);
    expect(play.newGameOpen).toBe(true);
    expect(play.newGameError).toBe('These rules cannot be played together.');
    expect(play.game).toBeNull();
    expect(api.updateSettings).not.toHaveBeenCalled();
  });

  it('ignores a pushed view made before the one shown (a lower revision)', () => {
    const { play } = controller(fakeApi());
    const shown = gameView('kalah', ['human', 'computer'], { revision: 5 });
    play.show(shown, true);
    play.onEvent({ type: 'game-updated', game: { ...viewAfter(shown, { hole: 1 }), revision: 4 } });
    expect(play.game).toBe(shown);
    const newer = viewAfter(shown, { hole: 1 }, 6);
    play.onEvent({ type: 'game-updated', game: newer });
    expect(play.game).toBe(newer);
  });

  it('sows a move only when it follows on from the game shown, and its board follows the sowing', () => {
    const { play, clock } = controller(fakeApi());
    const start = gameView('kalah', ['human', 'computer']);
    play.show(start, true);
    expect(play.animator.animating).toBe(false);

    const moved = viewAfter(start, { hole: 1 });
    play.show(moved);
    const { frames } = buildTimeline(start.state.pits, start.state.burnt, moved.lastEvents);
    expect(play.animator.animating).toBe(true);
    // Mid-sowing the board is the frame being drawn, not the position the move reached.
    expect(play.board?.pits).toEqual(frames[0]?.pits);
    expect(play.board?.pits).not.toEqual(moved.state.pits);
    // The chosen hole is marked for three steps, then its seeds are lifted.
    clock.advance(ANIMATION_STEP_MS.normal * 3);
    expect(play.board?.pits).toEqual(frames[1]?.pits);
    // Nothing is said about the move before the board has shown it.
    expect(play.announcement).toBe('');
    clock.advance(ANIMATION_STEP_MS.normal * 100);
    expect(play.animator.animating).toBe(false);
    expect(play.announcement).not.toBe('');
    expect(play.board?.pits).toEqual(moved.state.pits);

    // Two moves on (a view missed in between): shown at once, nothing sown.
    const jumped = viewAfter(viewAfter(moved, { hole: 2 }), { hole: 3 });
    play.show(jumped);
    expect(play.animator.animating).toBe(false);
    expect(play.board?.pits).toEqual(jumped.state.pits);
  });

  it('skips the sowing on a click while a move is sown, rather than choosing', async () => {
    const start = gameView('kalah', ['human', 'human']);
    const api = fakeApi();
    const { play } = controller(api);
    play.show(start, true);
    play.show(viewAfter(start, { hole: 1 }));
    expect(play.animator.animating).toBe(true);
    await play.choosePit(7);
    expect(play.animator.animating).toBe(false);
    expect(api.playMove).not.toHaveBeenCalled();
  });

  it('sends a chosen hole and shows the session’s answer', async () => {
    const start = gameView('kalah', ['human', 'computer']);
    const played = viewAfter(start, { hole: 3 });
    const api = fakeApi({ played });
    const { play } = controller(api);
    play.show(start, true);
    await play.choosePit(2);
    expect(api.playMove).toHaveBeenCalledWith({ gameId: start.id, move: { hole: 3 } });
    expect(play.game).toBe(played);
  });

  it('on one computer, sows a move shown while the device passes once the next person has it', async () => {
    const rules = { preset: 'congkak', holes: 3, seeds: 3 } as const;
    const start = gameView(rules, ['human', 'human']);
    // An opening after which South still has a choice to make (North chose last): the device passes to South.
    const opening = legalMoves(start.state).find((move) => {
      const next = viewAfter(start, move);
      return next.state.phase === 'opening' && next.choosers.includes(0);
    });
    if (opening === undefined || !('south' in opening)) throw new Error('no opening leaves South a choice');
    const played = viewAfter(start, opening);
    const api = fakeApi({ played });
    const { play } = controller(api);
    play.show(start, true);
    await play.choosePit(opening.south - 1);
    expect(play.situation.passTo).toBe(1);
    play.passed();
    await play.choosePit(3 + opening.north);
    expect(api.playMove).toHaveBeenCalledWith({ gameId: start.id, move: opening });
    expect(play.situation.passTo).toBe(0);
    expect(play.animator.animating).toBe(false);
    play.passed();
    expect(play.situation.passTo).toBeNull();
    expect(play.animator.animating).toBe(true);
  });

  it('says when the computer could not move, and asks the session again on retry', async () => {
    const game = gameView('kalah', ['computer', 'human'], { thinking: true });
    const api = fakeApi({ game });
    const { play } = controller(api);
    play.show(game, true);
    play.onEvent({ type: 'computer-failed', gameId: game.id, message: 'the search stopped' });
    expect(play.computerFailed).toBe(true);
    expect(play.feedback).toContain('The computer could not move');
    expect(play.game?.thinking).toBe(false);
    await play.retryComputer();
    expect(api.getGame).toHaveBeenCalledWith({ gameId: game.id });
    expect(play.computerFailed).toBe(false);
    expect(play.feedback).toBe('');
  });
});

describe('PlayController, getting into a game', () => {
  it('loads the game only once the event stream is open: the computer it sets moving is heard', async () => {
    const game = gameView('kalah', ['human', 'computer'], { id: 7 });
    let open = () => undefined as void;
    const api = { ...fakeApi({ game }), eventsConnected: () => new Promise<void>((resolve) => (open = resolve)) };
    const { play } = controller(api);
    const opening = play.open(7);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(api.getGame).not.toHaveBeenCalled();
    open();
    await opening;
    expect(api.getGame).toHaveBeenCalledWith({ gameId: 7 });
  });

  it('opens the New game dialog at once when there is no game to resume', async () => {
    const { play } = controller(fakeApi());
    await play.open(null);
    expect(play.game).toBeNull();
    expect(play.newGameOpen).toBe(true);
  });

  it('keeps the dialog closed when it resumes a game, or when loading failed', async () => {
    const game = gameView('kalah', ['human', 'computer']);
    const resumed = controller(fakeApi({ game })).play;
    await resumed.open(null);
    expect(resumed.newGameOpen).toBe(false);

    const failed = controller(fakeApi()).play;
    await failed.open(7);
    expect(failed.feedback).not.toBe('');
    expect(failed.newGameOpen).toBe(false);
  });

  it('gives the keys to the human facing the computer, else to the player asked', () => {
    const { play } = controller(fakeApi());
    play.show(gameView('kalah', ['computer', 'human'], { thinking: true }), true);
    expect(play.keyboardPlayer).toBe(1);
    play.show(gameView('kalah', ['human', 'human'], { id: 2 }), true);
    expect(play.keyboardPlayer).toBe(0);
  });
});

describe('PlayController, between the rounds of a series', () => {
  /** A small two-round series between two people, played by first legal moves: the views around the end of round 1. */
  function roundOneEnding() {
    let view = gameView({ preset: 'congkak', holes: 3, seeds: 3, series: { end: { rounds: 2 } } }, ['human', 'human']);
    for (let ply = 0; ply < 200; ply++) {
      const move = legalMoves(view.state)[0];
      if (move === undefined) break;
      const next = viewAfter(view, move);
      if (next.state.round === 2) {
        const nextMove = legalMoves(next.state)[0];
        if (nextMove === undefined) throw new Error('round 2 has no move');
        return { before: view, ended: next, inRound2: viewAfter(next, nextMove) };
      }
      view = next;
    }
    throw new Error('round 1 never ended');
  }

  it('sums the round up once its last move is sown, and holds the next round behind it until the players go on', () => {
    const { before, ended, inRound2 } = roundOneEnding();
    const { play } = controller(fakeApi());
    play.show(before, true);
    play.show(ended);
    expect(play.animator.animating).toBe(true);
    expect(play.roundSummary?.round).toBe(1);
    expect(play.showRoundSummary).toBe(false);
    play.animator.skip();
    expect(play.showRoundSummary).toBe(true);
    // The board's keys wait too.
    expect(play.keyFor({ key: '1' }, false)).toBeNull();

    play.show(inRound2);
    expect(play.game).toBe(ended);
    play.continueRound();
    expect(play.roundSummary).toBeNull();
    expect(play.game).toBe(inRound2);
  });

  /**
   * Dakon against the computer (North): North's chain of three choices ends
   * round 1 and North starts round 2 (the last mover), as the session sends it:
   * thinking while the computer still chooses.
   */
  function computerEndsRound() {
    const line = [1, 1, 4, 2, 1, 3, 4, 2, 4, 2, 1, 2, 1, 4];
    let view = gameView({ preset: 'dakon', holes: 4, seeds: 3 }, ['human', 'computer']);
    for (const hole of line) view = viewAfter(view, { hole });
    const computerTurn = (from: GameView) => ({ ...from, thinking: from.status === 'active' && from.state.toMove === 1 });
    const chain: GameView[] = [];
    for (const hole of [4, 3, 4]) chain.push(computerTurn(viewAfter(chain.at(-1) ?? view, { hole })));
    const ended = chain.at(-1)!;
    const inRound2 = computerTurn(viewAfter(ended, legalMoves(ended.state)[0]!));
    return { before: { ...view, thinking: true }, chain, ended, inRound2 };
  }

  it('sows the computer’s round-ending chain, sums the round up, then shows the next round it starts (it never stalls)', () => {
    const { before, chain, ended, inRound2 } = computerEndsRound();
    expect(ended.state.round).toBe(2);
    expect(ended.state.toMove).toBe(1);
    const { play } = controller(fakeApi());
    play.show(before, true);
    for (const view of chain) play.show(view);
    // The computer already moved in round 2 while round 1's end is being sown.
    play.show(inRound2);
    expect(play.animator.animating).toBe(true);
    play.animator.skip();
    expect(play.busy).toBe(false);
    expect(play.showRoundSummary).toBe(true);
    expect(play.roundSummary?.round).toBe(1);
    expect(play.thinker).toBeNull();
    play.continueRound();
    expect(play.game).toBe(inRound2);
    play.animator.skip();
    expect(play.board?.pits).toEqual(inRound2.state.pits);
    expect(play.displayed?.state.round).toBe(2);
  });

  it('keeps the board at the round’s end behind the summary: no refill, no next round, nobody asked', () => {
    const { before, ended } = roundOneEnding();
    const { play, clock } = controller(fakeApi());
    play.show(before, true);
    play.show(ended);
    const refillAt = ended.lastEvents.findIndex((event) => event.type === 'refill');
    const roundEnd = buildTimeline(before.state.pits, before.state.burnt, ended.lastEvents.slice(0, refillAt)).final;
    // The sowing ends on the round's end: the refill is not sown before the players go on.
    let lastFrame: number[] | undefined;
    while (play.animator.animating) {
      lastFrame = play.animator.frame?.pits;
      clock.advance(50);
    }
    expect(lastFrame).toEqual(roundEnd.pits);
    expect(play.showRoundSummary).toBe(true);
    expect(play.board?.pits).toEqual(roundEnd.pits);
    expect(play.displayed?.state.round).toBe(1);
    expect(play.prompt).toBe('');
    expect(play.choosable).toEqual([]);
    expect(play.due).toEqual([]);
    play.continueRound();
    expect(play.board?.pits).toEqual(ended.state.pits);
    expect(play.displayed?.state.round).toBe(2);
    expect(play.choosable.length).toBeGreaterThan(0);
  });

  it('shows no summary for a move that ends no round, and drops it for another game', () => {
    const { before, ended } = roundOneEnding();
    const { play } = controller(fakeApi());
    play.show(before, true);
    expect(play.roundSummary).toBeNull();
    play.show(ended);
    play.show(gameView('kalah', ['human', 'human'], { id: 9 }), true);
    expect(play.roundSummary).toBeNull();
    expect(play.game?.id).toBe(9);
  });
});

describe('PlayController: a turn of several choices, as the player sees it', () => {
  /** North's longest chain of choices from `view` (store landings, then the move that ends the turn). */
  function longestChain(view: GameView, depth: number): GameView[] {
    let best: GameView[] = [];
    for (const move of legalMoves(view.state)) {
      const played = viewAfter(view, move);
      const next = { ...played, thinking: played.state.toMove === 1 };
      const chain = [next, ...(next.state.toMove === 1 && depth > 1 ? longestChain(next, depth - 1) : [])];
      if (chain.length > best.length && chain.at(-1)?.state.toMove !== 1) best = chain;
    }
    return best;
  }

  /** Kalah against the computer: South's move 5, then North's longest chain of store landings (three choices). */
  function computerChain() {
    const start = gameView('kalah', ['human', 'computer']);
    const human = { ...viewAfter(start, { hole: 5 }), thinking: true };
    return { start, human, chain: longestChain(human, 4) };
  }

  it('sows each choice in full and in order, the counts shown always those of the board being sown', () => {
    const { start, human, chain } = computerChain();
    expect(chain.length).toBeGreaterThanOrEqual(3);
    const { play, clock } = controller(fakeApi());
    play.show(start, true);
    play.show(human);
    // The computer's choices arrive while South's move is still being sown: they wait for it.
    for (const view of chain) play.show(view);
    const final = chain.at(-1)!;
    expect(play.game).toBe(final);

    const storesOf = (pits: readonly number[]) => [pits[6], pits[13]];
    const choicesSeen: number[][] = [];
    let sawOtherStores = false;
    while (play.animator.animating) {
      const frame = play.animator.frame!;
      // What stands beside the board is the board being sown, never the end of the turn.
      expect(play.board?.pits).toEqual(frame.pits);
      expect(play.displayed?.state.pits).toEqual(frame.pits);
      expect(play.prompt).toBe('');
      if (storesOf(frame.pits).join() !== storesOf(final.state.pits).join()) sawOtherStores = true;
      if (frame.choice && choicesSeen.at(-1)?.join() !== frame.chosen.join()) choicesSeen.push(frame.chosen);
      clock.advance(10);
    }
    expect(sawOtherStores).toBe(true);
    // South's choice, then each of North's, marked before its seeds moved.
    const chosenEach = [human, ...chain].map((view) => view.lastEvents.flatMap((event) => (event.type === 'pick' ? [event.pit] : [])));
    expect(choicesSeen).toEqual(chosenEach);
    expect(play.board?.pits).toEqual(final.state.pits);
    expect(play.prompt).toBe('Your turn: choose a hole.');
    expect(play.summary).toMatch(new RegExp(`^Budi: ${chain.length} choices, ${chain.length - 1} store landings?`));
    expect(play.reel.marked).toEqual(chosenEach.slice(1).flat().filter((pit, index, all) => all.indexOf(pit) === index));
  });

  it('holds the computer’s choices while it is still choosing, then sows its turn within the turn’s time', () => {
    const { start, human, chain } = computerChain();
    const { play, clock } = controller(fakeApi());
    play.show(start, true);
    play.show(human);
    play.skip();
    expect(play.summary).toBe('You: 1 choice, +1 seed');
    play.show(chain[0]!);
    // North is still choosing: nothing moves yet, South's summary stays, and South is not asked.
    expect(play.animator.animating).toBe(false);
    expect(play.busy).toBe(true);
    expect(play.summary).toBe('You: 1 choice, +1 seed');
    expect(play.prompt).toBe('');
    for (const view of chain.slice(1)) play.show(view);
    expect(play.animator.animating).toBe(true);
    expect(play.summary).toBe('');
    let elapsed = 0;
    while (play.animator.animating) {
      clock.advance(10);
      elapsed += 10;
    }
    expect(elapsed).toBeLessThanOrEqual(turnBudgetMs('normal') + chain.length * 10);
  });

  it('skips only your own sowing on Escape: the computer’s reply queued behind it is then sown', () => {
    const start = gameView('kalah', ['human', 'computer']);
    const yours = { ...viewAfter(start, { hole: 1 }), thinking: true };
    expect(yours.state.toMove).toBe(1);
    const reply = viewAfter(yours, legalMoves(yours.state)[0]!);
    const { play } = controller(fakeApi());
    play.show(start, true);
    play.show(yours);
    play.show(reply);
    expect(play.animator.current?.events).toEqual(yours.lastEvents);
    play.press({ kind: 'skip' });
    expect(play.animator.animating).toBe(true);
    expect(play.animator.current?.events).toEqual(reply.lastEvents);
    play.press({ kind: 'skip' });
    expect(play.animator.animating).toBe(false);
    expect(play.board?.pits).toEqual(reply.state.pits);
  });

  it('shows the whole turn on one skip, its summary included', () => {
    const { start, human, chain } = computerChain();
    const { play } = controller(fakeApi());
    play.show(start, true);
    play.show(human);
    for (const view of chain) play.show(view);
    // The first skip ends South's own sowing; the computer's turn is then sown, and one skip shows it whole.
    play.press({ kind: 'skip' });
    expect(play.animator.animating).toBe(true);
    play.press({ kind: 'skip' });
    expect(play.animator.animating).toBe(false);
    expect(play.busy).toBe(false);
    expect(play.board?.pits).toEqual(chain.at(-1)!.state.pits);
    expect(play.summary).toContain(`Budi: ${chain.length} choices`);
    expect(play.situation.asked).toBe(0);
  });
});

describe('PlayController: a long computer turn (31 choices)', () => {
  it('gives every choice its own frames, at least 150 ms at Normal, the store never falling nor jumping past a choice', () => {
    const { start, choices } = longTurnViews();
    const { play, clock } = controller(fakeApi());
    play.show(start, true);
    for (const view of choices) play.show(view);
    const store = (pits: readonly number[]) => pits[7] ?? 0;
    const storeAfter = choices.map((view) => store(view.state.pits));
    const gains = storeAfter.map((value, index) => value - (index === 0 ? 0 : (storeAfter[index - 1] ?? 0)));
    const frames: string[] = [];
    const stores: number[] = [];
    const timeOnChoice = new Map<number, number>();
    // The browser's animation frames: about 60 a second.
    while (play.animator.animating) {
      const frame = play.animator.frame!;
      const key = frame.pits.join();
      if (frames.at(-1) !== key) {
        frames.push(key);
        stores.push(store(frame.pits));
      }
      const id = play.animator.current?.id ?? -1;
      timeOnChoice.set(id, (timeOnChoice.get(id) ?? 0) + 16);
      clock.advance(16);
    }
    expect(frames.length).toBeGreaterThanOrEqual(choices.length);
    expect(timeOnChoice.size).toBe(choices.length);
    for (const ms of timeOnChoice.values()) expect(ms).toBeGreaterThanOrEqual(144);
    for (let index = 1; index < stores.length; index++) {
      const rise = (stores[index] ?? 0) - (stores[index - 1] ?? 0);
      expect(rise).toBeGreaterThanOrEqual(0);
      expect(rise).toBeLessThanOrEqual(Math.max(...gains));
    }
    // Where each choice ends is seen, in order.
    expect(storeAfter.every((value) => stores.includes(value))).toBe(true);
    expect(play.board?.pits).toEqual(choices.at(-1)!.state.pits);
  });
});

describe('PlayController: hints', () => {
  it('says why in words and marks the suggested hole until the position changes', async () => {
    const start = gameView('kalah', ['human', 'computer']);
    const api = fakeApi();
    api.hint.mockImplementation(() => Promise.resolve({ move: { hole: 3 }, score: 2, exact: false, line: [{ hole: 3 }, { hole: 6 }] }));
    const { play } = controller(api);
    play.show(start, true);
    await play.askHint();
    expect(api.hint).toHaveBeenCalledWith({ gameId: start.id, player: 0 });
    expect(play.hint).toBe("Hint: hole 3's last seed lands in your store, then hole 6 ends your turn.");
    expect(play.suggested).toBe(2);
    play.show(viewAfter(start, { hole: 3 }));
    expect(play.hint).toBe('');
    expect(play.suggested).toBeNull();
  });

  it('asks for no hint when hints are turned off', async () => {
    const start = gameView('kalah', ['human', 'computer']);
    const api = fakeApi();
    const { play } = controller(api);
    play.show(start, true);
    play.onEvent({ type: 'settings-updated', settings: { ...DEFAULT_SETTINGS, hints: false } });
    await play.askHint();
    expect(api.hint).not.toHaveBeenCalled();
    expect(play.hint).toBe('');
  });
});

describe('PlayController: the simultaneous opening against the computer', () => {
  it('keeps a held opening move through the computer’s next choice that moves no seed, then sows it', () => {
    const start = gameView('congkak', ['human', 'computer']);
    const { play, clock } = controller(fakeApi());
    play.show(start, true);
    // Both hands land in their stores: both choose again, and the computer is thinking.
    const both = { ...viewAfter(start, { south: 1, north: 1 }), thinking: true };
    expect(both.choosers).toEqual([0, 1]);
    play.show(both);
    expect(play.reel.held).toBe(1);
    // The computer's choice waits for South's: a move with no events.
    const computerChose = { ...viewAfter(both, { player: 1, hole: 2 }), thinking: false };
    expect(computerChose.lastEvents).toEqual([]);
    play.show(computerChose);
    expect(play.animator.animating).toBe(true);
    while (play.animator.animating) clock.advance(50);
    expect(play.reel.marked).toEqual([0, 8]);
    expect(play.announcement).toContain('Landed in your store');
    expect(play.board?.pits).toEqual(computerChose.state.pits);
  });
});
