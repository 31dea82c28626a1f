import { expect, type Page } from '@playwright/test';
import { PlayPage } from './play-page';

/** New game → "A friend on another computer" → Start; returns what the waiting panel shows to type. */
export async function hostFromNewGame(page: Page, options: { preset: string; seeds?: number; name: string }): Promise<{ address: string; code: string }> {
  const play = new PlayPage(page);
  await play.open();
  const dialog = play.newGameDialog;
  if (!(await dialog.isVisible())) await play.newGameButton.click();
  await dialog.getByRole('radio', { name: options.preset, exact: false }).first().check();
  if (options.seeds !== undefined) {
    if (!(await dialog.locator('details').evaluate((details: HTMLDetailsElement) => details.open))) await dialog.getByText('Custom options').click();
    await dialog.getByLabel('Seeds per hole').fill(String(options.seeds));
  }
  await dialog.getByRole('radio', { name: 'A friend on another computer' }).check();
  await dialog.getByRole('textbox', { name: 'Your name' }).fill(options.name);
  await dialog.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByRole('heading', { name: 'Hosting a game' })).toBeVisible();
  const code = (await page.locator('#hosting-code').textContent())?.trim() ?? '';
  const address = (await page.getByRole('list', { name: /^Address(es)? to type$/ }).getByRole('listitem').first().textContent())?.trim() ?? '';
  return { address, code };
}

/** Home → "Join a friend's game": types the address, code and name, and joins. */
export async function joinFromHome(page: Page, options: { address: string; code: string; name: string }): Promise<void> {
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Join a friend’s game' }).click();
  await expect(page.getByRole('heading', { name: 'Join a friend’s game' })).toBeVisible();
  // The radio is there only beside games heard on the network (none with --network-on-loopback).
  const typed = page.getByRole('radio', { name: 'Another address' });
  if (await typed.isVisible()) await typed.check();
  await page.getByRole('textbox', { name: 'Address' }).fill(options.address);
  await page.getByRole('textbox', { name: 'Join code' }).fill(options.code);
  await page.getByRole('textbox', { name: 'Your name' }).fill(options.name);
  await page.getByRole('button', { name: 'Join' }).click();
}

const HOLE_NAME = /^(?:South|North) hole (\d+),/;

/**
 * Plays this side's turns by keys until the game is over on both pages: each
 * page, when its own holes can be chosen, presses the number of the first of
 * them (the other side's holes are never choosable here), then waits for its
 * board to move on. Returns the number of choices made.
 */
export async function playToTheEnd(pages: readonly Page[]): Promise<number> {
  const plays = pages.map((page) => new PlayPage(page));
  const over = () => Promise.all(plays.map((play) => play.gameOverDialog.isVisible()));
  let choices = 0;
  while (!(await over()).every(Boolean)) {
    for (const [index, play] of plays.entries()) {
      const first = play.choosable().first();
      const name = (await first.getAttribute('aria-label', { timeout: 50 }).catch(() => null)) ?? '';
      const hole = HOLE_NAME.exec(name)?.[1];
      if (hole === undefined) continue;
      const before = await boardText(play);
      await pages[index]!.keyboard.press(String(Number(hole) % 10));
      choices++;
      // Moved on: a hole's seeds changed, or this side is no longer asked (its half of the opening is in).
      await expect.poll(() => boardText(play)).not.toBe(before);
    }
  }
  return choices;
}

/** The board's holes and whether each can be chosen, as one text. */
function boardText(play: PlayPage): Promise<string> {
  return play.board.evaluate((board) =>
    [...board.querySelectorAll('button, [role="img"]')].map((element) => `${element.getAttribute('aria-label')}:${element.getAttribute('aria-disabled')}`).join('|'),
  );
}
