// The play screen's service additions, with the real engine: the simultaneous
// opening against the computer (the human's choice is held and never shown to
// the opponent), pending choices asked of the computer, undo, hints, and a
// failing computer reported without losing the game.
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { legalMoves, newGame, type Move, type Player, type Result } from '../../../engine';
import type { PlayerSpecInput } from '../../contract';
import { databaseFile } from '../data-dir';
import { storedMoves } from '../testing/stored-moves';
import { expectOk, tempServices, type TempServices } from '../testing/temp-services';
import { gameEngine } from './engine';
import type { AnalysisRequest, ComputerMoveRequest, ComputerOpponent, MoveAnalysis } from './opponent';

const you: PlayerSpecInput = { name: 'Ana', kind: 'human' };
const bot: PlayerSpecInput = { name: 'Bot', kind: 'computer', level: 1 };
const SMALL = { preset: 'congkak', holes: 3, seeds: 3 } as const;

/** A stand-in opponent: answers with `pick` (default: its first legal choice), records every request. */
function standIn(pick?: (request: ComputerMoveRequest) => Promise<Result<Move>>) {
  const requests: ComputerMoveRequest[] = [];
  const analyses: AnalysisRequest[] = [];
  const opponent: ComputerOpponent = {
    chooseMove(request) {
      requests.push(request);
      if (pick) return pick(request);
      const own = legalMoves(request.state).find((move) => !('player' in move) || move.player === request.player);
      if (own === undefined) return Promise.resolve({ ok: false, error: { code: 'game-over', message: 'no move' } });
      // In the opening the opponent answers its own choice only (the protocol's `best`, engine/PROTOCOL.md).
      const move: Move = 'south' in own ? { player: request.player, hole: request.player === 0 ? own.south : own.north } : own;
      return Promise.resolve({ ok: true, value: move });
    },
    analyse(request) {
      analyses.push(request);
      const moves: MoveAnalysis[] = [
        { move: { hole: 2 }, score: 3.5, exact: false },
        { move: { hole: 1 }, score: -1, exact: false },
      ];
      return Promise.resolve({ ok: true, value: moves });
    },
  };
  return { opponent, requests, analyses };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

/**
 * A Kalah game against the computer after South's hole 1 (4 seeds, ending in
 * South's hole 5): North, the computer, is searching, and `answer` settles it.
 */
async function computerThinking() {
  let answer: (move: Result<Move>) => void = () => undefined;
  const { opponent, requests } = standIn(() => new Promise((resolve) => (answer = resolve)));
  const services = env.open({ opponent });
  const game = expectOk(await services.call('newGame', { rules: 'kalah', players: [you, bot] }));
  expectOk(await services.call('playMove', { gameId: game.id, move: { hole: 1 } }));
  return { services, game, requests, answer: (move: Result<Move>) => answer(move) };
}

function recordedMoves(dataDir: string, gameId: number): Move[] {
  return storedMoves(dataDir, gameId);
}

/** The archive's per-game move count (kept for its listings). */
function storedMoveCount(dataDir: string, gameId: number): number {
  const db = new Database(databaseFile(dataDir), { readonly: true });
  try {
    return db.prepare('SELECT move_count FROM games WHERE id = ?').pluck().get(gameId) as number;
  } finally {
    db.close();
  }
}

let env: TempServices;
beforeEach(() => {
  env = tempServices({ engine: gameEngine });
});
afterEach(() => env.dispose());

describe('the simultaneous opening against the computer', () => {
  it('holds the human’s first choice, asks the computer without it, and records one {south, north} move', async () => {
    const { opponent, requests } = standIn();
    const services = env.open({ opponent });
    const game = expectOk(await services.call('newGame', { rules: SMALL, players: [you, bot] }));
    expect(requests).toHaveLength(0);

    const held = expectOk(await services.call('playMove', { gameId: game.id, move: { player: 0, hole: 2 } }));
    expect(held.moveCount).toBe(0);
    expect(held.thinking).toBe(true);
    // The computer saw the untouched opening position: nothing of the human's choice.
    expect(requests).toHaveLength(1);
    expect(requests[0]?.player).toBe(1);
    expect(requests[0]?.state).toEqual(game.state);
    expect(JSON.stringify(requests[0]?.state)).not.toContain('"held":2');

    await settle();
    expect(recordedMoves(env.dataDir, game.id)[0]).toEqual({ south: 2, north: 1 });
    const after = expectOk(await services.call('getGame', { gameId: game.id }));
    expect(after.moveCount).toBeGreaterThanOrEqual(1);
  });

  it('refuses a first choice the opening does not allow', async () => {
    const services = env.open({ opponent: standIn().opponent });
    const game = expectOk(await services.call('newGame', { rules: SMALL, players: [you, bot] }));
    const refused = await services.call('playMove', { gameId: game.id, move: { player: 0, hole: 9 } });
    expect(refused).toEqual({ ok: false, error: { code: 'illegal-move', message: 'Hole 9 cannot open the game.' } });
  });

  it('asks the computer for its own choice pending mid-opening', async () => {
    // 2×3 with 3 seeds: hole 1 of each reaches its store, so both must choose again.
    const { opponent, requests } = standIn();
    const services = env.open({ opponent });
    const game = expectOk(await services.call('newGame', { rules: SMALL, players: [bot, you] }));
    expectOk(await services.call('playMove', { gameId: game.id, move: { player: 1, hole: 1 } }));
    await settle();
    // First request: the opening's first choice; then the computer's pending choice (player 0).
    expect(requests.map((request) => request.player)).toEqual([0, 0]);
    expect(requests[1]?.state.phase).toBe('opening');
    const moves = recordedMoves(env.dataDir, game.id);
    expect(moves[0]).toEqual({ south: 1, north: 1 });
    expect(moves[1]).toMatchObject({ player: 0 });
    const now = expectOk(await services.call('getGame', { gameId: game.id }));
    // Now only the human's pending choice is due: given, it is played at once, not held like a first choice.
    expect(now.legalMoves.every((move) => 'player' in move && move.player === 1)).toBe(true);
    const pending = now.legalMoves[0] as Move;
    expect(expectOk(await services.call('playMove', { gameId: game.id, move: pending }))).toMatchObject({ moveCount: now.moveCount + 1 });
    expect(recordedMoves(env.dataDir, game.id)[now.moveCount]).toEqual(pending);
  });
});

describe('undo', () => {
  it('goes back to before your last choice, deleting the computer’s reply with it', async () => {
    const services = env.open({ opponent: standIn().opponent });
    const game = expectOk(await services.call('newGame', { rules: 'kalah', players: [you, bot] }));
    expectOk(await services.call('playMove', { gameId: game.id, move: { hole: 1 } }));
    await settle();
    expect(recordedMoves(env.dataDir, game.id).length).toBeGreaterThanOrEqual(2);

    const undone = expectOk(await services.call('undo', { gameId: game.id }));
    expect(undone.moveCount).toBe(0);
    expect(undone.state).toEqual(expectOk(newGame('kalah')));
    expect(recordedMoves(env.dataDir, game.id)).toEqual([]);
    expect(storedMoveCount(env.dataDir, game.id)).toBe(0);
    // Reloaded from the database, the game is where the undo left it.
    const reopened = env.open({ opponent: standIn().opponent });
    expect(expectOk(await reopened.call('getGame', { gameId: game.id })).moveCount).toBe(0);
  });

  it('cancels a computer search under way and ignores its late answer', async () => {
    const { services, game, requests, answer } = await computerThinking();
    expect(requests).toHaveLength(1);

    const undone = expectOk(await services.call('undo', { gameId: game.id }));
    expect(undone).toMatchObject({ moveCount: 0, thinking: false });
    expect(requests[0]?.signal.aborted).toBe(true);
    answer({ ok: true, value: { hole: 1 } });
    await settle();
    expect(recordedMoves(env.dataDir, game.id)).toEqual([]);
  });

  it('takes back the last move between two people, and refuses when there is none', async () => {
    const services = env.open();
    const game = expectOk(await services.call('newGame', { rules: 'kalah', players: [you, { name: 'Budi', kind: 'human' }] }));
    expect(await services.call('undo', { gameId: game.id })).toMatchObject({ ok: false, error: { code: 'illegal-move' } });
    expectOk(await services.call('playMove', { gameId: game.id, move: { hole: 1 } }));
    expectOk(await services.call('playMove', { gameId: game.id, move: { hole: 1 } }));
    expect(expectOk(await services.call('undo', { gameId: game.id })).moveCount).toBe(1);
    expect(recordedMoves(env.dataDir, game.id)).toEqual([{ hole: 1 }]);
  });
});

describe('undo of the simultaneous opening', () => {
  // The opening's {south, north} move is both players' at once: it holds a human's choice.
  it('against the computer, takes back the opening move with the computer’s replies after it', async () => {
    const services = env.open({ opponent: standIn().opponent });
    const game = expectOk(await services.call('newGame', { rules: SMALL, players: [you, bot] }));
    expectOk(await services.call('playMove', { gameId: game.id, move: { player: 0, hole: 2 } }));
    await settle();
    const [opening] = recordedMoves(env.dataDir, game.id);
    expect(opening).toMatchObject({ south: 2 });
    const undone = expectOk(await services.call('undo', { gameId: game.id }));
    expect(undone).toMatchObject({ moveCount: 0, state: game.state });
    expect(recordedMoves(env.dataDir, game.id)).toEqual([]);
  });

  it('between two people, takes back the opening move', async () => {
    const services = env.open();
    const game = expectOk(await services.call('newGame', { rules: SMALL, players: [you, { name: 'Budi', kind: 'human' }] }));
    expectOk(await services.call('playMove', { gameId: game.id, move: { south: 2, north: 3 } }));
    const undone = expectOk(await services.call('undo', { gameId: game.id }));
    expect(undone).toMatchObject({ moveCount: 0, state: game.state });
    expect(recordedMoves(env.dataDir, game.id)).toEqual([]);
  });
});

describe('undo in a game between two computers', () => {
  it('has no choice of a person to take back: refused, and the computer’s move stays', async () => {
    let answered = false;
    const { opponent } = standIn((request) => {
      if (answered) return new Promise(() => undefined); // the second computer keeps thinking
      answered = true;
      const move = legalMoves(request.state)[0];
      return Promise.resolve(move === undefined ? { ok: false, error: { code: 'game-over', message: 'no move' } } : { ok: true, value: move });
    });
    const services = env.open({ opponent });
    const game = expectOk(await services.call('newGame', { rules: 'kalah', players: [bot, { name: 'Bot 2', kind: 'computer', level: 2 }] }));
    await settle();
    expect(recordedMoves(env.dataDir, game.id)).toHaveLength(1);
    expect(await services.call('undo', { gameId: game.id })).toEqual({ ok: false, error: { code: 'illegal-move', message: 'There is no move to undo.' } });
    expect(recordedMoves(env.dataDir, game.id)).toHaveLength(1);
  });
});

describe('hint', () => {
  it('answers the opponent’s best move for the player and its evaluation', async () => {
    const { opponent, analyses } = standIn();
    const services = env.open({ opponent });
    const game = expectOk(await services.call('newGame', { rules: 'kalah', players: [you, bot] }));
    expect(expectOk(await services.call('hint', { gameId: game.id, player: 0 }))).toEqual({ move: { hole: 2 }, score: 3.5, exact: false });
    expect(analyses[0]).toMatchObject({ gameId: game.id, player: 0 });
    expect(await services.call('hint', { gameId: game.id, player: 1 as Player })).toMatchObject({ ok: false, error: { code: 'illegal-move' } });
  });

  it('counts each hint given: in the listing, and in the record as the Hints tag, which an import reads back', async () => {
    const { opponent } = standIn();
    const services = env.open({ opponent });
    const game = expectOk(await services.call('newGame', { rules: 'kalah', players: [you, bot] }));
    const listedHints = async () => expectOk(await services.call('listArchive', {})).rows.find((row) => row.id === game.id)?.hints;
    const exported = async () => expectOk(await services.call('exportGames', { gameIds: [game.id] })).text;
    expect(await listedHints()).toBe(0);
    expect(await exported()).not.toContain('[Hints');

    expectOk(await services.call('hint', { gameId: game.id, player: 0 }));
    expectOk(await services.call('hint', { gameId: game.id, player: 0 }));
    // A hint refused (not that player's turn) is not one given.
    expect(await services.call('hint', { gameId: game.id, player: 1 as Player })).toMatchObject({ ok: false });
    expect(await listedHints()).toBe(2);
    const text = await exported();
    expect(text).toContain('[Hints "2"]\n');

    // The count is not part of the game's identity: the export imported again is the same game, and keeps its count.
    const again = expectOk(await services.call('importRecords', { text, importId: 'again' }));
    expect(again.imported).toBe(0);
    expect(again.duplicates.map((duplicate) => duplicate.existingId)).toEqual([game.id]);
    expect(await listedHints()).toBe(2);

    const other = tempServices({ engine: gameEngine });
    try {
      const copy = other.open();
      const imported = expectOk(await copy.call('importRecords', { text, importId: 'copy' }));
      expect(expectOk(await copy.call('listArchive', {})).rows.map((row) => row.hints)).toEqual([2]);
      expect(expectOk(await copy.call('exportGames', { gameIds: imported.gameIds })).text).toBe(text);
    } finally {
      other.dispose();
    }
  });

  it('says so when no opponent can judge', async () => {
    const services = env.open();
    const game = expectOk(await services.call('newGame', { rules: 'kalah', players: [you, bot] }));
    expect(await services.call('hint', { gameId: game.id, player: 0 })).toMatchObject({ ok: false, error: { code: 'unavailable' } });
  });
});

describe('moves from the renderer', () => {
  it('cannot move for the computer while it is searching; its answer is then played', async () => {
    // Regression (a flaky keyboard e2e): a late key press must not be played
    // for the computer, whose own answer would then be refused.
    const { services, game, requests, answer } = await computerThinking();
    expect(requests).toHaveLength(1);

    const early = await services.call('playMove', { gameId: game.id, move: { hole: 1 } });
    expect(early).toMatchObject({ ok: false, error: { code: 'illegal-move', message: expect.stringContaining('not your turn') } });
    expect(recordedMoves(env.dataDir, game.id)).toEqual([{ hole: 1 }]);

    answer({ ok: true, value: { hole: 2 } });
    await settle();
    expect(recordedMoves(env.dataDir, game.id)).toEqual([{ hole: 1 }, { hole: 2 }]);
    expect(env.errors).toEqual([]);
  });

  it('cannot choose both first holes of the opening against the computer', async () => {
    const { opponent } = standIn(() => new Promise(() => undefined));
    const services = env.open({ opponent });
    const game = expectOk(await services.call('newGame', { rules: SMALL, players: [you, bot] }));
    const both = await services.call('playMove', { gameId: game.id, move: { south: 1, north: 1 } });
    expect(both).toMatchObject({ ok: false, error: { code: 'illegal-move' } });
    expect(recordedMoves(env.dataDir, game.id)).toEqual([]);
  });
});

describe('a failing computer', () => {
  it('is reported as an event and the game waits, unchanged', async () => {
    const { opponent } = standIn(() => Promise.resolve({ ok: false, error: { code: 'bad-state', message: 'search broke' } }));
    const services = env.open({ opponent });
    const game = expectOk(await services.call('newGame', { rules: 'kalah', players: [you, bot] }));
    expectOk(await services.call('playMove', { gameId: game.id, move: { hole: 1 } }));
    await settle();
    expect(env.events).toContainEqual({ type: 'computer-failed', gameId: game.id, message: expect.stringContaining('search broke') as string });
    const after = expectOk(await services.call('getGame', { gameId: game.id }));
    expect(after).toMatchObject({ status: 'active', moveCount: 1 });
  });
});
