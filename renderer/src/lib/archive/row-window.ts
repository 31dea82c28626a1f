// Which rows of a long list are on screen, and which pages of rows they need:
// the list renders only those (plus a few either side), so 100,000 games
// scroll as smoothly as 10.

interface RowWindow {
  /** First and one-past-last row index to render. */
  start: number;
  end: number;
}

export function visibleRows(scrollTop: number, viewportHeight: number, rowHeight: number, total: number, overscan = 5): RowWindow {
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const count = Math.ceil(viewportHeight / rowHeight) + 1;
  return { start: Math.max(0, first - overscan), end: Math.min(total, first + count + overscan) };
}

/** The page numbers (of `pageSize` rows) that hold the rows of a window. */
export function pagesFor(window: RowWindow, pageSize: number): number[] {
  if (window.end <= window.start) return [];
  const pages: number[] = [];
  for (let page = Math.floor(window.start / pageSize); page <= Math.floor((window.end - 1) / pageSize); page++) pages.push(page);
  return pages;
}

/** The scroll position that brings row `index` into view (unchanged when it already is). */
export function scrollToShow(index: number, scrollTop: number, viewportHeight: number, rowHeight: number): number {
  const top = index * rowHeight;
  if (top < scrollTop) return top;
  if (top + rowHeight > scrollTop + viewportHeight) return top + rowHeight - viewportHeight;
  return scrollTop;
}
