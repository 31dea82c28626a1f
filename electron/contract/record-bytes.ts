/**
 * What the bytes of a `.congkak` file must be before they are text: UTF-8
 * (RULES.md §8), at most RECORD_TEXT_MAX bytes. A decoder that replaces what
 * is not UTF-8 with U+FFFD would import a changed record without a word; the
 * shell (reading a file by its path) and the renderer (a file chosen in the
 * page) both refuse it instead, naming its line. Pure, for both.
 */

const NEWLINE = 0x0a;

/** The 1-based line holding the first byte sequence that is not UTF-8; null when all of it is. */
export function firstLineNotUtf8(bytes: Uint8Array): number | null {
  let line = 1;
  let index = 0;
  while (index < bytes.length) {
    const lead = bytes[index] ?? 0;
    if (lead < 0x80) {
      if (lead === NEWLINE) line++;
      index++;
      continue;
    }
    const length = sequenceLength(bytes, index);
    if (length === 0) return line;
    index += length;
  }
  return null;
}

/**
 * The length of the well-formed UTF-8 sequence at `index` (a lead byte of
 * 0x80 or more), or 0: Unicode's table 3-7, which refuses overlong forms,
 * surrogates and anything past U+10FFFF.
 */
function sequenceLength(bytes: Uint8Array, index: number): number {
  const lead = bytes[index] ?? 0;
  const byte = (offset: number) => bytes[index + offset] ?? -1;
  const continues = (offset: number, low = 0x80, high = 0xbf) => byte(offset) >= low && byte(offset) <= high;
  if (lead >= 0xc2 && lead <= 0xdf) return continues(1) ? 2 : 0;
  if (lead >= 0xe0 && lead <= 0xef) {
    const second = lead === 0xe0 ? continues(1, 0xa0) : lead === 0xed ? continues(1, 0x80, 0x9f) : continues(1);
    return second && continues(2) ? 3 : 0;
  }
  if (lead >= 0xf0 && lead <= 0xf4) {
    const second = lead === 0xf0 ? continues(1, 0x90) : lead === 0xf4 ? continues(1, 0x80, 0x8f) : continues(1);
    return second && continues(2) && continues(3) ? 4 : 0;
  }
  return 0;
}
