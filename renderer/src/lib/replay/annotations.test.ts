import { describe, expect, it, vi } from 'vitest';
import { printRecord, type MoveNote } from '../../../../engine';
import { moveRows, withNote } from './move-list';
import { createNoteSaver } from './note-saver';
import { manualTimers } from '../../testing/manual-timers';
import { stepThrough, type SteppedGame } from './stepped-game';
import { randomGame } from '../../testing/random-game';

function steppedGame(seed: number, maxMoves: number): SteppedGame {
  const { rules, moves } = randomGame('congkak', seed, maxMoves);
  const built = stepThrough(rules, moves);
  if (!built.ok) throw new Error(built.error);
  return built.value;
}

describe('move list', () => {
  it('shows exactly the lines the record prints, turns numbered, with their notes', () => {
    const game = steppedGame(21, 150);
    const firstTurn = game.lines.find((line) => line.kind === 'turn');
    if (firstTurn?.kind !== 'turn') throw new Error('no ordinary turn');
    const notes: MoveNote[] = [{ move: firstTurn.lastMove, glyph: '!?', comment: 'too greedy' }];
    const rows = moveRows(game, notes);
    const record = printRecord([{ tags: {}, rules: game.rules, comment: null, moves: game.moves, notes }]);
    const movetext = record.split('\n\n')[1]?.trimEnd().split('\n') ?? [];
    const printed = rows.map((row) => (row.kind === 'turn' ? [row.text, row.glyph, row.comment && `{${row.comment}}`].filter(Boolean).join(' ') : row.text));
    expect(printed).toEqual(movetext);
    const turns = rows.filter((row) => row.kind === 'turn');
    expect(turns.map((row) => row.number)).toEqual(turns.map((_, index) => index + 1));
    expect(rows.some((row) => row.kind === 'round')).toBe(game.rules.series !== null && game.events.flat().some((e) => e.type === 'refill'));
    for (const row of turns) expect(row.endPosition).toBe(game.moveEnds[row.lastMove]);
  });

  it('replaces, adds and removes a turn note, keeping notes in move order', () => {
    const notes: MoveNote[] = [
      { move: 2, glyph: '?', comment: null },
      { move: 9, glyph: null, comment: 'why' },
    ];
    expect(withNote(notes, { move: 5, glyph: '!!', comment: null }).map((note) => note.move)).toEqual([2, 5, 9]);
    expect(withNote(notes, { move: 9, glyph: '?!', comment: 'why not' })).toEqual([notes[0], { move: 9, glyph: '?!', comment: 'why not' }]);
    expect(withNote(notes, { move: 2, glyph: null, comment: '' })).toEqual([notes[1]]);
  });
});

describe('note saver', () => {
  it('writes only the last edit of a burst, after the pause', async () => {
    const timers = manualTimers();
    const write = vi.fn(() => Promise.resolve());
    const saver = createNoteSaver<string>(write, () => undefined, timers);
    saver.edit('move:3', 'g');
    saver.edit('move:3', 'gr');
    saver.edit('move:3', 'greedy');
    expect(write).not.toHaveBeenCalled();
    expect(timers.armed()).toBe(1);
    timers.fire();
    await saver.flush();
    expect(write.mock.calls).toEqual([['move:3', 'greedy']]);
  });

  it('flushes every pending edit at once (leaving the screen), nothing lost', async () => {
    const timers = manualTimers();
    const written = new Map<string, string>();
    const saver = createNoteSaver<string>(
      (key, value) => {
        written.set(key, value);
        return Promise.resolve();
      },
      () => undefined,
      timers,
    );
    saver.edit('game', 'a fine game');
    saver.edit('move:7', 'blunder');
    await saver.flush();
    expect(Object.fromEntries(written)).toEqual({ game: 'a fine game', 'move:7': 'blunder' });
    expect(saver.pending()).toBe(0);
    expect(timers.armed()).toBe(0);
  });

  it('keeps a failed write pending and reports it, then writes it with the next flush', async () => {
    const errors: unknown[] = [];
    let fail = true;
    const written: string[] = [];
    const saver = createNoteSaver<string>(
      (_key, value) => {
        if (fail) return Promise.reject(new Error('offline'));
        written.push(value);
        return Promise.resolve();
      },
      (error) => errors.push(error),
      manualTimers(),
    );
    saver.edit('game', 'kept');
    await saver.flush();
    expect(errors).toHaveLength(1);
    expect(saver.pending()).toBe(1);
    fail = false;
    await saver.flush();
    expect(written).toEqual(['kept']);
  });
});
