// How puzzle ratings read: whole points, and a change with its sign.
import { format } from '../../i18n';

export function ratingText(rating: number): string {
  return format.number(Math.round(rating));
}

/** "+12", "−9", "±0": the change in whole points, as shown after an attempt. */
export function ratingChangeText(before: number, after: number): string {
  const change = Math.round(after) - Math.round(before);
  if (change === 0) return '±0';
  return change > 0 ? `+${format.number(change)}` : `−${format.number(-change)}`;
}
