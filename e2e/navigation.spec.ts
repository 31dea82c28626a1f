// Keys that never lose your place, and the ways straight into a game: Escape
// (three times) during a game, in the New game dialog, in a lesson, in the
// archive's search box and in the replay's comment box stays on the screen
// with the step, filters or text kept; Continue on Home resumes a game; a
// two-round series is summed up between its rounds and at its end.
import type { Page } from '@playwright/test';
import { printRecord } from '../engine';
import { LESSONS } from '../tutorials';
import { finishedGame } from './archive-records';
import { expect, test } from './fixtures';
import { ArchivePage } from './pages/archive-page';
import { HomePage } from './pages/home-page';
import { passDeviceIfAsked, PlayPage } from './pages/play-page';
import { ReplayPage } from './pages/replay-page';
import { SettingsPage } from './pages/settings-page';

async function escapeThreeTimes(app: Page): Promise<void> {
  for (let press = 0; press < 3; press++) await app.keyboard.press('Escape');
}

test('Escape during a game skips the sowing and stays; in the New game dialog it closes the dialog only', async ({ app }) => {
  // Slow sowing, so that Escape surely comes while the seeds move.
  await new SettingsPage(app).useAnimation('Slow');
  const play = new PlayPage(app);
  await play.open();
  await play.startGame({ preset: 'Kalah', opponent: 'hotseat', names: ['Ana', 'Budi'] });
  await play.hole('South', 2).click();
  await expect(play.board).toHaveClass(/animating/);
  await escapeThreeTimes(app);
  await expect(play.board).not.toHaveClass(/animating/, { timeout: 500 });
  await expect(app.getByRole('heading', { level: 1, name: 'Play' })).toBeVisible();
  await expect(play.hole('South', 2)).toHaveAccessibleName('South hole 2, 0 seeds');
  await expect(app.getByText('Budi, your turn: choose a hole.')).toBeVisible();

  await play.newGameButton.click();
  await expect(play.newGameDialog).toBeVisible();
  await escapeThreeTimes(app);
  await expect(play.newGameDialog).toBeHidden();
  await expect(app.getByRole('heading', { level: 1, name: 'Play' })).toBeVisible();
  await expect(play.hole('South', 2)).toHaveAccessibleName('South hole 2, 0 seeds');

  // Leaving is Alt+Left (or Back).
  await app.getByRole('heading', { level: 1, name: 'Play' }).focus();
  await app.keyboard.press('Alt+ArrowLeft');
  await expect(new HomePage(app).title).toBeVisible();
});

test('Tab meets your own holes, never the computer’s', async ({ app }) => {
  await new SettingsPage(app).useInstantAnimation();
  const play = new PlayPage(app);
  await play.open();
  await play.startGame({ preset: 'Kalah', opponent: 'computer' });
  await play.hole('South', 6).focus();
  await app.keyboard.press('Shift+Tab');
  // Backwards from South's row the focus leaves the board: North's holes are no tab stops.
  await expect(play.board.getByRole('button').filter({ has: app.locator(':focus') })).toHaveCount(0);
  for (let hole = 1; hole <= 6; hole++) await expect(play.hole('North', hole)).toHaveAttribute('tabindex', '-1');
  for (let hole = 1; hole <= 6; hole++) await expect(play.hole('South', hole)).not.toHaveAttribute('tabindex', '-1');
});

test('Escape in a lesson keeps the lesson and its step', async ({ app }) => {
  const lesson = LESSONS.ok ? LESSONS.value.find((candidate) => candidate.id === 'store-landing') : undefined;
  if (lesson === undefined) throw new Error('no store-landing lesson');
  await app.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Lessons', exact: true }).click();
  await app.locator(`[data-lesson="${lesson.id}"]`).click();
  await app.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(app.getByText(`Step 2 of ${lesson.steps.length}`)).toBeVisible();
  await escapeThreeTimes(app);
  await expect(app.getByRole('heading', { level: 1, name: 'Lessons' })).toBeVisible();
  await expect(app.getByText(`Step 2 of ${lesson.steps.length}`)).toBeVisible();
});

test('Escape in the archive’s search box keeps the search; in the replay’s comment box it keeps the text', async ({ app }) => {
  const archive = new ArchivePage(app);
  await archive.open();
  const games = [1, 2].map((seed) => finishedGame(seed, { Event: 'Club night', South: seed === 1 ? 'Aminah' : 'Citra', North: 'Budi', SouthKind: 'human', NorthKind: 'human' }));
  await archive.importText('club.congkak', printRecord(games));
  await archive.expectCount(2);
  await archive.search.fill('Aminah');
  await archive.expectCount(1);
  await escapeThreeTimes(app);
  await expect(archive.heading).toBeVisible();
  await expect(archive.search).toHaveValue('Aminah');
  await archive.expectCount(1);

  // Open goes straight to a finished game's replay.
  await archive.rows().first().dblclick();
  const replay = new ReplayPage(app);
  await replay.expectShown();
  await replay.press('ArrowRight');
  await replay.turnComment().fill('a fine opening');
  await escapeThreeTimes(app);
  await replay.expectShown();
  await expect(replay.turnComment()).toHaveValue('a fine opening');
  await expect(replay.saved).toHaveText('Saved');
});

test('Continue on Home resumes the unfinished game', async ({ app }) => {
  const play = new PlayPage(app);
  await play.open();
  await play.startGame({ preset: 'Kalah', opponent: 'hotseat', names: ['Ana', 'Budi'] });
  await play.hole('South', 2).click();
  await expect(play.hole('South', 2)).toHaveAccessibleName('South hole 2, 0 seeds');
  await app.getByRole('button', { name: 'Back', exact: true }).click();

  const home = new HomePage(app);
  await expect(home.entry('Continue')).toBeVisible();
  await expect(home.entry('Continue')).toHaveAccessibleDescription('1 unfinished game');
  await expect(home.mainMenu.getByRole('button')).toHaveText(['Continue', 'New game', 'Join a friend’s game', 'Lessons', 'Puzzles', 'Archive', 'Settings']);
  await play.continueGame();
  await expect(play.hole('South', 2)).toHaveAccessibleName('South hole 2, 0 seeds');
  await expect(app.getByText('Budi, your turn: choose a hole.')).toBeVisible();
});

/**
 * Chooses the lowest-numbered hole that may be chosen now and waits for the
 * board to change; false when none can be (the game waits or is over).
 */
async function chooseLowestHole(play: PlayPage): Promise<boolean> {
  const board = () => play.board.getByRole('button').evaluateAll((holes) => holes.map((hole) => hole.getAttribute('aria-label')).join('|'));
  const names = await play.choosable().evaluateAll((holes) => holes.map((hole) => hole.getAttribute('aria-label') ?? ''));
  const choices = names.map((name) => /^(South|North) hole (\d+),/.exec(name)).filter((match) => match !== null);
  const lowest = choices.sort((a, b) => Number(a[2]) - Number(b[2]))[0];
  if (lowest === undefined) return false;
  const before = await board();
  await play.hole(lowest[1] as 'South' | 'North', Number(lowest[2])).click();
  await expect.poll(board).not.toBe(before);
  return true;
}

test('a two-round series is summed up between its rounds, and its end lists both rounds and the series result', async ({ app }) => {
  await new SettingsPage(app).useInstantAnimation();
  const play = new PlayPage(app);
  await play.open();
  // Sungka on 3 holes of 2 seeds, two rounds, each player choosing their lowest hole:
  // North takes round 1 by 7 to 5, so South can refill two holes and one burns.
  await play.startGame({
    preset: 'Sungka',
    length: 'A series of a number of rounds',
    rounds: 2,
    holes: 3,
    seeds: 2,
    opponent: 'hotseat',
    names: ['Ana', 'Budi'],
  });

  const summary = app.getByRole('dialog', { name: 'Round 1 over' });
  for (let ply = 0; ply < 40 && !(await summary.isVisible()); ply++) {
    await passDeviceIfAsked(app);
    if (!(await chooseLowestHole(play))) await app.waitForTimeout(100);
  }
  await expect(summary).toBeVisible();
  await expect(summary).toContainText('Budi wins round 1 by 2 seeds');
  const rows = summary.getByRole('table', { name: 'The refill for round 2' }).locator('tbody tr');
  await expect(rows).toHaveText([/^Ana\s*5\s*2\s*\d$/, /^Budi\s*7\s*3\s*none$/]);
  await escapeThreeTimes(app);
  await expect(summary).toBeHidden();
  await expect(app.getByRole('heading', { level: 1, name: 'Play' })).toBeVisible();

  for (let ply = 0; ply < 60 && !(await play.gameOverDialog.isVisible()); ply++) {
    if (!(await chooseLowestHole(play))) await app.waitForTimeout(100);
  }
  await expect(play.gameOverDialog).toBeVisible();
  await expect(play.gameOverDialog).toContainText('Ana wins the series by 6 seeds');
  await expect(play.gameOverDialog.getByRole('table', { name: 'Every round' }).locator('tbody tr')).toHaveText([
    /^Round 1\s*5\s*7\s*Budi$/,
    /^Round 2\s*9\s*3\s*Ana$/,
  ]);
});
