/**
 * Optimal mixed strategies of a two-player zero-sum matrix game, used for the
 * simultaneous opening: both players choose at once, so the best a player can
 * do against an unknown reply is the maximin mix of the payoff matrix.
 *
 * Solved as a linear programme with a dense tableau simplex (Bland's rule, so
 * it never cycles). Matrices here are at most 15 × 15, so clarity wins over speed.
 */

export interface MatrixGameSolution {
  /** Probability of each row for the maximising (row) player. */
  rowStrategy: number[];
  /** Probability of each column for the minimising (column) player. */
  columnStrategy: number[];
  /** Expected payoff to the row player when both play optimally. */
  value: number;
}

const EPSILON = 1e-12;

/**
 * `payoff[i][j]` is what the row player gains (and the column player loses)
 * when row i meets column j. Every row must have the same, non-zero length.
 */
export function solveMatrixGame(payoff: readonly (readonly number[])[]): MatrixGameSolution {
  const rows = payoff.length;
  const columns = payoff[0]?.length ?? 0;
  if (rows === 0 || columns === 0 || payoff.some((row) => row.length !== columns)) {
    throw new RangeError('solveMatrixGame needs a non-empty rectangular matrix');
  }
  // Shift every payoff to at least 1 so the game's value is positive; the
  // strategies are unchanged and the value shifts back at the end.
  let smallest = Infinity;
  for (const row of payoff) for (const x of row) smallest = Math.min(smallest, x);
  const shift = 1 - smallest;

  // Column player's programme: maximise Σy subject to A·y ≤ 1, y ≥ 0.
  // Then value = 1/Σy, columnStrategy = y·value, and the row strategy is the
  // dual solution, read from the final tableau's slack columns.
  const width = columns + rows + 1;
  const tableau: number[][] = [];
  for (let i = 0; i < rows; i++) {
    const line = new Array<number>(width).fill(0);
    for (let j = 0; j < columns; j++) line[j] = payoff[i]![j]! + shift;
    line[columns + i] = 1;
    line[width - 1] = 1;
    tableau.push(line);
  }
  const objective = new Array<number>(width).fill(0);
  for (let j = 0; j < columns; j++) objective[j] = -1;
  const basis = Array.from({ length: rows }, (_, i) => columns + i);

  for (;;) {
    const entering = objective.findIndex((c, j) => j < width - 1 && c < -EPSILON);
    if (entering < 0) break;
    let leaving = -1;
    let bestRatio = Infinity;
    for (let i = 0; i < rows; i++) {
      const a = tableau[i]![entering]!;
      if (a <= EPSILON) continue;
      const ratio = tableau[i]![width - 1]! / a;
      // Bland's rule: among equal ratios, the smallest basic variable leaves.
      if (ratio < bestRatio - EPSILON || (Math.abs(ratio - bestRatio) <= EPSILON && basis[i]! < basis[leaving]!)) {
        bestRatio = ratio;
        leaving = i;
      }
    }
    // All payoffs are positive, so the programme is bounded and a row always leaves.
    pivot(tableau, objective, leaving, entering);
    basis[leaving] = entering;
  }

  const total = objective[width - 1]!;
  const value = 1 / total;
  const columnStrategy = new Array<number>(columns).fill(0);
  basis.forEach((variable, i) => {
    if (variable < columns) columnStrategy[variable] = tableau[i]![width - 1]! * value;
  });
  const rowStrategy = Array.from({ length: rows }, (_, i) => Math.max(0, objective[columns + i]!) * value);
  return { rowStrategy: normalise(rowStrategy), columnStrategy: normalise(columnStrategy), value: value - shift };
}

function pivot(tableau: number[][], objective: number[], row: number, column: number): void {
  const pivotRow = tableau[row]!;
  const factor = pivotRow[column]!;
  for (let j = 0; j < pivotRow.length; j++) pivotRow[j]! /= factor;
  const eliminate = (line: number[]): void => {
    const k = line[column]!;
    if (k === 0) return;
    for (let j = 0; j < line.length; j++) line[j]! -= k * pivotRow[j]!;
  };
  tableau.forEach((line, i) => {
    if (i !== row) eliminate(line);
  });
  eliminate(objective);
}

/** Removes floating-point dust so probabilities sum to exactly 1. */
function normalise(weights: number[]): number[] {
  const cleaned = weights.map((w) => (w < 1e-9 ? 0 : w));
  const sum = cleaned.reduce((a, b) => a + b, 0);
  return cleaned.map((w) => w / sum);
}

/** Picks an index with the given probabilities; `random` returns a number in [0, 1). */
export function sampleStrategy(strategy: readonly number[], random: () => number): number {
  let r = random();
  for (let i = 0; i < strategy.length; i++) {
    r -= strategy[i]!;
    if (r < 0) return i;
  }
  // Rounding can leave r a hair above 0: take the last index with weight.
  for (let i = strategy.length - 1; i >= 0; i--) if (strategy[i]! > 0) return i;
  return strategy.length - 1;
}
