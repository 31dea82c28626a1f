import { chromium } from '@playwright/test';
const url = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-dev-shm-usage'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
page.on('console', (m) => console.log('console:', m.text()));
await page.goto(url);
await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Play', exact: true }).click();
await page.getByRole('button', { name: 'New game', exact: true }).click();
const dialog = page.getByRole('dialog', { name: 'New game' });
await dialog.getByRole('radio', { name: 'The computer' }).check();
await dialog.getByLabel(/^Level/).selectOption('5');
await dialog.getByRole('button', { name: 'Start' }).click();
await page.waitForTimeout(500);
await page.getByRole('region', { name: 'Board' }).getByRole('button', { name: /^South hole 1,/ }).click();
const t0 = Date.now();
let last = '';
while (Date.now() - t0 < 15000) {
  const s = await page.evaluate(() => JSON.stringify({
    marked: document.querySelectorAll('.marked').length,
    animating: document.querySelector('.board.animating') !== null,
    hands: document.querySelectorAll('.hand').length,
    status: document.querySelector('.status')?.textContent,
    summary: document.querySelector('.summary')?.textContent,
    prompt: document.querySelector('.prompt')?.textContent,
  }));
  if (s !== last) { console.log(Date.now() - t0, s); last = s; }
  await page.waitForTimeout(50);
}
await browser.close();
