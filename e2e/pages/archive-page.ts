import { expect, type Locator, type Page } from '@playwright/test';

/** The Archive screen: search, filters, the games grid, import and export. */
export class ArchivePage {
  readonly heading: Locator;
  readonly search: Locator;
  readonly grid: Locator;
  readonly importInput: Locator;
  readonly openRecordInput: Locator;
  readonly exportButton: Locator;
  readonly progress: Locator;
  readonly cancelImportButton: Locator;
  /** The rows' scrolling box. */
  readonly rowViewport: Locator;
  readonly status: Locator;
  readonly alert: Locator;
  readonly count: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Archive', exact: true });
    this.search = page.getByRole('searchbox', { name: 'Search' });
    this.grid = page.getByRole('grid', { name: 'Games' });
    this.importInput = page.getByLabel('Import a .congkak file');
    this.openRecordInput = page.getByLabel('Open a record');
    this.exportButton = page.getByRole('button', { name: 'Export these games' });
    this.progress = page.getByRole('progressbar', { name: 'Import progress' });
    this.cancelImportButton = page.getByRole('button', { name: 'Cancel import' });
    this.status = page.locator('.import-export').getByRole('status');
    this.alert = page.locator('.import-export').getByRole('alert');
    this.count = page.locator('.count');
    this.rowViewport = this.grid.getByRole('rowgroup');
  }

  async open(): Promise<void> {
    await this.page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Archive', exact: true }).click();
    await expect(this.heading).toBeVisible();
  }

  /** The data rows the grid shows now (the header row left out). */
  rows(): Locator {
    return this.grid.getByRole('row').filter({ has: this.page.getByRole('gridcell') });
  }

  /** Opens a game from its row's "Open" button: a finished game in Replay, an unfinished one on the Play screen. */
  async openGame(row: Locator): Promise<void> {
    await row.getByRole('button', { name: 'Open', exact: true }).click();
  }

  async importText(name: string, text: string): Promise<void> {
    await this.importInput.setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(text, 'utf8') });
  }

  /** Import, with a file of these bytes (one that need not be UTF-8). */
  async importBytes(name: string, bytes: Buffer): Promise<void> {
    await this.importInput.setInputFiles({ name, mimeType: 'text/plain', buffer: bytes });
  }

  /** "Open a record": imports the file like Import, then shows its game in the replay viewer. */
  async openRecordText(name: string, text: string): Promise<void> {
    await this.openRecordInput.setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(text, 'utf8') });
  }

  /** A filter control by its label (a wrapped select's name also holds its chosen option, so not exact). */
  filter(label: string): Locator {
    return this.page.getByRole('search').getByLabel(label);
  }

  /** The archive's count line, in English with its plural ("1 game", "2 games"). */
  async expectCount(count: number): Promise<void> {
    await expect(this.count).toHaveText(`${count} ${count === 1 ? 'game' : 'games'}`);
  }
}
