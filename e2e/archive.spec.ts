import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { recordFile } from './archive-records';
import { ArchivePage } from './pages/archive-page';
import { ReplayPage } from './pages/replay-page';
import { ScreenPage } from './pages/screen-page';

const NAMES = ['Aminah', 'Budi', 'Chandra', 'Dewi'];

/** `count` games against the computer; `unique` gives every game its own player, so none is a duplicate. */
function clubFile(count: number, unique = false): string {
  return recordFile(count, (index) => ({
    Event: index % 2 === 0 ? 'Kampung Cup' : 'Club night',
    Date: `2025.03.${String(1 + (index % 28)).padStart(2, '0')}`,
    South: unique ? `${NAMES[index % NAMES.length]!} ${index}` : NAMES[index % NAMES.length]!,
    North: 'Computer',
    SouthKind: 'human',
    NorthKind: `computer:${1 + (index % 6)}`,
  }));
}

test('finished games are found by filter and by full-text search', async ({ app }) => {
  const archive = new ArchivePage(app);
  await archive.open();
  await archive.importText('club.congkak', clubFile(8));
  await expect(archive.status).toHaveText('8 games imported.');
  await archive.expectCount(8);

  await archive.filter('Opponent').selectOption({ label: 'Computer, level 2' });
  await archive.expectCount(2);
  await expect(archive.rows()).toHaveCount(2);
  await expect(archive.rows().first()).toContainText('Dewi vs Computer (level 2)');
  await expect(archive.rows().last()).toContainText('Budi vs Computer (level 2)');
  await archive.filter('Opponent').selectOption({ label: 'Any' });

  await archive.search.fill('chand');
  await archive.expectCount(2);
  await expect(archive.rows().first()).toContainText('Chandra');
  await archive.search.fill('kampung aminah');
  await archive.expectCount(2);
});

test('Open a record imports a file and shows its game; opened again, the same game, not a copy', async ({ app }) => {
  const archive = new ArchivePage(app);
  const replay = new ReplayPage(app);
  await archive.open();
  await archive.openRecordText('final.congkak', clubFile(2));
  await replay.expectShown();
  await expect(app.getByText('Aminah', { exact: false }).first()).toBeVisible();
  const opened = new URL(app.url()).hash;
  expect(opened).toMatch(/^#\/replay\/\d+$/);

  // Back returns to the archive, which now holds the file's games.
  await new ScreenPage(app, 'Replay').back.click();
  await archive.expectCount(2);
  await archive.openRecordText('final.congkak', clubFile(2));
  await replay.expectShown();
  expect(new URL(app.url()).hash).toBe(opened);
  await new ScreenPage(app, 'Replay').back.click();
  await archive.expectCount(2);
});

test('a large file imports with a progress bar; a broken one is refused at its line and imports nothing', async ({ app }) => {
  const archive = new ArchivePage(app);
  await archive.open();
  const broken = `${clubFile(3)}\n[Rules "kalah"]\n\nS 9\n`;
  await archive.importText('broken.congkak', broken);
  await expect(archive.alert).toContainText(`Line ${broken.split('\n').indexOf('S 9') + 1}:`);
  await expect(archive.alert).toContainText('Nothing was imported');
  await archive.expectCount(0);

  await archive.importText('many.congkak', clubFile(1500, true));
  await expect(archive.progress).toBeVisible();
  await expect(archive.status).toHaveText('1,500 games imported.', { timeout: 20_000 });
  await expect(archive.progress).toBeHidden();
  await expect(archive.count).toHaveText('1,500 games');
});

test('exported games re-import exactly, and again as duplicates', async ({ app }) => {
  const archive = new ArchivePage(app);
  await archive.open();
  const original = clubFile(4);
  await archive.importText('four.congkak', original);
  await archive.expectCount(4);

  const downloading = app.waitForEvent('download');
  await archive.exportButton.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/4-games\.congkak$/);
  const exported = await readFile(await download.path(), 'utf8');
  // Same games, oldest first: the file's order, since its dates ascend.
  expect(exported).toBe(original);

  await archive.importText('again.congkak', exported);
  await expect(archive.status).toContainText('0 games imported. 4 were already in the archive');
  await archive.expectCount(4);
});

test('the grid works from the keyboard: delete with Undo', async ({ app }) => {
  const archive = new ArchivePage(app);
  await archive.open();
  await archive.importText('club.congkak', clubFile(3));
  await archive.expectCount(3);
  await archive.rows().first().focus();
  await app.keyboard.press('ArrowDown');
  await expect(archive.rows().nth(1)).toBeFocused();
  await app.keyboard.press('Delete');
  await archive.expectCount(2);
  await app.getByRole('button', { name: 'Undo' }).click();
  await archive.expectCount(3);
});
