// Screenshots for reviewing a language: the play screen, a lesson and the
// archive, a lesson's predict step and a hint (and with --every-screen Home, the New game dialog, the lessons'
// map, the rules reference, a replay, Puzzles and Settings) in every language the app
// has a catalogue for, or in the pseudo-locale with --pseudo.
//
//   npx tsx e2e/language-screenshots.ts <out-dir> [--pseudo] [--every-screen]
//                                       [--widths 900,1280,1920] [--dark]
//                                       [--languages de,en] [--screens new-game,play]
//
// Needs the built renderer (npm run build:renderer) and a Chromium
// (/usr/bin/chromium, or CHROMIUM_PATH). Files: <out-dir>/<lang>-<screen>-<width>-<light|dark>.png.
import { mkdirSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import { printRecord } from '../engine';
import type { LanguageTag } from '../electron/contract';
import en from '../renderer/src/i18n/locales/en';
import type { Messages } from '../renderer/src/i18n/messages';
import { pseudoMessage } from '../renderer/src/i18n/pseudo';
import { LESSON_DEFS } from '../tutorials';
import { finishedGame } from './archive-records';
import { startBrowserModeServer } from './browser-mode-server';
import { callApi } from './pages/app-api';

const LOCALES_DIR = path.resolve(import.meta.dirname, '..', 'renderer', 'src', 'i18n', 'locales');
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    pseudo: { type: 'boolean', default: false },
    'every-screen': { type: 'boolean', default: false },
    widths: { type: 'string', default: '900' },
    dark: { type: 'boolean', default: false },
    // A look at one change: only these languages and screens.
    languages: { type: 'string' },
    screens: { type: 'string' },
  },
});
const outDir = positionals[0];
if (outDir === undefined) {
  process.stderr.write('Usage: tsx e2e/language-screenshots.ts <out-dir> [--pseudo] [--every-screen] [--widths 900,1280,1920] [--dark]\n');
  process.exit(2);
}
const widths = values.widths.split(',').map(Number);
const schemes = values.dark ? (['light', 'dark'] as const) : (['light'] as const);
// Every language with an app catalogue, as the app finds them (one file per language).
const catalogued = readdirSync(LOCALES_DIR).filter((file) => /^[\w-]+\.ts$/.test(file) && !file.endsWith('.test.ts')).map((file) => file.slice(0, -3));
const languages = values.pseudo ? ['en-XA'] : values.languages ? catalogued.filter((tag) => values.languages!.split(',').includes(tag)) : catalogued;
const onlyScreens = values.screens?.split(',');

/** The games the screens show: two finished ones in the archive, one under way to play. */
async function seed(page: Page): Promise<{ playing: number; finished: number; kalah: number }> {
  await callApi(page, 'updateSettings', { animationSpeed: 'instant' });
  const imported = await callApi(page, 'importRecords', {
    text: printRecord([finishedGame(1, { South: 'Ana', North: 'Budi' }, 'congkak'), finishedGame(2, { South: 'Budi', North: 'Ana' })]),
    importId: 'screenshots',
  });
  const game = await callApi(page, 'newGame', { rules: 'congkak', players: [{ name: 'Ana', kind: 'human' }, { name: 'Budi', kind: 'computer', level: 1 }] });
  // Kalah has no simultaneous opening, so its first hint tells a line (hole 3's last seed lands in the store, then …).
  const kalah = await callApi(page, 'newGame', { rules: 'kalah', players: [{ name: 'Ana', kind: 'human' }, { name: 'Budi', kind: 'computer', level: 1 }] });
  return { playing: game.id, finished: imported.gameIds[0] ?? 1, kalah: kalah.id };
}

/** The app's catalogue in `language`, to find a button by the name it shows. */
async function catalogueOf(language: string): Promise<Messages> {
  if (language === 'en-XA') return Object.fromEntries(Object.entries(en).map(([key, message]) => [key, pseudoMessage(message)])) as Messages;
  return ((await import(path.join(LOCALES_DIR, `${language}.ts`))) as { default: Messages }).default;
}

async function show(page: Page, hash: string): Promise<void> {
  await page.evaluate((to) => (location.hash = to), hash);
  await page.reload();
  await page.locator('h1').first().waitFor();
  await page.waitForTimeout(400);
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'congkak-shots-'));
const server = await startBrowserModeServer(dataDir, values.pseudo ? ['--pseudo-locale'] : []);
const browser = await chromium.launch({ executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
mkdirSync(outDir, { recursive: true });
try {
  const page = await browser.newPage();
  await page.goto(server.url);
  const games = await seed(page);
  let words: Messages = en;
  /** The New game dialog, opened from the game being played (in the current language). */
  const openNewGame = async () => {
    await show(page, `#/play/${games.playing}`);
    await page.getByRole('button', { name: words['newGame.button'], exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    return dialog;
  };
  const screens: [name: string, open: () => Promise<void>][] = [
    ['play', () => show(page, `#/play/${games.playing}`)],
    ['lesson', () => show(page, '#/lessons/the-board/2')],
    ['archive', () => show(page, '#/archive')],
  ];
  // The first predict step, and a hint asked for on the game under way (its words are built from pieces).
  const predict = LESSON_DEFS.flatMap((lesson) => lesson.steps.map((step, index) => ({ lesson, step, index }))).find(({ step }) => step.kind === 'predict');
  screens.push(
    ['predict', () => show(page, `#/lessons/${predict?.lesson.id ?? 'sowing'}/${(predict?.index ?? 0) + 1}`)],
    [
      'hint',
      async () => {
        await show(page, `#/play/${games.kalah}`);
        await page.getByRole('button', { name: words['play.hint'], exact: true }).click();
        await page.getByText(words['hint.because'].split('{')[0] ?? '').first().waitFor({ timeout: 20_000 });
      },
    ],
  );
  if (values['every-screen']) {
    screens.push(
      ['home', () => show(page, '')],
      ['new-game', async () => void (await openNewGame())],
      [
        'new-game-levels',
        async () => {
          const dialog = await openNewGame();
          await dialog.locator('input[name="opponent"][value="computer"]').check();
          // Level 1, whose line is the longest.
          await dialog.locator('input[name="level"][value="1"]').check();
          await dialog.locator('fieldset.levels').scrollIntoViewIfNeeded();
        },
      ],
      ['lessons', () => show(page, '#/lessons')],
      [
        'reference',
        async () => {
          await show(page, '#/lessons');
          await page.getByRole('button', { name: words['lessons.reference'] }).click();
        },
      ],
      ['replay', () => show(page, `#/replay/${games.finished}`)],
      ['puzzles', () => show(page, '#/puzzles')],
      ['settings', () => show(page, '#/settings')],
    );
  }
  for (const language of languages) {
    words = await catalogueOf(language);
    if (!values.pseudo) await callApi(page, 'updateSettings', { language: language as LanguageTag });
    for (const scheme of schemes) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const width of widths) {
        await page.setViewportSize({ width, height: Math.round(width * 0.66) });
        for (const [name, open] of screens) {
          if (onlyScreens && !onlyScreens.includes(name)) continue;
          await open();
          await page.screenshot({ path: path.join(outDir, `${language}-${name}-${width}-${scheme}.png`), fullPage: true });
        }
      }
    }
  }
  process.stdout.write(`Screenshots of ${languages.join(', ')} in ${outDir}\n`);
} finally {
  await browser.close();
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}
