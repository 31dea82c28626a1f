// Where a note may sit, with the real engine. Kalah from the start: South's
// hole 3 (4 seeds) ends in South's store, so South chooses again; hole 1 ends
// the turn; the simultaneous opening of Congkak is one line however many choices.
import { describe, expect, it } from 'vitest';
import { groupTurns, newGame, type Move, type MoveNote, type Rules } from '../../../engine';
import { sampleGame } from '../testing/sample-records';
import { misplacedNotes, turnEnds } from './note-places';

function rulesOf(preset: 'kalah' | 'congkak'): Rules {
  const started = newGame(preset);
  if (!started.ok) throw new Error(started.error.message);
  return started.value.rules;
}

const note = (move: number): MoveNote => ({ move, glyph: '!', comment: null });

describe('turnEnds', () => {
  it.each<[string, Move[], number[]]>([
    ['one turn of one move', [{ hole: 1 }], [0]],
    ['a turn of two moves after a store landing', [{ hole: 3 }, { hole: 1 }], [1]],
    ['a turn still being played: its last move so far', [{ hole: 3 }], [0]],
    ['two turns', [{ hole: 1 }, { hole: 1 }], [0, 1]],
  ])('kalah: %s', (_, moves, ends) => {
    const found = turnEnds(rulesOf('kalah'), moves);
    expect(found.ok && [...found.value]).toEqual(ends);
  });

  it('the simultaneous opening is one line, ended by its last choice', () => {
    const found = turnEnds(rulesOf('congkak'), [{ south: 1, north: 1 }]);
    expect(found.ok && [...found.value]).toEqual([0]);
  });

  it('a series: the line between rounds ends no turn, and every turn’s last move is one', () => {
    const game = sampleGame(6, { rules: { preset: 'congkak', holes: 5, series: { end: { rounds: 2 } } } });
    const lines = groupTurns(game.rules, game.moves);
    if (!lines.ok) throw new Error(lines.error);
    expect(lines.value.some((line) => line.kind === 'round')).toBe(true);
    const lastMoves = lines.value.flatMap((line) => (line.kind === 'turn' || line.kind === 'opening' ? [line.lastMove] : []));
    const found = turnEnds(game.rules, game.moves);
    expect(found.ok && [...found.value]).toEqual(lastMoves);
  });

  it('says why moves do not replay', () => {
    const found = turnEnds(rulesOf('kalah'), [{ hole: 9 }]);
    expect(found).toMatchObject({ ok: false, error: expect.stringMatching(/move 1/) });
  });
});

describe('misplacedNotes', () => {
  const moves: Move[] = [{ hole: 3 }, { hole: 1 }, { hole: 1 }];

  it('finds notes inside a turn and past the last move', () => {
    const found = misplacedNotes(rulesOf('kalah'), moves, [note(0), note(1), note(2), note(3), note(7)]);
    expect(found).toEqual({
      ok: true,
      value: [
        { move: 0, reason: 'not-turn-end' },
        { move: 3, reason: 'no-such-move' },
        { move: 7, reason: 'no-such-move' },
      ],
    });
  });

  it('says why the moves do not replay when there are notes to place', () => {
    expect(misplacedNotes(rulesOf('kalah'), [{ hole: 9 }], [note(0)])).toMatchObject({ ok: false, error: expect.stringMatching(/move 1/) });
  });

  it('replays nothing for a game without notes', () => {
    // Moves that do not replay are not looked at when there is no note to place.
    expect(misplacedNotes(rulesOf('kalah'), [{ hole: 9 }], [])).toEqual({ ok: true, value: [] });
  });
});
