// The archive through the services' operations, on temporary databases with
// the real engine: import (whole file or nothing, line numbers, duplicates),
// listing, filters, full-text search, statistics, labels, favourites, delete
// with undo, and export that re-imports exactly.
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseRecord, printRecord, type GameRecord } from '../../../engine';
import type { AppEvent, ImportReport, OperationInput } from '../../contract';
import { databaseFile } from '../data-dir';
import { gameEngine } from '../games/engine';
import { turnEnds } from '../games/note-places';
import { expectOk, tempServices, type TempServices } from '../testing/temp-services';
import { sampleFile, sampleGame } from '../testing/sample-records';

let env: TempServices;
beforeEach(() => {
  env = tempServices({ engine: gameEngine });
});
afterEach(() => env.dispose());

async function importText(text: string, services = env.open()): Promise<ImportReport> {
  return expectOk(await services.call('importRecords', { text, importId: 'test' }));
}

const HEADER = ['[South "Ana"]', '[North "Budi"]', '[Rules "kalah"]', ''];

describe('import', () => {
  it('imports every game of a file and lists them newest first', async () => {
    const services = env.open();
    const report = await importText(sampleFile(1, 12, { annotate: true }), services);
    expect(report).toMatchObject({ imported: 12, duplicates: [] });
    const page = expectOk(await services.call('listArchive', { limit: 5 }));
    expect(page.total).toBe(12);
    expect(page.rows).toHaveLength(5);
    const dates = page.rows.map((row) => row.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    // The record's Date tag dates an imported game.
    const first = sampleGame(1, { annotate: true });
    const row = expectOk(await services.call('listArchive', { limit: 500 })).rows.find((r) => r.id === report.gameIds[0]);
    expect(row?.createdAt.slice(0, 10)).toBe(first.tags['Date']?.replace(/\./g, '-'));
  });

  it('refuses a file with a fault anywhere, naming the line, and imports nothing', async () => {
    const good = sampleFile(1, 3);
    const lineOfBad = good.split('\n').length + HEADER.length + 1;
    const text = `${good}\n${[...HEADER, 'S 9'].join('\n')}\n`;
    const services = env.open();
    const result = await services.call('importRecords', { text, importId: 'x' });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('bad-record');
      expect(result.error.message).toMatch(new RegExp(`^Line ${lineOfBad}: .*hole 9`));
      expect(result.error.message).toMatch(/Nothing was imported/);
    }
    expect(expectOk(await services.call('listArchive', {})).total).toBe(0);
  });

  it('reports the first fault in file order even when several workers check the file', async () => {
    const env2 = tempServices({ engine: gameEngine });
    try {
      const bad = [...HEADER, 'S 9', ''].join('\n');
      // Large enough for several workers; faults in games 40 and 90.
      const games = sampleFile(1, 120).split(/\n(?=\[Event|\[Date)/);
      const faulty = games.map((game, index) => (index === 40 || index === 90 ? bad : game)).join('\n');
      const expectedLine = faulty.split('\n').findIndex((line, index, lines) => line === 'S 9' && lines[index - 1] === '') + 1;
      const result = await env2.open({}).call('importRecords', { text: faulty.padEnd(300 * 1024, '\n'), importId: 'y' });
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.message).toMatch(new RegExp(`^Line ${expectedLine}:`));
    } finally {
      env2.dispose();
    }
  });

  it('checks tags against the moves: a wrong Result is refused at its line', async () => {
    const text = ['[South "Ana"]', '[North "Budi"]', '[Rules "kalah"]', '[Result "30-18"]', '', 'S 3', ''].join('\n');
    const result = await env.open().call('importRecords', { text, importId: 'r' });
    expect(result).toMatchObject({ ok: false, error: { code: 'bad-record', message: expect.stringMatching(/^Line 4: Result says "30-18"/) } });
  });

  it('detects duplicates in the archive and within the file, and imports the rest', async () => {
    const services = env.open();
    const first = await importText(sampleFile(1, 2), services);
    // Game 1 again (other comments do not make it another game), game 3 twice.
    const again = { ...sampleGame(1), comment: 'seen before' };
    const text = printRecord([again, sampleGame(3), sampleGame(3)]);
    const report = await importText(text, services);
    expect(report.imported).toBe(1);
    expect(report.duplicates).toEqual([
      { line: 1, existingId: first.gameIds[0] },
      { line: expect.any(Number), existingId: report.gameIds[0] },
    ]);
    expect(report.duplicates[1]?.line).toBeGreaterThan(1);
  });

  // 260 games: past one progress report (every 250), the smallest file that shows two.
  it('sends progress events for the file being checked', { timeout: 30_000 }, async () => {
    const services = env.open();
    const events: AppEvent[] = [];
    services.onEvent((event) => events.push(event));
    await importText(sampleFile(1, 260), services);
    const progress = events.filter((event) => event.type === 'import-progress');
    expect(progress.length).toBeGreaterThan(1);
    expect(progress.at(-1)).toEqual({ type: 'import-progress', importId: 'test', checked: 260, total: 260 });
  });
});

describe('export', () => {
  it('re-exports imported games exactly: tags, comments, glyphs and labels', async () => {
    const text = sampleFile(7, 10, { annotate: true });
    expect((text.match(/\{/g) ?? []).length).toBeGreaterThan(3);
    const report = await importText(text);
    const exported = expectOk(await env.open().call('exportGames', { gameIds: report.gameIds }));
    expect(exported.count).toBe(10);
    expect(exported.text).toBe(text);
    // …and the export imports into another archive as the same games.
    const other = tempServices({ engine: gameEngine });
    try {
      const services = other.open();
      const reimported = await importText(exported.text, services);
      expect(expectOk(await services.call('exportGames', { gameIds: reimported.gameIds })).text).toBe(text);
    } finally {
      other.dispose();
    }
  });

  it('exports the games a filter finds, and a game played here with its labels', async () => {
    const services = env.open();
    const game = expectOk(await services.call('newGame', { rules: 'kalah', players: [{ name: 'Siti', kind: 'human' }, { name: 'Bot', kind: 'computer', level: 2 }] }));
    expectOk(await services.call('playMove', { gameId: game.id, move: { hole: 1 } }));
    expectOk(await services.call('setGameTags', { gameId: game.id, tags: ['opening', 'study'] }));
    await importText(sampleFile(1, 3));
    const exported = expectOk(await services.call('exportGames', { filter: { player: 'Siti' } }));
    expect(exported.count).toBe(1);
    const parsed = parseRecord(exported.text);
    expect(parsed.ok && parsed.value[0]?.tags).toMatchObject({ South: 'Siti', North: 'Bot', NorthKind: 'computer:2', Result: '*', Tags: 'opening,study' });
    expect(parsed.ok && parsed.value[0]?.moves).toEqual([{ hole: 1 }]);
  });

  it('leaves out a note the record cannot hold and says so, exporting everything else', async () => {
    const text = sampleFile(7, 3, { annotate: true });
    const report = await importText(text);
    const original = expectOk(parseRecord(text));
    const second = original[1];
    const id = report.gameIds[1];
    if (second === undefined || id === undefined) throw new Error('three games expected');
    const ends = turnEnds(second.rules, second.moves);
    if (!ends.ok) throw new Error(ends.error);
    const inside = second.moves.findIndex((_, index) => !ends.value.has(index));
    expect(inside).toBeGreaterThanOrEqual(0);
    // Notes an earlier version's undo left: past the game's end, and inside a turn.
    const db = new Database(databaseFile(env.dataDir));
    const plant = db.prepare("INSERT INTO move_notes (game_id, move_index, glyph, comment) VALUES (?, ?, '?', 'orphan')");
    plant.run(id, second.moves.length + 2);
    plant.run(id, inside);
    db.close();

    const exported = expectOk(await env.open().call('exportGames', { filter: {} }));
    expect(exported.count).toBe(3);
    expect(exported.skipped).toEqual([
      { gameId: id, move: inside, reason: 'not-turn-end' },
      { gameId: id, move: second.moves.length + 2, reason: 'no-such-move' },
    ]);
    expect(exported.text).not.toContain('orphan');
    // The date sort lists the games in another order than the file: compare them game by game.
    const byMoves = (games: readonly GameRecord[]) => [...games].sort((a, b) => JSON.stringify(a.moves).localeCompare(JSON.stringify(b.moves)));
    expect(byMoves(expectOk(parseRecord(exported.text)))).toEqual(byMoves(original));
  });
});

describe('export with a game that no longer replays', () => {
  it('exports the others and lists the game left out', async () => {
    const text = sampleFile(11, 3);
    const report = await importText(text);
    const damaged = report.gameIds[1]!;
    const db = new Database(databaseFile(env.dataDir));
    db.prepare("UPDATE games SET moves = x'ffffffff' WHERE id = ?").run(damaged);
    db.close();

    const services = env.open();
    const exported = expectOk(await services.call('exportGames', { filter: {} }));
    expect(exported).toMatchObject({ count: 2, skipped: [], skippedGames: [{ gameId: damaged, message: expect.stringMatching(new RegExp(`^Game #${damaged} cannot be written: `)) }] });
    expect(exported.fileName).toMatch(/-2-games\.congkak$/);
    const others = expectOk(parseRecord(text)).filter((_, index) => index !== 1);
    const byMoves = (games: readonly GameRecord[]) => [...games].sort((a, b) => JSON.stringify(a.moves).localeCompare(JSON.stringify(b.moves)));
    expect(byMoves(expectOk(parseRecord(exported.text))).map((game) => game.moves)).toEqual(byMoves(others).map((game) => game.moves));
    // Nothing to export but the damaged game: refused, naming it.
    expect(await services.call('exportGames', { gameIds: [damaged] })).toMatchObject({ ok: false, error: { code: 'bad-record', message: expect.stringContaining(`#${damaged}`) } });
  });
});

describe('listing', () => {
  async function seedArchive() {
    const services = env.open();
    const games: GameRecord[] = [
      { ...sampleGame(1, { rules: 'kalah' }), tags: { South: 'Ana', North: 'Computer', SouthKind: 'human', NorthKind: 'computer:2', Event: 'Kampung Cup', Date: '2025.01.10' } },
      { ...sampleGame(2, { rules: 'kalah' }), tags: { South: 'Budi', North: 'Ana', SouthKind: 'human', NorthKind: 'human', Date: '2025.02.10' } },
      { ...sampleGame(3), tags: { South: 'Chandra', North: 'Computer', SouthKind: 'human', NorthKind: 'computer:5', Date: '2025.03.10', Tags: 'final' } },
      { ...sampleGame(4, { maxMoves: 3 }), comment: 'a patient opening', tags: { South: 'Dewi', North: 'Eko', Date: '2025.04.10' } },
    ];
    const report = await importText(printRecord(games), services);
    return { services, ids: report.gameIds, games };
  }

  it('filters by player, opponent, rules, result, dates, label, comments and unfinished', async () => {
    const { services, ids } = await seedArchive();
    const idsOf = async (filter: OperationInput<'listArchive'>['filter']) =>
      expectOk(await services.call('listArchive', { filter, sort: { by: 'date', descending: false } })).rows.map((row) => row.id);
    expect(await idsOf({ player: 'ana' })).toEqual([ids[0], ids[1]]);
    expect(await idsOf({ opponentKind: 'computer' })).toEqual([ids[0], ids[2]]);
    expect(await idsOf({ opponentLevel: 5 })).toEqual([ids[2]]);
    expect(await idsOf({ preset: 'kalah' })).toEqual([ids[0], ids[1]]);
    expect(await idsOf({ from: '2025-02-10', to: '2025-03-10' })).toEqual([ids[1], ids[2]]);
    expect(await idsOf({ tag: 'final' })).toEqual([ids[2]]);
    expect(await idsOf({ hasComments: true })).toEqual([ids[3]]);
    expect(await idsOf({ unfinished: true })).toEqual([ids[3]]);
    const all = expectOk(await services.call('listArchive', { filter: { unfinished: false } })).rows;
    // A game between two people is won by neither side of the viewer's.
    const wins = all.filter((row) => row.players[0].kind !== row.players[1].kind && row.outcome?.winner === row.viewpoint).map((row) => row.id).sort();
    expect((await idsOf({ result: 'win', unfinished: false })).sort()).toEqual(wins);
  });

  it('finds games by full text: names, event, labels and comments, by word prefix', async () => {
    const { services, ids } = await seedArchive();
    const found = async (text: string) => expectOk(await services.call('listArchive', { filter: { text } })).rows.map((row) => row.id).sort();
    expect(await found('chandra')).toEqual([ids[2]]);
    expect(await found('kampung')).toEqual([ids[0]]);
    expect(await found('fin')).toEqual([ids[2]]);
    expect(await found('patient')).toEqual([ids[3]]);
    expect(await found('"; DROP TABLE games; --')).toEqual([]);
    expect(await found('')).toHaveLength(4);
  });

  it('indexes an import all at once (turn comments too) and puts the row-by-row triggers back', async () => {
    const services = env.open();
    const db = new Database(databaseFile(env.dataDir), { readonly: true });
    const triggers = () => db.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'trigger' ORDER BY name").all();
    const before = triggers();
    const game = { ...sampleGame(9), tags: { South: 'Farah', North: 'Gita' } };
    const noted = { ...game, notes: [{ move: game.moves.length - 1, glyph: null, comment: 'zigzag finish' }] };
    const [id] = (await importText(printRecord([noted]), services)).gameIds;
    expect(triggers()).toEqual(before);
    const found = async (text: string) => expectOk(await services.call('listArchive', { filter: { text } })).rows.map((row) => row.id);
    expect(await found('zigzag')).toEqual([id]);
    expect(await found('gita')).toEqual([id]);
    db.close();
  });

  it('counts again whenever the games change, here or through another connection', async () => {
    const { services, ids } = await seedArchive();
    const total = async () => expectOk(await services.call('listArchive', { filter: { preset: 'kalah' } })).total;
    expect(await total()).toBe(2);
    expectOk(await services.call('deleteGames', { gameIds: [ids[0]!] }));
    expect(await total()).toBe(1);
    expectOk(await services.call('newGame', { rules: { preset: 'kalah' }, players: [{ name: 'Ana', kind: 'human' }, { name: 'Budi', kind: 'human' }] }));
    expect(await total()).toBe(2);
    const other = new Database(databaseFile(env.dataDir));
    other.prepare('UPDATE games SET deleted_at = NULL WHERE id = ?').run(ids[0]);
    other.close();
    expect(await total()).toBe(3);
  });

  it('sorts by each column, with pages that neither overlap nor skip', async () => {
    const services = env.open();
    await importText(sampleFile(1, 30));
    for (const by of ['date', 'opponent', 'rules', 'result', 'margin', 'length'] as const) {
      const whole = expectOk(await services.call('listArchive', { sort: { by, descending: true }, limit: 30 })).rows.map((row) => row.id);
      const paged = [];
      for (let offset = 0; offset < 30; offset += 7) {
        paged.push(...expectOk(await services.call('listArchive', { sort: { by, descending: true }, offset, limit: 7 })).rows.map((row) => row.id));
      }
      expect(paged).toEqual(whole);
    }
    const byLength = expectOk(await services.call('listArchive', { sort: { by: 'length', descending: false }, limit: 30 })).rows.map((row) => row.moveCount);
    expect(byLength).toEqual([...byLength].sort((a, b) => a - b));
  });

  it('counts results by preset and computer level, the average margin and the longest relay', async () => {
    const { services, ids } = await seedArchive();
    const stats = expectOk(await services.call('archiveStats', {}));
    const rows = expectOk(await services.call('listArchive', {})).rows;
    expect(stats.games).toBe(4);
    expect(stats.unfinished).toBe(1);
    expect(stats.wins + stats.losses + stats.draws + stats.neitherSide).toBe(3);
    expect(stats.byPreset.map((row) => [row.preset, row.games])).toEqual([
      ['congkak', 2],
      ['kalah', 2],
    ]);
    expect(stats.byLevel.map((row) => [row.level, row.games])).toEqual([
      [2, 1],
      [5, 1],
    ]);
    const finished = rows.filter((row) => row.status === 'finished');
    const margin = finished.reduce((sum, row) => sum + Math.abs(row.stores[0] - row.stores[1]), 0) / finished.length;
    expect(stats.averageMargin).toBeCloseTo(margin);
    // Kalah has no relays; the Congkak games do.
    expect(stats.longestRelay?.relays).toBeGreaterThan(0);
    expect([ids[2], ids[3]]).toContain(stats.longestRelay?.gameId);
  });

  // Issue #30: a hotseat game between two named people was counted as a win
  // "for me" (South's side). It has no side of mine: it counts for neither,
  // unless the filter names one of its players.
  it('counts a game between two people for neither side, unless a player is named', async () => {
    const { services, ids } = await seedArchive();
    const hotseat = expectOk(await services.call('listArchive', { filter: { player: 'budi' } })).rows[0];
    expect(hotseat?.id).toBe(ids[1]);
    expect(hotseat?.outcome?.winner).not.toBeNull();
    const stats = expectOk(await services.call('archiveStats', {}));
    expect(stats.wins + stats.losses).toBe(2);
    expect(stats.neitherSide).toBe(1);
    const kalah = stats.byPreset.find((row) => row.preset === 'kalah');
    expect([kalah?.games, Number(kalah?.wins) + Number(kalah?.losses), kalah?.neitherSide]).toEqual([2, 1, 1]);
    const decided = async (result: 'win' | 'loss', player?: string) =>
      expectOk(await services.call('listArchive', { filter: { result, ...(player !== undefined && { player }) } })).rows.map((row) => row.id);
    expect([...(await decided('win')), ...(await decided('loss'))]).not.toContain(ids[1]);
    // Named, the game is seen from that player's side.
    const budi = expectOk(await services.call('archiveStats', { filter: { player: 'budi' } }));
    expect([budi.wins, budi.losses, budi.neitherSide]).toEqual(hotseat?.outcome?.winner === 0 ? [1, 0, 0] : [0, 1, 0]);
    expect(await decided(hotseat?.outcome?.winner === 0 ? 'win' : 'loss', 'budi')).toEqual([ids[1]]);
  });
});

describe('labels, favourites and delete with undo', () => {
  it('edits labels (searchable at once), stars a game, deletes and restores it', async () => {
    const services = env.open();
    const { gameIds } = await importText(sampleFile(1, 3));
    const id = gameIds[1] as number;
    expect(expectOk(await services.call('setGameTags', { gameId: id, tags: ['Rematch', 'club', 'Rematch'] }))).toEqual(['Rematch', 'club']);
    expect(expectOk(await services.call('listArchive', { filter: { text: 'rematch' } })).rows.map((row) => row.id)).toEqual([id]);
    expect(expectOk(await services.call('listTags', {}))).toContainEqual({ label: 'Rematch', games: 1 });

    expectOk(await services.call('setFavourite', { gameId: id, favourite: true }));
    expect(expectOk(await services.call('listArchive', { filter: { favourite: true } })).rows.map((row) => row.id)).toEqual([id]);

    expect(expectOk(await services.call('deleteGames', { gameIds: [id] }))).toBe(1);
    expect(expectOk(await services.call('listArchive', {})).total).toBe(2);
    expect(expectOk(await services.call('listArchive', { filter: { text: 'rematch' } })).total).toBe(0);
    expect(expectOk(await services.call('restoreGames', { gameIds: [id] }))).toBe(1);
    const back = expectOk(await services.call('listArchive', { filter: { text: 'rematch' } })).rows;
    expect(back.map((row) => [row.id, row.tags, row.favourite])).toEqual([[id, ['Rematch', 'club'], true]]);
  });

  it('keeps a deleted game’s labels and star as they were until it is restored', async () => {
    const services = env.open();
    const [id = 0] = (await importText(sampleFile(1, 1), services)).gameIds;
    expectOk(await services.call('deleteGames', { gameIds: [id] }));
    const inBin = { ok: false, error: { code: 'game-deleted', message: `Game #${id} is in the bin: restore it to change it.` } };
    expect(await services.call('setGameTags', { gameId: id, tags: ['later'] })).toEqual(inBin);
    expect(await services.call('setFavourite', { gameId: id, favourite: true })).toEqual(inBin);
    expect(await services.call('setFavourite', { gameId: id + 1, favourite: true })).toMatchObject({ ok: false, error: { code: 'not-found' } });
    expectOk(await services.call('restoreGames', { gameIds: [id] }));
    expect(expectOk(await services.call('setGameTags', { gameId: id, tags: ['later'] }))).toEqual(['later']);
  });

  it('purges games deleted more than 30 days ago when it opens', async () => {
    const services = env.open();
    const { gameIds } = await importText(sampleFile(1, 2));
    expectOk(await services.call('deleteGames', { gameIds: [gameIds[0] as number] }));
    services.close();
    const later = env.open({ now: () => new Date('2026-03-01T00:00:00Z') });
    expect(expectOk(await later.call('restoreGames', { gameIds: [gameIds[0] as number] }))).toBe(0);
    later.close();
    const db = new Database(databaseFile(env.dataDir));
    expect(db.prepare('SELECT count(*) FROM games').pluck().get()).toBe(1);
    db.close();
  });
});

describe('live games', () => {
  it('keeps the stores after each move and the relays of games played here', async () => {
    const services = env.open();
    const game = expectOk(await services.call('newGame', { rules: { preset: 'congkak', opening: 'alternate' }, players: [{ name: 'Ana', kind: 'human' }, { name: 'Budi', kind: 'human' }] }));
    let view = game;
    for (let i = 0; i < 4 && view.legalMoves.length > 0; i++) {
      view = expectOk(await services.call('playMove', { gameId: game.id, move: view.legalMoves[0]! }));
    }
    const n = view.rules.holes;
    const row = expectOk(await services.call('listArchive', {})).rows[0];
    expect(row?.stores).toEqual([view.state.pits[n], view.state.pits[2 * n + 1]]);
    expect(row?.moveCount).toBe(view.moveCount);
    expect(expectOk(await services.call('listArchive', { filter: { text: 'budi' } })).total).toBe(1);
  });

  it('resumes an imported unfinished game: its moves are kept, new ones are recorded, undo reaches back into them', async () => {
    const services = env.open();
    const record = { ...sampleGame(5, { rules: 'kalah', maxMoves: 6 }), tags: { South: 'Ana', North: 'Budi' } };
    const [id] = (await importText(printRecord([record]), services)).gameIds;
    if (id === undefined) throw new Error('not imported');
    let view = expectOk(await services.call('getGame', { gameId: id }));
    expect(view.moveCount).toBe(6);
    for (let i = 0; i < 2 && view.legalMoves.length > 0; i++) view = expectOk(await services.call('playMove', { gameId: id, move: view.legalMoves[0]! }));
    const n = view.rules.holes;
    const row = expectOk(await services.call('listArchive', {})).rows.find((r) => r.id === id);
    expect(row).toMatchObject({ moveCount: 8, stores: [view.state.pits[n], view.state.pits[2 * n + 1]] });
    // Undo until the game is back before its imported moves' end: the packed moves are cut too.
    while (view.moveCount > 4) view = expectOk(await services.call('undo', { gameId: id }));
    const reopened = env.open();
    const back = expectOk(await reopened.call('getGame', { gameId: id }));
    expect(back.moveCount).toBe(view.moveCount);
    expect(back.state).toEqual(view.state);
    const exported = expectOk(await reopened.call('exportGames', { gameIds: [id] }));
    const parsed = parseRecord(exported.text);
    expect(parsed.ok && parsed.value[0]?.moves).toEqual(record.moves.slice(0, view.moveCount));
  });
});

