import { describe, expect, it } from 'vitest';
import type { ArchivePage, ArchiveRow } from '../../../../electron/contract';
import { EMPTY_FILTER_FORM, parseLabels, toArchiveFilter } from './filter-form';
import { RowPages } from './row-pages';
import { pagesFor, scrollToShow, visibleRows } from './row-window';

describe('the row window', () => {
  it('covers the rows on screen plus the overscan, clamped to the list', () => {
    expect(visibleRows(0, 400, 40, 100_000, 5)).toEqual({ start: 0, end: 16 });
    expect(visibleRows(40 * 1000, 400, 40, 100_000, 5)).toEqual({ start: 995, end: 1016 });
    expect(visibleRows(40 * 99_995, 400, 40, 100_000, 5)).toEqual({ start: 99_990, end: 100_000 });
    expect(visibleRows(0, 400, 40, 0)).toEqual({ start: 0, end: 0 });
  });

  it('names the pages a window needs', () => {
    expect(pagesFor({ start: 95, end: 205 }, 100)).toEqual([0, 1, 2]);
    expect(pagesFor({ start: 0, end: 0 }, 100)).toEqual([]);
  });

  it('scrolls just enough to show a row', () => {
    expect(scrollToShow(5, 0, 400, 40)).toBe(0);
    expect(scrollToShow(20, 0, 400, 40)).toBe(440);
    expect(scrollToShow(2, 400, 400, 40)).toBe(80);
  });
});

function row(id: number): ArchiveRow {
  return { id } as ArchiveRow;
}

/** A fetch whose answers the test gives, page by page (by offset), in the order it likes. */
function heldPages() {
  const waiting = new Map<number, (page: ArchivePage) => void>();
  return {
    fetch: (offset: number) => new Promise<ArchivePage>((resolve) => waiting.set(offset, resolve)),
    answer(offset: number, page: ArchivePage) {
      const resolve = waiting.get(offset);
      if (resolve === undefined) throw new Error(`no page asked at ${offset}`);
      waiting.delete(offset);
      resolve(page);
    },
  };
}

describe('row pages', () => {
  it('fetches each page once and answers rows by index', async () => {
    const asked: number[] = [];
    const pages = new RowPages(
      async (offset, limit): Promise<ArchivePage> => {
        asked.push(offset);
        return { total: 250, offset, rows: Array.from({ length: Math.min(limit, 250 - offset) }, (_, i) => row(offset + i)) };
      },
      () => undefined,
      100,
    );
    await pages.reset();
    await Promise.all([pages.ensure([0, 1, 2]), pages.ensure([2])]);
    expect(asked).toEqual([0, 100, 200]);
    expect(pages.total).toBe(250);
    expect(pages.row(249)?.id).toBe(249);
    expect(pages.row(250)).toBeUndefined();
  });

  it('drops the answer of a page asked for before a reset', async () => {
    let release: (page: ArchivePage) => void = () => undefined;
    const pages = new RowPages(
      (offset) =>
        offset === 100
          ? new Promise<ArchivePage>((resolve) => (release = resolve))
          : Promise.resolve({ total: 150, offset, rows: [row(1)] }),
      () => undefined,
      100,
    );
    const slow = pages.ensure([1]);
    await pages.reset();
    release({ total: 999, offset: 100, rows: [row(999)] });
    await slow;
    expect(pages.row(100)).toBeUndefined();
    expect(pages.total).toBe(150);
  });

  // The CI's archive e2e lost the focused row and a Delete key: an import refreshed the list twice at
  // once, and the grid, drawn between the two, saw no rows (and no count) while the new ones loaded.
  it('keeps the rows and the count of the list shown until the first page of a reset arrives', async () => {
    const held = heldPages();
    const pages = new RowPages(held.fetch, () => undefined, 100);
    const first = pages.reset();
    held.answer(0, { total: 3, offset: 0, rows: [row(1), row(2), row(3)] });
    await first;
    const second = pages.reset();
    expect(pages.total).toBe(3);
    expect(pages.row(2)?.id).toBe(3);
    held.answer(0, { total: 2, offset: 0, rows: [row(1), row(3)] });
    await second;
    expect(pages.total).toBe(2);
    expect(pages.row(1)?.id).toBe(3);
    expect(pages.row(2)).toBeUndefined();
  });

  it('asks again, after a reset, for the pages it held before', async () => {
    const held = heldPages();
    const pages = new RowPages(held.fetch, () => undefined, 100);
    const first = Promise.all([pages.reset(), pages.ensure([1])]);
    held.answer(0, { total: 150, offset: 0, rows: [row(0)] });
    held.answer(100, { total: 150, offset: 100, rows: [row(100)] });
    await first;
    const second = pages.reset();
    // Asked while the reset is under way: the page of the new list, not the one held.
    const more = pages.ensure([1]);
    held.answer(0, { total: 150, offset: 0, rows: [row(1000)] });
    held.answer(100, { total: 150, offset: 100, rows: [row(1100)] });
    await Promise.all([second, more]);
    expect(pages.row(0)?.id).toBe(1000);
    expect(pages.row(100)?.id).toBe(1100);
  });

  it('forgets the rows shown when the reset fails', async () => {
    let failing = false;
    const pages = new RowPages(async (offset) => {
      if (failing) throw new Error('the archive is closed');
      return { total: 1, offset, rows: [row(1)] };
    }, () => undefined);
    await pages.reset();
    failing = true;
    await pages.reset();
    expect(pages.error).toBeInstanceOf(Error);
    expect(pages.total).toBeNull();
    expect(pages.row(0)).toBeUndefined();
  });
});

describe('the filter form', () => {
  it('leaves out what is set to "any" and keeps the rest', () => {
    expect(toArchiveFilter(EMPTY_FILTER_FORM)).toEqual({});
    expect(
      toArchiveFilter({ ...EMPTY_FILTER_FORM, text: ' ana ', opponent: 'computer:4', preset: 'kalah', result: 'win', from: '2025-01-01', tag: 'club', unfinished: true }),
    ).toEqual({ text: 'ana', opponentLevel: 4, preset: 'kalah', result: 'win', from: '2025-01-01', tag: 'club', unfinished: true });
    expect(toArchiveFilter({ ...EMPTY_FILTER_FORM, opponent: 'human', preset: 'chess', result: 'maybe' })).toEqual({ opponentKind: 'human' });
  });

  it('reads labels separated by commas, each once', () => {
    expect(parseLabels(' a, b ,, a,c ')).toEqual(['a', 'b', 'c']);
  });
});
