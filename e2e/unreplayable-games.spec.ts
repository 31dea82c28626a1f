// Games whose moves no longer replay (damage SQLite's own check cannot see),
// told on Home with the backup in which they last replayed: restoring it
// brings them back whole. The test starts with an archive of three games, the
// second one's moves overwritten, and, as a backup, the same archive whole.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { test as base, expect } from './fixtures';
import { ArchivePage } from './pages/archive-page';
import { HomePage } from './pages/home-page';
import { savedArchive } from './saved-archive';

const BACKUP = 'backups/congkak-20260101T120000000-startup.sqlite';

/** The archive with game 2's moves overwritten in place. */
async function damaged(archive: Buffer): Promise<Buffer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'congkak-e2e-damage-'));
  try {
    const file = path.join(dir, 'congkak.sqlite');
    await writeFile(file, archive);
    const db = new Database(file);
    db.prepare("UPDATE games SET moves = x'ffffffff' WHERE id = 2").run();
    db.close();
    return await readFile(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const test = base.extend<object, { threeGames: Buffer }>({
  // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
  // eslint-disable-next-line no-empty-pattern
  threeGames: [async ({}, use) => use(await savedArchive(3)), { scope: 'worker' }],
  dataFiles: async ({ threeGames }, use) => use({ 'congkak.sqlite': await damaged(threeGames), [BACKUP]: threeGames }),
});

test('Home names the game that no longer replays, and restoring the backup kept for it brings it back', async ({ app }) => {
  const home = new HomePage(app);
  await home.expectShown();
  // Told once the start-up backup's replay proof is done.
  await expect(home.notice).toContainText('1 game in your archive no longer replays (#2)', { timeout: 30_000 });
  await expect(home.notice).toContainText(/kept until you decide: .* · 3 games ·/);

  app.once('dialog', (dialog) => void dialog.accept());
  await home.notice.getByRole('button', { name: 'Restore that backup' }).click();
  await expect(app.getByRole('status').filter({ hasText: 'Backup restored.' })).toBeVisible();
  await expect(home.notice).toHaveCount(0);

  const archive = new ArchivePage(app);
  await archive.open();
  await expect(archive.count).toHaveText('3 games');
});
