import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS, type AppEvent, type GameView, type NetworkConnection, type NetworkGameState, type NetworkPlayState } from '../../../../electron/contract';
import { BoardAnimator } from '../../components/board/animator.svelte';
import { gameView, viewAfter } from '../../testing/game-view-fixture';
import { manualClock } from '../../testing/manual-clock';
import { networkState } from '../../testing/network-fixture';
import { NetworkStateStore } from '../network/network-state.svelte';
import { PlayController, type PlayApi } from './play-controller.svelte';

/** Ana hosts (South), Budi joined (North): both human, as each archive records the network game. */
function networkSession(game: GameView, first: NetworkPlayState) {
  const api = {
    getSettings: vi.fn<PlayApi['getSettings']>(() => Promise.resolve(DEFAULT_SETTINGS)),
    listUnfinishedGames: vi.fn<PlayApi['listUnfinishedGames']>(() => Promise.resolve([])),
    getGame: vi.fn<PlayApi['getGame']>(() => Promise.resolve(game)),
    newGame: vi.fn<PlayApi['newGame']>(() => Promise.reject(new Error('newGame was not expected'))),
    updateSettings: vi.fn<PlayApi['updateSettings']>(() => Promise.resolve(DEFAULT_SETTINGS)),
    // The guest's own archive changes only when the host's view arrives: the answer is the view unchanged.
    playMove: vi.fn<PlayApi['playMove']>(() => Promise.resolve(game)),
    continueRound: vi.fn<PlayApi['continueRound']>(() => Promise.reject(new Error('continueRound was not expected'))),
    undo: vi.fn<PlayApi['undo']>(() => Promise.resolve(game)),
    hint: vi.fn<PlayApi['hint']>(() => Promise.reject(new Error('hint was not expected'))),
    resign: vi.fn<PlayApi['resign']>(() => Promise.resolve({ ...game, status: 'resigned', revision: game.revision + 1 })),
    answerUndoRequest: vi.fn<PlayApi['answerUndoRequest']>(() => Promise.resolve(first)),
    offerRematch: vi.fn<PlayApi['offerRematch']>(() => Promise.resolve(first)),
    leaveNetworkGame: vi.fn<PlayApi['leaveNetworkGame']>(() => Promise.resolve(true)),
  } satisfies PlayApi;
  // The app's store hears every event first, as it subscribed before the screen did.
  let storeHears: (event: AppEvent) => void = () => undefined;
  let read = first;
  const store = Object.assign(
    new NetworkStateStore({
      getNetworkState: () => Promise.resolve(read),
      onEvent: (listener) => {
        storeHears = listener;
        return () => undefined;
      },
    }),
    /** What the services' reads answer from now on (no event said it). */
    { readsAnswer: (state: NetworkPlayState) => (read = state) },
  );
  const clock = manualClock();
  const onNetworkGame = vi.fn();
  const play = new PlayController({ api, animator: new BoardAnimator(clock), network: store, onNetworkGame });
  const pushState = (state: NetworkPlayState) => {
    storeHears({ type: 'network', state });
    play.onEvent({ type: 'network', state });
  };
  const push = (side: 0 | 1, fields: Partial<NetworkGameState> = {}, connection?: NetworkConnection) =>
    pushState(networkState(side, { gameId: game.id, ...fields }, connection));
  return { api, play, clock, push, pushState, onNetworkGame, store };
}

const kalah = () => gameView('kalah', ['human', 'human'], { id: 7 });
const congkak = () => gameView({ preset: 'congkak', holes: 3, seeds: 3 }, ['human', 'human'], { id: 7 });

type NetworkSession = ReturnType<typeof networkSession>;

/** A game ended here: a hole chosen sends nothing, and neither it nor a key says anything under the board. */
async function expectChoiceUnsentAndUnsaid({ api, play }: Pick<NetworkSession, 'api' | 'play'>): Promise<void> {
  await play.choosePit(1);
  expect(api.playMove).not.toHaveBeenCalled();
  expect(play.feedback).toBe('');
  play.press({ kind: 'not-asked' });
  expect(play.feedback).toBe('');
}

describe('PlayController in a network game', () => {
  it('shows the guest their own row at the bottom and asks only their side, naming the host while the host chooses', async () => {
    const game = kalah();
    const { play } = networkSession(game, networkState(1, { gameId: 7 }));
    await play.open(7);
    expect(play.network?.side).toBe(1);
    expect(play.orientation).toBe('north-bottom');
    expect(play.situation.perspective.you).toBe(1);
    expect(play.situation.asked).toBeNull();
    expect(play.choosable).toEqual([]);
    expect(play.prompt).toBe('Ana is choosing…');
    expect(play.keyboardPlayer).toBe(1);
  });

  it('shows the host South at the bottom whatever the setting, and the host’s own turn as usual', async () => {
    const { play } = networkSession(kalah(), networkState(0, { gameId: 7 }));
    await play.open(7);
    play.settings = { ...play.settings, boardOrientation: 'north-bottom' };
    expect(play.orientation).toBe('south-bottom');
    expect(play.prompt).toBe('Your turn: choose a hole.');
    expect(play.choosable).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('sows the other player’s choice as it arrives, as the computer’s is', async () => {
    const game = kalah();
    const { play, clock } = networkSession(game, networkState(1, { gameId: 7 }));
    await play.open(7);
    play.onEvent({ type: 'game-updated', game: viewAfter(game, { hole: 1 }) });
    expect(play.animator.animating).toBe(true);
    clock.advance(60_000);
    expect(play.animator.animating).toBe(false);
    expect(play.game?.moveCount).toBe(1);
    // Told as to the person facing the computer: this side is "you", the other named.
    expect(play.summary).toContain('Ana');
    play.onEvent({ type: 'game-updated', game: viewAfter(viewAfter(game, { hole: 1 }), { hole: 1 }) });
    clock.advance(60_000);
    expect(play.summary).toMatch(/^You:/);
  });

  it('sends this side’s own first choice alone, and then waits with it hidden; the other’s choice is said without its hole', async () => {
    const game = congkak();
    const { api, play, push } = networkSession(game, networkState(1, { gameId: 7, choosers: [0, 1] }));
    await play.open(7);
    expect(play.situation.asked).toBe(1);
    expect(play.prompt).toBe('The opening: choose your first hole. Your opponent chooses at the same time, hidden.');
    push(1, { choosers: [0, 1], chosen: { own: false, peer: true } });
    expect(play.prompt).toBe('The opening: Ana has chosen, hidden from you. Choose your first hole.');
    await play.choosePit(5);
    expect(api.playMove).toHaveBeenCalledWith({ gameId: 7, move: { player: 1, hole: 2 } });
    push(1, { choosers: [0, 1], chosen: { own: true, peer: false } });
    expect(play.situation.asked).toBeNull();
    expect(play.prompt).toBe('Your first hole is chosen, hidden from Ana. Ana is choosing…');
  });

  it('turns hints off: the key says why and nothing is asked', async () => {
    const { api, play } = networkSession(kalah(), networkState(0, { gameId: 7 }));
    await play.open(7);
    play.press({ kind: 'hint' });
    await play.askHint();
    expect(api.hint).not.toHaveBeenCalled();
    expect(play.feedback).toBe('Hints are off in network games.');
  });

  it('asks the other player to take back, shows the request waiting, then the answer until the next move', async () => {
    const game = { ...kalah(), moveCount: 0 };
    const moved = viewAfter(game, { hole: 1 });
    const { api, play, push, clock } = networkSession(moved, networkState(0, { gameId: 7 }));
    await play.open(7);
    await play.undo();
    expect(api.undo).toHaveBeenCalledWith({ gameId: 7 });
    push(0, { undo: { by: 'own', moveCount: 1 } });
    expect(play.network?.undo?.by).toBe('own');
    await play.undo();
    expect(api.undo).toHaveBeenCalledOnce();
    push(0, { undo: null, undoAnswer: 'declined' });
    expect(play.takeBackAnswer).toBe('declined');
    play.onEvent({ type: 'game-updated', game: viewAfter(moved, { hole: 2 }) });
    clock.advance(60_000);
    expect(play.takeBackAnswer).toBeNull();
  });

  it('answers the other player’s request to take back', async () => {
    const { api, play, push } = networkSession(kalah(), networkState(1, { gameId: 7 }));
    await play.open(7);
    push(1, { undo: { by: 'peer', moveCount: 3 } });
    expect(play.network?.undo?.by).toBe('peer');
    await play.answerTakeBack(false);
    expect(api.answerUndoRequest).toHaveBeenCalledWith({ accept: false });
  });

  it('pauses while the connection is dropped: nobody is asked and a choice is refused with the line, not sent', async () => {
    const { api, play, push } = networkSession(kalah(), networkState(0, { gameId: 7 }));
    await play.open(7);
    push(0, {}, { state: 'dropped', since: '2026-01-01T00:00:00Z' });
    expect(play.networkPaused).toBe(true);
    expect(play.choosable).toEqual([]);
    expect(play.prompt).toBe('');
    await play.choosePit(1);
    expect(api.playMove).not.toHaveBeenCalled();
    expect(play.feedback).toBe('The game is paused until Budi is back.');
    push(0);
    expect(play.choosable).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('resigns for this side only', async () => {
    const { api, play } = networkSession(kalah(), networkState(1, { gameId: 7 }));
    await play.open(7);
    await play.resign();
    expect(api.resign).toHaveBeenCalledWith({ gameId: 7, player: 1 });
  });

  it('offers a rematch instead of starting one, and opens the new game once both have offered', async () => {
    const finished = { ...kalah(), status: 'finished' as const, legalMoves: [] };
    const next = gameView('kalah', ['human', 'human'], { id: 8, players: [finished.players[1], finished.players[0]] });
    const { api, play, push, onNetworkGame } = networkSession(finished, networkState(0, { gameId: 7 }));
    await play.open(7);
    play.rematch();
    await vi.waitFor(() => expect(api.offerRematch).toHaveBeenCalledOnce());
    expect(api.newGame).not.toHaveBeenCalled();
    let answer: (view: GameView) => void = () => undefined;
    api.getGame.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    push(1, { gameId: 8 });
    // While the new game is fetched the old one is not said to be left.
    expect(play.network?.connection.state).toBe('playing');
    answer(next);
    await vi.waitFor(() => expect(play.game?.id).toBe(8));
    expect(api.getGame).toHaveBeenLastCalledWith({ gameId: 8 });
    expect(onNetworkGame).toHaveBeenCalledWith(8);
    expect(play.network?.side).toBe(1);
    expect(play.orientation).toBe('north-bottom');
  });

  it('leaves the network game and shows it ended here, the board still paused', async () => {
    const { api, play, pushState } = networkSession(kalah(), networkState(0, { gameId: 7 }));
    await play.open(7);
    await play.leaveNetworkGame();
    expect(api.leaveNetworkGame).toHaveBeenCalledOnce();
    pushState({ role: 'none' });
    expect(play.network?.connection).toMatchObject({ state: 'ended', reason: 'stopped' });
    expect(play.choosable).toEqual([]);
  });

  it('keeps why the game ended when the services then forget it', async () => {
    const { play, push, pushState } = networkSession(kalah(), networkState(1, { gameId: 7 }));
    await play.open(7);
    push(1, {}, { state: 'ended', reason: 'gave-up', message: 'gave up' });
    pushState({ role: 'none' });
    expect(play.network?.connection).toMatchObject({ state: 'ended', reason: 'gave-up' });
  });

  it('shows a network game not played here now (left, or the app restarted) as ended here: nobody asked, a key sends nothing', async () => {
    const game = gameView('kalah', ['human', 'human'], { id: 5, network: true });
    const { api, play } = networkSession(game, { role: 'none' });
    await play.open(5);
    expect(play.network?.connection).toMatchObject({ state: 'ended', reason: 'stopped' });
    expect(play.choosable).toEqual([]);
    // The status box says it ended and why ("You left the network game."): a key pressed does not say it again.
    await expectChoiceUnsentAndUnsaid({ api, play });
  });

  it('says nothing twice once the other player left: the status box says why, a key pressed adds nothing and clears the pause’s line', async () => {
    const { api, play, push } = networkSession(kalah(), networkState(0, { gameId: 7 }));
    await play.open(7);
    push(0, {}, { state: 'dropped', since: '2026-01-01T00:00:00Z' });
    play.press({ kind: 'not-asked' });
    // Paused, a key says what the status box does not: the choice waits for the other player.
    expect(play.feedback).toBe('The game is paused until Budi is back.');
    push(0, {}, { state: 'ended', reason: 'channel-closed', message: 'closed' });
    await expectChoiceUnsentAndUnsaid({ api, play });
  });

  it('a network game the store does not name yet is read again before it is shown: played from this side’s seat, not shown ended', async () => {
    const game = gameView('kalah', ['human', 'human'], { id: 6, network: true });
    const { play, store } = networkSession(game, { role: 'none' });
    await store.start();
    // The services now play game 6 with this side as North; the store missed it (its stream was down).
    store.readsAnswer(networkState(1, { gameId: 6 }));
    await play.open(6);
    expect(play.network?.connection.state).toBe('playing');
    expect(play.orientation).toBe('north-bottom');
  });

  it('a game that is not the network game is played as before', async () => {
    const game = gameView('kalah', ['human', 'human'], { id: 3 });
    const { play } = networkSession(game, networkState(0, { gameId: 7 }));
    await play.open(3);
    expect(play.network).toBeNull();
    expect(play.situation.perspective.you).toBeNull();
    expect(play.orientation).toBe('south-bottom');
  });

  it('asks nobody while this side’s choice is on its way, until the host’s view, a refusal or a drop', async () => {
    const game = kalah();
    const { api, play, push } = networkSession(game, networkState(1, { gameId: 7 }));
    await play.open(7);
    play.onEvent({ type: 'game-updated', game: viewAfter(game, { hole: 1 }) });
    play.skip();
    expect(play.situation.asked).toBe(1);
    await play.choosePit(9);
    expect(api.playMove).toHaveBeenCalledOnce();
    expect(play.networkSent).toBe(true);
    expect(play.choosable).toEqual([]);
    expect(play.prompt).toBe('');
    await play.choosePit(10);
    expect(api.playMove).toHaveBeenCalledOnce();
    push(1, { moveCount: 1, refusal: { reason: 'stale', message: 'stale' } });
    expect(play.networkSent).toBe(false);
    expect(play.situation.asked).toBe(1);
    await play.choosePit(9);
    push(1, { moveCount: 1 }, { state: 'dropped', since: '2026-01-01T00:00:00Z' });
    expect(play.networkSent).toBe(false);
  });
});
