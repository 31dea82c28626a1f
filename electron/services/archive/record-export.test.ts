// A stored game's record tags and text for export: a game played here gets
// its tags from its row, in the record's order; an imported one gives back
// the tags it came with, Result, Termination and Hints following the game as
// it is now; a note the record cannot hold is left out and reported.
import { describe, expect, it } from 'vitest';
import { newGame, parseRecord, type Rules } from '../../../engine';
import type { StoredGame } from '../games/game-store';
import { sampleGame } from '../testing/sample-records';
import { exportRecord, recordTagsOf, toGameRecord } from './record-export';

function rulesOf(preset: 'kalah'): Rules {
  const started = newGame(preset);
  if (!started.ok) throw new Error(started.error.message);
  return started.value.rules;
}

/** A game played here: Ana (human, South) against a level-3 computer, unfinished, no labels, no hints. */
function stored(changes: Partial<StoredGame> = {}): StoredGame {
  return {
    id: 7,
    rules: rulesOf('kalah'),
    players: [
      { kind: 'human', name: 'Ana' },
      { kind: 'computer', level: 3, name: 'Computer' },
    ],
    status: 'active',
    outcome: null,
    stores: [0, 0],
    createdAt: '2026-11-29T10:11:12.000Z',
    updatedAt: '2026-11-29T10:20:00.000Z',
    event: '',
    recordTags: null,
    comment: null,
    moves: [],
    notes: [],
    labels: [],
    hints: 0,
    roundEndingMove: null,
    ...changes,
  };
}

const finished = { status: 'finished', outcome: { termination: 'normal', winner: 1, stores: [20, 28] } } as const satisfies Partial<StoredGame>;

describe('recordTagsOf a game played here', () => {
  it('an unfinished one: its date, players and kinds, Result "*", no Event, Tags, Hints or Termination', () => {
    expect(Object.entries(recordTagsOf(stored()))).toEqual([
      ['Date', '2026.11.29'],
      ['South', 'Ana'],
      ['North', 'Computer'],
      ['SouthKind', 'human'],
      ['NorthKind', 'computer:3'],
      ['Result', '*'],
    ]);
  });

  it('a finished one with an event, labels and hints: every tag, in the record’s order', () => {
    const game = stored({ ...finished, event: 'Club night', labels: ['club', 'final'], hints: 2 });
    expect(Object.entries(recordTagsOf(game))).toEqual([
      ['Event', 'Club night'],
      ['Date', '2026.11.29'],
      ['South', 'Ana'],
      ['North', 'Computer'],
      ['SouthKind', 'human'],
      ['NorthKind', 'computer:3'],
      ['Result', '20-28'],
      ['Tags', 'club,final'],
      ['Hints', '2'],
      ['Termination', 'normal'],
    ]);
  });

  it('a resigned one says the stores and who resigned; an abandoned one "*" and abandoned', () => {
    const resigned = stored({ status: 'resigned', outcome: { termination: 'resigned:south', winner: 1, stores: [3, 9] } });
    expect(recordTagsOf(resigned)).toMatchObject({ Result: '3-9', Termination: 'resigned:south' });
    const abandoned = stored({ status: 'abandoned', outcome: { termination: 'abandoned', winner: null, stores: [3, 9] } });
    expect(recordTagsOf(abandoned)).toMatchObject({ Result: '*', Termination: 'abandoned' });
  });
});

describe('recordTagsOf an imported game', () => {
  const imported = { Event: 'Cup', Venue: 'Melaka', South: 'Ana', North: 'Budi', Custom: 'kept' };

  it('gives back the tags it came with, unknown ones included and in their order, while it is as imported', () => {
    expect(Object.entries(recordTagsOf(stored({ recordTags: imported })))).toEqual(Object.entries(imported));
  });

  it('puts the labels given since (the file’s Tags tag was dropped then) before the file’s tags', () => {
    expect(Object.entries(recordTagsOf(stored({ recordTags: imported, labels: ['study'] })))).toEqual([['Tags', 'study'], ...Object.entries(imported)]);
  });

  it('keeps a Result tag the file had following the game: "*" while unfinished', () => {
    expect(recordTagsOf(stored({ recordTags: { ...imported, Result: '*' } }))).toEqual({ ...imported, Result: '*' });
  });

  it('adds Result and Termination once the game was played to its end after the import', () => {
    expect(recordTagsOf(stored({ ...finished, recordTags: imported }))).toEqual({ ...imported, Result: '20-28', Termination: 'normal' });
  });

  it('drops a Termination the game does not have (the file said abandoned, the row is unfinished)', () => {
    expect(recordTagsOf(stored({ recordTags: { ...imported, Termination: 'abandoned' } }))).toEqual(imported);
  });

  it('keeps the file’s own Hints value while it says the same count, and writes the count when hints were asked for since', () => {
    expect(Object.entries(recordTagsOf(stored({ recordTags: { Hints: '0', ...imported }, hints: 0 })))).toEqual([['Hints', '0'], ...Object.entries(imported)]);
    expect(recordTagsOf(stored({ recordTags: { ...imported, Hints: '2' }, hints: 3 }))).toEqual({ ...imported, Hints: '3' });
    expect(recordTagsOf(stored({ recordTags: imported, hints: 1 }))).toEqual({ ...imported, Hints: '1' });
  });
});

describe('exportRecord', () => {
  const game = sampleGame(5, { rules: 'kalah', maxMoves: 30 });
  const played = stored({ rules: game.rules, moves: game.moves, comment: 'a patient game' });

  it('writes the game’s record, which reads back as the same game', () => {
    const exported = exportRecord(played);
    if (!exported.ok) throw new Error(exported.error);
    expect(exported.value.skipped).toEqual([]);
    expect(parseRecord(exported.value.text)).toEqual({ ok: true, value: [toGameRecord(played)] });
  });

  it('leaves out a note the record cannot hold and reports it with the game’s id; the other notes stay', () => {
    // The last move so far always ends a line of the record; a move past the end holds nothing.
    const notes = [
      { move: game.moves.length + 4, glyph: null, comment: 'after the end' },
      { move: game.moves.length - 1, glyph: null, comment: 'kept' },
    ];
    const exported = exportRecord(stored({ ...played, notes }));
    if (!exported.ok) throw new Error(exported.error);
    expect(exported.value.skipped).toEqual([{ gameId: 7, move: game.moves.length + 4, reason: 'no-such-move' }]);
    expect(exported.value.text).toContain('{kept}');
    expect(exported.value.text).not.toContain('after the end');
  });

  it('says why a game cannot be written when leaving out its misplaced notes is not enough', () => {
    const notes = [{ move: game.moves.length + 4, glyph: null, comment: 'after the end' }];
    expect(exportRecord(stored({ ...played, comment: 'a {braced} game', notes }))).toEqual({ ok: false, error: 'game 1: comment "a {braced} game" holds {, }, a carriage return or a blank line' });
    expect(exportRecord(stored({ ...played, comment: 'a {braced} game' }))).toEqual({ ok: false, error: 'game 1: comment "a {braced} game" holds {, }, a carriage return or a blank line' });
  });

  it('says why a game whose moves do not replay cannot be written, notes or none', () => {
    const broken = stored({ rules: rulesOf('kalah'), moves: [...game.moves.slice(0, 3), { hole: 99 }] });
    expect(exportRecord(broken)).toMatchObject({ ok: false, error: expect.any(String) });
    expect(exportRecord({ ...broken, notes: [{ move: 1, glyph: null, comment: 'x' }] })).toMatchObject({ ok: false, error: expect.any(String) });
  });
});
