import { describe, expect, it } from 'vitest';
import { signingPlan } from './signing-plan';

describe('signingPlan', () => {
  it('builds unsigned macOS installers, saying so, when the certificate secret is absent or empty', () => {
    for (const env of [{}, { CSC_LINK: '', APPLE_ID: 'a@b.c' }]) {
      const plan = signingPlan('darwin', env);
      expect(plan).toMatchObject({ sign: false, notarize: false, env: { CSC_IDENTITY_AUTO_DISCOVERY: 'false' } });
      expect(plan.notices[0]).toContain('CSC_LINK');
    }
  });

  it('signs and notarizes on macOS with a certificate and either set of Apple credentials', () => {
    const certificate = { CSC_LINK: 'base64', CSC_KEY_PASSWORD: 'pw' };
    expect(signingPlan('darwin', { ...certificate, APPLE_ID: 'a@b.c', APPLE_APP_SPECIFIC_PASSWORD: 'x', APPLE_TEAM_ID: 'T' })).toEqual({ sign: true, notarize: true, notices: [], env: {} });
    expect(signingPlan('darwin', { ...certificate, APPLE_API_KEY: 'k.p8', APPLE_API_KEY_ID: 'id', APPLE_API_ISSUER: 'i' })).toMatchObject({ sign: true, notarize: true });
  });

  it('signs but tells that notarization is skipped when Apple credentials are incomplete', () => {
    const plan = signingPlan('darwin', { CSC_LINK: 'base64', APPLE_ID: 'a@b.c', APPLE_TEAM_ID: ' ' });
    expect(plan).toMatchObject({ sign: true, notarize: false });
    expect(plan.notices[0]).toContain('not notarized');
  });

  it('signs the Windows installer only with a certificate', () => {
    expect(signingPlan('win32', { WIN_CSC_LINK: 'base64' })).toMatchObject({ sign: true, notices: [] });
    expect(signingPlan('win32', {})).toMatchObject({ sign: false, env: { CSC_IDENTITY_AUTO_DISCOVERY: 'false' } });
    expect(signingPlan('win32', {}).notices[0]).toContain('WIN_CSC_LINK');
  });

  it('never signs Linux packages, and says so', () => {
    expect(signingPlan('linux', { CSC_LINK: 'base64' })).toMatchObject({ sign: false, notarize: false, env: {} });
  });
});
