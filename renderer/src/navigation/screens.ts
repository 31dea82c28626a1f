// The app's screens and their addresses. The current screen is kept in the
// URL hash (`#/archive`) so the browser's Back works in browser mode and a test
// can open a screen directly; the home screen is the empty hash.

import type { MenuCommand } from '../../../electron/contract';

export const SCREENS = ['home', 'play', 'lessons', 'archive', 'settings', 'replay', 'puzzles', 'network'] as const;
export type ScreenName = (typeof SCREENS)[number];

export function screenFromHash(hash: string): ScreenName {
  // `#/replay/12`: a screen may carry an argument after its name.
  const name = hash.replace(/^#\/?/, '').split('/')[0] ?? '';
  return (SCREENS as readonly string[]).includes(name) ? (name as ScreenName) : 'home';
}

/** The screen an application menu item opens ("New game" opens Play with its dialog). */
export function screenForMenuCommand(command: MenuCommand): ScreenName {
  return command === 'new-game' ? 'play' : command;
}

export function hashFor(screen: ScreenName): string {
  return screen === 'home' ? '' : `#/${screen}`;
}

/**
 * The replay viewer's address for a game (the archive's "Replay", the play
 * screen's Game over), optionally at the position before move `move` (a
 * personal puzzle's link to its turn: `#/replay/12/7`).
 */
export function replayHash(gameId: number, move?: number): string {
  return move === undefined ? `#/replay/${gameId}` : `#/replay/${gameId}/${move}`;
}

const REPLAY_ADDRESS = /^#\/replay\/([1-9]\d{0,15})(?:\/(0|[1-9]\d{0,5}))?$/;

/** The game a replay address names, or null. */
export function replayGameFromHash(hash: string): number | null {
  const game = REPLAY_ADDRESS.exec(hash)?.[1];
  return game === undefined ? null : Number(game);
}

/** The move before which a replay address opens its game, or null (at the start). */
export function replayMoveFromHash(hash: string): number | null {
  const move = REPLAY_ADDRESS.exec(hash)?.[2];
  return move === undefined ? null : Number(move);
}

/** The play screen's address for one game (the archive's "Resume"). */
export function playHash(gameId: number): string {
  return `#/play/${gameId}`;
}

/** The game a play address names, or null (plain `#/play` resumes the most recent one). */
export function playGameFromHash(hash: string): number | null {
  return gameIdFromHash('play', hash);
}

/**
 * The network lobby's two views: joining a friend's game (`#/network`, Home's
 * "Join a friend's game") and the waiting panel while this computer hosts
 * (`#/network/host`), kept in the address so a reload stays there.
 */
export type LobbyView = 'join' | 'host';

export function lobbyHash(view: LobbyView): string {
  return view === 'host' ? '#/network/host' : hashFor('network');
}

/** The lobby's view an address names: the waiting panel at `#/network/host`, else joining. */
export function lobbyViewFromHash(hash: string): LobbyView {
  return hash === lobbyHash('host') ? 'host' : 'join';
}

/**
 * The Lessons screen's address with one lesson open (the New game dialog's
 * links), and on one step of it (`#/lessons/capture/3`, counted from 1 as
 * the lesson shows it), so a reload stays there.
 */
export function lessonHash(lessonId: string, step?: number): string {
  return step === undefined ? `#/lessons/${lessonId}` : `#/lessons/${lessonId}/${step}`;
}

// Lesson ids are kebab-case, like `store-landing`; a step is a number from 1.
const LESSON_ADDRESS = /^#\/lessons\/([a-z0-9]+(?:-[a-z0-9]+)*)(?:\/([1-9]\d{0,3}))?$/;

/** The lesson a Lessons address names, or null. */
export function lessonFromHash(hash: string): string | null {
  return LESSON_ADDRESS.exec(hash)?.[1] ?? null;
}

/** The step (counted from 1) a lesson's address names, or null when it names none. */
export function lessonStepFromHash(hash: string): number | null {
  const step = LESSON_ADDRESS.exec(hash)?.[2];
  return step === undefined ? null : Number(step);
}

function gameIdFromHash(screen: 'play', hash: string): number | null {
  const match = new RegExp(`^#/${screen}/([1-9]\\d{0,15})$`).exec(hash);
  return match?.[1] === undefined ? null : Number(match[1]);
}
