/**
 * The opening book: its entries are the start positions of the presets with a
 * simultaneous opening, their choices are the legal ones, a fresh shallow
 * search agrees with the book's deep one where the outcome is clear-cut, and
 * level 6 and the analysis read the book instead of searching.
 */
import { describe, expect, it } from 'vitest';
import { createFastPosition, MAX_LEGAL_MOVES, PRESETS, type PresetName } from '../index';
import { simultaneousChoices, solveOpening } from './opening';
import { openingFromBook, type BookEntry } from './opening-book';
import { OPENING_BOOK } from './opening-book-data';
import { SCALE } from './evaluate';
import { analyseMoves, chooseMove } from './opponent';
import { Searcher } from './search';
import { start } from './test-support/reference';

const simultaneousPresets = (Object.keys(PRESETS) as PresetName[]).filter((name) => PRESETS[name].opening === 'simultaneous');
/** A pair the deep book scores beyond this margin (in seeds) should not change sign at a shallow depth. */
const CLEAR_CUT = 30;

const entryOf = (preset: PresetName): BookEntry => OPENING_BOOK.find((entry) => JSON.parse(entry.rules).preset === preset)!;

describe('the opening book', () => {
  it('covers the start of every preset with a simultaneous opening, with exactly its legal choices', () => {
    expect(OPENING_BOOK.length).toBe(simultaneousPresets.length);
    for (const preset of simultaneousPresets) {
      const position = createFastPosition(start(preset));
      const entry = entryOf(preset);
      expect(entry.rules).toBe(JSON.stringify(position.rules));
      const { south, north, firstChoice } = simultaneousChoices(position, new Int32Array(MAX_LEGAL_MOVES));
      expect(firstChoice).toBe(true);
      expect([...entry.southHoles].sort()).toEqual(south.sort());
      expect([...entry.northHoles].sort()).toEqual(north.sort());
      expect(entry.payoff.length).toBe(south.length);
      for (const row of entry.payoff) expect(row.length).toBe(north.length);
      expect(openingFromBook(position)).not.toBeNull();
    }
  });

  it('agrees with a fresh shallow search on every clear-cut pair', () => {
    for (const preset of simultaneousPresets) {
      const position = createFastPosition(start(preset));
      const entry = entryOf(preset);
      // One turn below each pair: a few thousand nodes.
      const shallow = solveOpening(new Searcher(position, 18), position, { maxDepth: 2 }, new Int32Array(MAX_LEGAL_MOVES));
      expect(shallow.depth).toBe(2);
      let checked = 0;
      entry.payoff.forEach((row, i) =>
        row.forEach((deep, j) => {
          const fresh = shallow.payoff[shallow.southHoles.indexOf(entry.southHoles[i]!)]![shallow.northHoles.indexOf(entry.northHoles[j]!)]!;
          if (Math.abs(deep) < CLEAR_CUT * SCALE || Math.abs(fresh) < CLEAR_CUT * SCALE) return;
          checked++;
          expect(Math.sign(fresh), `${preset} South ${entry.southHoles[i]} North ${entry.northHoles[j]}`).toBe(Math.sign(deep));
        }),
      );
      // The check must bite: most pairs of the opening are clear-cut.
      expect(checked).toBeGreaterThan(entry.payoff.length * entry.payoff[0]!.length * 0.4);
    }
  });

  it('does not apply to other rules or other pits', () => {
    expect(openingFromBook(createFastPosition(start({ preset: 'congkak', holes: 6 })))).toBeNull();
    // The same opening, but the book's payoffs were searched past it under the default round end.
    expect(openingFromBook(createFastPosition(start({ preset: 'congkak', roundEnd: 'either-side-empty-now' })))).toBeNull();
    const position = createFastPosition(start('congkak'));
    const moved: BookEntry = { ...entryOf('congkak'), pits: entryOf('congkak').pits.map((seeds, i) => (i === 0 ? seeds + 1 : seeds)) };
    expect(openingFromBook(position, [moved])).toBeNull();
  });

  it('level 6 answers the opening from the book at once, within the optimal mix', () => {
    const state = start('congkak');
    const book = openingFromBook(createFastPosition(state))!;
    for (const player of [0, 1] as const) {
      const strategy = player === 0 ? book.southStrategy : book.northStrategy;
      const holes = player === 0 ? book.southHoles : book.northHoles;
      for (let seed = 0; seed < 20; seed++) {
        const answer = chooseMove(state, { level: 6, player, seed, maxNodes: 1 });
        expect(answer.ok).toBe(true);
        if (!answer.ok) return;
        expect(answer.value.nodes).toBe(0);
        expect(answer.value.depth).toBe(book.depth);
        const hole = (answer.value.move as { hole: number }).hole;
        expect(strategy[holes.indexOf(hole)]).toBeGreaterThan(0);
      }
    }
  });

  it('the analysis scores each first choice against the book mix', () => {
    const analysed = analyseMoves(start('congkak'), { player: 0, maxNodes: 1 });
    expect(analysed.ok).toBe(true);
    if (!analysed.ok) return;
    const book = openingFromBook(createFastPosition(start('congkak')))!;
    expect(analysed.value.length).toBe(book.southHoles.length);
    // The best hole is worth at least the game's value against North's optimal mix.
    expect(analysed.value[0]!.score).toBeGreaterThanOrEqual(Math.round((book.value / SCALE) * 100) / 100 - 0.01);
  });
});
