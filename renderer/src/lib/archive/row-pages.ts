// The rows of the archive list fetched page by page as they scroll into view.
// A new filter or sort starts a new generation: answers for an older one are
// dropped, so a slow page never paints rows of a previous search. Until the
// new generation's first answer, the rows and count shown stay: a list that
// emptied while it reloaded took the focused row (and the key pressed on it)
// away, and blinked at every change of the archive.
import type { ArchivePage, ArchiveRow } from '../../../../electron/contract';

type FetchPage = (offset: number, limit: number) => Promise<ArchivePage>;

export class RowPages {
  readonly pageSize: number;
  private readonly fetchPage: FetchPage;
  private readonly onChange: () => void;
  private readonly pages = new Map<number, ArchiveRow[]>();
  private readonly loading = new Set<number>();
  private generation = 0;
  /** Whether the pages held are the previous generation's (a reset's first answer has not come yet). */
  private previous = false;
  total: number | null = null;
  error: unknown = null;

  constructor(fetchPage: FetchPage, onChange: () => void, pageSize = 100) {
    this.fetchPage = fetchPage;
    this.onChange = onChange;
    this.pageSize = pageSize;
  }

  row(index: number): ArchiveRow | undefined {
    return this.pages.get(Math.floor(index / this.pageSize))?.[index % this.pageSize];
  }

  /**
   * Loads the list afresh (the filter or sort changed, or the archive did), from its first page;
   * the rows held are forgotten when the first answer comes.
   */
  reset(): Promise<void> {
    this.generation++;
    this.previous = true;
    this.loading.clear();
    this.error = null;
    return this.ensure([0]);
  }

  /** The first answer of a generation replaces what the previous one left (rows or nothing). */
  private forgetPrevious(): void {
    if (!this.previous) return;
    this.previous = false;
    this.pages.clear();
    this.total = null;
  }

  async ensure(pageNumbers: readonly number[]): Promise<void> {
    const generation = this.generation;
    const wanted = pageNumbers.filter((page) => !this.loading.has(page) && (this.previous || !this.pages.has(page)));
    await Promise.all(
      wanted.map(async (page) => {
        this.loading.add(page);
        try {
          const answer = await this.fetchPage(page * this.pageSize, this.pageSize);
          if (generation !== this.generation) return;
          this.forgetPrevious();
          this.pages.set(page, answer.rows);
          this.total = answer.total;
        } catch (error) {
          if (generation !== this.generation) return;
          this.forgetPrevious();
          this.error = error;
        } finally {
          if (generation === this.generation) this.loading.delete(page);
        }
        this.onChange();
      }),
    );
  }
}
