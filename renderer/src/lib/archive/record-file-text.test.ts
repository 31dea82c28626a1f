import { describe, expect, it } from 'vitest';
import { readRecordText } from './record-file-text';

/** A chosen file as the browser gives it (jsdom's Blob reads no bytes): its size, and slices that do. */
function chosenFile(bytes: Uint8Array, reportedSize = bytes.length): Blob {
  const slices: [number, number][] = [];
  const file = {
    size: reportedSize,
    slices,
    slice: (start = 0, end = bytes.length) => {
      slices.push([start, end]);
      const part = bytes.slice(start, end);
      return { arrayBuffer: () => Promise.resolve(part.buffer) };
    },
  };
  return file as unknown as Blob;
}

const utf8 = (text: string) => new TextEncoder().encode(text);

describe('readRecordText', () => {
  it('reads a UTF-8 record whole', async () => {
    expect(await readRecordText(chosenFile(utf8('[South "Séri"]\n\nS 3\n')))).toEqual({ ok: true, text: '[South "Séri"]\n\nS 3\n' });
  });

  it('refuses bytes that are not UTF-8 with their line (issue 29: they became U+FFFD)', async () => {
    const latin1 = new Uint8Array([...utf8('[Rules "kalah"]\n[South "'), 0x53, 0xe9, 0x72, 0x69, ...utf8('"]\n\nS 3\n')]);
    expect(await readRecordText(chosenFile(latin1))).toEqual({ ok: false, reason: 'not-utf8', line: 2 });
  });

  it('refuses a file larger than the limit unread, and reads at most the limit and one byte of one that says it is smaller', async () => {
    expect(await readRecordText(chosenFile(utf8('x'.repeat(11))), 10)).toEqual({ ok: false, reason: 'too-large' });
    const lying = chosenFile(utf8('x'.repeat(50)), 0);
    expect(await readRecordText(lying, 10)).toEqual({ ok: false, reason: 'too-large' });
    expect((lying as unknown as { slices: [number, number][] }).slices).toEqual([[0, 11]]);
  });
});
