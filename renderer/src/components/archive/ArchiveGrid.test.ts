import { fireEvent, render, screen, waitFor } from '@testing-library/svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../i18n';
import { RowPages } from '../../lib/archive/row-pages';
import { ARCHIVE_ROW, namedRow } from '../../testing/archive-row';
import ArchiveGrid from './ArchiveGrid.svelte';

const ROW = ARCHIVE_ROW;

async function renderGrid() {
  const pages = new RowPages(() => Promise.resolve({ total: 1, offset: 0, rows: [ROW] }), () => undefined);
  await pages.reset();
  const handlers = { onOpen: vi.fn(), onDelete: vi.fn(), onFavourite: vi.fn(), onEditTags: vi.fn(), onSort: vi.fn() };
  render(ArchiveGrid, { pages, version: 1, sort: { by: 'date', descending: true }, ...handlers });
  const row = await waitFor(() => screen.getByRole('row', { name: /Ana vs Computer/ }));
  return { row, handlers };
}

describe('ArchiveGrid', () => {
  it('moves the focus with the arrow keys as soon as the row is drawn, without waiting for a frame (a loaded CI machine lost it)', async () => {
    const rows = [1, 2, 3].map((id) => namedRow(id, `Player ${id}`));
    const pages = new RowPages(() => Promise.resolve({ total: 3, offset: 0, rows }), () => undefined);
    await pages.reset();
    render(ArchiveGrid, { pages, version: 1, sort: { by: 'date', descending: true }, onOpen: vi.fn(), onDelete: vi.fn(), onFavourite: vi.fn(), onEditTags: vi.fn(), onSort: vi.fn() });
    const first = await waitFor(() => screen.getByRole('row', { name: /Player 1 vs/ }));
    const frames = vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    try {
      first.focus();
      await fireEvent.keyDown(first, { key: 'ArrowDown' });
      await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('row', { name: /Player 2 vs/ })));
    } finally {
      frames.mockRestore();
    }
  });

  it('keeps the focused row focused while the list is loaded again (an import refreshes it)', async () => {
    const rows = [1, 2, 3].map((id) => namedRow(id, `Player ${id}`));
    let release = (): void => undefined;
    let hold = false;
    const pages = new RowPages(
      () => (hold ? new Promise((resolve) => (release = () => resolve({ total: 3, offset: 0, rows }))) : Promise.resolve({ total: 3, offset: 0, rows })),
      () => undefined,
    );
    await pages.reset();
    const props = { pages, version: 1, sort: { by: 'date', descending: true } as const, onOpen: vi.fn(), onDelete: vi.fn(), onFavourite: vi.fn(), onEditTags: vi.fn(), onSort: vi.fn() };
    const { rerender } = render(ArchiveGrid, props);
    const second = await waitFor(() => screen.getByRole('row', { name: /Player 2 vs/ }));
    second.focus();
    hold = true;
    const reloaded = pages.reset();
    // Drawn again while the new rows are on their way (another refresh's answer, for instance).
    await rerender({ ...props, version: 2 });
    expect(document.activeElement).toBe(second);
    await fireEvent.keyDown(second, { key: 'Delete' });
    expect(props.onDelete).toHaveBeenCalledWith(rows[1]);
    release();
    await reloaded;
    await rerender({ ...props, version: 3 });
    expect(document.activeElement).toBe(screen.getByRole('row', { name: /Player 2 vs/ }));
  });

  it('says the row in words: display name of the rules, the level once, labels, the result', async () => {
    const { row } = await renderGrid();
    expect(row.textContent).toContain('Ana vs Computer (level 3)');
    expect(row.textContent).not.toContain('(level 3) (level 3)');
    expect(row.textContent).toContain('Congkak (Malay)');
    expect(row.textContent).toContain('Won 40–30');
    expect(row.textContent).toContain('study');
  });

  it('draws the sort arrow and the favourite star as icons, the star a toggle named for screen readers', async () => {
    await renderGrid();
    const sorted = screen.getByRole('columnheader', { name: /Date/ });
    expect(sorted.getAttribute('aria-sort')).toBe('descending');
    expect(sorted.querySelector('svg')?.dataset['icon']).toBe('sort-down');
    expect(screen.getByRole('columnheader', { name: /Rules/ }).querySelector('svg')).toBeNull();
    const star = screen.getByRole('button', { name: 'Favourite' });
    expect(star.getAttribute('aria-pressed')).toBe('false');
    expect(star.querySelector('svg')?.dataset['icon']).toBe('star-empty');
  });

  it('heads the length column by what it counts: the game\'s choices (its moves), not its turns', async () => {
    const { row } = await renderGrid();
    const header = screen.getByRole('columnheader', { name: /Choices/ });
    const column = Array.from(header.parentElement?.children ?? []).indexOf(header);
    expect(row.querySelectorAll('[role="gridcell"]')[column]?.textContent).toBe('31');
  });

  it('says how many hints were asked for in the result’s cell', async () => {
    const { row } = await renderGrid();
    const result = Array.from(row.querySelectorAll('[role="gridcell"]')).find((cell) => cell.textContent?.includes('Won 40–30'));
    expect(result?.textContent).toContain('2 hints');
  });

  it('opens the game with Enter on its row, and Enter on a row button presses that button only', async () => {
    const { row, handlers } = await renderGrid();
    await fireEvent.keyDown(row, { key: 'Enter' });
    expect(handlers.onOpen).toHaveBeenCalledWith(ROW);

    handlers.onOpen.mockClear();
    const remove = screen.getByRole('button', { name: 'Delete' });
    expect(remove.tabIndex).toBe(0);
    await fireEvent.keyDown(remove, { key: 'Enter' });
    expect(handlers.onOpen).not.toHaveBeenCalled();
    await fireEvent.click(remove);
    expect(handlers.onDelete).toHaveBeenCalledWith(ROW);
  });

  describe('when the language changes while it is shown', () => {
    afterEach(() => setLocale(['en']));

    it('names its columns in the new language, as every other label', async () => {
      await renderGrid();
      expect(screen.getByRole('columnheader', { name: /Date/ })).toBeTruthy();
      await setLocale(['ms']);
      await waitFor(() => expect(screen.getByRole('columnheader', { name: /Tarikh/ })).toBeTruthy());
      expect(screen.getAllByRole('columnheader').map((header) => header.textContent?.replace(/\u00AD/g, '').trim())).toEqual(
        expect.arrayContaining(['Tarikh', 'Pemain', 'Peraturan', 'Keputusan', 'Beza', 'Pilihan']),
      );
    });
  });
});
