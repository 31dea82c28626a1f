// What a key does on the play screen now: keyboard.ts's key map, applied to
// what the screen shows. The screen carries the answer out (the board, the
// session); this only decides, so every case can be tested without a DOM.
import { pitOfHole, type Player } from '../../../../engine';
import { keyAction, type KeyAction, type KeyInput } from './keyboard';

export type PlayKey =
  | Exclude<KeyAction, { kind: 'hole' }>
  /** The asked player's hole of that number. */
  | { kind: 'choose'; pit: number }
  /** A hole's number while nobody here is asked: say whom the game waits for. */
  | { kind: 'not-asked' }
  /** A hole's number beyond this board's holes: the key is taken, and nothing happens. */
  | { kind: 'no-hole' };

export interface KeySituation {
  /** A game is shown and no dialog or "pass the device" screen covers the board. */
  boardInFront: boolean;
  /** The key was typed in a form field or a dialog, which keep their own keys. */
  inField: boolean;
  /** Holes per row. */
  holes: number;
  asked: Player | null;
}

/** The screen's action for a key, or null to leave the key to the page (a dialog's Escape, the frame's Alt+Left). */
export function playKey(input: KeyInput, situation: KeySituation): PlayKey | null {
  if (!situation.boardInFront || situation.inField) return null;
  const action = keyAction(input);
  if (action?.kind !== 'hole') return action;
  if (situation.asked === null) return { kind: 'not-asked' };
  if (action.hole > situation.holes) return { kind: 'no-hole' };
  return { kind: 'choose', pit: pitOfHole(situation.asked, action.hole, situation.holes) };
}
