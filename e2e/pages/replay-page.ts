import { expect, type Locator, type Page } from '@playwright/test';

type Side = 'South' | 'North';

/** The replay viewer: the board, where we are, the move list, annotations, analysis and the explore board. */
export class ReplayPage {
  readonly heading: Locator;
  readonly board: Locator;
  readonly where: Locator;
  readonly moves: Locator;
  readonly annotations: Locator;
  readonly saved: Locator;
  readonly analysis: Locator;
  readonly graph: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Replay', exact: true });
    this.board = page.getByRole('region', { name: 'Board' }).first();
    this.where = page.locator('.where');
    this.moves = page.getByRole('region', { name: 'Moves' });
    this.annotations = page.getByRole('region', { name: 'Annotations' });
    this.saved = this.annotations.getByRole('status');
    this.analysis = page.getByRole('region', { name: 'Analysis' });
    this.graph = page.getByRole('group', { name: 'Evaluation graph: click to jump' });
  }

  async expectShown(): Promise<void> {
    await expect(this.heading).toBeVisible();
    await expect(this.moves).toBeVisible();
  }

  /** Presses a key with the focus on the page (not in a text field). */
  async press(key: string): Promise<void> {
    await this.heading.focus();
    await this.page.keyboard.press(key);
  }

  turn(number: number): Locator {
    return this.moves.getByRole('button', { name: new RegExp(`^Turn ${number}: `) });
  }

  /** A turn's whole entry in the move list: its button and its comment. */
  turnEntry(number: number): Locator {
    return this.moves.locator('li').filter({ has: this.page.getByRole('button', { name: new RegExp(`^Turn ${number}: `) }) });
  }

  /** The turn the viewer is on. */
  currentTurn(): Locator {
    return this.moves.locator('[aria-current="step"]');
  }

  /** Seeds in a pit, read from its accessible name. */
  async seeds(side: Side, hole: number | 'store'): Promise<number> {
    const name = hole === 'store' ? new RegExp(`^${side} store,`) : new RegExp(`^${side} hole ${hole},`);
    const label = (await this.board.getByRole('img', { name }).or(this.board.getByRole('button', { name })).first().getAttribute('aria-label')) ?? '';
    return Number(/, (\d+) seeds?/.exec(label)?.[1] ?? NaN);
  }

  turnComment(): Locator {
    return this.annotations.getByRole('textbox', { name: /^Comment on turn / });
  }

  /** A glyph's radio button, named by the glyph and its meaning ("!? (interesting move)"). */
  glyph(glyph: string): Locator {
    const escaped = glyph.replace(/[?!]/g, '\\$&');
    return this.annotations.getByRole('radio', { name: new RegExp(`^${escaped} \\(`) });
  }
}
