import { expect, type Locator, type Page } from '@playwright/test';

type Side = 'South' | 'North';

/** The play screen: the board, its holes by accessible name, the dialogs and the live status. */
export class PlayPage {
  readonly board: Locator;
  readonly status: Locator;
  readonly alert: Locator;
  readonly newGameButton: Locator;
  readonly newGameDialog: Locator;
  readonly gameOverDialog: Locator;

  constructor(private readonly page: Page) {
    this.board = page.getByRole('region', { name: 'Board' });
    this.status = page.getByRole('status');
    this.alert = page.locator('.messages [role="alert"]');
    this.newGameButton = page.getByRole('button', { name: 'New game', exact: true });
    this.newGameDialog = page.getByRole('dialog', { name: 'New game' });
    this.gameOverDialog = page.getByRole('dialog', { name: 'Game over' });
  }

  /** Home's Play (no game unfinished): the screen opens with the New game dialog, or the game it resumes. */
  async open(): Promise<void> {
    await this.openFromHome('Play');
  }

  /** Home's Continue: the most recent unfinished game. */
  async continueGame(): Promise<void> {
    await this.openFromHome('Continue');
    await expect(this.board).toBeVisible();
  }

  private async openFromHome(entry: 'Play' | 'Continue'): Promise<void> {
    await this.page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: entry, exact: true }).click();
    await expect(this.page.getByRole('heading', { level: 1, name: 'Play' })).toBeVisible();
    // Loaded: a game on the board, or the New game dialog that opens when there is none.
    await expect(this.board.or(this.newGameDialog)).toBeVisible();
  }

  /** Fills the dialog; only the given choices are changed from what it remembers. */
  async startGame(options: {
    preset?: string;
    holes?: number;
    seeds?: number;
    opponent?: 'computer' | 'hotseat';
    level?: number;
    /** Your side against the computer, as its radio is named ('South', 'North' or 'Random'). */
    side?: 'South' | 'North' | 'Random';
    names?: [string, string];
    /** Custom options by their label, each the text of the value to choose ("End of a round": "…"). */
    custom?: Readonly<Record<string, string>>;
    length?: string;
    /** The number of rounds, with `length` 'A series of a number of rounds'. */
    rounds?: number;
  }): Promise<void> {
    const dialog = this.newGameDialog;
    if (!(await dialog.isVisible())) await this.newGameButton.click();
    await expect(dialog).toBeVisible();
    if (options.preset) await dialog.getByRole('radio', { name: options.preset, exact: false }).first().check();
    if (options.length !== undefined) await dialog.getByRole('radio', { name: options.length }).check();
    if (options.rounds !== undefined) await dialog.getByLabel('Rounds', { exact: true }).fill(String(options.rounds));
    if (options.holes !== undefined || options.seeds !== undefined || options.custom !== undefined) {
      const custom = dialog.locator('details');
      if (!(await custom.evaluate((details: HTMLDetailsElement) => details.open))) await dialog.getByText('Custom options').click();
      for (const [label, value] of Object.entries(options.custom ?? {})) await dialog.getByLabel(label, { exact: true }).selectOption({ label: value });
      if (options.holes !== undefined) await dialog.getByLabel('Holes per row').fill(String(options.holes));
      if (options.seeds !== undefined) await dialog.getByLabel('Seeds per hole').fill(String(options.seeds));
    }
    if (options.opponent === 'hotseat') await dialog.getByRole('radio', { name: 'Two players on this computer' }).check();
    if (options.opponent === 'computer') await dialog.getByRole('radio', { name: 'The computer' }).check();
    if (options.level !== undefined) await this.level(options.level).check();
    if (options.side !== undefined) await dialog.getByRole('group', { name: 'Your side' }).getByRole('radio', { name: options.side }).check();
    if (options.names) {
      await dialog.getByLabel('South player').fill(options.names[0]);
      await dialog.getByLabel('North player').fill(options.names[1]);
    }
    await dialog.getByRole('button', { name: 'Start' }).click();
    await expect(dialog).toBeHidden();
    await expect(this.board).toBeVisible();
  }

  /** The New game dialog's radio for a level of the computer ("Level 3 · about 1150"). */
  level(level: number): Locator {
    return this.newGameDialog.getByRole('radio', { name: new RegExp(`^Level ${level} ·`) });
  }

  /** Resigns the game on the board, confirming when asked. */
  async resign(): Promise<void> {
    await this.page.getByRole('button', { name: 'Resign', exact: true }).click();
    await expect(this.page.getByText('Resign this game?')).toBeVisible();
    await this.page.getByRole('button', { name: 'Resign', exact: true }).click();
  }

  /** A player's name and store above the board: "Ana · 12". */
  player(side: Side): Locator {
    return this.page.locator(`.players [data-player="${side === 'South' ? 0 : 1}"]`);
  }

  /** The New game dialog's link to the lesson that teaches a preset (by the preset's id, e.g. `kalah`). */
  lessonLink(preset: string): Locator {
    return this.newGameDialog.locator(`[data-preset="${preset}"]`).getByRole('link');
  }

  hole(side: Side, hole: number): Locator {
    return this.board.getByRole('button', { name: new RegExp(`^${side} hole ${hole},`) });
  }

  store(side: Side): Locator {
    return this.board.getByRole('img', { name: new RegExp(`^${side} store,`) });
  }

  getUndo(): Locator {
    return this.page.getByRole('button', { name: 'Undo', exact: true });
  }

  /** The holes that can be chosen now. */
  choosable(): Locator {
    return this.board.locator('button[aria-disabled="false"]');
  }

  /** The last turn in words, kept until the next turn starts. */
  turnSummary(): Locator {
    return this.page.getByTestId('turn-summary');
  }

  /** The holes marked as chosen (in the move being sown, or the last turn). */
  marked(): Locator {
    return this.board.locator('.hole.marked');
  }

  /** The hole a hint suggests. */
  suggested(): Locator {
    return this.board.locator('.hole.suggested');
  }

  /**
   * Starts recording, in the page, every choice the board marks before its
   * seeds move (the pits, in order); `choicesMarked` reads the record.
   */
  async recordChoices(): Promise<void> {
    await this.board.evaluate((board) => {
      const seen: string[] = [];
      (window as unknown as { choicesMarked: string[] }).choicesMarked = seen;
      new MutationObserver(() => {
        const choosing = board.getAttribute('data-choosing');
        if (choosing !== null) seen.push(choosing);
      }).observe(board, { attributes: true, attributeFilter: ['data-choosing'] });
    });
  }

  async choicesMarked(): Promise<string[]> {
    return this.page.evaluate(() => [...(window as unknown as { choicesMarked: string[] }).choicesMarked]);
  }

  /** Seeds in a store, read from its accessible name. */
  async storeSeeds(side: Side): Promise<number> {
    const name = (await this.store(side).getAttribute('aria-label')) ?? '';
    return Number(/, (\d+) seeds?/.exec(name)?.[1] ?? NaN);
  }
}

/** Hotseat helpers: the "pass the device" screen between concealed choices. */
export async function passDeviceIfAsked(page: Page): Promise<string | null> {
  const ready = page.getByRole('button', { name: /^I am .*: show the board$/ });
  if (!(await ready.isVisible())) return null;
  const name = (await ready.textContent()) ?? '';
  await ready.click();
  return name;
}
