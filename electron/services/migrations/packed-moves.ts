/**
 * The packed columns of a games row as versions 005–011 wrote them: an
 * imported game's moves and the stores after each, as two short strings
 * instead of a `turns` row per move. Migration 012 reads them into the one
 * stored shape of moves (games/move-encoding.ts); tests write them to make
 * archives of those versions. Moves: one token per move, separated by spaces:
 * `7` (a hole), `3/5` (the opening's first choices, South's / North's), `S4`
 * or `N4` (a later choice of the opening). Stores: three digits for South's,
 * three for North's, per move.
 */
import type { Move } from '../../../engine';

const STORE_DIGITS = 3;
/** Characters of packed_stores per move (the generated column packed_count divided by it). */
export const PACKED_STORES_WIDTH = 2 * STORE_DIGITS;
const PLAYER_LETTERS = ['S', 'N'] as const;

function packMove(move: Move): string {
  if ('south' in move) return `${move.south}/${move.north}`;
  if ('player' in move) return `${PLAYER_LETTERS[move.player]}${move.hole}`;
  return String(move.hole);
}

function unpackMove(token: string): Move {
  const slash = token.indexOf('/');
  if (slash !== -1) return { south: Number(token.slice(0, slash)), north: Number(token.slice(slash + 1)) };
  if (token[0] === 'S' || token[0] === 'N') return { player: token[0] === 'S' ? 0 : 1, hole: Number(token.slice(1)) };
  return { hole: Number(token) };
}

export function packMoves(moves: readonly Move[]): string {
  return moves.map(packMove).join(' ');
}

/** The moves of packed_moves; a damaged token reads as a move the engine refuses. */
export function unpackMoves(packed: string): Move[] {
  return packed === '' ? [] : packed.split(' ').map(unpackMove);
}

/** `stores` holds South's and North's store after each move: entries 2k and 2k+1 for move k. */
export function packStores(stores: readonly number[]): string {
  let packed = '';
  for (const seeds of stores) packed += String(seeds).padStart(STORE_DIGITS, '0');
  return packed;
}

export function unpackStores(packed: string): [number, number][] {
  const stores: [number, number][] = [];
  for (let at = 0; at < packed.length; at += PACKED_STORES_WIDTH) {
    stores.push([Number(packed.slice(at, at + STORE_DIGITS)), Number(packed.slice(at + STORE_DIGITS, at + PACKED_STORES_WIDTH))]);
  }
  return stores;
}
