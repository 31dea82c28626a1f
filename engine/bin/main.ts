/**
 * The engine process: reads protocol lines on stdin, writes one answer line
 * per request on stdout, in order, and exits 0 at the end of input.
 * Diagnostics go to stderr only; stdout carries answers and nothing else.
 */
import { answerOverlongLine, handleRequestLine, MAX_LINE_CHARS } from './handle-request';
import { readLines } from './line-reader';

async function runEngine(input: NodeJS.ReadableStream, output: NodeJS.WritableStream): Promise<void> {
  input.setEncoding('utf8');
  for await (const line of readLines(input as AsyncIterable<string>, MAX_LINE_CHARS)) {
    const reply = typeof line === 'string' ? handleRequestLine(line) : line.blank ? null : answerOverlongLine();
    // Waiting for each write keeps answers in order and bounds memory when the reader is slow.
    if (reply !== null) await new Promise<void>((resolve, reject) => output.write(`${reply}\n`, (error) => (error ? reject(error) : resolve())));
  }
}

// A reader that goes away (EPIPE) ends the session quietly; anything else is a bug worth reporting.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') process.stderr.write(`congkak-engine: ${error.message}\n`);
  process.exit(error.code === 'EPIPE' ? 0 : 1);
});

runEngine(process.stdin, process.stdout).catch((error: unknown) => {
  process.stderr.write(`congkak-engine: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
});
