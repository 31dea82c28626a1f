// The views the session sends, in the order they are meant: answers and
// pushed events may cross, so the screen takes a view only when it is newer,
// and animates it only when it is the very next move of the game shown.
import type { GameView } from '../../../../electron/contract';
import type { Perspective } from './status';

/**
 * The perspective of a view's announcements: "you" is the one human facing
 * the computer, else every sentence names the player.
 */
export function perspectiveFor(view: GameView): Perspective {
  const kinds = view.players.map((player) => player.kind);
  const oneHuman = kinds.filter((kind) => kind === 'human').length === 1;
  return { names: [view.players[0].name, view.players[1].name], you: oneHuman ? (kinds[0] === 'human' ? 0 : 1) : null };
}

/** Whether `next` may replace `shown`: answers and pushed events may cross, and the later-made view wins (GameView.revision). */
export function isNewer(shown: GameView | null, next: GameView): boolean {
  return !shown || shown.id !== next.id || next.revision > shown.revision;
}

/**
 * Whether `next` is the move right after `shown`, so its events animate from
 * `shown`'s board. A move may have no events (an opening choice made while the
 * other player still chooses moves no seed yet); it still follows on, in order.
 */
export function followsOn(shown: GameView, next: GameView): boolean {
  return shown.id === next.id && next.moveCount === shown.moveCount + 1;
}
