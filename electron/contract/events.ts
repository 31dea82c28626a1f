/** Events the services push to the renderer (IPC channel `congkak:event`, or server-sent events). */
import type { Settings } from './settings';
import type { NetworkPlayState } from './network';
import type { GameView } from './views';

/** What the desktop app's menu asks the renderer to open (the browser mode has no menu). */
export const MENU_COMMANDS = ['new-game', 'archive', 'lessons', 'puzzles', 'settings'] as const;
export type MenuCommand = (typeof MENU_COMMANDS)[number];

export type AppEvent =
  /** A game changed (a move, a resignation), whoever caused it: the same view `playMove` returns. */
  | { type: 'game-updated'; game: GameView }
  | { type: 'settings-updated'; settings: Settings }
  /** A computer player could not move; the game is unchanged and still waits for it. */
  | { type: 'computer-failed'; gameId: number; message: string }
  /** A running import's check: games checked so far of the file's total. */
  | { type: 'import-progress'; importId: string; checked: number; total: number }
  /** Games were imported, deleted, restored, tagged, or a backup was restored: lists should refresh. */
  | { type: 'archive-changed' }
  /** A record was opened from a file (the file manager, a second start, the menu's Open a record): show this game. */
  | { type: 'open-game'; gameId: number }
  /** An application menu item was chosen. */
  | { type: 'menu-command'; command: MenuCommand }
  /** Network play changed: hosting, a guest joined or dropped, the game's turn, its end. */
  | { type: 'network'; state: NetworkPlayState };
