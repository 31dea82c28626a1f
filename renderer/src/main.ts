import { mount } from 'svelte';
import type { LanguageChoice } from '../../electron/contract';
import App from './App.svelte';
import { getLocale, preloadLanguage } from './i18n';
import { appApi } from './lib/play/api';
import { applyLanguage, systemLanguages } from './lib/settings/language';
import { LAZY_SCREENS } from './navigation/lazy-screens';
import { applyTheme } from './theme/theme';
import './styles/app.css';

const target = document.getElementById('app');
if (target === null) throw new Error('index.html has no #app element');

document.documentElement.lang = getLocale();
applyTheme('system');

// The saved language is shown from the first screen on (a screen's words are
// chosen as it opens), so the app mounts once it is known and its catalogue
// loaded; the saved theme replaces the system's at the same moment.
async function applySavedSettings(): Promise<void> {
  let language: LanguageChoice = 'system';
  // Asked at once, beside the settings: the language's catalogue waits on both.
  void systemLanguages();
  preloadLanguage();
  try {
    const settings = await appApi().getSettings({});
    applyTheme(settings.theme);
    language = settings.language;
  } catch {
    // The services could not say: the browser's language (else English) and the system's theme.
  }
  // A language that cannot be loaded leaves the app in English, which is always there.
  await applyLanguage(language);
}

void applySavedSettings().then(() => {
  mount(App, { target });
  // Play, Home's first way in, is a chunk of its own like every other screen
  // (navigation/lazy-screens): fetched once Home is shown and the page is
  // idle, so that its first open does not wait for it.
  const whenIdle = typeof requestIdleCallback === 'function' ? requestIdleCallback : (run: () => void) => setTimeout(run, 200);
  whenIdle(() => void LAZY_SCREENS.play.load());
});
