// The computer's searches as the sessions alone see them (no app services
// around them): a search stopped and asked again whose old answer comes late,
// the services closing while it thinks, an opponent answering the opening
// without a first choice for its side, and the sessions' optional hooks
// (`writable`, `onComputerFailed`) left out. The opponent here answers only
// when the test says so.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Move, Result } from '../../../engine';
import type { GameView, PlayerSpec } from '../../contract';
import { databaseFile } from '../data-dir';
import { openDatabase } from '../db/connection';
import { expectOk } from '../testing/temp-services';
import { gameEngine } from './engine';
import { createGameStore } from './game-store';
import type { ComputerMoveRequest, ComputerOpponent } from './opponent';
import { createGameSessions } from './sessions';

const MIGRATIONS_DIR = join(import.meta.dirname, '..', 'migrations');
const PLAYERS: [PlayerSpec, PlayerSpec] = [
  { name: 'Ana', kind: 'human' },
  { name: 'Bot', kind: 'computer', level: 2 },
];

/** An opponent whose every search waits until the test answers it (or makes it throw). */
function heldOpponent() {
  const searches: { request: ComputerMoveRequest; answer: (result: Result<Move>) => void; fail: (error: Error) => void }[] = [];
  const opponent: ComputerOpponent = {
    chooseMove: (request) => new Promise((answer, fail) => searches.push({ request, answer, fail })),
    analyse: () => Promise.resolve({ ok: true, value: [] }),
  };
  return { opponent, searches };
}

type Options = Parameters<typeof createGameSessions>[0];

const opened: (() => void)[] = [];
afterEach(() => {
  for (const close of opened.splice(0)) close();
});

/** Sessions on a fresh archive with only the options every caller must give, and `extra`. */
function sessionsWith(extra: Partial<Options>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'congkak-searches-'));
  const db = expectOk(openDatabase({ file: databaseFile(dataDir), migrationsDir: MIGRATIONS_DIR, now: () => new Date() }));
  const errors: string[] = [];
  const updates: GameView[] = [];
  const sessions = createGameSessions({
    db,
    engine: gameEngine,
    now: () => new Date(Date.UTC(2026, 0, 1)),
    onGameUpdated: (game) => updates.push(game),
    logError: (message) => errors.push(message),
    ...extra,
  });
  opened.push(() => {
    sessions.close();
    db.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return { sessions, errors, updates, storedMoves: (gameId: number) => createGameStore(db).moves(gameId) };
}

/** The opponent's answer and what follows it (promises only, no timer in them) are all done after one turn of the event loop. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

/** Kalah, Ana (South) against the computer: South's hole 1 leaves North, the computer, to choose; its first choice. */
function computerToMove(extra: Partial<Options>) {
  const held = heldOpponent();
  const opened = sessionsWith({ opponent: held.opponent, ...extra });
  const game = expectOk(opened.sessions.newGame({ rules: 'kalah', players: PLAYERS }));
  const view = expectOk(opened.sessions.playMove({ gameId: game.id, move: { hole: 1 } }));
  const reply = view.legalMoves[0];
  if (reply === undefined || !view.thinking) throw new Error('the computer was expected to be asked');
  return { ...opened, ...held, gameId: game.id, reply };
}

describe('a search stopped and asked again', () => {
  it('answering late is ignored, and the search asked since is played', async () => {
    const { sessions, searches, gameId, reply, storedMoves } = computerToMove({ writable: () => Promise.resolve() });
    sessions.stopSearches([gameId]);
    expect(expectOk(sessions.getGame({ gameId })).thinking).toBe(true);
    expect(searches).toHaveLength(2);
    searches[0]?.answer({ ok: true, value: reply });
    await settle();
    // The search asked since still counts as the one under way: showing the game asks nothing more.
    expect(expectOk(sessions.getGame({ gameId })).thinking).toBe(true);
    expect(searches).toHaveLength(2);
    searches[1]?.answer({ ok: true, value: reply });
    await settle();
    expect(storedMoves(gameId)).toEqual([{ hole: 1 }, reply]);
  });

  it('throwing late is reported, and the search asked since is still played', async () => {
    const { sessions, searches, gameId, reply, storedMoves, errors } = computerToMove({ writable: () => Promise.resolve() });
    sessions.stopSearches([gameId]);
    sessions.getGame({ gameId });
    searches[0]?.fail(new Error('worker died'));
    await settle();
    searches[1]?.answer({ ok: true, value: reply });
    await settle();
    expect(storedMoves(gameId)).toEqual([{ hole: 1 }, reply]);
    expect(errors).toEqual([`Opponent threw in game #${gameId}: Error: worker died`]);
  });
});

describe('closing the sessions while the computer thinks', () => {
  it('aborts its search and records nothing it answers afterwards', async () => {
    const { sessions, searches, gameId, reply, storedMoves } = computerToMove({ writable: () => Promise.resolve() });
    sessions.close();
    expect(searches[0]?.request.signal.aborted).toBe(true);
    searches[0]?.answer({ ok: true, value: reply });
    await settle();
    expect(storedMoves(gameId)).toEqual([{ hole: 1 }]);
  });
});

describe('sessions given no `writable` and no `onComputerFailed`', () => {
  it('play the computer’s answer at once', async () => {
    const { sessions, searches, gameId, reply, errors } = computerToMove({});
    searches[0]?.answer({ ok: true, value: reply });
    await settle();
    expect(expectOk(sessions.getGame({ gameId }))).toMatchObject({ moveCount: 2, thinking: false });
    expect(errors).toEqual([]);
  });

  it('log the computer’s failure once, as it was', async () => {
    const { searches, gameId, errors } = computerToMove({});
    searches[0]?.answer({ ok: false, error: { code: 'game-over', message: 'no move found' } });
    await settle();
    expect(errors).toEqual([`Opponent failed in game #${gameId}: no move found`]);
  });
});

describe('the computer’s first choice of the opening', () => {
  /** Congkak 2×3 against the computer, Ana's first choice held: the computer is asked for its own. */
  function openingAsked() {
    const held = heldOpponent();
    const opened = sessionsWith({ opponent: held.opponent, writable: () => Promise.resolve(), onComputerFailed: () => undefined });
    const game = expectOk(opened.sessions.newGame({ rules: { preset: 'congkak', holes: 3, seeds: 3 }, players: PLAYERS }));
    expect(expectOk(opened.sessions.playMove({ gameId: game.id, move: { player: 0, hole: 1 } })).thinking).toBe(true);
    return { ...opened, ...held, gameId: game.id };
  }

  it('failing is reported with the opponent’s reason, and the game waits', async () => {
    const { searches, gameId, errors, storedMoves } = openingAsked();
    searches[0]?.answer({ ok: false, error: { code: 'bad-state', message: 'no first choice' } });
    await settle();
    expect(errors).toEqual([`Opponent failed in game #${gameId}: no first choice`]);
    expect(storedMoves(gameId)).toEqual([]);
  });

  it('naming no hole of the computer’s side is reported as a missing choice, and the game waits', async () => {
    const { searches, gameId, errors, storedMoves } = openingAsked();
    // South's hole only, as a confused worker might answer for North.
    searches[0]?.answer({ ok: true, value: { south: 2 } as unknown as Move });
    await settle();
    expect(errors).toEqual([`Opponent failed in game #${gameId}: An opening choice is missing.`]);
    expect(storedMoves(gameId)).toEqual([]);
  });
});
