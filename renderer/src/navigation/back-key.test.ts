import { describe, expect, it } from 'vitest';
import { isBackKey, takesText } from './back-key';

describe('isBackKey', () => {
  it('leaves on Alt+Left alone', () => {
    expect(isBackKey({ key: 'ArrowLeft', altKey: true }, false)).toBe(true);
    expect(isBackKey({ key: 'ArrowLeft', altKey: true, shiftKey: true }, false)).toBe(false);
    expect(isBackKey({ key: 'ArrowLeft', altKey: true, ctrlKey: true }, false)).toBe(false);
    expect(isBackKey({ key: 'ArrowLeft' }, false)).toBe(false);
  });

  it('never leaves on Escape', () => {
    expect(isBackKey({ key: 'Escape' }, false)).toBe(false);
    expect(isBackKey({ key: 'Escape', altKey: true }, false)).toBe(false);
  });

  it('leaves Alt+Left typed in a text field to the field', () => {
    expect(isBackKey({ key: 'ArrowLeft', altKey: true }, true)).toBe(false);
  });
});

describe('takesText', () => {
  it('is true for text inputs and text areas, false for buttons, radios and the page', () => {
    const make = (html: string) => {
      document.body.innerHTML = html;
      return document.body.firstElementChild;
    };
    expect(takesText(make('<input type="search">'))).toBe(true);
    expect(takesText(make('<input>'))).toBe(true);
    expect(takesText(make('<textarea></textarea>'))).toBe(true);
    expect(takesText(make('<input type="radio">'))).toBe(false);
    expect(takesText(make('<button>Back</button>'))).toBe(false);
    expect(takesText(null)).toBe(false);
  });
});
