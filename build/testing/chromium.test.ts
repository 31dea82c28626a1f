import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chromiumExecutable } from './chromium';

describe('the Chromium the e2e tests and bench:startup drive', () => {
  it('is CHROMIUM_PATH when set, else the system\'s when there is one', () => {
    expect(chromiumExecutable({ CHROMIUM_PATH: ' /opt/chromium/chrome ' })).toBe('/opt/chromium/chrome');
    expect(chromiumExecutable({ CHROMIUM_PATH: '' })).toBe(existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
  });
});
