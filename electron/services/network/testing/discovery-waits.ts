/** Tests only: waiting for a browser's list by its own change events, never by time. */
import type { HostedGamesBrowser } from '../discovery-browser';
import type { DiscoveredGame } from '../discovery-list';

/** Resolves when the browser's list satisfies `test` (now or at a later change). */
export function listed(browser: HostedGamesBrowser, test: (games: DiscoveredGame[]) => boolean): Promise<DiscoveredGame[]> {
  return new Promise((resolve) => {
    if (test(browser.games())) return resolve(browser.games());
    const stop = browser.onChange((games) => {
      if (!test(games)) return;
      stop();
      resolve(games);
    });
  });
}
