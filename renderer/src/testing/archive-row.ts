/** A row of the archive's list for the grid's tests: Ana against the level-3 computer, won 40–30. */
import type { ArchiveRow } from '../../../electron/contract';

export const ARCHIVE_ROW: ArchiveRow = {
  id: 7,
  createdAt: '2026-01-01T10:00:00.000Z',
  preset: 'congkak-malay',
  event: '',
  players: [
    { name: 'Ana', kind: 'human' },
    { name: 'Computer (level 3)', kind: 'computer', level: 3 },
  ],
  viewpoint: 0,
  status: 'finished',
  outcome: { termination: 'normal', winner: 0, stores: [40, 30] },
  stores: [40, 30],
  moveCount: 31,
  tags: ['study'],
  favourite: false,
  hasComments: false,
  hints: 2,
};

/** The same row with its own id and South player's name. */
export function namedRow(id: number, south: string): ArchiveRow {
  return { ...ARCHIVE_ROW, id, players: [{ name: south, kind: 'human' }, ARCHIVE_ROW.players[1]] };
}
