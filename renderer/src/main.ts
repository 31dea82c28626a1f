import { mount } from 'svelte';
import App from './App.svelte';
import { getLocale } from './i18n';
import { appApi } from './lib/play/api';
import { applyTheme } from './theme/theme';
import './styles/app.css';

const target = document.getElementById('app');
if (target === null) throw new Error('index.html has no #app element');

document.documentElement.lang = getLocale();
applyTheme('system');

mount(App, { target });

// The saved theme replaces the system's as soon as the settings arrive.
appApi()
  .getSettings({})
  .then((settings) => applyTheme(settings.theme))
  .catch(() => undefined);
