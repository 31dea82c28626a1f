// Light, dark or the system's choice. The palette lives in CSS variables
// (styles/app.css, using light-dark()); choosing a theme only pins the
// document's color-scheme through `data-theme`.
import { THEMES } from '../../../electron/contract/settings';

export type Theme = (typeof THEMES)[number];
export { THEMES };

export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  root.dataset['theme'] = theme;
}

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}
