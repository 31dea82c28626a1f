// The theme's error colour: one token, readable (WCAG AA, 4.5:1 for text) on
// the page and on a card in both themes, and the only colour error lines use.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Read from disk: the tests' Vite gives every CSS import, ?raw too, as an empty string.
const appCss = readFileSync(path.join(import.meta.dirname, 'app.css'), 'utf8');

/** The theme's `--color-*: light-dark(#light, #dark)` tokens. */
function themeTokens(css: string): Map<string, { light: string; dark: string }> {
  const tokens = new Map<string, { light: string; dark: string }>();
  for (const [, name, light, dark] of css.matchAll(/(--color-[\w-]+):\s*light-dark\((#[0-9a-f]{6}),\s*(#[0-9a-f]{6})\)/gi)) {
    tokens.set(name!, { light: light!, dark: dark! });
  }
  return tokens;
}

/** WCAG 2 relative luminance of `#rrggbb`. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG 2 contrast ratio of two colours, 1 to 21. */
function contrast(a: string, b: string): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (lighter! + 0.05) / (darker! + 0.05);
}

describe('contrast', () => {
  it('is 21 for black on white, 1 for a colour on itself, whichever comes first', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrast('#ffffff', '#000000')).toBeCloseTo(21);
    expect(contrast('#2d6e68', '#2d6e68')).toBe(1);
    // #767676 on white is the classic 4.54:1, just above AA.
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});

describe('the error colour', () => {
  const tokens = themeTokens(appCss);

  it('is a theme token, read at least 4.5:1 on the page and on a card, light and dark', () => {
    const error = tokens.get('--color-error');
    expect(error).toBeDefined();
    for (const background of ['--color-bg', '--color-surface']) {
      const behind = tokens.get(background)!;
      expect(contrast(error!.light, behind.light), `light, on ${background}`).toBeGreaterThanOrEqual(4.5);
      expect(contrast(error!.dark, behind.dark), `dark, on ${background}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('is the only colour an error line is given: no component chooses its own', () => {
    const sources = import.meta.glob('../**/*.svelte', { query: '?raw', import: 'default', eager: true });
    const ownColours: string[] = [];
    for (const [file, source] of Object.entries(sources)) {
      const style = /<style>([\s\S]*)<\/style>/.exec(source as string)?.[1] ?? '';
      for (const [, selector, body] of style.matchAll(/([^{}]*\b(?:error|feedback|unsound)\b[^{}]*)\{([^}]*)\}/g)) {
        const colour = /(?:^|;|\s)color:\s*([^;]+)/.exec(body!)?.[1]?.trim();
        if (colour !== undefined && colour !== 'var(--color-error)') ownColours.push(`${file} ${selector!.trim()}: ${colour}`);
      }
    }
    expect(ownColours).toEqual([]);
    expect(appCss).toMatch(/\.error\s*\{[^}]*color:\s*var\(--color-error\)/);
  });
});
