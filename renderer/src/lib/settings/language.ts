// The language setting applied: the host's word on the system's languages is
// asked once (it does not change while the app runs), then every choice is
// shown as soon as its catalogue is loaded (the current language stays until
// then, and stays when it cannot be loaded).
import type { LanguageChoice, SystemLanguages } from '../../../../electron/contract';
import { showLanguage, type LanguageShown } from '../../i18n';
import { appApi } from '../play/api';

const NONE_KNOWN: SystemLanguages = { preferred: [], pseudoLocale: false };
let system: Promise<SystemLanguages> | null = null;

/** The host's system languages; none known (the browser's are used) when it cannot say. */
export function systemLanguages(): Promise<SystemLanguages> {
  system ??= appApi()
    .getSystemLanguages({})
    .catch(() => NONE_KNOWN);
  return system;
}

/** Shows the app in the language of `choice` once it is loaded; the language shown, or why the current one stays. */
export async function applyLanguage(choice: LanguageChoice): Promise<LanguageShown> {
  return showLanguage(choice, await systemLanguages());
}
