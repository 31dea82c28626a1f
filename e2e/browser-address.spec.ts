import { expect, test } from './fixtures';
import { HomePage } from './pages/home-page';

test('the page has the board favicon, served as SVG', async ({ app }) => {
  await new HomePage(app).expectShown();
  const icon = app.locator('link[rel="icon"]');
  await expect(icon).toHaveAttribute('type', 'image/svg+xml');
  const served = await icon.evaluate(async (link: HTMLLinkElement) => {
    const response = await fetch(link.href);
    return { status: response.status, type: response.headers.get('content-type'), body: await response.text() };
  });
  expect(served.status).toBe(200);
  expect(served.type).toBe('image/svg+xml');
  expect(served.body).toContain('<svg');
});

test.describe('the browser-mode address', () => {
  test.skip(({ target }) => target !== 'web', 'the desktop app has no address to open');

  test('without its token, or with a wrong one, says to open the address printed at start-up, not the app', async ({ app }) => {
    const withToken = new URL(app.url());
    for (const search of ['', '?token=0123456789abcdef']) {
      await app.goto(`${withToken.origin}/${search}`);
      await expect(app.getByRole('heading', { level: 1, name: 'Open Congkak from the address it printed' })).toBeVisible();
      await expect(app.getByText('Congkak is running at http://127.0.0.1:<port>/?token=<token>')).toBeVisible();
      await expect(app.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
    }
    // The printed address, whole, still opens the app.
    await app.goto(withToken.href);
    await new HomePage(app).expectShown();
  });
});
