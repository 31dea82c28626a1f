// The links between screens: a preset's lesson from the New game dialog (the
// game in progress kept), an unfinished game resumed from the archive, and a
// damaged archive told on Home with its backup offered.
import Database from 'better-sqlite3';
import { expect, test } from './fixtures';
import { ArchivePage } from './pages/archive-page';
import { HomePage } from './pages/home-page';
import { PlayPage } from './pages/play-page';

test('a preset links to its lesson, and the game in progress is still there afterwards', async ({ app }) => {
  const play = new PlayPage(app);
  await play.open();
  await play.startGame({ preset: 'Kalah', opponent: 'hotseat', names: ['Ana', 'Budi'] });
  await play.hole('South', 1).click();
  await expect(play.hole('South', 1)).toHaveAccessibleName('South hole 1, 0 seeds');

  await play.newGameButton.click();
  await expect(play.lessonLink('kalah')).toHaveText('Lesson: Kalah: how it differs');
  await play.lessonLink('kalah').click();
  await expect(app.getByRole('heading', { level: 1, name: 'Lessons' })).toBeVisible();
  await expect(app.getByRole('heading', { level: 2, name: 'Kalah: how it differs' })).toBeVisible();
  expect(new URL(app.url()).hash).toBe('#/lessons/kalah');

  // Back to Play: the same game, Budi to move, nothing lost by looking at the lesson.
  await app.goBack();
  await expect(play.hole('South', 1)).toHaveAccessibleName('South hole 1, 0 seeds');
  await expect(play.hole('South', 5)).toHaveAccessibleName('South hole 5, 5 seeds');
  await expect(app.getByText('Budi, your turn: choose a hole.')).toBeVisible();
});

test('an unfinished game in the archive resumes on the Play screen where it was left', async ({ app }) => {
  const play = new PlayPage(app);
  await play.open();
  await play.startGame({ preset: 'Kalah', opponent: 'hotseat', names: ['Ana', 'Budi'] });
  await play.hole('South', 1).click();
  await expect(play.hole('South', 1)).toHaveAccessibleName('South hole 1, 0 seeds');
  // A newer unfinished game: Play alone would open this one, so Resume must name the first.
  await play.startGame({ preset: 'Oware', opponent: 'hotseat', names: ['Citra', 'Dewi'] });
  await app.getByRole('button', { name: 'Back', exact: true }).click();

  const archive = new ArchivePage(app);
  await archive.open();
  const record = await archive.openRecord(archive.rows().filter({ hasText: 'Ana vs Budi' }));
  await expect(record.getByRole('button', { name: 'Replay', exact: true })).toHaveCount(0);
  await record.getByRole('button', { name: 'Resume', exact: true }).click();

  await expect(app.getByRole('heading', { level: 1, name: 'Play' })).toBeVisible();
  expect(new URL(app.url()).hash).toMatch(/^#\/play\/\d+$/);
  await expect(play.hole('South', 1)).toHaveAccessibleName('South hole 1, 0 seeds');
  await expect(play.hole('South', 5)).toHaveAccessibleName('South hole 5, 5 seeds');
  await expect(app.getByText('Budi, your turn: choose a hole.')).toBeVisible();
});

/** A sound SQLite file, as a good backup is. */
function soundDatabase(): Uint8Array {
  const db = new Database(':memory:');
  try {
    db.exec('CREATE TABLE kept (note TEXT)');
    return db.serialize();
  } finally {
    db.close();
  }
}

test.describe('with a damaged archive file', () => {
  test.use({
    dataFiles: {
      'congkak.sqlite': 'this is not a database',
      'backups/congkak-20260101T120000000-startup.sqlite': soundDatabase(),
    },
  });

  test('Home tells it in plain words and restores the last good backup', async ({ app }) => {
    const home = new HomePage(app);
    await home.expectShown();
    await expect(home.notice).toContainText('Your archive file could not be read');
    await expect(home.notice).toContainText('Nothing was deleted: the old file is kept at');
    await expect(home.notice).toContainText('the last good backup, made on');

    app.once('dialog', (dialog) => void dialog.accept());
    await home.notice.getByRole('button', { name: 'Restore the last good backup' }).click();
    await expect(home.notice).toContainText('Backup restored. The archive you had before is kept at');

    await home.notice.getByRole('button', { name: 'Dismiss' }).click();
    await expect(home.notice).toHaveCount(0);
  });
});
