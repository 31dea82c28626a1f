// For tests of what shows the lessons' words: the app loads them before such
// a screen opens (`loadLessonTexts`); a test rendering one alone does too.
import { loadLessonTexts } from '../i18n';

export async function withLessonTexts(): Promise<void> {
  const loaded = await loadLessonTexts();
  if (!loaded.ok) throw loaded.error;
}
