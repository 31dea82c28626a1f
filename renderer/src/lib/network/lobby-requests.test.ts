import { describe, expect, it } from 'vitest';
import { resolveRules } from '../../../../engine';
import { DEFAULT_FORM } from '../play/new-game';
import { addressText, hostRequestFromForm, requestHosting, rulesInWords, takeHostRequest, lastHostRequest } from './lobby-requests';

const rules = (input: Parameters<typeof resolveRules>[0]) => {
  const resolved = resolveRules(input);
  if (!resolved.ok) throw new Error('refused');
  return resolved.value;
};

describe('the lobby\'s requests', () => {
  it('types an address as a player does, an IPv6 one in brackets', () => {
    expect(addressText('192.168.1.20', 41624)).toBe('192.168.1.20:41624');
    expect(addressText('fe80::1', 41624)).toBe('[fe80::1]:41624');
  });

  it('hosts the form\'s rules under the player\'s own name, drawing a random side now; no name, no request', () => {
    expect(hostRequestFromForm({ ...DEFAULT_FORM, yourName: '  ' })).toBeNull();
    const request = hostRequestFromForm({ ...DEFAULT_FORM, preset: 'oware', yourName: ' Ana ', side: 'random' }, () => 0.75);
    expect(request?.input).toEqual({ rules: 'oware', name: 'Ana', side: 1 });
    expect(request?.shown.preset).toBe('oware');
  });

  it('is taken once, and the last one is kept for "Host again"', () => {
    const request = hostRequestFromForm({ ...DEFAULT_FORM, yourName: 'Ana' });
    if (request === null) throw new Error('no request');
    requestHosting(request);
    expect(takeHostRequest()).toBe(request);
    expect(takeHostRequest()).toBeNull();
    expect(lastHostRequest()).toBe(request);
  });

  it('says a rule set by its name and what differs from it; a kept game by its family and counts', () => {
    expect(rulesInWords({ preset: 'kalah', rules: rules('kalah') })).toEqual({ name: 'Kalah', details: [] });
    expect(rulesInWords({ preset: 'kalah', rules: rules({ preset: 'kalah', holes: 4 }) }).details).toEqual(['4 holes in each row.']);
    expect(rulesInWords({ preset: null, rules: rules('congkak') })).toEqual({ name: 'Congkak', details: ['7 holes in each row.', '7 seeds in every hole at the start.'] });
  });
});
