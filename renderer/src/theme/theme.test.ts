import { describe, expect, it } from 'vitest';
import { applyTheme, isTheme, THEMES } from './theme';

describe('theme', () => {
  it.each(THEMES)('applies %s to the document root', (theme) => {
    const root = document.createElement('html');
    applyTheme(theme, root);
    expect(root.dataset['theme']).toBe(theme);
  });

  it('recognises only the contract themes', () => {
    expect(THEMES).toEqual(['system', 'light', 'dark']);
    expect(isTheme('dark')).toBe(true);
    expect(isTheme('purple')).toBe(false);
    expect(isTheme(undefined)).toBe(false);
  });
});
