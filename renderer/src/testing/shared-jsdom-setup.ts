// Setup of the vitest `renderer` project, run before each test file: its
// files share one jsdom per worker (isolate: false), which saves building the
// DOM and importing Svelte's runtime afresh for each. Each file still starts as
// with a jsdom of its own: its modules evaluated anew (the API client, the
// language shown, the screens loaded are module state), no preload bridge
// unless it sets one, the page at / with nothing stored.
import { vi } from 'vitest';

vi.resetModules();
delete window.congkak;
history.replaceState(null, '', '/');
localStorage.clear();
sessionStorage.clear();
document.title = '';
for (const { name } of [...document.documentElement.attributes]) document.documentElement.removeAttribute(name);
document.head.replaceChildren();
document.body.replaceChildren();
for (const { name } of [...document.body.attributes]) document.body.removeAttribute(name);
