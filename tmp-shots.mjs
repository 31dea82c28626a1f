import { chromium } from '@playwright/test';
const url = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-dev-shm-usage','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
for (const scheme of ['light', 'dark']) {
  for (const width of [900, 1280, 1920]) {
    const page = await browser.newPage({ viewport: { width, height: 1000 } });
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(url);
    await page.getByRole('button', { name: 'Puzzles' }).click();
    await page.getByTestId('puzzle-goal').waitFor();
    await page.screenshot({ path: `/tmp/p2-shots/start-${scheme}-${width}.png`, fullPage: true });
    if (width === 1280) {
      // a wrong choice: the first choosable hole that is no solution's first
      await page.keyboard.press('9'); // ignored unless legal
      const holes = await page.locator('[data-pit][aria-disabled="false"]').count();
      await page.locator('[data-pit][aria-disabled="false"]').last().click();
      await page.waitForTimeout(4000);
      await page.screenshot({ path: `/tmp/p2-shots/after-${scheme}-${width}.png`, fullPage: true });
      console.log(scheme, 'holes', holes);
    }
    await page.close();
  }
}
await browser.close();
