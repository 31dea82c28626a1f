// The evaluation graph's geometry, in the SVG's own pixels: the plot inside
// its axes, x by moves played over the whole game (so each turn is a band from
// the position before its first choice to the one after its last), y in seeds
// with South ahead above the middle line. The ticks come at round numbers; the
// turn labels thin out so they never crowd, but the turn shown always has its.
// A turn's band is as wide as its choices are many, so labels are placed
// where there is room, not at a fixed step of turns.
import type { GraphPoint } from './analysis';
import type { TurnSpan } from './counter';

interface Size {
  width: number;
  height: number;
}

/** Room for the seeds' labels on the left and the turns' labels and the axis title below. */
const MARGIN = { left: 52, right: 12, top: 12, bottom: 40 };
/**
 * A turn label's width per digit (12 px figures, bold for the turn shown) and
 * the space kept between two labels: labels are as wide as their numbers are
 * long, so 3 and 4 fit closer together than 103 and 104.
 */
const TURN_LABEL_DIGIT = 8;
const TURN_LABEL_SPACE = 8;

/** How far apart the middles of two turns' labels must be to fit side by side. */
function turnLabelDistance(a: number, b: number): number {
  return ((String(a).length + String(b).length) * TURN_LABEL_DIGIT) / 2 + TURN_LABEL_SPACE;
}

export interface GraphLayout {
  plot: { left: number; top: number; right: number; bottom: number; middle: number };
  /** Seeds at the plot's top edge (and, below zero, at its bottom edge). */
  span: number;
  points: { x: number; y: number }[];
  seedTicks: { value: number; y: number }[];
  turnTicks: { turn: number; x: number }[];
  /** The turn shown: its band and its number; null at the start. */
  current: { turn: number; x1: number; x2: number } | null;
  /** The position shown, between moves (before the move being sown). */
  marker: number | null;
}

/** The smallest of 1, 2, 5, 10, 20, 50… that is at least `value`. */
export function roundUp(value: number): number {
  for (let scale = 1; ; scale *= 10) for (const step of [1, 2, 5]) if (step * scale >= value) return step * scale;
}

/**
 * The graph for `points` over a game of `moveCount` moves shared out into
 * turns as `spans` says, with the turn `currentTurn` (1-based, or null) and the
 * position after `movesDone` moves shown.
 */
export function graphLayout(
  points: readonly GraphPoint[],
  spans: readonly TurnSpan[],
  moveCount: number,
  shown: { currentTurn: number | null; movesDone: number | null },
  size: Size,
): GraphLayout {
  const left = MARGIN.left;
  const right = Math.max(left + 1, size.width - MARGIN.right);
  const top = MARGIN.top;
  const bottom = Math.max(top + 1, size.height - MARGIN.bottom);
  const middle = (top + bottom) / 2;
  const span = roundUp(Math.max(1, ...points.map((point) => Math.abs(point.value))));
  const x = (moves: number) => left + (moves / Math.max(1, moveCount)) * (right - left);
  const y = (value: number) => middle - (value / span) * (middle - top);
  const band = (span: TurnSpan) => ({ x1: x(span.firstMove), x2: x(span.lastMove + 1) });

  const currentSpan = shown.currentTurn === null ? undefined : spans[shown.currentTurn - 1];
  const current = currentSpan && shown.currentTurn !== null ? { turn: shown.currentTurn, ...band(currentSpan) } : null;

  const middleOf = (span: TurnSpan) => (band(span).x1 + band(span).x2) / 2;
  const turnTicks = turnLabels(
    spans.map((span, index) => ({ turn: index + 1, x: middleOf(span) })),
    shown.currentTurn,
  );

  return {
    plot: { left, top, right, bottom, middle },
    span,
    points: points.map((point) => ({ x: x(point.move), y: y(point.value) })),
    seedTicks: [span, span / 2, 0, -span / 2, -span].map((value) => ({ value, y: y(value) })),
    turnTicks,
    current,
    marker: shown.movesDone === null ? null : x(shown.movesDone),
  };
}

/**
 * The turns labelled: every turn whose label has room, its middle far enough
 * from every other label's for both to fit (turnLabelDistance). Where turns crowd, the turn shown
 * goes first, then turn 1, then the rounder numbers (tens, fives, evens).
 */
function turnLabels(candidates: readonly { turn: number; x: number }[], currentTurn: number | null): { turn: number; x: number }[] {
  const rank = (turn: number): number =>
    turn === currentTurn ? 0 : turn === 1 ? 1 : turn % 10 === 0 ? 2 : turn % 5 === 0 ? 3 : turn % 2 === 0 ? 4 : 5;
  const placed: { turn: number; x: number }[] = [];
  for (const candidate of [...candidates].sort((a, b) => rank(a.turn) - rank(b.turn) || a.turn - b.turn)) {
    if (placed.every((label) => Math.abs(label.x - candidate.x) >= turnLabelDistance(label.turn, candidate.turn))) placed.push(candidate);
  }
  return placed.sort((a, b) => a.turn - b.turn);
}
