/**
 * Splits the engine's input into lines without ever holding more than
 * `maxChars + 1` characters of one: a longer line is dropped as it streams
 * past, and only the fact that it was too long (and whether it held anything
 * but white space) is kept, so one endless line cannot run the engine out of
 * memory. Lines end at "\n"; a "\r" just before it is dropped.
 */

/** A line longer than the reader keeps. `blank`: it held nothing but white space. */
export interface OverlongLine {
  overlong: true;
  blank: boolean;
}

const NOT_SPACE = /\S/;

export class LineSplitter {
  private line = '';
  private overlong: OverlongLine | null = null;

  constructor(private readonly maxChars: number) {}

  /** The lines this chunk of input completes, in order. */
  push(chunk: string): (string | OverlongLine)[] {
    const lines: (string | OverlongLine)[] = [];
    let start = 0;
    for (let end = chunk.indexOf('\n'); end !== -1; end = chunk.indexOf('\n', start)) {
      this.add(chunk.slice(start, end));
      lines.push(this.finish());
      start = end + 1;
    }
    this.add(chunk.slice(start));
    return lines;
  }

  /** The last line, when the input does not end with "\n". */
  end(): (string | OverlongLine)[] {
    return this.overlong !== null || this.line !== '' ? [this.finish()] : [];
  }

  private add(piece: string): void {
    if (this.overlong !== null) {
      if (this.overlong.blank && NOT_SPACE.test(piece)) this.overlong.blank = false;
    } else if (this.line.length + piece.length > this.maxChars + 1) {
      // One character more than maxChars is kept: the "\r" of a CRLF line end.
      this.overlong = { overlong: true, blank: !NOT_SPACE.test(this.line) && !NOT_SPACE.test(piece) };
      this.line = '';
    } else {
      this.line += piece;
    }
  }

  private finish(): string | OverlongLine {
    const kept = this.line.endsWith('\r') ? this.line.slice(0, -1) : this.line;
    const done = this.overlong ?? (kept.length > this.maxChars ? { overlong: true as const, blank: !NOT_SPACE.test(kept) } : kept);
    this.line = '';
    this.overlong = null;
    return done;
  }
}

export async function* readLines(chunks: AsyncIterable<string>, maxChars: number): AsyncGenerator<string | OverlongLine> {
  const splitter = new LineSplitter(maxChars);
  for await (const chunk of chunks) yield* splitter.push(chunk);
  yield* splitter.end();
}
