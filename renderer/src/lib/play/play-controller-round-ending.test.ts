// A round of a series ends on its summary, and the session keeps it until the
// players go on (GameView.roundEnding): a reload shows it again, over the board
// as the round ended, and going on tells the session.
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS, type GameView } from '../../../../electron/contract';
import { legalMoves } from '../../../../engine';
import { BoardAnimator } from '../../components/board/animator.svelte';
import { buildTimeline } from '../../components/board/timeline';
import { gameView, viewAfter } from '../../testing/game-view-fixture';
import { manualClock } from '../../testing/manual-clock';
import { PlayController, type PlayApi } from './play-controller.svelte';

const SERIES = { preset: 'congkak', holes: 3, seeds: 3, series: { end: { rounds: 2 } } } as const;

/** A two-round series between two people, played by first legal moves, up to the move that ends round 1. */
function roundOneEnding(kinds: readonly ['human' | 'computer', 'human' | 'computer'] = ['human', 'human']) {
  let view = gameView(SERIES, kinds);
  for (let ply = 0; ply < 200; ply++) {
    const move = legalMoves(view.state)[0];
    if (move === undefined) break;
    const next = viewAfter(view, move);
    if (next.state.round === 2) return { before: view, ended: next };
    view = next;
  }
  throw new Error('round 1 never ended');
}

/** The view a reload reads: the session's game, its last move's events unknown. */
const reloaded = (view: GameView): GameView => ({ ...view, lastEvents: [], revision: view.revision + 10 });

function sessionAnswering(game: GameView) {
  return {
    getSettings: vi.fn<PlayApi['getSettings']>(() => Promise.resolve(DEFAULT_SETTINGS)),
    listUnfinishedGames: vi.fn<PlayApi['listUnfinishedGames']>(() => Promise.resolve([])),
    getGame: vi.fn<PlayApi['getGame']>(() => Promise.resolve(game)),
    newGame: vi.fn<PlayApi['newGame']>(() => Promise.reject(new Error('newGame was not expected'))),
    updateSettings: vi.fn<PlayApi['updateSettings']>(() => Promise.resolve(DEFAULT_SETTINGS)),
    playMove: vi.fn<PlayApi['playMove']>(() => Promise.reject(new Error('playMove was not expected'))),
    continueRound: vi.fn<PlayApi['continueRound']>(() => Promise.resolve({ ...game, roundEnding: null, revision: game.revision + 1 })),
    undo: vi.fn<PlayApi['undo']>(() => Promise.reject(new Error('undo was not expected'))),
    hint: vi.fn<PlayApi['hint']>(() => Promise.reject(new Error('hint was not expected'))),
    resign: vi.fn<PlayApi['resign']>(() => Promise.reject(new Error('resign was not expected'))),
    answerUndoRequest: vi.fn<PlayApi['answerUndoRequest']>(() => Promise.reject(new Error('answerUndoRequest was not expected'))),
    offerRematch: vi.fn<PlayApi['offerRematch']>(() => Promise.reject(new Error('offerRematch was not expected'))),
    leaveNetworkGame: vi.fn<PlayApi['leaveNetworkGame']>(() => Promise.reject(new Error('leaveNetworkGame was not expected'))),
  } satisfies PlayApi;
}

function roundEndBoard(before: GameView, ended: GameView) {
  const refillAt = ended.lastEvents.findIndex((event) => event.type === 'refill');
  return buildTimeline(before.state.pits, before.state.burnt, ended.lastEvents.slice(0, refillAt)).final;
}

describe('PlayController: going on after a round’s summary', () => {
  it('sows the refill from the round’s end at the chosen speed, then what came meanwhile', () => {
    const { before, ended } = roundOneEnding(['human', 'computer']);
    const move = legalMoves(ended.state)[0];
    if (move === undefined) throw new Error('round 2 has no move');
    const inRound2 = viewAfter(ended, move);
    const clock = manualClock();
    const play = new PlayController({ api: sessionAnswering(inRound2), animator: new BoardAnimator(clock) });
    play.show(before, true);
    play.show(ended);
    play.animator.skip();
    play.show(inRound2);
    expect(play.showRoundSummary).toBe(true);

    play.continueRound();
    // The refill is on the board first: the round's end refilled, its callout up, nobody asked yet.
    expect(play.animator.animating).toBe(true);
    expect(play.animator.frame?.callouts).toEqual([expect.objectContaining({ kind: 'refill', round: 2 })]);
    expect(play.board?.pits).toEqual(ended.state.pits);
    expect(play.board?.burnt).toEqual(ended.state.burnt);
    expect(play.prompt).toBe('');
    const sown: number[][] = [];
    for (let frames = 0; play.animator.animating && frames < 1000; frames++) {
      sown.push(play.animator.frame?.pits ?? []);
      clock.advance(50);
    }
    // Then the computer's move in round 2, from the refilled board.
    expect(sown.some((pits) => pits.join() !== ended.state.pits.join())).toBe(true);
    expect(play.board?.pits).toEqual(inRound2.state.pits);
  });

  it('refills at once at instant speed', () => {
    const { before, ended } = roundOneEnding();
    const play = new PlayController({ api: sessionAnswering(ended), animator: new BoardAnimator(manualClock()) });
    play.settings = { ...DEFAULT_SETTINGS, animationSpeed: 'instant' };
    play.show(before, true);
    play.show(ended);
    expect(play.showRoundSummary).toBe(true);
    play.continueRound();
    expect(play.animator.animating).toBe(false);
    expect(play.board?.pits).toEqual(ended.state.pits);
  });
});

describe('PlayController: a round’s summary after a reload', () => {
  it('shows the summary again, over the board as the round ended, until the players go on', async () => {
    const { before, ended } = roundOneEnding();
    expect(ended.roundEnding).not.toBeNull();
    const api = sessionAnswering(reloaded(ended));
    const play = new PlayController({ api, animator: new BoardAnimator(manualClock()) });
    await play.open(ended.id);
    expect(play.showRoundSummary).toBe(true);
    expect(play.roundSummary?.round).toBe(1);
    expect(play.roundSummary?.starter).toBe(ended.state.toMove);
    expect(play.board?.pits).toEqual(roundEndBoard(before, ended).pits);
    expect(play.displayed?.state.round).toBe(1);
    expect(play.prompt).toBe('');
    expect(play.choosable).toEqual([]);

    play.continueRound();
    expect(api.continueRound).toHaveBeenCalledWith({ gameId: ended.id });
    expect(play.roundSummary).toBeNull();
  });

  it('shows it again when the computer has already moved in the next round', async () => {
    const { before, ended } = roundOneEnding(['human', 'computer']);
    const move = legalMoves(ended.state)[0];
    if (move === undefined) throw new Error('round 2 has no move');
    const inRound2 = viewAfter(ended, move);
    expect(inRound2.roundEnding).toEqual(ended.roundEnding);
    const play = new PlayController({ api: sessionAnswering(reloaded(inRound2)), animator: new BoardAnimator(manualClock()) });
    await play.open(ended.id);
    expect(play.showRoundSummary).toBe(true);
    expect(play.roundSummary?.starter).toBe(ended.state.toMove);
    expect(play.board?.pits).toEqual(roundEndBoard(before, ended).pits);
  });

  it('shows no summary once the players went on', async () => {
    const { ended } = roundOneEnding();
    const play = new PlayController({ api: sessionAnswering(reloaded({ ...ended, roundEnding: null })), animator: new BoardAnimator(manualClock()) });
    await play.open(ended.id);
    expect(play.roundSummary).toBeNull();
    expect(play.board?.pits).toEqual(ended.state.pits);
  });
});
