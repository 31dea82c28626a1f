import { describe, expect, it } from 'vitest';
import { RecentIds } from './recent-ids';

describe('RecentIds', () => {
  it('keeps the newest ids up to its capacity, forgetting the oldest first', () => {
    const ids = new RecentIds(2);
    ids.add('a');
    ids.add('b');
    ids.add('a');
    ids.add('c');
    expect(['a', 'b', 'c'].map((id) => ids.has(id))).toEqual([true, false, true]);
  });

  it('forgets an id taken, and says whether it was there', () => {
    const ids = new RecentIds(4);
    ids.add('a');
    expect(ids.take('a')).toBe(true);
    expect(ids.take('a')).toBe(false);
    expect(ids.has('a')).toBe(false);
  });
});
