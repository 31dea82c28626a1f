import { describe, expect, it } from 'vitest';
import { PRESETS, PRESET_NAMES, holeOf, storeOf, type Player } from '../../../../engine';
import { playKey } from '../../lib/play/play-keys';
import { boardLabels, holeNumber, pitLabel, seedsText, storeEnd, type BoardLabels } from './labels';
import { boardLayout, type Orientation } from './layout';

describe('accessible names', () => {
  it('names holes and stores with their seeds, one seed in the singular, burnt holes as burnt', () => {
    expect(pitLabel(2, 7, 7, false)).toBe('South hole 3, 7 seeds');
    expect(pitLabel(8, 1, 7, false)).toBe('North hole 1, 1 seed');
    expect(pitLabel(9, 0, 7, true)).toBe('North hole 2, 0 seeds, burnt');
    expect(pitLabel(7, 12, 7, false)).toBe('South store, 12 seeds');
    expect(pitLabel(15, 1, 7, false)).toBe('North store, 1 seed');
    expect(seedsText(0)).toBe('0 seeds');
  });
});

const ORIENTATIONS: readonly Orientation[] = ['south-bottom', 'north-bottom'];
const up = (n: number): number[] => Array.from({ length: n }, (_, i) => i + 1);
const down = (n: number): number[] => up(n).reverse();

// Written out, not derived: clockwise Congkak with South at the bottom has
// North's holes 1…7 left to right on top, South's 7…1 below, South's store at
// the left (engine/RULES.md §1); the other games are its mirror image.
// "North at the bottom" turns the board half a turn, so whoever sits at the
// bottom sees the same numbers, with their own store at the same end.
const CLOCKWISE_SOUTH: BoardLabels = { top: up(7), bottom: down(7), leftStore: 0, rightStore: 1, topPlayer: 1, bottomPlayer: 0 };
const CLOCKWISE_NORTH: BoardLabels = { top: up(7), bottom: down(7), leftStore: 1, rightStore: 0, topPlayer: 0, bottomPlayer: 1 };
const mirrored = (holes: number, orientation: Orientation): BoardLabels =>
  orientation === 'south-bottom'
    ? { top: down(holes), bottom: up(holes), leftStore: 1, rightStore: 0, topPlayer: 1, bottomPlayer: 0 }
    : { top: down(holes), bottom: up(holes), leftStore: 0, rightStore: 1, topPlayer: 0, bottomPlayer: 1 };

const EXPECTED: Record<(typeof PRESET_NAMES)[number], Record<Orientation, BoardLabels>> = {
  congkak: { 'south-bottom': CLOCKWISE_SOUTH, 'north-bottom': CLOCKWISE_NORTH },
  'congkak-mw': { 'south-bottom': CLOCKWISE_SOUTH, 'north-bottom': CLOCKWISE_NORTH },
  'congkak-malay': { 'south-bottom': CLOCKWISE_SOUTH, 'north-bottom': CLOCKWISE_NORTH },
  sungka: { 'south-bottom': mirrored(7, 'south-bottom'), 'north-bottom': mirrored(7, 'north-bottom') },
  dakon: { 'south-bottom': mirrored(7, 'south-bottom'), 'north-bottom': mirrored(7, 'north-bottom') },
  kalah: { 'south-bottom': mirrored(6, 'south-bottom'), 'north-bottom': mirrored(6, 'north-bottom') },
  oware: { 'south-bottom': mirrored(6, 'south-bottom'), 'north-bottom': mirrored(6, 'north-bottom') },
};

const CASES = PRESET_NAMES.flatMap((preset) => ORIENTATIONS.map((orientation) => ({ preset, orientation, rules: PRESETS[preset] })));

describe('boardLabels, for every preset and orientation', () => {
  it.each(CASES)('$preset, $orientation: hole numbers by row and store owners', ({ preset, orientation, rules }) => {
    expect(boardLabels(rules.holes, rules.direction, orientation)).toEqual(EXPECTED[preset][orientation]);
  });

  it.each(CASES)('$preset, $orientation: each row counts 1…n towards its owner’s store', ({ orientation, rules }) => {
    const labels = boardLabels(rules.holes, rules.direction, orientation);
    const layout = boardLayout(rules.holes, rules.direction, orientation);
    for (const [row, player] of [[layout.top, labels.topPlayer], [layout.bottom, labels.bottomPlayer]] as const) {
      // Hole n is the one beside the player's own store, at the end where their name is written.
      const besideStore = storeEnd(labels, player) === 'left' ? row[0] : row[row.length - 1];
      expect(holeNumber(besideStore ?? -1, rules.holes)).toBe(rules.holes);
      expect(row.every((pit) => holeOf(pit, rules.holes).player === player)).toBe(true);
      const store = storeEnd(labels, player) === 'left' ? layout.leftStore : layout.rightStore;
      expect(store).toBe(storeOf(player, rules.holes));
    }
  });

  it.each(CASES)('$preset, $orientation: the digit key k chooses the hole drawn with the number k', ({ orientation, rules }) => {
    const labels = boardLabels(rules.holes, rules.direction, orientation);
    const layout = boardLayout(rules.holes, rules.direction, orientation);
    const drawn = (player: Player): Map<number, number> => {
      const [pits, numbers] = player === labels.topPlayer ? [layout.top, labels.top] : [layout.bottom, labels.bottom];
      return new Map(numbers.map((number, index) => [number, pits[index] ?? -1]));
    };
    for (const asked of [0, 1] as const) {
      for (let hole = 1; hole <= rules.holes; hole += 1) {
        const key = hole === 10 ? '0' : String(hole);
        const action = playKey({ key }, { boardInFront: true, inField: false, holes: rules.holes, asked });
        expect(action).toEqual({ kind: 'choose', pit: drawn(asked).get(hole) });
      }
    }
  });
});

describe('holeNumber', () => {
  it('numbers holes in their owner’s sowing order and gives stores none', () => {
    expect([0, 6, 7, 8, 14, 15].map((pit) => holeNumber(pit, 7))).toEqual([1, 7, null, 1, 7, null]);
  });
});
