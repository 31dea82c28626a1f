import { describe, expect, it } from 'vitest';
import { t } from '../i18n';
import { LAZY_SCREENS } from './lazy-screens';

describe('the screens loaded when they first open', () => {
  it('Lessons comes with the lessons\' and the rules reference\'s texts in the language shown', async () => {
    expect(t('lesson.the-board.title')).toBe('lesson.the-board.title');
    const loaded = await LAZY_SCREENS.lessons.load();
    expect(loaded.ok).toBe(true);
    expect(typeof LAZY_SCREENS.lessons.value).toBe('function');
    expect([t('lesson.the-board.title'), t('reference.board-title')]).toEqual(['The board', 'The board']);
  });

  it.each(Object.keys(LAZY_SCREENS) as (keyof typeof LAZY_SCREENS)[])('%s loads its screen', async (name) => {
    const loaded = await LAZY_SCREENS[name].load();
    expect(loaded.ok && typeof loaded.value).toBe('function');
  });
});
