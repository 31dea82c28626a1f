// The one keyboard way to leave a screen: Alt+Left, as a browser's Back.
// Escape never leaves a screen: it belongs to the dialog or the animation in
// front, and leaving on it lost the player's step, filters or typed text.

export interface BackKeyInput {
  key: string;
  altKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
  shiftKey?: boolean;
}

/**
 * Whether a key press asks to leave the screen. Alt+Left typed in a text
 * field is the field's own (a word back on macOS), so it is left there.
 */
export function isBackKey(input: BackKeyInput, inTextField: boolean): boolean {
  if (inTextField || input.key !== 'ArrowLeft') return false;
  return input.altKey === true && !input.ctrlKey && !input.metaKey && !input.shiftKey;
}

/** Whether a key press's target takes typed text (where Alt+Left moves the caret). */
export function takesText(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement) return true;
  return target instanceof HTMLInputElement && !['checkbox', 'radio', 'range', 'button', 'submit', 'reset', 'file', 'color'].includes(target.type);
}
