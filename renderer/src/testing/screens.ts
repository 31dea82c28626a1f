// For tests of navigation (not of loading): every screen loaded when it
// first opens is loaded beforehand, with the lessons' texts, so a screen
// opened in the test is shown at once, as a screen opened a second time is.
import { LAZY_SCREENS } from '../navigation/lazy-screens';

export async function loadEveryScreen(): Promise<void> {
  for (const loaded of await Promise.all(Object.values(LAZY_SCREENS).map((screen) => screen.load()))) if (!loaded.ok) throw loaded.error;
}
