// The language setting end to end: Bahasa Melayu chosen in Settings, a game
// started and its opening played, a lesson finished in it; then Filipino,
// still there after a reload. What to expect is read from the catalogue files
// themselves at run time, never copied here, so the spec follows the
// translators' words. It waits (skipped, saying why) until those files land.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from '@playwright/test';
import type { Messages } from '../renderer/src/i18n/messages';
import { LESSONS, type Lesson, type TutorialTranslation } from '../tutorials';
import { expect, test } from './fixtures';
import { LessonsPage } from './pages/lessons-page';

const LOCALES_DIR = path.resolve(import.meta.dirname, '..', 'renderer', 'src', 'i18n', 'locales');
const TUTORIAL_LOCALES_DIR = path.resolve(import.meta.dirname, '..', 'tutorials', 'locales');
const appCatalogueFile = (tag: string) => path.join(LOCALES_DIR, `${tag}.ts`);
const missing = ['ms', 'fil'].filter((tag) => !existsSync(appCatalogueFile(tag)));

async function appCatalogue(tag: string): Promise<Messages> {
  return ((await import(pathToFileURL(appCatalogueFile(tag)).href)) as { default: Messages }).default;
}

/** A lesson's texts as the app shows them in `tag`: the translation where there is one, else English. */
async function lessonTexts(tag: string, lesson: Lesson): Promise<(key: string) => string> {
  const file = pathToFileURL(path.join(TUTORIAL_LOCALES_DIR, `${tag}.ts`)).href;
  const translation = ((await import(file)) as { default: TutorialTranslation }).default;
  const own = translation.lessons[lesson.id] ?? {};
  return (key) => own[key] ?? (lesson.messages.en as Record<string, string>)[key] ?? key;
}

async function chooseLanguage(page: Page, shown: Messages, tag: string): Promise<void> {
  await page.getByRole('combobox', { name: shown['settings.language'] }).selectOption(tag);
  await expect(page.locator('html')).toHaveAttribute('lang', tag);
}

test.skip(missing.length > 0, `waiting for the app catalogues of ${missing.join(' and ')} (renderer/src/i18n/locales/), which land from the translators' branches`);

test('Bahasa Melayu for a game and a lesson, then Filipino, remembered after a reload', async ({ app }) => {
  test.setTimeout(90_000);
  if (!LESSONS.ok) throw new Error(LESSONS.error.message);
  const [en, ms, fil] = await Promise.all([appCatalogue('en'), appCatalogue('ms'), appCatalogue('fil')]);

  // Settings, in English at first, switched to Malay: the screen changes at once.
  await app.getByRole('navigation', { name: en['nav.main'] }).getByRole('button', { name: en['home.settings'], exact: true }).click();
  await chooseLanguage(app, en, 'ms');
  await expect(app.getByRole('heading', { level: 1, name: ms['settings.title'], exact: true })).toBeVisible();
  await app.getByRole('radio', { name: ms['settings.speed.instant'], exact: true }).check();
  await app.getByRole('button', { name: ms['nav.back'], exact: true }).click();

  // A game against the computer, in Malay, through its simultaneous opening.
  await app.getByRole('navigation', { name: ms['nav.main'] }).getByRole('button', { name: ms['home.play'], exact: true }).click();
  const dialog = app.getByRole('dialog', { name: ms['newGame.title'] });
  await dialog.getByRole('button', { name: ms['newGame.start'], exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(app.getByRole('heading', { level: 1, name: ms['play.title'], exact: true })).toBeVisible();
  const board = app.getByRole('region', { name: ms['board.region'] });
  const choosable = board.locator('[data-pit][aria-disabled="false"]');
  await choosable.first().click();
  // The opening is over when the game offers Undo (in Malay) and a hole to choose again.
  await expect(app.getByRole('button', { name: ms['play.undo'], exact: true })).toBeEnabled({ timeout: 20_000 });
  await app.getByRole('button', { name: ms['nav.back'], exact: true }).click();

  // The first lesson, finished in Malay, with its texts as the Malay tutorials give them.
  const lesson = LESSONS.value[0] as Lesson;
  const lessons = new LessonsPage(app, ms);
  await app.getByRole('navigation', { name: ms['nav.main'] }).getByRole('button', { name: ms['home.lessons'], exact: true }).click();
  await lessons.expectMap();
  await lessons.openLesson(lesson);
  const text = await lessonTexts('ms', lesson);
  for (const step of lesson.steps) await lessons.solve(step, lesson, text);
  await lessons.expectMap();
  await expect(lessons.lessonButton(lesson)).toContainText(text(lesson.title));

  // Filipino, chosen in the Malay Settings, is still the language after a reload.
  await app.getByRole('button', { name: ms['nav.back'], exact: true }).click();
  await app.getByRole('navigation', { name: ms['nav.main'] }).getByRole('button', { name: ms['home.settings'], exact: true }).click();
  await chooseLanguage(app, ms, 'fil');
  await expect(app.getByRole('heading', { level: 1, name: fil['settings.title'], exact: true })).toBeVisible();
  await app.reload();
  await expect(app.locator('html')).toHaveAttribute('lang', 'fil');
  await expect(app.getByRole('heading', { level: 1, name: fil['settings.title'], exact: true })).toBeVisible();
  await expect(app.getByRole('combobox', { name: fil['settings.language'] })).toHaveValue('fil');
});
