// The language setting applied: the host's word on the system's languages is
// asked once (it does not change while the app runs), then every choice is
// shown at once through the catalogues.
import type { LanguageChoice, SystemLanguages } from '../../../../electron/contract';
import { showLanguage } from '../../i18n';
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

/** Shows the app in the language of `choice`; returns the language shown. */
export async function applyLanguage(choice: LanguageChoice): Promise<string> {
  return showLanguage(choice, await systemLanguages());
}
