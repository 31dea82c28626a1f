import { expect, type Locator, type Page } from '@playwright/test';

/** Any screen reached from Home: its heading and its Back button. */
export class ScreenPage {
  readonly heading: Locator;
  readonly back: Locator;

  constructor(page: Page, title: string) {
    this.heading = page.getByRole('heading', { level: 1, name: title, exact: true });
    this.back = page.getByRole('button', { name: 'Back', exact: true });
  }

  async expectShown(): Promise<void> {
    await expect(this.heading).toBeVisible();
    await expect(this.heading).toBeFocused();
  }
}
