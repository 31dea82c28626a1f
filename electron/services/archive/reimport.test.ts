// Issue #20, "Re-importing an export duplicated a game": all games were
// exported and the same file imported again, and a game against level 5 in
// which Undo had been used came in a second time. Importing a file exported
// from the archive adds nothing, for every kind of game it holds.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Move } from '../../../engine';
import type { GameView } from '../../contract';
import type { AppServices } from '../app-services';
import type { ComputerOpponent } from '../games/opponent';
import { gameEngine } from '../games/engine';
import { KINDS_OF_GAME, recordEveryKindOfGame } from '../testing/every-kind-of-game';
import { createGreedyOpponent } from '../testing/greedy-opponent';
import { expectOk, tempServices, type TempServices } from '../testing/temp-services';

let env: TempServices;
beforeEach(() => {
  env = tempServices({ engine: gameEngine, opponent: createGreedyOpponent(gameEngine) });
});
afterEach(() => env.dispose());

describe('importing an export of the archive into the same archive', () => {
  it('adds nothing: every game is reported as already there, as itself', async () => {
    const services = env.open();
    const ids = await recordEveryKindOfGame(services);
    const exported = expectOk(await services.call('exportGames', { filter: {} }));
    expect(exported.count).toBe(KINDS_OF_GAME.length);

    const report = expectOk(await services.call('importRecords', { text: exported.text, importId: 'again' }));
    expect(report.imported).toBe(0);
    const existing = report.duplicates.map((duplicate) => duplicate.existingId ?? 0).sort((a, b) => a - b);
    expect(existing).toEqual(Object.values(ids).sort((a, b) => a - b));
    expect(expectOk(await services.call('listArchive', {})).total).toBe(KINDS_OF_GAME.length);
  });

  it('adds nothing after the services are opened again', async () => {
    await recordEveryKindOfGame(env.open());
    const services = env.open();
    const exported = expectOk(await services.call('exportGames', { filter: {} }));
    const report = expectOk(await services.call('importRecords', { text: exported.text, importId: 'again' }));
    expect(report).toMatchObject({ imported: 0, gameIds: [] });
    expect(report.duplicates).toHaveLength(KINDS_OF_GAME.length);
  });
});

// Issue #30, "A re-import duplicated a level-5 game": in the simultaneous
// opening both players had to choose at once and the computer (North) chose
// before South. The record writes the opening per player, and its order
// cannot change the game (RULES.md §3: the first choice waits for the other,
// then both pick up together), so the archive stores such a pair South first,
// as the record is read back.
describe('a game whose opening choices were made North first', () => {
  /** A computer that answers the moves given, in order. */
  function scriptedOpponent(answers: Move[]): ComputerOpponent {
    return {
      chooseMove: () => {
        const move = answers.shift();
        return Promise.resolve(move === undefined ? { ok: false, error: { code: 'game-over', message: 'no more answers' } } : { ok: true, value: move });
      },
      analyse: () => Promise.resolve({ ok: true, value: [] }),
    };
  }

  async function settled(services: AppServices, gameId: number): Promise<GameView> {
    for (;;) {
      const view = expectOk(await services.call('getGame', { gameId }));
      if (!view.thinking) return view;
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
  }

  it('is found again when its export is imported: 0 added', async () => {
    const services = env.open({ opponent: scriptedOpponent([{ player: 1, hole: 1 }, { player: 1, hole: 5 }]) });
    const gameId = expectOk(await services.call('newGame', { rules: 'congkak', players: [{ name: 'Siti', kind: 'human' }, { name: 'Computer', kind: 'computer', level: 5 }] })).id;
    expectOk(await services.call('playMove', { gameId, move: { player: 0, hole: 1 } }));
    // S 1 / N 1: both land in their stores in the same tick, and the computer chooses first.
    const bothChoose = await settled(services, gameId);
    expect(bothChoose.moveCount).toBe(2);
    expectOk(await services.call('playMove', { gameId, move: { player: 0, hole: 5 } }));
    expect((await settled(services, gameId)).moveCount).toBe(3);

    const exported = expectOk(await services.call('exportGames', { filter: {} }));
    expect(exported.text).toContain('S 1+5 / N 1+5');
    const report = expectOk(await services.call('importRecords', { text: exported.text, importId: 'again' }));
    expect(report).toMatchObject({ imported: 0, gameIds: [] });
    expect(report.duplicates.map((duplicate) => duplicate.existingId)).toEqual([gameId]);
  });
});
