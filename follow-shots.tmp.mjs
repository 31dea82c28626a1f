import { chromium } from '@playwright/test';
const url = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-dev-shm-usage','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
await page.goto(url);
await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Play', exact: true }).click();
await page.getByRole('button', { name: 'New game', exact: true }).click();
const dialog = page.getByRole('dialog', { name: 'New game' });
await dialog.getByRole('radio', { name: 'The computer' }).check();
await dialog.getByLabel(/^Level/).selectOption('5');
await dialog.getByRole('button', { name: 'Start' }).click();
await page.waitForTimeout(500);
await page.screenshot({ path: '/tmp/follow-shots/00-start.png' });
const board = page.getByRole('region', { name: 'Board' });
await board.getByRole('button', { name: /^South hole 1,/ }).click();
const t0 = Date.now();
for (let i = 0; i < 30; i++) {
  await page.waitForTimeout(400);
  await page.screenshot({ path: `/tmp/follow-shots/01-opening-${String(i).padStart(2, '0')}-${Date.now() - t0}ms.png` });
}
await browser.close();
