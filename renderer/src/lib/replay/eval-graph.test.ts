import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../../engine';
import type { GraphPoint } from './analysis';
import type { TurnSpan } from './counter';
import { graphLayout, roundUp } from './eval-graph';

const size = { width: 564, height: 172 };
// Plot: x 52…552 (500 wide), y 12…132 (middle 72).

/** `count` turns of one move each, or of the lengths given. */
function spansOf(lengths: number[]): TurnSpan[] {
  let next = 0;
  return lengths.map((length, index) => {
    const span = { line: index, firstMove: next, lastMove: next + length - 1 };
    next += length;
    return span;
  });
}

/** How far apart two turn labels' middles must be: 12 px figures are about 8 px a digit; 8 px between two is room enough. */
const fit = (a: number, b: number) => ((String(a).length + String(b).length) * 8) / 2 + 8;

const point = (move: number, value: number): GraphPoint => ({ move, position: move * 10, value });

describe('the evaluation graph', () => {
  it('rounds the seeds’ scale up to 1, 2 or 5 times a power of ten', () => {
    expect([0.4, 1, 3, 5, 6, 11, 26, 99].map(roundUp)).toEqual([1, 1, 5, 5, 10, 20, 50, 100]);
  });

  it('puts each point at the moves played before it and its seeds ahead for South, 0 in the middle', () => {
    const layout = graphLayout([point(0, 0), point(2, 4), point(4, -2)], spansOf([1, 1, 1, 1, 1]), 5, { currentTurn: null, movesDone: null }, size);
    expect(layout.span).toBe(5);
    expect(layout.points).toEqual([
      { x: 52, y: 72 },
      { x: 252, y: 72 - 48 },
      { x: 452, y: 72 + 24 },
    ]);
    expect(layout.seedTicks.map((tick) => [tick.value, tick.y])).toEqual([
      [5, 12],
      [2.5, 42],
      [0, 72],
      [-2.5, 102],
      [-5, 132],
    ]);
  });

  it('labels every turn in the middle of its band while there is room', () => {
    const layout = graphLayout([], spansOf([2, 1, 3, 2]), 8, { currentTurn: null, movesDone: null }, size);
    expect(layout.turnTicks).toEqual([
      { turn: 1, x: 52 + 62.5 },
      { turn: 2, x: 52 + 156.25 },
      { turn: 3, x: 52 + 281.25 },
      { turn: 4, x: 52 + 437.5 },
    ]);
  });

  it('thins the turn labels of a long game to round steps that never crowd, keeping turn 1', () => {
    const layout = graphLayout([], spansOf(Array.from({ length: 60 }, () => 1)), 60, { currentTurn: null, movesDone: null }, size);
    const turns = layout.turnTicks.map((tick) => tick.turn);
    expect(turns).toEqual([1, 3, 5, 7, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60]);
    for (const [index, tick] of layout.turnTicks.entries()) {
      const before = layout.turnTicks[index - 1];
      if (before) expect(tick.x - before.x).toBeGreaterThanOrEqual(fit(before.turn, tick.turn));
    }
  });

  it('marks the turn shown as a band with its own label, and the position shown as a line', () => {
    const layout = graphLayout([], spansOf(Array.from({ length: 60 }, () => 1)), 60, { currentTurn: 23, movesDone: 22 }, size);
    expect(layout.current).toEqual({ turn: 23, x1: 52 + (22 / 60) * 500, x2: 52 + (23 / 60) * 500 });
    expect(layout.marker).toBe(52 + (22 / 60) * 500);
    // Turn 23 is labelled; turn 25, too close to it, gives way to 26.
    expect(layout.turnTicks.map((tick) => tick.turn)).toEqual([1, 3, 5, 7, 10, 15, 20, 23, 26, 30, 35, 40, 45, 50, 55, 60]);
    expect(graphLayout([], spansOf([1, 1]), 2, { currentTurn: null, movesDone: 0 }, size).current).toBeNull();
  });

  // Issue #30: the turn axis skipped labels (1, 2, 4, 6…, with room for 3 left empty
  // beside a long turn) and, where short turns crowd, put labels closer than they fit.
  it('labels the turns of a game whose labels fit, however close a long turn leaves them', () => {
    // The level-5 game looked at in Replay at 1280 wide: a turn of 18 choices, then short ones;
    // its axis read 1, 2, 3, 5, 7, 10, 12, 14, 15, 18, with room for 4, 6, 8, 13 and 16.
    const lengths = [2, 18, 3, 1, 3, 2, 2, 1, 1, 1, 2, 3, 1, 4, 3, 1, 1, 1];
    const moves = lengths.reduce((sum, length) => sum + length, 0);
    const layout = graphLayout([], spansOf(lengths), moves, { currentTurn: 18, movesDone: null }, { width: 780, height: 172 });
    expect(layout.turnTicks.map((tick) => tick.turn)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 10, 12, 13, 14, 15, 16, 18]);
  });

  it('labels every turn that has room, never two closer than they fit, the turn shown and round turns first', () => {
    const random = seededRandom(30);
    for (let trial = 0; trial < 200; trial++) {
      const lengths = Array.from({ length: 5 + Math.floor(random() * 70) }, () => (random() < 0.15 ? 5 + Math.floor(random() * 25) : 1 + Math.floor(random() * 3)));
      const spans = spansOf(lengths);
      const moves = lengths.reduce((sum, length) => sum + length, 0);
      const currentTurn = random() < 0.5 ? null : 1 + Math.floor(random() * spans.length);
      const width = 300 + Math.floor(random() * 1300);
      const layout = graphLayout([], spans, moves, { currentTurn, movesDone: null }, { width, height: 172 });
      const ticks = layout.turnTicks;
      const middle = (turn: number) => {
        const span = spans[turn - 1] as TurnSpan;
        return layout.plot.left + ((span.firstMove + span.lastMove + 1) / 2 / moves) * (layout.plot.right - layout.plot.left);
      };
      expect(ticks.map((tick) => tick.turn)).toEqual([...ticks.map((tick) => tick.turn)].sort((a, b) => a - b));
      for (const [index, tick] of ticks.entries()) {
        expect(tick.x).toBeCloseTo(middle(tick.turn), 6);
        const before = ticks[index - 1];
        if (before) expect(tick.x - before.x, `labels ${before.turn} and ${tick.turn} crowd`).toBeGreaterThanOrEqual(fit(before.turn, tick.turn));
      }
      if (currentTurn !== null) expect(ticks.map((tick) => tick.turn)).toContain(currentTurn);
      for (let turn = 1; turn <= spans.length; turn++) {
        const room = ticks.every((tick) => Math.abs(tick.x - middle(turn)) >= fit(tick.turn, turn));
        expect(room, `turn ${turn} has room but no label (width ${width}, ${spans.length} turns)`).toBe(false);
      }
    }
  });
});
