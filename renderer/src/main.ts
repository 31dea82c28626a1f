import { mount } from 'svelte';
import App from './App.svelte';
import { getLocale } from './i18n';
import { appApi } from './lib/play/api';
import { applyLanguage } from './lib/settings/language';
import { applyTheme } from './theme/theme';
import './styles/app.css';

const target = document.getElementById('app');
if (target === null) throw new Error('index.html has no #app element');

document.documentElement.lang = getLocale();
applyTheme('system');

// The saved language is shown from the first screen on (a screen's words are
// chosen as it opens), so the app mounts once it is known; the saved theme
// replaces the system's at the same moment.
async function applySavedSettings(): Promise<void> {
  try {
    const settings = await appApi().getSettings({});
    applyTheme(settings.theme);
    await applyLanguage(settings.language);
  } catch {
    // The services could not say: English (or the browser's language) and the system's theme.
  }
}

void applySavedSettings().then(() => mount(App, { target }));
