// The game store keeps, in the transaction of every change to a game, what
// the archive reads without replaying: its identity (the one the import check
// gives its exported record) and its listing facts (those a replay through
// the engine gives).
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { replayMoves, storesOf, type Move } from '../../../engine';
import type { GameOutcome, GameView } from '../../contract';
import { checkPiece } from '../archive/record-check';
import { databaseFile } from '../data-dir';
import { createGreedyOpponent } from '../testing/greedy-opponent';
import { readStoredMoves } from '../testing/stored-moves';
import { expectOk, tempServices, type TempServices } from '../testing/temp-services';
import { gameEngine } from './engine';
import { createGameStore, type ImportedGame } from './game-store';

let env: TempServices;
beforeEach(() => {
  env = tempServices({ engine: gameEngine, opponent: createGreedyOpponent(gameEngine) });
});
afterEach(() => env.dispose());

interface Stored {
  moves: Move[];
  identity: string;
  moveCount: number;
  stores: [number, number];
  longestRelay: number;
}

function stored(gameId: number): Stored {
  const db = new Database(databaseFile(env.dataDir), { readonly: true });
  try {
    const row = db
      .prepare('SELECT content_hash, move_count, last_south_store, last_north_store, longest_relay FROM games WHERE id = ?')
      .get(gameId) as { content_hash: string; move_count: number; last_south_store: number; last_north_store: number; longest_relay: number };
    return {
      moves: readStoredMoves(db, gameId),
      identity: row.content_hash,
      moveCount: row.move_count,
      stores: [row.last_south_store, row.last_north_store],
      longestRelay: row.longest_relay,
    };
  } finally {
    db.close();
  }
}

async function expectInStep(services: ReturnType<TempServices['open']>, view: GameView): Promise<void> {
  const game = stored(view.id);
  const exported = expectOk(await services.call('exportGames', { gameIds: [view.id] }));
  const checked = checkPiece({ line: 1, text: exported.text });
  if (!checked.ok) throw new Error(checked.error.message);
  expect(game.identity).toBe(checked.value[0]?.hash);
  const facts = replayMoves(view.rules, game.moves);
  if (!facts.ok) throw new Error(facts.error.message);
  expect(game.moves).toHaveLength(view.moveCount);
  expect(game).toMatchObject({
    // The choices made: the simultaneous opening's first move holds two.
    moveCount: game.moves.reduce((count, move) => count + ('south' in move ? 2 : 1), 0),
    stores: facts.value.finalStores,
    longestRelay: facts.value.relays.reduce((most, relays) => Math.max(most, relays), 0),
  });
}

/**
 * The game once the computer has answered. The greedy opponent answers in
 * promises only (no timer, no worker), so its move is in after one turn of
 * the event loop whatever the load: a bounded number of turns, not a time,
 * says a computer that never stops thinking is a failure.
 */
const TURNS_TO_SETTLE = 100;
async function settled(services: ReturnType<TempServices['open']>, gameId: number): Promise<GameView> {
  for (let turn = 0; turn < TURNS_TO_SETTLE; turn++) {
    const view = expectOk(await services.call('getGame', { gameId }));
    if (!view.thinking) return view;
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  throw new Error(`game #${gameId}: the computer was still thinking after ${TURNS_TO_SETTLE} turns of the event loop (its answer is never played)`);
}

describe('the game store', () => {
  it('keeps a game’s identity and listing facts with every move, undo and resignation', async () => {
    const services = env.open();
    const players = [{ name: 'Ana', kind: 'human' }, { name: 'Computer', kind: 'computer', level: 5 }] as const;
    let view = expectOk(await services.call('newGame', { rules: { preset: 'congkak', holes: 5, seeds: 4 }, players: [...players] }));
    await expectInStep(services, view);
    for (let turn = 0; turn < 6 && view.status === 'active'; turn++) {
      const legal = view.legalMoves.find((candidate) => !('player' in candidate) || candidate.player === 0);
      if (legal === undefined) break;
      // The opening's first choice is the human's own hole, held until the computer has chosen.
      const move: Move = 'south' in legal ? { player: 0, hole: legal.south } : legal;
      expectOk(await services.call('playMove', { gameId: view.id, move }));
      view = await settled(services, view.id);
      await expectInStep(services, view);
    }
    expect(view.moveCount).toBeGreaterThan(4);
    for (let undo = 0; undo < 2; undo++) {
      view = expectOk(await services.call('undo', { gameId: view.id }));
      await expectInStep(services, view);
    }
    view = expectOk(await services.call('resign', { gameId: view.id, player: 0 }));
    await expectInStep(services, view);
  });

  it('keeps the record’s order when North gives a choice due from both before South does: South’s first', async () => {
    // Congkak 2×3 with 3 seeds: hole 1 of each reaches its store, so both must choose again at once.
    const services = env.open();
    const players = [{ name: 'Ana', kind: 'human' }, { name: 'Budi', kind: 'human' }] as const;
    let view = expectOk(await services.call('newGame', { rules: { preset: 'congkak', holes: 3, seeds: 3 }, players: [...players] }));
    view = expectOk(await services.call('playMove', { gameId: view.id, move: { south: 1, north: 1 } }));
    const choiceOf = (player: 0 | 1) => view.legalMoves.find((move) => 'player' in move && move.player === player);
    const [south, north] = [choiceOf(0), choiceOf(1)];
    if (south === undefined || north === undefined) throw new Error('both players were expected to choose again');
    view = expectOk(await services.call('playMove', { gameId: view.id, move: north }));
    view = expectOk(await services.call('playMove', { gameId: view.id, move: south }));
    expect(stored(view.id).moves).toEqual([{ south: 1, north: 1 }, south, north]);
    await expectInStep(services, view);
  });

  it('keeps them when a game is played to its end', async () => {
    const services = env.open();
    let view = expectOk(await services.call('newGame', { rules: 'kalah', players: [{ name: 'Ana', kind: 'human' }, { name: 'Budi', kind: 'human' }] }));
    while (view.status === 'active') {
      const move = view.legalMoves.at(-1);
      if (move === undefined) break;
      view = expectOk(await services.call('playMove', { gameId: view.id, move }));
    }
    expect(view.status).toBe('finished');
    await expectInStep(services, view);
  });
});

/** The game store on the archive file, through a connection of its own; closed after `use`. */
function withStore<T>(use: (store: ReturnType<typeof createGameStore>, db: Database.Database) => T): T {
  const db = new Database(databaseFile(env.dataDir));
  try {
    return use(createGameStore(db), db);
  } finally {
    db.close();
  }
}

describe('the game store, asked about a game that is not there', () => {
  it('refuses to change it, naming it, and has no moves for it', async () => {
    env.open(); // creates the archive
    withStore((store) => {
      const now = '2026-01-01T00:00:00.000Z';
      const outcome: GameOutcome = { termination: 'resigned:south', winner: 1, stores: [0, 0] };
      expect(() => store.appendMove(99, 0, { hole: 1 }, { stores: [0, 0], relays: 0 }, null, now)).toThrow('There is no game #99 to change.');
      expect(() => store.takeBackFrom(99, 0, { stores: [0, 0], longestRelay: 0 }, now)).toThrow('There is no game #99 to change.');
      expect(() => store.end(99, 'resigned', outcome, now)).toThrow('There is no game #99 to change.');
      expect(store.moves(99)).toEqual([]);
      expect(store.load(99)).toBeNull();
    });
  });
});

describe('the game store, asked about a game in the bin', () => {
  it('loads it only when asked to include deleted games', async () => {
    const services = env.open();
    const game = expectOk(await services.call('newGame', { rules: 'kalah', players: [{ name: 'Ana', kind: 'human' }, { name: 'Budi', kind: 'human' }] }));
    expectOk(await services.call('deleteGames', { gameIds: [game.id] }));
    withStore((store) => {
      expect(store.place(game.id)).toBe('bin');
      expect(store.load(game.id)).toBeNull();
      expect(store.load(game.id, { includeDeleted: false })).toBeNull();
      expect(store.load(game.id, { includeDeleted: true })).toMatchObject({ id: game.id, status: 'active', moves: [] });
    });
  });
});

describe('an imported game’s row', () => {
  /** A game played here, its record exported and checked as an import checks it, and the game as stored. */
  async function exported(finish: boolean, holes = [1, 3]) {
    const services = env.open();
    let view = expectOk(await services.call('newGame', { rules: 'kalah', players: [{ name: 'Ana', kind: 'human' }, { name: 'Budi', kind: 'human' }] }));
    for (const hole of holes) view = expectOk(await services.call('playMove', { gameId: view.id, move: { hole } }));
    if (finish) view = expectOk(await services.call('resign', { gameId: view.id, player: 0 }));
    const text = expectOk(await services.call('exportGames', { gameIds: [view.id] })).text;
    const checked = checkPiece({ line: 1, text });
    if (!checked.ok) throw new Error(checked.error.message);
    const game = checked.value[0];
    if (game === undefined) throw new Error('the export holds no game');
    return { view, game };
  }

  function imported(game: ImportedGame, now: string) {
    return withStore((store, db) => {
      const id = (db.prepare('SELECT MAX(id) FROM games').pluck().get() as number) + 1;
      db.transaction(() => {
        const rows = store.importedGames();
        rows.add(id, game, now);
        rows.flush();
      })();
      return { id, original: store.load(id - 1), copy: store.load(id), stored: db.prepare('SELECT content_hash, move_count FROM games WHERE id = ?').get(id) };
    });
  }

  it('loads back as the game that was exported: its players, moves, outcome and stores', async () => {
    const { view, game } = await exported(true);
    const { id, original, copy, stored } = imported(game, '2026-02-02T00:00:00.000Z');
    expect(original).toMatchObject({ players: view.players, outcome: view.outcome, stores: view.outcome?.stores, moves: [{ hole: 1 }, { hole: 3 }] });
    // Dated by its record's Date tag, and it keeps the record's tags (a game played here has none of its own).
    expect(game.playedOn).not.toBeNull();
    expect(copy).toEqual({ ...original, id, createdAt: game.playedOn, updatedAt: '2026-02-02T00:00:00.000Z', recordTags: JSON.parse(game.recordTags) as unknown });
    expect(copy).toMatchObject({ status: 'resigned', outcome: { termination: 'resigned:south', winner: 1 } });
    expect(stored).toEqual({ content_hash: game.hash, move_count: 2 });
  });

  it('of a finished game with seeds in South’s store: its final stores', async () => {
    // Kalah: South's hole 3 ends in South's store, and South's hole 6 (5 seeds) then sows one more into it and four into North's row.
    const { view, game } = await exported(true, [3, 6]);
    const { copy } = imported(game, '2026-02-02T00:00:00.000Z');
    expect(view.outcome?.stores).toEqual([2, 0]);
    expect(copy).toMatchObject({ outcome: view.outcome, stores: [2, 0] });
  });

  it('of an unfinished game without a date: no outcome, the stores after its last move, dated by its import', async () => {
    const { view, game } = await exported(false);
    const now = '2026-02-02T00:00:00.000Z';
    const { copy, original } = imported({ ...game, playedOn: null }, now);
    expect(original).toMatchObject({ status: 'active', outcome: null, stores: storesOf(view.state) });
    expect(copy).toMatchObject({ status: 'active', outcome: null, stores: original?.stores, createdAt: now, updatedAt: now, moves: original?.moves });
  });
});
