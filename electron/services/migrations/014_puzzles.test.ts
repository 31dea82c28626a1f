// Migration 014 (puzzles) on an archive the version before made
// (testing/archive-011, migrated through 012 and 013 on the way): the player
// starts unrated with no history, and puzzle progress is kept from then on.
import { describe, expect, it } from 'vitest';
import { gameEngine } from '../games/engine';
import { FIXTURE_PUZZLES } from '../puzzles/fixture-puzzles';
import { createGreedyOpponent } from '../testing/greedy-opponent';
import { servicesOnArchive011 } from '../testing/archive-011';
import { expectOk } from '../testing/temp-services';


const env = servicesOnArchive011({ engine: gameEngine, opponent: createGreedyOpponent(gameEngine), puzzleSet: FIXTURE_PUZZLES });

describe('migration 014 on an archive made by version 011', () => {
  it('starts the player at 1500 with no streak, history or personal puzzles', async () => {
    const services = env().open();
    expect(expectOk(await services.call('getPuzzleProgress', {}))).toEqual({ rating: { rating: 1500, deviation: 350, provisional: true }, streak: 0, bestStreak: 0, history: [] });
    expect(expectOk(await services.call('listPersonalPuzzles', {}))).toEqual([]);
    expect(expectOk(await services.call('getSettings', {})).puzzlesFromGames).toBe(false);
  });

  it('keeps an attempt made after the migration across a restart', async () => {
    const services = env().open();
    const puzzle = FIXTURE_PUZZLES[3];
    expectOk(await services.call('submitPuzzleAttempt', { puzzleId: puzzle?.id ?? '', choices: puzzle?.solutions[0] ?? [] }));
    services.close();
    const reopened = env().open();
    expect(expectOk(await reopened.call('getPuzzleProgress', {}))).toMatchObject({ streak: 1, history: [{ puzzleId: puzzle?.id, solved: true }] });
  });
});
