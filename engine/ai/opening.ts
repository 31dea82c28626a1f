/**
 * The simultaneous opening (RULES.md §3): both players choose without seeing
 * each other, so a "best move" does not exist; the best a player can do is the
 * maximin mixed strategy of the payoff matrix (matrix-game.ts). Every pair of
 * choices is searched (deeper and deeper while the budget lasts, the matrix of
 * the last complete depth is kept), from South's side.
 *
 * Two kinds of simultaneous node reach here: the first choice (codes carry both
 * holes) and two pending choices after store landings in the same tick (each
 * player's code is played in turn; the kernel holds the first until the second
 * is given).
 */
import { codeHole, OPENING_BASE, PENDING_BASE, type FastPosition } from '../fast/position';
import { storeOf } from '../board';
import { solveMatrixGame } from './matrix-game';
import { SCALE } from './evaluate';
import type { SearchLimits, Searcher } from './search';

export interface OpeningMatrix {
  /** South's and North's choices as holes (1…n). */
  southHoles: number[];
  northHoles: number[];
  /** payoff[i][j]: South's value (SCALE units) when South plays southHoles[i] and North northHoles[j]. */
  payoff: number[][];
  /** Every entry was solved to the end of the game. */
  exact: boolean;
  depth: number;
  nodes: number;
}

export interface OpeningSolution extends OpeningMatrix {
  southStrategy: number[];
  northStrategy: number[];
  /** South's expected value under both optimal mixes. */
  value: number;
}

/** Plays South's hole then North's hole on `into`, a copy of `from`. */
function playPair(from: FastPosition, into: FastPosition, south: number, north: number, firstChoice: boolean): void {
  into.copyFrom(from);
  if (firstChoice) {
    into.play(OPENING_BASE + south * 16 + north, null);
  } else {
    into.play(PENDING_BASE + south, null);
    into.play(PENDING_BASE + 16 + north, null);
  }
}

/** The holes each player may choose at a simultaneous node, read from its legal codes. */
export function simultaneousChoices(position: FastPosition, codes: Int32Array): { south: number[]; north: number[]; firstChoice: boolean } {
  const count = position.legal(codes);
  const south = new Set<number>();
  const north = new Set<number>();
  let firstChoice = false;
  for (let i = 0; i < count; i++) {
    const code = codes[i]!;
    if (code >= PENDING_BASE) {
      const rest = code - PENDING_BASE;
      (rest >> 4 === 0 ? south : north).add(codeHole(rest));
    } else if (code >= OPENING_BASE) {
      firstChoice = true;
      south.add((code - OPENING_BASE) >> 4);
      north.add(codeHole(code - OPENING_BASE));
    }
  }
  return { south: [...south], north: [...north], firstChoice };
}

/** Searches every pair of choices at a simultaneous node and solves the matrix game. */
export function solveOpening(searcher: Searcher, root: FastPosition, limits: SearchLimits, codes: Int32Array): OpeningSolution {
  const { south, north, firstChoice } = simultaneousChoices(root, codes);
  searcher.begin(limits);
  const child = root.clone();
  let matrix: OpeningMatrix = { southHoles: south, northHoles: north, payoff: [], exact: false, depth: 0, nodes: 0 };
  for (let depth = 1; depth <= limits.maxDepth; depth++) {
    const payoff: number[][] = [];
    let exact = true;
    for (const s of south) {
      const row: number[] = [];
      for (const n of north) {
        playPair(root, child, s, n, firstChoice);
        const result = searcher.valueForSouth(child, depth - 1);
        if (result === null) break;
        row.push(result.value);
        exact &&= result.exact;
      }
      if (searcher.wasStopped) break;
      payoff.push(row);
    }
    if (searcher.wasStopped) break;
    matrix = { southHoles: south, northHoles: north, payoff, exact, depth, nodes: searcher.nodeCount };
    if (exact) break;
  }
  if (matrix.payoff.length === 0) {
    // Not even depth 1 finished (a tiny budget): judge each pair by the stores it leads to.
    matrix.payoff = south.map((s) =>
      north.map((n) => {
        playPair(root, child, s, n, firstChoice);
        const pits = child.pits();
        const holes = root.rules.holes;
        return (pits[storeOf(0, holes)]! - pits[storeOf(1, holes)]!) * SCALE;
      }),
    );
  }
  matrix.nodes = searcher.nodeCount;
  const solution = solveMatrixGame(matrix.payoff);
  return { ...matrix, southStrategy: solution.rowStrategy, northStrategy: solution.columnStrategy, value: solution.value };
}
