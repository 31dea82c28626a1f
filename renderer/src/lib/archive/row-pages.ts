// The rows of the archive list fetched page by page as they scroll into view.
// A new filter or sort starts a new generation: answers for an older one are
// dropped, so a slow page never paints rows of a previous search.
import type { ArchivePage, ArchiveRow } from '../../../../electron/contract';

type FetchPage = (offset: number, limit: number) => Promise<ArchivePage>;

export class RowPages {
  readonly pageSize: number;
  private readonly fetchPage: FetchPage;
  private readonly onChange: () => void;
  private readonly pages = new Map<number, ArchiveRow[]>();
  private readonly loading = new Set<number>();
  private generation = 0;
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

  /** Forgets every row (the filter or sort changed, or the archive did) and loads the first page. */
  reset(): Promise<void> {
    this.generation++;
    this.pages.clear();
    this.loading.clear();
    this.total = null;
    this.error = null;
    return this.ensure([0]);
  }

  async ensure(pageNumbers: readonly number[]): Promise<void> {
    const generation = this.generation;
    const wanted = pageNumbers.filter((page) => !this.pages.has(page) && !this.loading.has(page));
    await Promise.all(
      wanted.map(async (page) => {
        this.loading.add(page);
        try {
          const answer = await this.fetchPage(page * this.pageSize, this.pageSize);
          if (generation !== this.generation) return;
          this.pages.set(page, answer.rows);
          this.total = answer.total;
        } catch (error) {
          if (generation === this.generation) this.error = error;
        } finally {
          if (generation === this.generation) this.loading.delete(page);
        }
        this.onChange();
      }),
    );
  }
}
