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
