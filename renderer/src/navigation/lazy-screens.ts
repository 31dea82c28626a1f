// The screens Home does not show, each a chunk of its own fetched when it
// first opens (App.svelte). Lessons also waits for the lessons' and the rules
// reference's texts in the language shown, so it opens without a key showing.
// Only Home stays in the main script; Play, Home's first way in, is fetched
// as soon as Home is shown and the page is idle (main.ts).
import { loadLessonTexts } from '../i18n';
import { lazy } from './lazy';

export const LAZY_SCREENS = {
  lessons: lazy('The Lessons screen', async () => {
    const [screen, texts] = await Promise.all([import('../screens/Lessons.svelte'), loadLessonTexts()]);
    if (!texts.ok) throw texts.error;
    return screen.default;
  }),
  archive: lazy('The Archive screen', async () => (await import('../screens/Archive.svelte')).default),
  replay: lazy('The Replay screen', async () => (await import('../screens/Replay.svelte')).default),
  puzzles: lazy('The Puzzles screen', async () => (await import('../screens/Puzzles.svelte')).default),
  play: lazy('The Play screen', async () => (await import('../screens/Play.svelte')).default),
  settings: lazy('The Settings screen', async () => (await import('../screens/Settings.svelte')).default),
  network: lazy('The network lobby', async () => (await import('../screens/network/NetworkLobby.svelte')).default),
};
