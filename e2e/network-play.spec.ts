// Two copies of the app on this computer play each other through the screens
// (issue 36): the host starts from New game → "A friend on another computer",
// the guest joins from Home by typing the address and code the waiting panel
// shows, and each page chooses only its own holes, by keys, to Game over. Both
// archives then hold the one game: the same record, the same identity.
import type { Page } from '@playwright/test';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startBrowserModeServer, type BrowserModeServer } from './browser-mode-server';
import { expect, test } from './fixtures';
import { callApi } from './pages/app-api';
import { hostFromNewGame, joinFromHome, playToTheEnd } from './pages/network-pages';
import { PlayPage } from './pages/play-page';

const LOOPBACK = ['--network-on-loopback'] as const;

test.use({ serverArgs: LOOPBACK });
test.skip(({ target }) => target === 'electron', 'two copies on one computer are two browser-mode servers (--network-on-loopback)');

/**
 * The guest: a second browser-mode server on its own data folder, and its
 * page. Its server starts while the host's does (`guestServer` is set up
 * before `app`, unawaited): the two starts are most of the test's cost.
 */
const guestTest = test.extend<{ guestServer: Promise<{ server: BrowserModeServer; dataDir: string }>; guest: Page }>({
  guestServer: async ({ serverArgs }, use) => {
    const started = mkdtemp(path.join(tmpdir(), 'congkak-e2e-guest-')).then(async (dataDir) => ({ dataDir, server: await startBrowserModeServer(dataDir, serverArgs) }));
    try {
      await use(started);
    } finally {
      const { server, dataDir } = await started;
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  },
  guest: async ({ guestServer, app: host, chromium }, use, testInfo) => {
    const { server } = await guestServer;
    const context = await (await chromium()).newContext();
    try {
      const page = await context.newPage();
      await page.goto(server.url);
      await use(page);
      if (testInfo.status !== testInfo.expectedStatus) {
        await testInfo.attach('guest server stderr', { body: server.stderr(), contentType: 'text/plain' });
        // Whether a side's services stopped the game or only its page missed it: each side's state and address when it failed.
        // One short line a side: the reporter shows only an attachment's first lines.
        const sides = await Promise.all(
          [host, page].map(async (side, index) => {
            const state = await callApi(side, 'getNetworkState', {}).catch((error: unknown) => String(error));
            const said = typeof state === 'string' ? state : state.role === 'none' ? 'none' : `${state.role}, game ${state.game.gameId}, ${state.game.connection.state}, ${state.game.moveCount} moves`;
            return `${index === 0 ? 'host' : 'guest'}: page at ${new URL(side.url()).hash}; services: ${said}`;
          }),
        );
        await testInfo.attach('network state', { body: sides.join('\n'), contentType: 'text/plain' });
      }
    } finally {
      await context.close();
    }
  },
});

/** This archive's copy of the network game, exported as a record (its moves, names, result). */
async function exportedGame(page: Page): Promise<{ gameId: number; record: string }> {
  const state = await callApi(page, 'getNetworkState', {});
  if (state.role === 'none' || state.game.gameId === null) throw new Error('no network game in this archive');
  const gameId = state.game.gameId;
  return { gameId, record: (await callApi(page, 'exportGames', { gameIds: [gameId] })).text };
}

async function hostAndJoin(host: Page, guest: Page, game: { preset: string; seeds?: number }): Promise<void> {
  const shown = await hostFromNewGame(host, { ...game, name: 'Ana' });
  expect(shown.address).toMatch(/^127\.0\.0\.1:\d+$/);
  await joinFromHome(guest, { ...shown, name: 'Budi' });
  for (const page of [host, guest]) await expect(new PlayPage(page).board).toBeVisible();
}

async function expectSameGameInBothArchives(host: Page, guest: Page): Promise<void> {
  const [hosts, guests] = await Promise.all([exportedGame(host), exportedGame(guest)]);
  expect(hosts.record).toContain('Ana');
  expect(hosts.record).toContain('Budi');
  expect(guests.record).toBe(hosts.record);
  // The guest's record imported into the host's archive is the game already there: the same identity.
  const report = await callApi(host, 'importRecords', { text: guests.record, importId: 'network-e2e' });
  expect(report).toMatchObject({ imported: 0, duplicates: [{ existingId: hosts.gameId }] });
}

/** Both leave the finished network game (the services' part, not what is checked) and open Home again. */
async function leaveAndGoHome(pages: readonly Page[]): Promise<void> {
  for (const page of pages) {
    await callApi(page, 'leaveNetworkGame', {});
    await page.goto(page.url().split('#')[0]!);
  }
}

// One test, one pair of servers, for both games: starting the two servers is most of its cost.
guestTest('a whole Congkak game, then a Kalah game, between two copies, each page choosing its own holes by keys', async ({ app, guest }) => {
  // Two servers and two whole games: about 20 s at a load of 13, 30 s at 18 (the default 30 s is too close).
  guestTest.setTimeout(90_000);
  for (const page of [app, guest]) await callApi(page, 'updateSettings', { animationSpeed: 'instant' });

  await hostAndJoin(app, guest, { preset: 'Congkak' });
  await expect(app.getByText(/^The opening/).first()).toBeVisible();
  // The Keys line says what U does here: ask the friend to take back.
  await expect(guest.getByText(/^Keys: .*U asks to take back/)).toBeVisible();
  expect(await playToTheEnd([app, guest])).toBeGreaterThan(2);
  await expectSameGameInBothArchives(app, guest);

  await leaveAndGoHome([app, guest]);
  await hostAndJoin(app, guest, { preset: 'Kalah', seeds: 2 });
  expect(await playToTheEnd([app, guest])).toBeGreaterThan(2);
  await expectSameGameInBothArchives(app, guest);
});
