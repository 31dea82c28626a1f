import { expect, type Page } from '@playwright/test';

/** The settings screen: each choice is a radio (or checkbox) saved when changed. */
export class SettingsPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Settings', exact: true }).click();
    await expect(this.page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  }

  async choose(name: string): Promise<void> {
    const radio = this.page.getByRole('radio', { name, exact: true });
    await radio.check();
    await expect(radio).toBeChecked();
  }

  /** Most play specs want turns shown at once: open Settings, choose Instant, come back. */
  async useInstantAnimation(): Promise<void> {
    await this.useAnimation('Instant');
  }

  /** Opens Settings, chooses an animation speed ("Slow", "Instant"…) and goes back. */
  async useAnimation(speed: string): Promise<void> {
    await this.open();
    await this.choose(speed);
    await this.back();
  }

  async back(): Promise<void> {
    await this.page.getByRole('button', { name: 'Back', exact: true }).click();
  }
}
