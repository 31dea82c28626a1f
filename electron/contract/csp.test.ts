import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './csp';

function parsePolicy(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name, sources);
  }
  return directives;
}

describe('contentSecurityPolicy', () => {
  const policy = parsePolicy(contentSecurityPolicy());

  it('starts from nothing allowed', () => {
    expect(contentSecurityPolicy().startsWith("default-src 'none'")).toBe(true);
    expect(policy.get('default-src')).toEqual(["'none'"]);
  });

  it('allows scripts only from the app itself, never inline code or eval', () => {
    expect(policy.get('script-src')).toEqual(["'self'"]);
    const everySource = [...policy.values()].flat();
    expect(everySource).not.toContain("'unsafe-eval'");
    expect(everySource).not.toContain("'wasm-unsafe-eval'");
  });

  it('allows network requests only to the app itself', () => {
    expect(policy.get('connect-src')).toEqual(["'self'"]);
  });

  it('allows no other origin in any directive', () => {
    const allowedSources = new Set(["'self'", "'none'", "'unsafe-inline'", 'data:']);
    for (const [name, sources] of policy) {
      for (const source of sources) expect(allowedSources, `${name} ${source}`).toContain(source);
    }
    // inline is tolerated for styles only
    for (const [name, sources] of policy) {
      if (name !== 'style-src') expect(sources, name).not.toContain("'unsafe-inline'");
    }
  });

  it('forbids base rewriting, form posts and framing', () => {
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  });
});
