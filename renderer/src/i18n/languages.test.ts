import { describe, expect, it } from 'vitest';
import { languageOptions, preferredLanguages } from './languages';

const NO_HOST = { preferred: [], pseudoLocale: false };

describe('the language setting', () => {
  it('offers the languages with a catalogue, in the setting\'s order, and nothing else', () => {
    expect(languageOptions(['en'])).toEqual(['en']);
    expect(languageOptions(['de', 'xx', 'en', 'fil', 'ms'])).toEqual(['en', 'ms', 'fil', 'de']);
  });

  it('means the chosen language when one is chosen', () => {
    expect(preferredLanguages('fil', { preferred: ['de-DE'], pseudoLocale: false }, ['ms'])).toEqual(['fil']);
  });

  it('means the host\'s languages for System default, else the browser\'s', () => {
    expect(preferredLanguages('system', { preferred: ['ms-MY', 'en-GB'], pseudoLocale: false }, ['de'])).toEqual(['ms-MY', 'en-GB']);
    expect(preferredLanguages('system', NO_HOST, ['pt-BR', 'en'])).toEqual(['pt-BR', 'en']);
  });

  it('reads the older tags systems report for Filipino and Indonesian', () => {
    expect(preferredLanguages('system', NO_HOST, ['tl-PH', 'in'])).toEqual(['fil-PH', 'id']);
  });

  it('shows the pseudo-locale whatever the setting when the host was started for it', () => {
    expect(preferredLanguages('de', { preferred: [], pseudoLocale: true }, ['en'])).toEqual(['en-XA']);
  });
});
