/**
 * What the record format needs to know from the engine while replaying moves:
 * whose choice is asked, where a turn ends, and which lines the engine's own
 * actions force into the movetext (a pass, a new round). Both directions,
 * text → moves and moves → text, use these so they cannot disagree.
 */
import { legalMoves, play } from '../play';
import { newGame } from '../state';
import type { EngineEvent, GameState, Move, Player, PlayOutcome, Result, Rules } from '../types';
import { PLAYER_LETTERS } from './movetext';

/** A movetext line the engine's events require: a pass it made, or the start of a round. */
export type ForcedLine = { kind: 'pass'; player: Player } | { kind: 'round'; round: number };

export const PLAYER_NAMES = ['South', 'North'] as const;

export function startGame(rules: Rules): Result<GameState> {
  return newGame(rules);
}

export function playMove(state: GameState, move: Move): Result<PlayOutcome> {
  return play(state, move);
}

/**
 * Why a written hole cannot be played, in the reader's words ("South's hole 4
 * is empty"); the engine's own message when the reason is something else.
 */
export function whyIllegal(state: GameState, player: Player, hole: number, engineMessage: string): string {
  const n = state.rules.holes;
  const name = PLAYER_NAMES[player];
  if (hole > n) return `${name} has no hole ${hole}: the board has ${n} holes a side`;
  const pit = player === 0 ? hole - 1 : n + hole;
  if (state.burnt.includes(pit)) return `${name}'s hole ${hole} is burnt`;
  if (state.pits[pit] === 0) return `${name}'s hole ${hole} is empty`;
  return engineMessage;
}

/** The players whose choice the simultaneous opening is waiting for, South first. */
export function pendingPlayers(state: GameState): Player[] {
  const pending = new Set<Player>();
  for (const move of legalMoves(state)) if ('player' in move) pending.add(move.player);
  return [...pending].sort((a, b) => a - b);
}

/** Whether an ordinary turn is over after a move with these events. */
export function turnEnded(state: GameState, events: readonly EngineEvent[]): boolean {
  return state.phase === 'over' || events.some((e) => e.type === 'turn-end' || e.type === 'round-end');
}

/** The pass and round-separator lines these events force, in event order. */
export function forcedLines(events: readonly EngineEvent[]): ForcedLine[] {
  const lines: ForcedLine[] = [];
  events.forEach((event, index) => {
    if (event.type === 'pass') lines.push({ kind: 'pass', player: event.player });
    // A round that ends the game starts no new round.
    if (event.type === 'round-end' && !events.slice(index).some((e) => e.type === 'game-end')) {
      lines.push({ kind: 'round', round: event.round + 1 });
    }
  });
  return lines;
}

export function printForcedLine(line: ForcedLine): string {
  return line.kind === 'pass' ? `${PLAYER_LETTERS[line.player]} pass` : `-- round ${line.round} --`;
}
