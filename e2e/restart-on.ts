// A restart of the app in browser mode: the same data folder, a new server
// process. Each part runs on a new page of its own server; the server is
// stopped after its part, whatever happens in it.
import type { BrowserContext, Page } from '@playwright/test';
import { startBrowserModeServer } from './browser-mode-server';

/** Runs `before` on a server on `dataDir`, stops it, then runs `after` on a new server on the same folder. */
export async function restartOn(dataDir: string, context: BrowserContext, before: (page: Page) => Promise<void>, after: (page: Page) => Promise<void>): Promise<void> {
  for (const part of [before, after]) {
    const server = await startBrowserModeServer(dataDir);
    try {
      const page = await context.newPage();
      await page.goto(server.url);
      await part(page);
      await page.close();
    } finally {
      await server.stop();
    }
  }
}
