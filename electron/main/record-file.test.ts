import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
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

  // Linux desktop entries pass %U: a file manager hands over file:///home/ana/My%20game.congkak.
  it('turns a file: URL into its path, spaces and non-ASCII letters decoded', () => {
    const file = resolve('/home/ana/My game – permainan ñ 游戏.congkak');
    const url = pathToFileURL(file).href;
    expect(url).toContain('My%20game');
    expect(recordFileInArgs(['/opt/Congkak/congkak', url], cwd)).toBe(file);
    const upperCase = resolve('/home/ana/club/Round 2.CONGKAK');
    expect(recordFileInArgs(['congkak', '--no-sandbox', pathToFileURL(upperCase).href], cwd)).toBe(upperCase);
  });

  it('keeps a file: URL that names no path as given, so opening it tells the player', () => {
    // An encoded slash is no file name on any system.
    expect(recordFileInArgs(['congkak', 'file:///club%2Ffinal.congkak'], cwd)).toBe('file:///club%2Ffinal.congkak');
  });

  it.each([[['congkak']], [['congkak', '.']], [['congkak', 'notes.txt', 'congkak.exe']], [['congkak', 'file:///home/ana/notes.txt']], [['final.congkak']]])('finds nothing in %j', (argv) => {
    expect(recordFileInArgs(argv, cwd)).toBeNull();
  });
});
