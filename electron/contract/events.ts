/** Events the services push to the renderer (IPC channel `congkak:event`, or server-sent events). */
import type { Settings } from './settings';
import type { GameView } from './views';

export type AppEvent =
  /** A game changed (a move, a resignation), whoever caused it: the same view `playMove` returns. */
  | { type: 'game-updated'; game: GameView }
  | { type: 'settings-updated'; settings: Settings };

export type AppEventType = AppEvent['type'];
