// Notes on a game still being played: a note belongs to a turn, so
// an undo that takes the turn back takes its note too, and a turn played on
// after its note was written keeps the note on its new last move. Either way
// the whole archive still exports. Kalah from the start: South's hole 3 (4
// seeds) ends in South's store, so South chooses again; hole 1 ends the turn.
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseRecord } from '../../../engine';
import { databaseFile } from '../data-dir';
import { TWO_HUMANS } from '../testing/players';
import { expectOk, tempServices, type TempServices } from '../testing/temp-services';
import { gameEngine } from './engine';

let env: TempServices;
beforeEach(() => {
  env = tempServices({ engine: gameEngine });
});
afterEach(() => env.dispose());

async function kalahGame(services = env.open()) {
  const game = expectOk(await services.call('newGame', { rules: 'kalah', players: TWO_HUMANS }));
  const play = (hole: number) => services.call('playMove', { gameId: game.id, move: { hole } }).then(expectOk);
  const note = (move: number, comment: string) => services.call('setMoveNote', { gameId: game.id, move, glyph: '?!', comment }).then(expectOk);
  const notes = async () => expectOk(await services.call('getReplay', { gameId: game.id })).notes;
  const exportAll = () => services.call('exportGames', { filter: {} }).then(expectOk);
  return { services, gameId: game.id, play, note, notes, exportAll };
}

describe('notes and undo', () => {
  it('an undo removes the note on the move it takes back, and the archive still exports', async () => {
    const game = await kalahGame();
    await game.play(1);
    await game.note(0, 'hasty');
    expectOk(await game.services.call('undo', { gameId: game.gameId }));
    expect(await game.notes()).toEqual([]);
    const exported = await game.exportAll();
    expect(exported).toMatchObject({ count: 1, skipped: [] });
    expect(exported.text).not.toContain('hasty');
  });

  it('a note taken back does not come back on the move played in its place', async () => {
    const game = await kalahGame();
    await game.play(1);
    await game.note(0, 'hasty');
    expectOk(await game.services.call('undo', { gameId: game.gameId }));
    // Move 0 is now the store landing of a turn that goes on with hole 1.
    await game.play(3);
    await game.play(1);
    expect(await game.notes()).toEqual([]);
    expect((await game.exportAll()).skipped).toEqual([]);
  });

  it('keeps the notes before the undo point', async () => {
    const game = await kalahGame();
    await game.play(1); // South's turn ends: move 0
    await game.play(1); // North's turn ends: move 1
    await game.note(0, 'kept');
    await game.note(1, 'taken back');
    expectOk(await game.services.call('undo', { gameId: game.gameId }));
    expect(await game.notes()).toEqual([{ move: 0, glyph: '?!', comment: 'kept' }]);
  });
});

describe('a note an earlier version’s undo left past the last move', () => {
  it('is dropped when a move is played there, not given to it', async () => {
    const game = await kalahGame();
    await game.play(1);
    const db = new Database(databaseFile(env.dataDir));
    db.prepare("INSERT INTO move_notes (game_id, move_index, glyph, comment) VALUES (?, 1, '??', 'left behind')").run(game.gameId);
    db.close();
    await game.play(1);
    expect(await game.notes()).toEqual([]);
  });
});

describe('a note on a turn still being played', () => {
  it('moves to the turn’s new last move when the mover chooses again', async () => {
    const game = await kalahGame();
    await game.play(3); // a store landing: South's turn goes on
    await game.note(0, 'so far so good');
    await game.play(1);
    expect(await game.notes()).toEqual([{ move: 1, glyph: '?!', comment: 'so far so good' }]);
    const exported = await game.exportAll();
    expect(exported.skipped).toEqual([]);
    const parsed = parseRecord(exported.text);
    expect(parsed.ok && parsed.value[0]?.notes).toEqual([{ move: 1, glyph: '?!', comment: 'so far so good' }]);
  });

  it('stays where it is when the turn had ended', async () => {
    const game = await kalahGame();
    await game.play(1);
    await game.note(0, 'done');
    await game.play(1);
    expect(await game.notes()).toEqual([{ move: 0, glyph: '?!', comment: 'done' }]);
  });
});
