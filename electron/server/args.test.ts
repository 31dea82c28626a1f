import { describe, expect, it } from 'vitest';
import { DEFAULT_PORT, parseServerArgs } from './args';

describe('parseServerArgs', () => {
  it('takes --port, then PORT, then the default', () => {
    expect(parseServerArgs(['--port', '8080'], { PORT: '9000' })).toEqual({ ok: true, value: { port: 8080, dataDirFlag: undefined, pseudoLocale: false, networkOnLoopback: false } });
    expect(parseServerArgs([], { PORT: '9000' })).toEqual({ ok: true, value: { port: 9000, dataDirFlag: undefined, pseudoLocale: false, networkOnLoopback: false } });
    expect(parseServerArgs([], {})).toEqual({ ok: true, value: { port: DEFAULT_PORT, dataDirFlag: undefined, pseudoLocale: false, networkOnLoopback: false } });
    expect(parseServerArgs(['--port=0'], {})).toEqual({ ok: true, value: { port: 0, dataDirFlag: undefined, pseudoLocale: false, networkOnLoopback: false } });
  });

  it('takes --data-dir', () => {
    expect(parseServerArgs(['--data-dir', '/tmp/x'], {})).toEqual({ ok: true, value: { port: DEFAULT_PORT, dataDirFlag: '/tmp/x', pseudoLocale: false, networkOnLoopback: false } });
  });

  it('takes --pseudo-locale, a test and development switch', () => {
    expect(parseServerArgs(['--pseudo-locale'], {})).toEqual({ ok: true, value: { port: DEFAULT_PORT, dataDirFlag: undefined, pseudoLocale: true, networkOnLoopback: false } });
    expect(parseServerArgs(['--pseudo-locale=yes'], {}).ok).toBe(false);
  });

  it('takes --network-on-loopback, which hosts network games on 127.0.0.1 for tests', () => {
    expect(parseServerArgs(['--network-on-loopback'], {})).toEqual({ ok: true, value: { port: DEFAULT_PORT, dataDirFlag: undefined, pseudoLocale: false, networkOnLoopback: true } });
    expect(parseServerArgs(['--network-on-loopback=1'], {}).ok).toBe(false);
  });

  it.each([[['--port', 'abc']], [['--port', '70000']], [['--port', '-1']], [['--verbose']], [['extra']]])('refuses %j', (argv) => {
    expect(parseServerArgs(argv, {}).ok).toBe(false);
  });

  it('refuses a bad PORT', () => {
    expect(parseServerArgs([], { PORT: '80a' })).toMatchObject({ ok: false, error: expect.stringMatching(/PORT/) });
  });
});
