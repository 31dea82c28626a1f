// The replay operations through the services, on temporary databases with the
// real engine: a game to replay, annotations saved and searchable, written into
// exported records and restored exactly by import, and the opponent asked
// about positions of a game or of a line explored from it, nothing recorded.
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { firstLookNodes, groupTurns, moverOf, parseRecord, SWING_NODES, type GameState, type Move, type Player, type Rules } from '../../../engine';
import { backupsDir, listBackups } from '../archive/backups';
import { createGreedyOpponent, rankChoices } from '../testing/greedy-opponent';
import type { AnalysisRequest } from '../games/opponent';
import { gameEngine } from '../games/engine';
import { sampleFile } from '../testing/sample-records';
import { databaseFile } from '../data-dir';
import { expectOk, tempServices, type TempServices } from '../testing/temp-services';

let env: TempServices;
beforeEach(() => {
  env = tempServices({ engine: gameEngine, opponent: createGreedyOpponent(gameEngine) });
});
afterEach(() => env.dispose());

async function importedGame(services = env.open()) {
  const report = expectOk(await services.call('importRecords', { text: sampleFile(5, 1), importId: 'replay' }));
  const gameId = report.gameIds[0] ?? 0;
  const game = expectOk(await services.call('getReplay', { gameId }));
  const lines = groupTurns(game.rules, game.moves);
  if (!lines.ok) throw new Error(lines.error);
  const turnEnds = lines.value.flatMap((line) => (line.kind === 'turn' || line.kind === 'opening' ? [line.lastMove] : []));
  return { services, gameId, game, turnEnds };
}

describe('getReplay', () => {
  it('answers the whole game with its players, moves and annotations', async () => {
    const { game, gameId } = await importedGame();
    expect(game.id).toBe(gameId);
    expect(game.moves.length).toBeGreaterThan(10);
    expect(game.players.map((player) => player.kind)).toEqual(['human', 'human']);
    expect(game.status).not.toBe('active');
  });

  it('says not-found for a game that does not exist or was deleted', async () => {
    const { services, gameId } = await importedGame();
    expect(await services.call('getReplay', { gameId: gameId + 100 })).toMatchObject({ ok: false, error: { code: 'not-found' } });
    expectOk(await services.call('deleteGames', { gameIds: [gameId] }));
    expect(await services.call('getReplay', { gameId })).toMatchObject({ ok: false, error: { code: 'not-found' } });
  });
});

describe('annotations', () => {
  it('saves a game comment and turn notes, replaces and removes them', async () => {
    const { services, gameId, turnEnds } = await importedGame();
    const [first = 0, second = 0] = turnEnds;
    expect(expectOk(await services.call('setGameComment', { gameId, comment: 'A sharp game' }))).toBe('A sharp game');
    expectOk(await services.call('setMoveNote', { gameId, move: first, glyph: '!?', comment: 'too greedy' }));
    expectOk(await services.call('setMoveNote', { gameId, move: second, glyph: '??', comment: null }));
    expectOk(await services.call('setMoveNote', { gameId, move: first, glyph: '!', comment: 'bold\nand right' }));
    let game = expectOk(await services.call('getReplay', { gameId }));
    expect(game.comment).toBe('A sharp game');
    expect(game.notes).toEqual([
      { move: first, glyph: '!', comment: 'bold\nand right' },
      { move: second, glyph: '??', comment: null },
    ]);
    expect(expectOk(await services.call('setMoveNote', { gameId, move: second, glyph: null, comment: '' }))).toBeNull();
    expect(expectOk(await services.call('setGameComment', { gameId, comment: '' }))).toBeNull();
    game = expectOk(await services.call('getReplay', { gameId }));
    expect(game.notes.map((note) => note.move)).toEqual([first]);
    expect(game.comment).toBeNull();
  });

  it('keeps them across a restart of the services', async () => {
    const { services, gameId, turnEnds } = await importedGame();
    expectOk(await services.call('setMoveNote', { gameId, move: turnEnds[2] ?? 0, glyph: '?!', comment: 'dubious' }));
    services.close();
    const reopened = env.open();
    expect(expectOk(await reopened.call('getReplay', { gameId })).notes).toEqual([{ move: turnEnds[2], glyph: '?!', comment: 'dubious' }]);
  });

  it('refuses a note on a move that does not end a turn, and comments the record could not print', async () => {
    const { services, gameId, game, turnEnds } = await importedGame();
    const inside = game.moves.findIndex((_, index) => !turnEnds.includes(index));
    if (inside !== -1) {
      expect(await services.call('setMoveNote', { gameId, move: inside, glyph: '!', comment: null })).toMatchObject({ ok: false, error: { code: 'bad-request' } });
    }
    for (const comment of ['a {brace}', 'one\n\ntwo', 'cr\r']) {
      expect(await services.call('setGameComment', { gameId, comment })).toMatchObject({ ok: false, error: { code: 'bad-request' } });
    }
  });

  it('removes a note wherever an earlier version left it, and refuses to write one on a move that does not exist', async () => {
    const { services, gameId, game, turnEnds } = await importedGame();
    const inside = game.moves.findIndex((_, index) => !turnEnds.includes(index));
    const db = new Database(databaseFile(env.dataDir));
    db.prepare("INSERT INTO move_notes (game_id, move_index, glyph, comment) VALUES (?, ?, '?', 'left by an undo')").run(gameId, inside);
    db.close();
    expect(expectOk(await services.call('setMoveNote', { gameId, move: inside, glyph: null, comment: null }))).toBeNull();
    expect(expectOk(await services.call('getReplay', { gameId })).notes).toEqual([]);
    const past = { gameId, move: game.moves.length, glyph: '!' as const, comment: null };
    expect(await services.call('setMoveNote', past)).toMatchObject({ ok: false, error: { code: 'bad-request' } });
  });

  it('are read-only while the game is in the bin, and editable again once restored', async () => {
    const { services, gameId, turnEnds } = await importedGame();
    const note = { gameId, move: turnEnds[0] ?? 0, glyph: '!' as const, comment: 'sharp' };
    expectOk(await services.call('deleteGames', { gameIds: [gameId] }));
    const inBin = { ok: false, error: { code: 'game-deleted', message: `Game #${gameId} is in the bin: restore it to change it.` } };
    expect(await services.call('setMoveNote', note)).toEqual(inBin);
    expect(await services.call('setGameComment', { gameId, comment: 'sharp' })).toEqual(inBin);
    expectOk(await services.call('restoreGames', { gameIds: [gameId] }));
    expectOk(await services.call('setMoveNote', note));
    expect(expectOk(await services.call('setGameComment', { gameId, comment: 'sharp' }))).toBe('sharp');
  });

  it('are found by the archive search and the has-comments filter', async () => {
    const { services, gameId, turnEnds } = await importedGame();
    expectOk(await services.call('setMoveNote', { gameId, move: turnEnds[1] ?? 0, glyph: null, comment: 'zanzibar opening trap' }));
    const found = expectOk(await services.call('listArchive', { filter: { text: 'zanzib' } }));
    expect(found.rows.map((row) => row.id)).toEqual([gameId]);
    expect(found.rows[0]?.hasComments).toBe(true);
    expectOk(await services.call('setGameComment', { gameId, comment: 'quokka' }));
    expect(expectOk(await services.call('listArchive', { filter: { text: 'quokka' } })).total).toBe(1);
    expect(env.events.some((event) => event.type === 'archive-changed')).toBe(true);
  });

  it('are written into the exported record with their glyphs and restored exactly by import', async () => {
    const { services, gameId, turnEnds } = await importedGame();
    const notes = [
      { move: turnEnds[0] ?? 0, glyph: '!!' as const, comment: 'the only move' },
      { move: turnEnds[3] ?? 0, glyph: '?' as const, comment: null },
      { move: turnEnds[4] ?? 0, glyph: null, comment: 'two\nlines' },
    ];
    for (const note of notes) expectOk(await services.call('setMoveNote', { gameId, ...note }));
    expectOk(await services.call('setGameComment', { gameId, comment: 'Annotated for the club' }));
    const exported = expectOk(await services.call('exportGames', { gameIds: [gameId] }));
    const parsed = parseRecord(exported.text);
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(parsed.value[0]?.notes).toEqual(notes);
    expect(parsed.value[0]?.comment).toBe('Annotated for the club');
    // Into a fresh archive: the same notes come back.
    const other = tempServices({ engine: gameEngine });
    try {
      const fresh = other.open();
      const report = expectOk(await fresh.call('importRecords', { text: exported.text, importId: 'again' }));
      const back = expectOk(await fresh.call('getReplay', { gameId: report.gameIds[0] ?? 0 }));
      expect(back.notes).toEqual(notes);
      expect(back.comment).toBe('Annotated for the club');
    } finally {
      other.dispose();
    }
  });
});

describe('asking the opponent', () => {
  it('judges every choice of a position of the game, best first, recording no move', async () => {
    const { services, gameId, game } = await importedGame();
    const before = game.moves.length;
    const opening = expectOk(await services.call('analyseGameChoice', { gameId, move: 0, player: 1 }));
    expect(opening.length).toBeGreaterThan(1);
    expect(opening.every((evaluation) => 'player' in evaluation.move && evaluation.move.player === 1)).toBe(true);
    const scores = opening.map((evaluation) => evaluation.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(expectOk(await services.call('getReplay', { gameId })).moves).toHaveLength(before);
  });

  it('answers a line explored from the game, and refuses an illegal line or a finished position', async () => {
    const { services, gameId, game } = await importedGame();
    const line: Move[] = game.moves.slice(0, 1);
    const started = gameEngine.newGame(game.rules);
    const afterLine = started.ok ? gameEngine.play(started.value, line[0] ?? { hole: 1 }) : started;
    if (!afterLine.ok) throw new Error(afterLine.error.message);
    const player = afterLine.value.state.toMove ?? 0;
    const answer = expectOk(await services.call('answerLine', { gameId, moves: line, player, level: 1 }));
    expect(answer).toHaveProperty('hole');
    expect(await services.call('answerLine', { gameId, moves: [{ hole: 1 }, { hole: 1 }, { hole: 1 }], player: 0, level: 1 })).toMatchObject({
      ok: false,
    });
    expect(await services.call('answerLine', { gameId, moves: game.moves, player: 0, level: 1 })).toMatchObject({ ok: false, error: { code: 'game-over' } });
  });

  it('refuses to answer or judge for a player who has no choice (issue 29: North, South to move, was a 500)', async () => {
    const services = env.open();
    const gameId = expectOk(await services.call('newGame', { rules: 'kalah', players: [{ name: 'Ana', kind: 'human' }, { name: 'Budi', kind: 'human' }] })).id;
    expect(await services.call('answerLine', { gameId, moves: [], player: 1, level: 1 })).toEqual({
      ok: false,
      error: { code: 'illegal-move', message: 'North has no choice to make here: South is to move.' },
    });
    expect(expectOk(await services.call('answerLine', { gameId, moves: [], player: 0, level: 1 }))).toHaveProperty('hole');
    expectOk(await services.call('playMove', { gameId, move: { hole: 1 } }));
    expect(await services.call('analyseGameChoice', { gameId, move: 0, player: 1 })).toMatchObject({ ok: false, error: { code: 'bad-request' } });
  });
});

// Issue #30: reopening an analysed game showed no verdicts, and analysing it
// again took 21–25 s. Each choice's judgement is kept with the game (in the
// archive, so in its backups), given back with the game's replay, and dropped
// with the moves it judged when they are taken back.
describe('the analysis kept with the game', () => {
  /** The choices of the game's first `count` moves: who chose each (both players in the opening's first choice). */
  function choicesOf(rules: Rules, moves: readonly Move[], count: number): { move: number; player: Player }[] {
    const started = gameEngine.newGame(rules);
    if (!started.ok) throw new Error(started.error.message);
    let state = started.value;
    const choices: { move: number; player: Player }[] = [];
    for (const [index, move] of moves.slice(0, count).entries()) {
      const mover = moverOf(move, state.toMove);
      for (const player of mover === null ? ([0, 1] as const) : [mover]) choices.push({ move: index, player });
      const played = gameEngine.play(state, move);
      if (!played.ok) throw new Error(played.error.message);
      state = played.value.state;
    }
    return choices;
  }

  it('is given back with the game, after a restart and from a backup restored', async () => {
    const { services, gameId, game } = await importedGame();
    const judged = [];
    for (const choice of choicesOf(game.rules, game.moves, 3)) {
      judged.push({ ...choice, evaluations: expectOk(await services.call('analyseGameChoice', { gameId, ...choice })) });
    }
    expect(judged.length).toBeGreaterThanOrEqual(3);
    expect(expectOk(await services.call('getReplay', { gameId })).analysis).toEqual(judged);
    services.close();
    // This start-up backup holds the analysis.
    const reopened = env.open();
    await reopened.settled();
    expect(expectOk(await reopened.call('getReplay', { gameId })).analysis).toEqual(judged);
    const [backup] = listBackups(backupsDir(env.dataDir));
    const db = new Database(databaseFile(env.dataDir));
    db.prepare('DELETE FROM game_analysis').run();
    db.close();
    expect(expectOk(await reopened.call('getReplay', { gameId })).analysis).toEqual([]);
    expectOk(await reopened.call('restoreBackup', { name: backup?.name ?? '' }));
    expect(expectOk(await reopened.call('getReplay', { gameId })).analysis).toEqual(judged);
  });

  it('drops the judgements of the moves taken back, and keeps those before them', async () => {
    const services = env.open();
    const gameId = expectOk(await services.call('newGame', { rules: 'kalah', players: [{ name: 'Ana', kind: 'human' }, { name: 'Budi', kind: 'human' }] })).id;
    for (let played = 0; played < 4; played++) {
      const view = expectOk(await services.call('getGame', { gameId }));
      expectOk(await services.call('playMove', { gameId, move: view.legalMoves.at(-1) ?? { hole: 6 } }));
    }
    const game = expectOk(await services.call('getReplay', { gameId }));
    for (const choice of choicesOf(game.rules, game.moves, game.moves.length)) expectOk(await services.call('analyseGameChoice', { gameId, ...choice }));
    const analysedMoves = async () => expectOk(await services.call('getReplay', { gameId })).analysis.map((entry) => entry.move);
    expect(await analysedMoves()).toEqual([0, 1, 2, 3]);
    expectOk(await services.call('undo', { gameId }));
    expect(await analysedMoves()).toEqual([0, 1, 2]);
  });

  // Issue 35: a game analysed in seconds. Replay asks from the last choice back;
  // each choice is judged by positions searched under the game's own table, and
  // again with a larger budget where its value swung against the next choice's.
  it('judges by positions searched under the game’s key, looking again where the value swung against the next choice', async () => {
    const asked: { state: GameState; budget: AnalysisRequest['budget'] }[] = [];
    let score = 0;
    env.dispose();
    env = tempServices({
      engine: gameEngine,
      opponent: {
        ...createGreedyOpponent(gameEngine),
        analyse: (request) => {
          asked.push({ state: request.state, budget: request.budget });
          const ranked = rankChoices(gameEngine, request.state, request.player).map((choice) => ({ ...choice, score }));
          return Promise.resolve({ ok: true, value: ranked });
        },
      },
    });
    const { services, gameId, game } = await importedGame();
    const choices = choicesOf(game.rules, game.moves, game.moves.length).filter((choice) => choice.move >= 4 && choice.move <= 6).reverse();
    const [last, before, first] = choices;
    if (!last || !before || !first || choices.length !== 3) throw new Error('moves 4 to 6 have one chooser each');
    const gameKey = `analysis ${gameId}`;

    expectOk(await services.call('analyseGameChoice', { gameId, ...last }));
    expect(asked.map((ask) => ask.budget)).toEqual([{ maxNodes: firstLookNodes(asked[0]!.state), gameKey }]);

    // The next choice judged 0 seeds; this one 10: a swing, so a second, longer look.
    asked.length = 0;
    score = 10;
    expectOk(await services.call('analyseGameChoice', { gameId, ...before }));
    expect(asked.map((ask) => ask.budget)).toEqual([
      { maxNodes: firstLookNodes(asked[0]!.state), gameKey },
      { maxNodes: SWING_NODES, gameKey },
    ]);

    // The same value as the next choice's, from this chooser's side: one look.
    asked.length = 0;
    score = first.player === before.player ? 10 : -10;
    expectOk(await services.call('analyseGameChoice', { gameId, ...first }));
    expect(asked).toHaveLength(1);
  });

  it('refuses a move the game does not have, and a player who does not choose it', async () => {
    const { services, gameId, game } = await importedGame();
    expect(await services.call('analyseGameChoice', { gameId, move: game.moves.length, player: 0 })).toMatchObject({ ok: false, error: { code: 'bad-request' } });
    const [choice] = choicesOf(game.rules, game.moves, 6).filter((entry) => entry.move === 5);
    if (choice === undefined) throw new Error('move 5 has a chooser');
    expect(await services.call('analyseGameChoice', { gameId, move: 5, player: choice.player === 0 ? 1 : 0 })).toMatchObject({ ok: false, error: { code: 'bad-request' } });
    expect(expectOk(await services.call('getReplay', { gameId })).analysis).toEqual([]);
  });
});
