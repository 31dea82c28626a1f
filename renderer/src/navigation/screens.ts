// The app's screens and their addresses. The current screen is kept in the
// URL hash (`#/archive`) so the browser's Back works in browser mode and a test
// can open a screen directly; the home screen is the empty hash.

export const SCREENS = ['home', 'play', 'lessons', 'archive', 'settings', 'replay'] as const;
export type ScreenName = (typeof SCREENS)[number];

export function screenFromHash(hash: string): ScreenName {
  // `#/replay/12`: a screen may carry an argument after its name.
  const name = hash.replace(/^#\/?/, '').split('/')[0] ?? '';
  return (SCREENS as readonly string[]).includes(name) ? (name as ScreenName) : 'home';
}

export function hashFor(screen: ScreenName): string {
  return screen === 'home' ? '' : `#/${screen}`;
}

/** The replay viewer's address for a game (the archive's "Replay", the play screen's Game over). */
export function replayHash(gameId: number): string {
  return `#/replay/${gameId}`;
}

/** The game a replay address names, or null. */
export function replayGameFromHash(hash: string): number | null {
  const match = /^#\/replay\/([1-9]\d{0,15})$/.exec(hash);
  return match?.[1] === undefined ? null : Number(match[1]);
}
