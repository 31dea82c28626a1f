// The layout pass: every screen and dialog in every language the app has a
// catalogue for, and in the pseudo-locale, at 900×700 and 1280×800, with no
// text overflowing or clipped by its box, no sibling labels over each other,
// no word broken inside and no page wider than the window (layout-check.ts).
// Cheap by design (the whole CI stays under 10 minutes): one page per test,
// the language switched in the app, each screen opened once and measured at
// both sizes in one `page.evaluate` each. Failures are collected and reported
// together, per language, screen and size. The network screens too: the
// waiting panel hosts a real game on 127.0.0.1 (its code, address and rules
// shown), cancelled before the Join screen is measured.
import type { Page } from '@playwright/test';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { printRecord } from '../engine';
import type { LanguageTag } from '../electron/contract';
import en from '../renderer/src/i18n/locales/en';
import type { Messages } from '../renderer/src/i18n/messages';
import { pseudoMessage } from '../renderer/src/i18n/pseudo';
import { LESSON_DEFS } from '../tutorials';
import { finishedGame } from './archive-records';
import { expect, test } from './fixtures';
import { layoutProblems } from './layout-check';
import { callApi } from './pages/app-api';

const LOCALES_DIR = path.resolve(import.meta.dirname, '..', 'renderer', 'src', 'i18n', 'locales');
const LANGUAGES = readdirSync(LOCALES_DIR)
  .filter((file) => /^[\w-]+\.ts$/.test(file) && !file.endsWith('.test.ts'))
  .map((file) => file.slice(0, -3));
const SIZES = [
  { width: 900, height: 700 },
  { width: 1280, height: 800 },
] as const;

async function catalogueOf(language: string): Promise<Messages> {
  if (language === 'en-XA') return Object.fromEntries(Object.entries(en).map(([key, message]) => [key, pseudoMessage(message)])) as Messages;
  return ((await import(pathToFileURL(path.join(LOCALES_DIR, `${language}.ts`)).href)) as { default: Messages }).default;
}

/** The first lesson step of a kind, as the address that opens it. */
function stepAddress(kind: 'predict' | 'do' | 'quiz'): string {
  for (const lesson of LESSON_DEFS) {
    const index = lesson.steps.findIndex((step) => step.kind === kind);
    if (index >= 0) return `#/lessons/${lesson.id}/${index + 1}`;
  }
  throw new Error(`no ${kind} step`);
}

interface Games {
  playing: number;
  finished: number;
}

async function seed(page: Page): Promise<Games> {
  await callApi(page, 'updateSettings', { animationSpeed: 'instant' });
  const imported = await callApi(page, 'importRecords', {
    text: printRecord([finishedGame(1, { South: 'Ana', North: 'Budi' }, 'congkak'), finishedGame(2, { South: 'Budi', North: 'Ana' })]),
    importId: 'layout',
  });
  const game = await callApi(page, 'newGame', { rules: 'congkak', players: [{ name: 'Ana', kind: 'human' }, { name: 'Budi', kind: 'computer', level: 1 }] });
  return { playing: game.id, finished: imported.gameIds[0] ?? 1 };
}

/** Opens an address afresh (a lesson follows its address only as the screen opens; a language is read as the app starts). */
async function open(page: Page, hash: string): Promise<void> {
  await page.evaluate((to) => (location.hash = to), hash);
  await page.reload();
  await page.locator('h1').first().waitFor();
}

/** Goes to a screen within the app, as its links do, and waits for its heading. */
async function go(page: Page, hash: string, heading: string): Promise<void> {
  await page.evaluate((to) => (location.hash = to), hash);
  await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
}

type Screen = readonly [name: string, show: (page: Page, words: Messages, games: Games) => Promise<void>, scope?: string];

// In this order, each screen opened from the one before where the app allows it (a reload costs a second under load).
const SCREENS: readonly Screen[] = [
  ['home', (page) => open(page, '#/')],
  ['settings', (page, words) => go(page, '#/settings', words['settings.title'])],
  [
    'play',
    async (page, words, games) => {
      await go(page, `#/play/${games.playing}`, words['play.title']);
      await page.locator('[data-pit]').first().waitFor();
    },
  ],
  [
    'new game dialog, against the computer',
    async (page, words) => {
      await page.getByRole('button', { name: words['newGame.button'], exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.locator('input[name="opponent"][value="computer"]').check();
      await dialog.locator('input[name="level"][value="1"]').check();
    },
    'dialog',
  ],
  [
    'new game dialog, a friend on another computer',
    async (page, words) => {
      const dialog = page.getByRole('dialog');
      await dialog.locator('input[name="opponent"][value="network"]').check();
      await dialog.getByRole('textbox', { name: words['newGame.yourName'] }).fill('Ana');
    },
    'dialog',
  ],
  [
    'hosting a game, waiting with its code',
    async (page, words) => {
      await page.getByRole('dialog').getByRole('button', { name: words['newGame.start'], exact: true }).click();
      await page.getByRole('heading', { level: 1, name: words['network.lobby.hostTitle'], exact: true }).waitFor();
      await page.locator('#hosting-code').waitFor();
    },
  ],
  [
    'join a friend\'s game',
    async (page, words) => {
      // Cancel first (it stops the hosting, then opens Home): the next language's hosting would be refused while this one listens.
      await page.getByRole('button', { name: words['network.lobby.cancel'], exact: true }).click();
      await page.getByRole('navigation').getByRole('button', { name: words['home.join'], exact: true }).click();
      await page.getByRole('heading', { level: 1, name: words['network.lobby.joinTitle'], exact: true }).waitFor();
      await page.locator('#join-code').waitFor();
    },
  ],
  [
    'resign confirm',
    async (page, words, games) => {
      await go(page, `#/play/${games.playing}`, words['play.title']);
      await page.getByRole('button', { name: words['play.resign'], exact: true }).click();
      await page.getByText(words['play.resignConfirm']).waitFor();
    },
  ],
  [
    'game over dialog',
    async (page, words, games) => {
      await go(page, `#/play/${games.finished}`, words['play.title']);
      await page.getByRole('dialog', { name: words['gameOver.title'] }).waitFor();
    },
    'dialog',
  ],
  ['lessons', (page, words) => go(page, '#/lessons', words['lessons.title'])],
  [
    'rules reference',
    async (page, words) => {
      await page.getByRole('button', { name: words['lessons.reference'] }).click();
      await page.locator('h2').first().waitFor();
    },
  ],
  ['lesson, a predict step', (page) => open(page, stepAddress('predict'))],
  ['lesson, a quiz step', (page) => open(page, stepAddress('quiz'))],
  [
    'archive',
    async (page, words) => {
      await go(page, '#/archive', words['archive.title']);
      await page.locator('[role="row"][aria-rowindex="2"]').first().waitFor();
    },
  ],
  ['replay', (page, words, games) => go(page, `#/replay/${games.finished}`, words['replay.title'])],
  ['puzzles', (page, words) => go(page, '#/puzzles', words['puzzles.title'])],
];

/** Every screen in `language` at both sizes; returns one line per problem. */
async function checkLanguage(page: Page, language: string, games: Games): Promise<string[]> {
  const words = await catalogueOf(language);
  if (language !== 'en-XA') await callApi(page, 'updateSettings', { language: language as LanguageTag });
  const found: string[] = [];
  // Both sizes on the same screen: a resize only reflows. Each screen is measured first at the size the
  // one before ended at, then at the other: one resize a screen instead of three (a round trip costs under load).
  let sizes = [...SIZES].reverse();
  await page.setViewportSize(sizes[0]!);
  for (const [name, show, scope] of SCREENS) {
    await show(page, words, games);
    for (const [index, size] of sizes.entries()) {
      if (index > 0) await page.setViewportSize(size);
      for (const problem of await layoutProblems(page, scope)) found.push(`${language} ${size.width}: ${name}: ${problem.kind} ${problem.where}: ${problem.text}`);
    }
    sizes = [...sizes].reverse();
  }
  return found;
}

// The waiting panel hosts a game: on 127.0.0.1, as in network-play.spec.ts, whatever networks this computer has.
const LOOPBACK = '--network-on-loopback';
test.use({ serverArgs: [LOOPBACK] });

test.beforeEach(async ({ target }) => {
  test.skip(target === 'electron', 'layout is the renderer\'s: measured once, in the browser mode');
});

// Two tests of about the same length, so two workers share them.
const halves = [LANGUAGES.filter((_, index) => index % 2 === 0), LANGUAGES.filter((_, index) => index % 2 === 1)];
for (const languages of halves) {
  test(`no text overflows, overlaps or breaks inside a word: ${languages.join(', ')}`, async ({ app }) => {
    test.setTimeout(120_000);
    const games = await seed(app);
    const found: string[] = [];
    for (const language of languages) found.push(...(await checkLanguage(app, language, games)));
    if (found.length > 0) console.log(found.join('\n'));
    expect(found).toEqual([]);
  });
}

test.describe('in the pseudo-locale', () => {
  test.use({ serverArgs: ['--pseudo-locale', LOOPBACK] });
  test('no text overflows, overlaps or breaks inside a word', async ({ app }) => {
    test.setTimeout(120_000);
    await expect(app.locator('html')).toHaveAttribute('lang', 'en-XA');
    const games = await seed(app);
    expect(await checkLanguage(app, 'en-XA', games)).toEqual([]);
  });
});
