import { expect, test } from './fixtures';
import { HOME_ENTRIES, HomePage } from './pages/home-page';
import { ScreenPage } from './pages/screen-page';

test('the app opens on the home screen with its buttons', async ({ app }) => {
  const home = new HomePage(app);
  await home.expectShown();
  await expect(app).toHaveTitle('Congkak');
});

// One test for the four entries: each test starts its own server, and the
// suite stays lean on two cores.
test('each home button opens its screen, and Back returns home', async ({ app }) => {
  const home = new HomePage(app);
  for (const entry of HOME_ENTRIES) {
    await home.open(entry);
    const screen = new ScreenPage(app, entry);
    if (entry === 'Play') {
      // No game to resume: the New game dialog opens first; Escape closes it and gives the focus back.
      await expect(app.getByRole('dialog', { name: 'New game' })).toBeVisible();
      await app.keyboard.press('Escape');
    }
    await screen.expectShown();

    await screen.back.click();
    await home.expectShown();
    await expect(home.entry(entry)).toBeFocused();
  }
});

test('the home screen works from the keyboard alone', async ({ app }) => {
  const home = new HomePage(app);
  await home.expectShown();
  await app.keyboard.press('Tab');
  await expect(home.entry('Play')).toBeFocused();
  await app.keyboard.press('Tab');
  await expect(home.entry('Join a friend’s game')).toBeFocused();
  await app.keyboard.press('Tab');
  await expect(home.entry('Lessons')).toBeFocused();
  await app.keyboard.press('Enter');
  await new ScreenPage(app, 'Lessons').expectShown();
  await app.keyboard.press('Escape');
  await new ScreenPage(app, 'Lessons').expectShown();
  await app.keyboard.press('Alt+ArrowLeft');
  await home.expectShown();
});
