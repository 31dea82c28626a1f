// A round of a series ends on its summary, and the summary waits for the
// players: the session keeps the move that ended the round (GameView.roundEnding)
// until they go on, so a reload shows it again, through the computer's own
// moves in the next round, and never after they went on.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { legalMoves, type GameState, type Move } from '../../../engine';
import type { GameView, PlayerSpecInput, RoundEnding } from '../../contract';
import { createGreedyOpponent } from '../testing/greedy-opponent';
import type { AppServices } from '../app-services';
import { expectOk, tempServices, type TempServices } from '../testing/temp-services';
import { gameEngine } from './engine';

const SERIES = { preset: 'congkak', holes: 3, seeds: 3, series: { end: { rounds: 2 } } } as const;
const ana: PlayerSpecInput = { name: 'Ana', kind: 'human' };
const budi: PlayerSpecInput = { name: 'Budi', kind: 'human' };
const bot: PlayerSpecInput = { name: 'Bot', kind: 'computer', level: 1 };

let env: TempServices;
beforeEach(() => {
  env = tempServices({ engine: gameEngine });
});
afterEach(() => env.dispose());

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

/** A human's first legal choice (in the opening, their own first choice). */
function firstChoice(state: GameState): Move {
  const move = legalMoves(state)[0];
  if (move === undefined) throw new Error('no legal move');
  return move;
}

/** Plays first choices from `view` until a move ends round 1; answers the view before that move and the one after. */
async function playToRoundEnd(services: AppServices, view: GameView): Promise<{ before: GameView; ended: GameView }> {
  let current = view;
  for (let moves = 0; moves < 200; moves++) {
    const next = expectOk(await services.call('playMove', { gameId: current.id, move: firstChoice(current.state) }));
    if (next.state.round === 2) return { before: current, ended: next };
    expect(next.roundEnding).toBeNull();
    current = next;
  }
  throw new Error('round 1 never ended');
}

/**
 * Plays Ana (North, the last legal choice each time) against the computer
 * (South) until a move ends round 1; answers the game when its summary first
 * showed, and that summary, once the computer has moved on in round 2.
 */
async function playAgainstComputerToRoundEnd(services: AppServices): Promise<{ view: GameView; ending: RoundEnding }> {
  let view = expectOk(await services.call('newGame', { rules: SERIES, players: [bot, ana] }));
  for (let moves = 0; moves < 200; moves++) {
    await settle();
    view = expectOk(await services.call('getGame', { gameId: view.id }));
    if (view.roundEnding !== null) {
      await settle();
      return { view, ending: view.roundEnding };
    }
    if (!view.choosers.includes(1)) continue;
    const move = legalMoves(view.state).at(-1) ?? firstChoice(view.state);
    // In the opening Ana (North) gives her own first choice; the computer gives its own.
    view = expectOk(await services.call('playMove', { gameId: view.id, move: 'south' in move ? { player: 1, hole: move.north } : move }));
  }
  throw new Error('round 1 never ended');
}

describe('a round’s summary waits in the session until the players go on', () => {
  it('is kept from the move that ended the round: its board before, its events, the next round refilled', async () => {
    const services = env.open();
    const game = expectOk(await services.call('newGame', { rules: SERIES, players: [ana, budi] }));
    expect(game.roundEnding).toBeNull();
    const { before, ended } = await playToRoundEnd(services, game);
    expect(ended.roundEnding).toEqual({ before: { pits: before.state.pits, burnt: before.state.burnt }, events: ended.lastEvents, state: ended.state });
    expect(ended.roundEnding?.events.map((event) => event.type)).toEqual(expect.arrayContaining(['round-end', 'refill']));

    // A reload reads the game again: the summary still waits.
    expect(expectOk(await services.call('getGame', { gameId: game.id })).roundEnding).toEqual(ended.roundEnding);

    const continued = expectOk(await services.call('continueRound', { gameId: game.id }));
    expect(continued.roundEnding).toBeNull();
    expect(continued.moveCount).toBe(ended.moveCount);
    expect(env.events.at(-1)).toEqual({ type: 'game-updated', game: continued });
    expect(expectOk(await services.call('getGame', { gameId: game.id })).roundEnding).toBeNull();
    // Going on again changes nothing.
    expect(expectOk(await services.call('continueRound', { gameId: game.id })).roundEnding).toBeNull();
  });

  it('is gone once a human moves in the next round, and after an undo', async () => {
    const services = env.open();
    const game = expectOk(await services.call('newGame', { rules: SERIES, players: [ana, budi] }));
    const { ended } = await playToRoundEnd(services, game);
    const moved = expectOk(await services.call('playMove', { gameId: game.id, move: firstChoice(ended.state) }));
    expect(moved.roundEnding).toBeNull();

    const again = expectOk(await services.call('newGame', { rules: SERIES, players: [ana, budi] }));
    const second = await playToRoundEnd(services, again);
    expect(second.ended.roundEnding).not.toBeNull();
    expect(expectOk(await services.call('undo', { gameId: again.id })).roundEnding).toBeNull();
  });

  it('stays through the computer’s moves in the next round', async () => {
    const services = env.open({ opponent: createGreedyOpponent(gameEngine) });
    const { view, ending } = await playAgainstComputerToRoundEnd(services);
    const reloaded = expectOk(await services.call('getGame', { gameId: view.id }));
    expect(reloaded.roundEnding).toEqual(ending);
    // The computer started round 2 and moved meanwhile; nobody went on.
    expect(ending.state.toMove).toBe(0);
    expect(reloaded.state).not.toEqual(ending.state);
  });
});

describe('a round’s summary that waits survives a restart of the app', () => {
  /** Closes `services` and opens the app again on the same data folder. */
  async function restart(services: AppServices, overrides: Parameters<TempServices['open']>[0] = {}): Promise<AppServices> {
    services.close();
    await services.settled();
    return env.open(overrides);
  }

  it('comes back at the round’s end with its summary, until the players go on', async () => {
    let services = env.open();
    const game = expectOk(await services.call('newGame', { rules: SERIES, players: [ana, budi] }));
    const { ended } = await playToRoundEnd(services, game);

    services = await restart(services);
    const reopened = expectOk(await services.call('getGame', { gameId: game.id }));
    expect(reopened.roundEnding).toEqual(ended.roundEnding);
    expect(reopened.state).toEqual(ended.state);

    expectOk(await services.call('continueRound', { gameId: game.id }));
    services = await restart(services);
    expect(expectOk(await services.call('getGame', { gameId: game.id })).roundEnding).toBeNull();
  });

  it('is not brought back once a human moved in the next round, or after an undo', async () => {
    let services = env.open();
    const moved = expectOk(await services.call('newGame', { rules: SERIES, players: [ana, budi] }));
    const first = await playToRoundEnd(services, moved);
    expectOk(await services.call('playMove', { gameId: moved.id, move: firstChoice(first.ended.state) }));
    const undone = expectOk(await services.call('newGame', { rules: SERIES, players: [ana, budi] }));
    await playToRoundEnd(services, undone);
    expectOk(await services.call('undo', { gameId: undone.id }));

    services = await restart(services);
    expect(expectOk(await services.call('getGame', { gameId: moved.id })).roundEnding).toBeNull();
    expect(expectOk(await services.call('getGame', { gameId: undone.id })).roundEnding).toBeNull();
  });

  it('comes back after the computer moved in the next round, with the board as the round ended', async () => {
    let services = env.open({ opponent: createGreedyOpponent(gameEngine) });
    const { view, ending } = await playAgainstComputerToRoundEnd(services);
    const before = expectOk(await services.call('getGame', { gameId: view.id }));
    // The computer started round 2 and moved meanwhile.
    expect(ending.state.toMove).toBe(0);
    expect(before.state).not.toEqual(ending.state);

    services = await restart(services, { opponent: createGreedyOpponent(gameEngine) });
    const reopened = expectOk(await services.call('getGame', { gameId: view.id }));
    expect(reopened.roundEnding).toEqual(ending);
    expect(reopened.state).toEqual(before.state);
  });
});
