import { describe, expect, it } from 'vitest';
import { GAME_LABELS_MAX, PLAYER_NAME_MAX, RECORD_TAGS_MAX, TAG_LABEL_MAX, TAG_VALUE_MAX } from '../../contract';
import { checkGameText } from './record-fields';

describe('checkGameText', () => {
  it('gives the names and labels, cleaned as the API cleans them', () => {
    expect(checkGameText({ Event: 'Cup', South: '  Ana ', North: 'Budi', Tags: ' club, final ,,club' })).toEqual({
      ok: true,
      value: { southName: 'Ana', northName: 'Budi', labels: ['club', 'final'] },
    });
  });

  it('names a player the record does not name, or names with spaces only, "?"', () => {
    expect(checkGameText({ South: '   ' })).toEqual({ ok: true, value: { southName: '?', northName: '?', labels: [] } });
  });

  it('accepts every field at its limit', () => {
    const tags: Record<string, string> = {
      South: 'S'.repeat(PLAYER_NAME_MAX),
      Event: 'E'.repeat(TAG_VALUE_MAX),
      Tags: Array.from({ length: GAME_LABELS_MAX }, (_, i) => `${i}`.padEnd(TAG_LABEL_MAX, 'x')).join(','),
    };
    for (let i = Object.keys(tags).length; i < RECORD_TAGS_MAX; i++) tags[`Extra${i}`] = 'x';
    expect(checkGameText(tags).ok).toBe(true);
  });

  it.each([
    ['a long name', { North: 'n'.repeat(10_000) }, 'North', 'North: expected at most 40 characters, got 10000'],
    ['a name on two lines', { South: 'A\nB' }, 'South', 'South: may not hold a line break'],
    ['a long label', { Tags: `club,${'l'.repeat(TAG_LABEL_MAX + 1)}` }, 'Tags', 'Tags: expected at most 40 characters, got 41'],
    ['too many labels', { Tags: Array.from({ length: GAME_LABELS_MAX + 1 }, (_, i) => `l${i}`).join(',') }, 'Tags', 'Tags: expected at most 20 labels, got 21'],
    ['a long tag value', { Venue: 'v'.repeat(TAG_VALUE_MAX + 1) }, 'Venue', 'Venue: expected at most 200 characters, got 201'],
    ['a bidi override in a tag', { Event: 'Cup \u202E' }, 'Event', 'Event: may not hold a bidi control (U+202E)'],
    ['a lone surrogate in a name', { South: 'Ana \uD800' }, 'South', 'South: may not hold a lone surrogate (U+D800)'],
  ])('refuses %s, naming the tag', (_label, tags, tag, message) => {
    expect(checkGameText(tags)).toEqual({ ok: false, error: { tag, message } });
  });

  it('refuses more tags than a game may have, at the first one over', () => {
    const tags = Object.fromEntries(Array.from({ length: RECORD_TAGS_MAX + 2 }, (_, i) => [`T${i}`, 'x']));
    expect(checkGameText(tags)).toEqual({ ok: false, error: { tag: `T${RECORD_TAGS_MAX}`, message: 'a game may have at most 50 tags besides Rules and Options' } });
  });

  it('reports the first bad tag in the record order', () => {
    expect(checkGameText({ Event: 'e'.repeat(500), South: 's'.repeat(500) })).toMatchObject({ ok: false, error: { tag: 'Event' } });
  });
});
