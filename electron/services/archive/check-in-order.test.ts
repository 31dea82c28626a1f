/**
 * The main thread's side of a check in workers (checkInOrder): what it sends,
 * tells and gives back when it is asked to stop, when the games' receiver
 * fails, and at the file's last batch. The check workers start from their
 * sources here (no bundle beside this module).
 */
import { describe, expect, it } from 'vitest';
import { sampleFile } from '../testing/sample-records';
import { checkInOrder, PIECES_PER_BATCH, type CheckProgress } from './check-in-workers';
import { cutFile } from './record-check';

describe('a check in workers', () => {
  it('asked to stop before it starts sends nothing: no progress, no games', async () => {
    const progress: CheckProgress[] = [];
    let given = 0;
    const checked = await checkInOrder(cutFile(sampleFile(1, 3)), {
      threads: 2,
      stopping: () => true,
      onProgress: (told) => progress.push(told),
      onGames: (games) => (given += games.length),
    });
    expect(checked).toEqual({ ok: true, value: null });
    expect(progress).toEqual([]);
    expect(given).toBe(0);
  });

  it('whose receiver of games fails answers with that failure', async () => {
    const failure = new Error('no room for these games');
    await expect(
      checkInOrder(cutFile(sampleFile(1, 3)), {
        threads: 1,
        onGames: () => {
          throw failure;
        },
      }),
    ).rejects.toBe(failure);
  });

  it('of exactly one batch of pieces tells its progress once, all of it checked', async () => {
    const pieces = cutFile(sampleFile(1, PIECES_PER_BATCH));
    expect(pieces).toHaveLength(PIECES_PER_BATCH);
    const progress: CheckProgress[] = [];
    let given = 0;
    const checked = await checkInOrder(pieces, { threads: 2, onProgress: (told) => progress.push(told), onGames: (games) => (given += games.length) });
    expect(checked).toEqual({ ok: true, value: null });
    expect(progress).toEqual([{ checked: PIECES_PER_BATCH, total: PIECES_PER_BATCH }]);
    expect(given).toBe(PIECES_PER_BATCH);
  });
});
