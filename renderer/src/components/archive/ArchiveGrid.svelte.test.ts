// The grid as the Archive screen drives it: the same RowPages throughout, `version` bumped at each
// answer. (A test that passes the props again makes Svelte see `pages` as changed, which hides
// what this checks.)
import { render, screen, waitFor } from '@testing-library/svelte';
import { expect, it, vi } from 'vitest';
import { RowPages } from '../../lib/archive/row-pages';
import { namedRow } from '../../testing/archive-row';
import ArchiveGrid from './ArchiveGrid.svelte';

it('loads again every page in view after the list is loaded again, not only the first', async () => {
  let label = 'Player';
  const props = $state({
    version: 1,
    pages: new RowPages(
      (offset, limit) => Promise.resolve({ total: 5, offset, rows: Array.from({ length: Math.min(limit, 5 - offset) }, (_, i) => namedRow(offset + i, `${label} ${offset + i}`)) }),
      () => props.version++,
      2,
    ),
    sort: { by: 'date', descending: true } as const,
    onOpen: vi.fn(),
    onDelete: vi.fn(),
    onFavourite: vi.fn(),
    onEditTags: vi.fn(),
    onSort: vi.fn(),
  });
  await props.pages.reset();
  render(ArchiveGrid, props);
  await waitFor(() => screen.getByRole('row', { name: /Player 4 vs/ }));
  label = 'Renamed';
  await props.pages.reset();
  await waitFor(() => expect(screen.queryByRole('row', { name: /Renamed 4 vs/ })).not.toBeNull());
});
