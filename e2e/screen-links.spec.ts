// The links between screens: a preset's lesson from the New game dialog (the
// game in progress kept), and an unfinished game resumed from the archive. A
// damaged archive told on Home is in damaged-archive.spec.ts.
import { expect, test } from './fixtures';
import { ArchivePage } from './pages/archive-page';
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
  // The address follows the open lesson onto its step, so a reload stays there.
  await expect(app).toHaveURL(/#\/lessons\/kalah\/1$/);

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
  // A newer unfinished game: Play alone would open this one, so Open must name the first.
  await play.startGame({ preset: 'Oware', opponent: 'hotseat', names: ['Citra', 'Dewi'] });
  await app.getByRole('button', { name: 'Back', exact: true }).click();

  const archive = new ArchivePage(app);
  await archive.open();
  await archive.openGame(archive.rows().filter({ hasText: 'Ana vs Budi' }));

  await expect(app.getByRole('heading', { level: 1, name: 'Play' })).toBeVisible();
  expect(new URL(app.url()).hash).toMatch(/^#\/play\/\d+$/);
  await expect(play.hole('South', 1)).toHaveAccessibleName('South hole 1, 0 seeds');
  await expect(play.hole('South', 5)).toHaveAccessibleName('South hole 5, 5 seeds');
  await expect(app.getByText('Budi, your turn: choose a hole.')).toBeVisible();
});
