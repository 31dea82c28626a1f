// Every language the tutorials are translated into, by BCP 47 tag. Adding a
// language is adding its file here (the app's own catalogue is added in
// renderer/src/i18n/locales/). Each is loaded when first asked for: the
// renderer fetches only the language shown (Vite makes each file part of that
// language's chunk, vite.config.ts); what reads them all at once imports
// tutorials/all-translations.ts.
import type { TutorialTranslation } from '../messages';

export type TutorialTranslationLoader = () => Promise<TutorialTranslation>;

export const TUTORIAL_TRANSLATION_LOADERS: Readonly<Record<string, TutorialTranslationLoader>> = {
  ms: async () => (await import('./ms')).default,
  id: async () => (await import('./id')).default,
  fil: async () => (await import('./fil')).default,
  pt: async () => (await import('./pt')).default,
  es: async () => (await import('./es')).default,
  de: async () => (await import('./de')).default,
};
