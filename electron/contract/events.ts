/** Events the services push to the renderer (IPC channel `congkak:event`, or server-sent events). */
import type { Settings } from './settings';
import type { GameView } from './views';

export type AppEvent =
  /** A game changed (a move, a resignation), whoever caused it: the same view `playMove` returns. */
  | { type: 'game-updated'; game: GameView }
  | { type: 'settings-updated'; settings: Settings }
  /** A computer player could not move; the game is unchanged and still waits for it. */
  | { type: 'computer-failed'; gameId: number; message: string }
  /** A running import's check: games checked so far of the file's total. */
  | { type: 'import-progress'; importId: string; checked: number; total: number }
  /** Games were imported, deleted, restored, tagged, or a backup was restored: lists should refresh. */
  | { type: 'archive-changed' };

export type AppEventType = AppEvent['type'];
