// What the sessions refuse, and what they report, where the other session
// tests do not go: a game changed by another connection while its move was
// being judged (the check inside the write's transaction is then the only
// one that sees it), a game already over, an engine answering `bad-json`, a
// computer whose answer is refused or whose search throws, and hints the
// opponent cannot give.
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Move, Result } from '../../../engine';
import type { PlayerSpecInput } from '../../contract';
import { databaseFile } from '../data-dir';
import { TWO_HUMANS } from '../testing/players';
import { storedMoves } from '../testing/stored-moves';
import { expectOk, tempServices, type TempServices } from '../testing/temp-services';
import { gameEngine } from './engine';
import type { GameEngine } from './engine-port';
import type { ComputerMoveRequest, ComputerOpponent, MoveAnalysis } from './opponent';

const [ana] = TWO_HUMANS;
const bot: PlayerSpecInput = { name: 'Bot', kind: 'computer', level: 1 };

let env: TempServices;
beforeEach(() => {
  env = tempServices({ engine: gameEngine });
});
afterEach(() => env.dispose());

/** The stand-in opponents answer in promises only: a timer's turn lets their answer be played. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

/** Runs `sql` on a connection of its own, as another copy of the app would. */
function elsewhere(sql: string, ...params: unknown[]): void {
  const db = new Database(databaseFile(env.dataDir));
  try {
    db.prepare(sql).run(...params);
  } finally {
    db.close();
  }
}

/** The real engine, running `meanwhile` (once) while it judges the next move: the moment between a session's checks and its write. */
function engineJudgingSlowly(): { engine: GameEngine; whileJudging: (meanwhile: () => void) => void } {
  let pending: (() => void) | null = null;
  const engine: GameEngine = {
    ...gameEngine,
    play(state, move) {
      const meanwhile = pending;
      pending = null;
      meanwhile?.();
      return gameEngine.play(state, move);
    },
  };
  return { engine, whileJudging: (meanwhile) => (pending = meanwhile) };
}

/** An opponent answering with `choose` and judging with `analyse`, counting the moves asked of it. */
function opponentWith(
  choose: (request: ComputerMoveRequest) => Promise<Result<Move>>,
  analyse: () => Promise<Result<MoveAnalysis[]>> = () => Promise.resolve({ ok: true, value: [] }),
): { opponent: ComputerOpponent; asked: () => number } {
  let asked = 0;
  return {
    opponent: {
      chooseMove(request) {
        asked++;
        return choose(request);
      },
      analyse,
    },
    asked: () => asked,
  };
}

describe('a game changed by another connection while its move is judged', () => {
  it('refuses the move when the game went to the bin meanwhile, and records nothing', async () => {
    const { engine, whileJudging } = engineJudgingSlowly();
    const services = env.open({ engine });
    const game = expectOk(await services.call('newGame', { rules: 'kalah', players: TWO_HUMANS }));
    whileJudging(() => elsewhere("UPDATE games SET deleted_at = '2026-01-01T00:00:00.000Z' WHERE id = ?", game.id));
    expect(await services.call('playMove', { gameId: game.id, move: { hole: 1 } })).toEqual({
      ok: false,
      error: { code: 'game-deleted', message: `Game #${game.id} is in the bin: restore it to play on.` },
    });
    expect(storedMoves(env.dataDir, game.id)).toEqual([]);
  });

  it('answers not-found when the game was purged meanwhile', async () => {
    const { engine, whileJudging } = engineJudgingSlowly();
    const services = env.open({ engine });
    const game = expectOk(await services.call('newGame', { rules: 'kalah', players: TWO_HUMANS }));
    whileJudging(() => elsewhere('DELETE FROM games WHERE id = ?', game.id));
    expect(await services.call('playMove', { gameId: game.id, move: { hole: 1 } })).toEqual({
      ok: false,
      error: { code: 'not-found', message: `There is no game #${game.id}.` },
    });
  });

  it('refuses a move on a game another copy ended: game over, and read again it shows the resignation', async () => {
    const [first, second] = [env.open(), env.open()];
    const game = expectOk(await first.call('newGame', { rules: 'kalah', players: TWO_HUMANS }));
    expectOk(await second.call('resign', { gameId: game.id, player: 1 }));
    expect(await first.call('playMove', { gameId: game.id, move: { hole: 1 } })).toEqual({
      ok: false,
      error: { code: 'game-over', message: `Game #${game.id} is over.` },
    });
    expect(expectOk(await first.call('getGame', { gameId: game.id }))).toMatchObject({ status: 'resigned', moveCount: 0 });
    expect(storedMoves(env.dataDir, game.id)).toEqual([]);
  });
});

describe('the opening between two people', () => {
  it('holds no first choice given alone (only against the computer is one held): the engine refuses it, and nothing waits', async () => {
    const services = env.open();
    const game = expectOk(await services.call('newGame', { rules: { preset: 'congkak', holes: 3, seeds: 3 }, players: TWO_HUMANS }));
    expect(await services.call('playMove', { gameId: game.id, move: { player: 0, hole: 1 } })).toEqual({
      ok: false,
      error: { code: 'illegal-move', message: '{"player":0,"hole":1} is not a legal move here' },
    });
    expect(expectOk(await services.call('getGame', { gameId: game.id }))).toMatchObject({ moveCount: 0, thinking: false, legalMoves: game.legalMoves });
    expect(storedMoves(env.dataDir, game.id)).toEqual([]);
  });
});

describe('an undo on a game whose stored moves no longer replay', () => {
  it('is refused as having nothing to take back, not as an internal failure, and changes nothing', async () => {
    const services = env.open();
    const game = expectOk(await services.call('newGame', { rules: 'kalah', players: TWO_HUMANS }));
    expectOk(await services.call('playMove', { gameId: game.id, move: { hole: 1 } }));
    // Another connection leaves a move Kalah has no hole for; the session is still cached from before.
    elsewhere("UPDATE games SET moves = x'09' WHERE id = ?", game.id);
    expect(await services.call('undo', { gameId: game.id })).toEqual({ ok: false, error: { code: 'illegal-move', message: 'There is no move to undo.' } });
    expect(storedMoves(env.dataDir, game.id)).toEqual([{ hole: 9 }]);
  });
});

describe('a game already over', () => {
  it('refuses another resignation and a hint as game over', async () => {
    const services = env.open();
    const game = expectOk(await services.call('newGame', { rules: 'kalah', players: TWO_HUMANS }));
    expectOk(await services.call('resign', { gameId: game.id, player: 0 }));
    const over = { ok: false, error: { code: 'game-over', message: `Game #${game.id} is over.` } };
    expect(await services.call('resign', { gameId: game.id, player: 1 })).toEqual(over);
    expect(await services.call('hint', { gameId: game.id, player: 1 })).toEqual(over);
  });
});

describe('an engine answering bad-json', () => {
  // The engine's code for text it cannot read is the caller's bad request.
  const badJson = { ok: false, error: { code: 'bad-json', message: 'not JSON at 1:2' } } as const;

  it('for the rules of a new game: a bad request, with the engine’s message', async () => {
    const services = env.open({ engine: { ...gameEngine, newGame: () => badJson } });
    expect(await services.call('newGame', { rules: 'kalah', players: TWO_HUMANS })).toEqual({
      ok: false,
      error: { code: 'bad-request', message: 'not JSON at 1:2' },
    });
  });

  it('for a move: a bad request, and nothing recorded', async () => {
    const services = env.open({ engine: { ...gameEngine, play: () => badJson } });
    const game = expectOk(await services.call('newGame', { rules: 'kalah', players: TWO_HUMANS }));
    expect(await services.call('playMove', { gameId: game.id, move: { hole: 1 } })).toEqual({
      ok: false,
      error: { code: 'bad-request', message: 'not JSON at 1:2' },
    });
    expect(storedMoves(env.dataDir, game.id)).toEqual([]);
  });
});

describe('a computer', () => {
  it('whose answer the engine refuses is reported with the engine’s reason, and the game waits', async () => {
    const { opponent } = opponentWith(() => Promise.resolve({ ok: true, value: { hole: 42 } }));
    const services = env.open({ opponent });
    // Kalah: South's hole 1 ends in a hole of South's, so North (the computer) is to move.
    const game = expectOk(await services.call('newGame', { rules: 'kalah', players: [ana, bot] }));
    expectOk(await services.call('playMove', { gameId: game.id, move: { hole: 1 } }));
    await settle();
    const refused = gameEngine.play(expectOk(await services.call('getGame', { gameId: game.id })).state, { hole: 42 });
    if (refused.ok) throw new Error('hole 42 was expected to be refused');
    const message = `Opponent's move in game #${game.id} was refused: ${refused.error.message}`;
    expect(env.events).toContainEqual({ type: 'computer-failed', gameId: game.id, message });
    expect(env.errors).toContain(message);
    expect(storedMoves(env.dataDir, game.id)).toHaveLength(1);
  });

  it('whose search throws is reported, and asked again when the game is shown again', async () => {
    const { opponent, asked } = opponentWith(() => Promise.reject(new Error('worker died')));
    const services = env.open({ opponent });
    const game = expectOk(await services.call('newGame', { rules: 'kalah', players: [ana, bot] }));
    expectOk(await services.call('playMove', { gameId: game.id, move: { hole: 1 } }));
    await settle();
    const message = `Opponent threw in game #${game.id}: Error: worker died`;
    expect(env.events).toContainEqual({ type: 'computer-failed', gameId: game.id, message });
    expect(env.errors).toContain(message);
    expect(asked()).toBe(1);
    // The failed search is over: showing the game asks the computer again.
    expect(expectOk(await services.call('getGame', { gameId: game.id }))).toMatchObject({ thinking: true, moveCount: 1 });
    expect(asked()).toBe(2);
    await settle();
  });
});

describe('a hint', () => {
  it('passes on the opponent’s failure as internal, with its message', async () => {
    const { opponent } = opponentWith(
      () => Promise.resolve({ ok: false, error: { code: 'game-over', message: 'unused' } }),
      () => Promise.resolve({ ok: false, error: { code: 'bad-state', message: 'search broke' } }),
    );
    const services = env.open({ opponent });
    const game = expectOk(await services.call('newGame', { rules: 'kalah', players: TWO_HUMANS }));
    expect(await services.call('hint', { gameId: game.id, player: 0 })).toEqual({ ok: false, error: { code: 'internal', message: 'search broke' } });
  });

  it('says there is no move to suggest when the opponent judged none, and counts nothing', async () => {
    const { opponent } = opponentWith(() => Promise.resolve({ ok: false, error: { code: 'game-over', message: 'unused' } }));
    const services = env.open({ opponent });
    const game = expectOk(await services.call('newGame', { rules: 'kalah', players: TWO_HUMANS }));
    expect(await services.call('hint', { gameId: game.id, player: 0 })).toEqual({
      ok: false,
      error: { code: 'illegal-move', message: 'There is no move to suggest.' },
    });
    const db = new Database(databaseFile(env.dataDir), { readonly: true });
    try {
      expect(db.prepare('SELECT hints FROM games WHERE id = ?').pluck().get(game.id)).toBe(0);
    } finally {
      db.close();
    }
  });
});
