// The play screen's keys: digits choose holes 1–9 and 0 hole 10,
// arrows move the focus between holes, Escape skips the animation, U undoes,
// H asks for a hint. Enter and Space are the focused button's own.
export type KeyAction =
  | { kind: 'hole'; hole: number }
  | { kind: 'focus'; step: -1 | 1 }
  | { kind: 'skip' }
  | { kind: 'undo' }
  | { kind: 'hint' };

export interface KeyInput {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}

export function keyAction(input: KeyInput): KeyAction | null {
  // Shortcuts of the system or the browser are left alone.
  if (input.ctrlKey || input.metaKey || input.altKey) return null;
  const { key } = input;
  if (/^[0-9]$/.test(key)) return { kind: 'hole', hole: key === '0' ? 10 : Number(key) };
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowUp':
      return { kind: 'focus', step: -1 };
    case 'ArrowRight':
    case 'ArrowDown':
      return { kind: 'focus', step: 1 };
    case 'Escape':
      return { kind: 'skip' };
    case 'u':
    case 'U':
      return { kind: 'undo' };
    case 'h':
    case 'H':
      return { kind: 'hint' };
    default:
      return null;
  }
}
