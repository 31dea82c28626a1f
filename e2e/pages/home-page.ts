import { expect, type Locator, type Page } from '@playwright/test';

/** The six ways in from the home screen, by their visible names (with no game unfinished, no network game kept). */
export const HOME_ENTRIES = ['Play', 'Join a friend’s game', 'Lessons', 'Puzzles', 'Archive', 'Settings'] as const;
/** With games unfinished, Play gives way to these two. */
type HomeEntry = (typeof HOME_ENTRIES)[number] | 'Continue' | 'New game';

export class HomePage {
  readonly title: Locator;
  readonly mainMenu: Locator;
  /** What the app must tell at start (a replaced archive), shown above the title. */
  readonly notice: Locator;

  constructor(private readonly page: Page) {
    this.title = page.getByRole('heading', { level: 1, name: 'Congkak' });
    this.mainMenu = page.getByRole('navigation', { name: 'Main menu' });
    this.notice = page.getByRole('alert');
  }

  entry(name: HomeEntry): Locator {
    return this.mainMenu.getByRole('button', { name, exact: true });
  }

  async expectShown(): Promise<void> {
    await expect(this.title).toBeVisible();
    await expect(this.mainMenu.getByRole('button')).toHaveText([...HOME_ENTRIES]);
  }

  async open(name: HomeEntry): Promise<void> {
    await this.entry(name).click();
  }
}
