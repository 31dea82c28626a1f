import { chromium } from '@playwright/test';
const url = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-dev-shm-usage','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
await page.goto(url);
await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Play', exact: true }).click();
await page.getByRole('button', { name: 'New game', exact: true }).click();
const dialog = page.getByRole('dialog', { name: 'New game' });
await dialog.getByRole('radio', { name: 'Kalah', exact: false }).first().check();
await dialog.getByRole('radio', { name: 'The computer' }).check();
await dialog.getByLabel(/^Level/).selectOption('5');
await dialog.getByRole('button', { name: 'Start' }).click();
const board = page.getByRole('region', { name: 'Board' });
// Keyboard: focus the board's first hole with the arrow, choose hole 5 by its digit.
await board.waitFor();
await page.waitForTimeout(500);
await page.getByRole('heading', { level: 1, name: 'Play' }).focus();
await page.keyboard.press('5');
await page.waitForTimeout(300);
await page.screenshot({ path: '/tmp/follow-shots/10-mid-sowing-1280.png' });
// Wait for the human's turn again.
await page.waitForFunction(() => document.querySelector('.board.animating') === null && document.querySelectorAll('button.hole[aria-disabled="false"]').length > 0, null, { timeout: 60000 });
await page.waitForTimeout(200);
await page.getByRole('button', { name: 'Hint', exact: true }).click();
await page.waitForTimeout(1500);
for (const scheme of ['light', 'dark']) {
  await page.emulateMedia({ colorScheme: scheme });
  for (const width of [900, 1280, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(200);
    await page.screenshot({ path: `/tmp/follow-shots/20-after-turn-${width}-${scheme}.png` });
  }
}
await browser.close();
