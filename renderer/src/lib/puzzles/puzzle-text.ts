// How puzzle ratings read: whole points, a change with its sign. What the
// best turn is worth is said in move-words/, with every other choice's words.
import { format } from '../../i18n';

/** Whole points, grouped; "1,500?" while the rating is provisional, as lichess shows it. */
export function ratingText(rating: number, provisional = false): string {
  return `${format.number(Math.round(rating))}${provisional ? '?' : ''}`;
}

/** "+12", "−9", "±0": the change in whole points, as shown after an attempt. */
export function ratingChangeText(before: number, after: number): string {
  const change = Math.round(after) - Math.round(before);
  if (change === 0) return '±0';
  return change > 0 ? `+${format.number(change)}` : `−${format.number(-change)}`;
}
