// The app's screens and their addresses. The current screen is kept in the
// URL hash (`#/archive`) so the browser's Back works in browser mode and a test
// can open a screen directly; the home screen is the empty hash.

export const SCREENS = ['home', 'play', 'lessons', 'archive', 'settings'] as const;
export type ScreenName = (typeof SCREENS)[number];

export function screenFromHash(hash: string): ScreenName {
  const name = hash.replace(/^#\/?/, '');
  return (SCREENS as readonly string[]).includes(name) ? (name as ScreenName) : 'home';
}

export function hashFor(screen: ScreenName): string {
  return screen === 'home' ? '' : `#/${screen}`;
}
