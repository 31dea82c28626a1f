import { mount } from 'svelte';
import App from './App.svelte';
import { locale } from './i18n';
import { applyTheme } from './theme/theme';
import './styles/app.css';

const target = document.getElementById('app');
if (target === null) throw new Error('index.html has no #app element');

document.documentElement.lang = locale;
applyTheme('system');

mount(App, { target });
