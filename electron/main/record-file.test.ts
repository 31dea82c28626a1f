import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { recordFileInArgs } from './record-file';

const cwd = resolve('/home/ana/games');

describe('recordFileInArgs', () => {
  it('finds the file the packaged app was started with', () => {
    expect(recordFileInArgs(['/opt/Congkak/congkak', '/home/ana/final.congkak'], cwd)).toBe(resolve('/home/ana/final.congkak'));
  });

  it('resolves a relative path against the folder the app was started in', () => {
    expect(recordFileInArgs(['electron', '.', 'club/round-2.CONGKAK'], cwd)).toBe(join(cwd, 'club', 'round-2.CONGKAK'));
  });

  it('skips switches and takes the last of several files', () => {
    expect(recordFileInArgs(['congkak', '--allow-file-access-from-files', 'a.congkak', '--x=b.congkak', 'b.congkak'], cwd)).toBe(join(cwd, 'b.congkak'));
  });

  it.each([[['congkak']], [['congkak', '.']], [['congkak', 'notes.txt', 'congkak.exe']], [['final.congkak']]])('finds nothing in %j', (argv) => {
    expect(recordFileInArgs(argv, cwd)).toBeNull();
  });
});
