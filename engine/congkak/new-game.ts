/** The start of a Congkak/Kalah game, RULES.md §1 and §3. */
import type { Player, Rules } from '../types';
import { isStore } from '../board';
import type { CongkakState, Hand } from './state';

const waitingHand = (): Hand => ({ status: 'first', pit: -1, seeds: 0, held: null, finished: null, lapped: false });

export function newCongkakGame(rules: Rules): CongkakState {
  const n = rules.holes;
  const pits = Array.from({ length: 2 * n + 2 }, (_, pit) => (isStore(pit, n) ? 0 : rules.seeds));
  const first: Player = rules.firstPlayer === 'south' ? 0 : 1;
  const simultaneous = rules.opening === 'simultaneous';
  return {
    rules,
    pits,
    burnt: [],
    toMove: simultaneous ? null : first,
    phase: simultaneous ? 'opening' : 'play',
    round: 1,
    result: null,
    continuing: false,
    starter: first,
    lastMover: null,
    opening: simultaneous ? { tick: 0, hands: [waitingHand(), waitingHand()] } : null,
  };
}
