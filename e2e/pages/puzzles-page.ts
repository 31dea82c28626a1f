import { expect, type Locator, type Page } from '@playwright/test';

type Side = 'South' | 'North';

/** The Puzzles screen: the board, the goal, the verdict and its buttons, and the player's rating beside them. */
export class PuzzlesPage {
  readonly heading: Locator;
  readonly board: Locator;
  readonly goal: Locator;
  readonly verdict: Locator;
  readonly rating: Locator;
  readonly history: Locator;
  readonly next: Locator;
  readonly retry: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Puzzles', exact: true });
    this.board = page.locator('[data-puzzle-id]');
    this.goal = page.getByTestId('puzzle-goal');
    this.verdict = page.locator('.verdict');
    this.rating = page.getByTestId('puzzle-rating');
    this.history = page.getByRole('region', { name: 'Recent puzzles' }).getByRole('listitem');
    this.next = page.getByRole('button', { name: 'Next puzzle' });
    this.retry = page.getByRole('button', { name: 'Retry' });
  }

  async expectShown(): Promise<void> {
    await expect(this.heading).toBeVisible();
    await expect(this.goal).toBeVisible();
  }

  /** The id of the puzzle on the board. */
  async puzzleId(): Promise<string> {
    return (await this.board.getAttribute('data-puzzle-id')) ?? '';
  }

  hole(side: Side, hole: number): Locator {
    return this.board.getByRole('button', { name: new RegExp(`^${side} hole ${hole},`) });
  }

  /** Clicks the holes of a turn one after another, each once the board offers it. */
  async clickTurn(side: Side, holes: readonly number[]): Promise<void> {
    for (const hole of holes) {
      await expect(this.hole(side, hole)).toHaveAttribute('aria-disabled', 'false');
      await this.hole(side, hole).click();
    }
  }

  /** Presses the digit keys of a turn, each once the board offers its hole. */
  async typeTurn(side: Side, holes: readonly number[]): Promise<void> {
    for (const hole of holes) {
      await expect(this.hole(side, hole)).toHaveAttribute('aria-disabled', 'false');
      await this.page.keyboard.press(hole === 10 ? '0' : String(hole));
    }
  }

  /** The holes the board offers now. */
  async choosableHoles(side: Side): Promise<number[]> {
    const labels = await this.board.locator('[data-pit][aria-disabled="false"]').evaluateAll((pits) => pits.map((pit) => pit.getAttribute('aria-label') ?? ''));
    return labels.flatMap((label) => {
      const match = new RegExp(`^${side} hole (\\d+),`).exec(label);
      return match?.[1] === undefined ? [] : [Number(match[1])];
    });
  }
}
