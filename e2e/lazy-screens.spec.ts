// The screens Home does not show are fetched when they first open
// (renderer/src/navigation/lazy-screens.ts). In a real browser: Lessons'
// first open never shows a message key while its code and the lessons' texts
// arrive, and a screen whose code cannot be fetched says so under its
// heading, with Back, instead of a blank page.
import en from '../renderer/src/i18n/locales/en';
import { expect, test } from './fixtures';

const MESSAGE_KEY = /\b(?:lesson|reference)\.[\w-]+\.[\w-]+/;

test('Lessons opens the first time with its texts, never a message key while they arrive', async ({ app }) => {
  // Every text the page shows while the screen loads, each change as it is made.
  await app.evaluate(`(() => {
    window.__texts = [];
    new MutationObserver(() => window.__texts.push(document.body.innerText)).observe(document.body, { childList: true, subtree: true, characterData: true });
  })()`);
  await app.getByRole('navigation', { name: en['nav.main'] }).getByRole('button', { name: en['home.lessons'], exact: true }).click();
  await expect(app.getByRole('heading', { level: 1, name: en['lessons.title'], exact: true })).toBeFocused();
  await expect(app.getByRole('list', { name: en['lessons.map'] })).toContainText('The board');
  const texts = (await app.evaluate('window.__texts')) as string[];
  expect(texts.length).toBeGreaterThan(0);
  expect(texts.filter((text) => MESSAGE_KEY.test(text))).toEqual([]);
});

test('a screen whose code cannot be fetched says so, and Back returns home', async ({ app }) => {
  await app.route(/\/assets\/Archive-[\w-]+\.js$/, (route) => route.abort('connectionrefused'));
  const menu = app.getByRole('navigation', { name: en['nav.main'] });
  await menu.getByRole('button', { name: en['home.archive'], exact: true }).click();
  await expect(app.getByRole('heading', { level: 1, name: en['archive.title'], exact: true })).toBeVisible();
  await expect(app.getByRole('alert')).toHaveText(en['apiError.unavailable']);
  await app.getByRole('button', { name: en['nav.back'], exact: true }).click();
  await expect(menu.getByRole('button', { name: en['home.archive'], exact: true })).toBeFocused();
});

test('Try again opens the screen once its code can be fetched again', async ({ app }) => {
  const chunk = /\/assets\/Archive-[\w-]+\.js$/;
  await app.route(chunk, (route) => route.abort('connectionrefused'));
  const menu = app.getByRole('navigation', { name: en['nav.main'] });
  await menu.getByRole('button', { name: en['home.archive'], exact: true }).click();
  await expect(app.getByRole('alert')).toHaveText(en['apiError.unavailable']);

  // The server is back; the browser keeps the failed import failed until the app loads again.
  await app.unroute(chunk);
  // From the keyboard: the heading has the focus, Try again is the next stop.
  const tryAgain = app.getByRole('button', { name: en['nav.tryAgain'], exact: true });
  await expect(app.getByRole('heading', { level: 1, name: en['archive.title'], exact: true })).toBeFocused();
  await app.keyboard.press('Tab');
  await expect(tryAgain).toBeFocused();
  await app.keyboard.press('Enter');
  await expect(app.getByRole('heading', { level: 1, name: en['archive.title'], exact: true })).toBeVisible();
  await expect(app.getByRole('alert')).toHaveCount(0);
  await expect(app.getByRole('grid', { name: en['archive.grid'] })).toBeVisible();
});
