/** Test helper: the two human players most session tests start a game with. */
import type { PlayerSpecInput } from '../../contract';

export const TWO_HUMANS: [PlayerSpecInput, PlayerSpecInput] = [
  { name: 'Ana', kind: 'human' },
  { name: 'Budi', kind: 'human' },
];
