// A checked game crosses to the archive's worker packed as a tuple: unpacked, it is the game as checked, every field.
import { describe, expect, it } from 'vitest';
import { sampleFile } from '../testing/sample-records';
import { packGame, unpackGame } from './import-protocol';
import { checkPiece, cutFile, type CheckedGame } from './record-check';

function checked(text: string): CheckedGame[] {
  return cutFile(text).flatMap((piece) => {
    const games = checkPiece(piece);
    if (!games.ok) throw new Error(games.error.message);
    return games.value;
  });
}

describe('a packed checked game', () => {
  it('unpacks to the game as checked: finished and unfinished, with and without notes, labels, comment and date', () => {
    const games = [...checked(sampleFile(1, 6, { annotate: true })), ...checked(sampleFile(40, 3, { maxMoves: 5 }))];
    const [finished] = games;
    if (finished === undefined) throw new Error('no game');
    games.push(
      { ...finished, status: 'resigned', outcome: { termination: 'resigned:north', winner: 0, stores: [3, 9] }, playedOn: null, comment: null, labels: ['a', 'b'] },
      { ...finished, status: 'abandoned', outcome: { termination: 'abandoned', winner: null, stores: [0, 0] }, notes: [{ move: 2, glyph: null, comment: null }] },
    );
    expect(games.some((game) => game.notes.length > 0 && game.labels.length > 0 && game.comment !== null)).toBe(true);
    expect(games.some((game) => game.outcome === null)).toBe(true);
    for (const game of games) expect(unpackGame(structuredClone(packGame(game)))).toStrictEqual(game);
  });
});
