// Pictures of the proven values in words, for review by eye (issue 35): a
// hint and a replay verdict on small Kalah boards the engine solves to the
// end, at 1280 wide in the light and dark themes; saved under
// e2e/screenshots/ (git-ignored).
import path from 'node:path';
import { printRecord } from '../engine';
import { finishedGame } from './archive-records';
import { expect, test } from './fixtures';
import { ArchivePage } from './pages/archive-page';
import { PlayPage } from './pages/play-page';
import { ReplayPage } from './pages/replay-page';
import { SettingsPage } from './pages/settings-page';

const DIR = path.resolve(import.meta.dirname, 'screenshots');
const THEMES = ['light', 'dark'] as const;

test('a hint says its proven value', async ({ app, target }) => {
  await app.setViewportSize({ width: 1280, height: 800 });
  await new SettingsPage(app).useInstantAnimation();
  const play = new PlayPage(app);
  await play.open();
  await play.startGame({ preset: 'Kalah', opponent: 'hotseat', holes: 4, seeds: 2 });
  await app.getByRole('button', { name: 'Hint', exact: true }).click();
  await expect(app.getByText(/^Hint: hole \d.*\(exact: (wins|loses) by \d+ seeds?\)$|\(exact: a draw\)$/)).toBeVisible({ timeout: 20_000 });
  for (const theme of THEMES) {
    await app.evaluate((value) => (document.documentElement.dataset['theme'] = value), theme);
    await app.screenshot({ path: path.join(DIR, `${target}-exact-hint-${theme}.png`) });
  }
});

test('a replay verdict says the best choice’s proven value', async ({ app, target }) => {
  test.setTimeout(120_000);
  await app.setViewportSize({ width: 1280, height: 800 });
  const game = finishedGame(5, { South: 'Aminah', North: 'Budi', SouthKind: 'human', NorthKind: 'human' }, { preset: 'kalah', holes: 3, seeds: 3 });
  const archive = new ArchivePage(app);
  await archive.open();
  await archive.importText('small.kalah', printRecord([game]));
  await archive.expectCount(1);
  await archive.rows().first().dblclick();
  const replay = new ReplayPage(app);
  await replay.expectShown();
  await replay.analysis.getByRole('button', { name: 'Analyse the game' }).click();
  await expect(replay.analysis.getByRole('status')).toHaveText(/blunders?\./, { timeout: 90_000 });
  await replay.press('ArrowRight');
  await replay.press('ArrowRight');
  await expect(app.locator('.verdict-line').first()).toContainText('(exact: ');
  for (const theme of THEMES) {
    await app.evaluate((value) => (document.documentElement.dataset['theme'] = value), theme);
    await app.screenshot({ path: path.join(DIR, `${target}-exact-verdict-${theme}.png`), fullPage: true });
  }
});
