// Pictures of the board in the light and dark themes, for review by eye:
// saved under e2e/screenshots/ (git-ignored) on every run; not test-results/,
// which Playwright empties at the start of each run.
import path from 'node:path';
import { expect, test } from './fixtures';
import { PlayPage } from './pages/play-page';
import { SettingsPage } from './pages/settings-page';

const DIR = path.resolve(import.meta.dirname, 'screenshots');

test('screenshots of the board in light and dark themes', async ({ app, target }) => {
  await app.setViewportSize({ width: 1100, height: 760 });
  await new SettingsPage(app).useInstantAnimation();
  const play = new PlayPage(app);
  await play.open();
  await play.startGame({ preset: 'Congkak', opponent: 'computer' });
  await play.hole('South', 3).click();
  await expect(play.choosable().first()).toBeVisible({ timeout: 10_000 });

  for (const theme of ['Light', 'Dark'] as const) {
    await app.evaluate((value) => (document.documentElement.dataset['theme'] = value), theme.toLowerCase());
    await app.screenshot({ path: path.join(DIR, `${target}-play-${theme.toLowerCase()}.png`) });
    await play.board.screenshot({ path: path.join(DIR, `${target}-board-${theme.toLowerCase()}.png`) });
  }
});
