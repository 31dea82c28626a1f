import { describe, expect, it } from 'vitest';
import { signingPlan } from './signing-plan';

const certificate = { CSC_LINK: 'base64', CSC_KEY_PASSWORD: 'pw' };
const appleId = { APPLE_ID: 'a@b.c', APPLE_APP_SPECIFIC_PASSWORD: 'x', APPLE_TEAM_ID: 'T' };
const KEY = '-----BEGIN PRIVATE KEY-----\nMIGT…\n-----END PRIVATE KEY-----\n';
const apiKey = { APPLE_API_KEY_P8: KEY, APPLE_API_KEY_ID: 'id', APPLE_API_ISSUER: 'issuer', RUNNER_TEMP: '/runner/temp' };
const azure = {
  AZURE_TENANT_ID: 'tenant',
  AZURE_CLIENT_ID: 'client',
  AZURE_CLIENT_SECRET: 'secret',
  AZURE_SIGNING_ENDPOINT: 'https://weu.codesigning.azure.net/',
  AZURE_SIGNING_ACCOUNT: 'congkak',
  AZURE_SIGNING_PROFILE: 'public-trust',
  AZURE_SIGNING_PUBLISHER: 'CN=Congkak contributors, O=Congkak contributors',
};

describe('signingPlan on macOS', () => {
  // Apple silicon runs only signed code; Info.plist rewritten by electron-builder breaks Electron's own signature ("is damaged").
  it('signs ad hoc without a certificate (absent or empty), not notarized, and says so', () => {
    for (const env of [{}, { CSC_LINK: '', ...appleId }]) {
      const plan = signingPlan('darwin', env);
      expect(plan).toMatchObject({ signature: 'ad-hoc', notarize: false, problems: [], builderArgs: ['-c.mac.identity=-', '-c.mac.notarize=false'], files: [] });
      // electron-builder skips macOS signing in pull-request builds unless told; an ad hoc signature uses no secret.
      expect(plan.env).toEqual({ CSC_FOR_PULL_REQUEST: 'true' });
      expect(plan.notices[0]).toContain('signed ad hoc');
      expect(plan.notices[0]).toContain('CSC_LINK');
    }
  });

  it('signs with the certificate and notarizes with an Apple ID', () => {
    expect(signingPlan('darwin', { ...certificate, ...appleId })).toEqual({ signature: 'certificate', notarize: true, notices: [], problems: [], env: {}, builderArgs: [], files: [] });
  });

  // notarytool wants the path of the .p8 file, and the secret holds its contents.
  it('writes the API key secret to $RUNNER_TEMP/AuthKey.p8 and passes its path', () => {
    const plan = signingPlan('darwin', { ...certificate, ...apiKey });
    expect(plan).toMatchObject({ signature: 'certificate', notarize: true, problems: [] });
    expect(plan.files).toEqual([{ path: '/runner/temp/AuthKey.p8', contents: KEY }]);
    expect(plan.env).toEqual({ APPLE_API_KEY: '/runner/temp/AuthKey.p8' });
  });

  it('takes an APPLE_API_KEY that is already a path as it is (a build on one’s own Mac)', () => {
    const plan = signingPlan('darwin', { ...certificate, APPLE_API_KEY: '/Users/ana/keys/AuthKey_ABC.p8', APPLE_API_KEY_ID: 'id', APPLE_API_ISSUER: 'issuer' });
    expect(plan).toMatchObject({ notarize: true, problems: [], files: [], env: {} });
  });

  it('signs but tells that notarization is skipped when no Apple credentials are set', () => {
    const plan = signingPlan('darwin', certificate);
    expect(plan).toMatchObject({ signature: 'certificate', notarize: false, problems: [] });
    expect(plan.notices[0]).toContain('not notarized');
  });

  // electron-builder stops half-way through the build on an incomplete set.
  it('refuses incomplete Apple credentials before anything is built, naming what is missing', () => {
    expect(signingPlan('darwin', { ...certificate, APPLE_ID: 'a@b.c', APPLE_TEAM_ID: ' ' }).problems).toEqual([
      'macOS notarization with an Apple ID needs APPLE_ID, APPLE_APP_SPECIFIC_PASSWORD and APPLE_TEAM_ID: APPLE_APP_SPECIFIC_PASSWORD, APPLE_TEAM_ID missing',
    ]);
    expect(signingPlan('darwin', { ...certificate, APPLE_API_KEY_P8: KEY, RUNNER_TEMP: '/t' }).problems).toEqual([
      'macOS notarization with an API key needs APPLE_API_KEY, APPLE_API_KEY_ID and APPLE_API_ISSUER: APPLE_API_KEY_ID, APPLE_API_ISSUER missing',
    ]);
    expect(signingPlan('darwin', { ...certificate, ...apiKey, RUNNER_TEMP: '' }).problems).toEqual(['RUNNER_TEMP is not set: there is nowhere to write the API key for notarytool']);
  });
});

describe('signingPlan on Windows', () => {
  it('signs with WIN_CSC_LINK', () => {
    expect(signingPlan('win32', { WIN_CSC_LINK: 'base64' })).toEqual({ signature: 'certificate', notarize: false, notices: [], problems: [], env: {}, builderArgs: [], files: [] });
  });

  // GitHub passes a missing secret as empty: with only the macOS certificate, the old plan said 'signed'
  // while electron-builder took the empty WIN_CSC_LINK and signed nothing.
  it('needs the Windows variable: with only the macOS certificate it signs nothing, and says so', () => {
    const plan = signingPlan('win32', { WIN_CSC_LINK: '', CSC_LINK: '' });
    expect(plan).toMatchObject({ signature: 'none', problems: [], env: { CSC_IDENTITY_AUTO_DISCOVERY: 'false' } });
    expect(plan.notices[0]).toContain('WIN_CSC_LINK');
  });

  it('refuses CSC_LINK without WIN_CSC_LINK, which electron-builder would sign the installer with', () => {
    for (const env of [{ CSC_LINK: 'base64' }, { CSC_LINK: 'base64', WIN_CSC_LINK: ' ' }]) {
      expect(signingPlan('win32', env).problems).toEqual([
        'Windows: CSC_LINK is set and WIN_CSC_LINK is not, so electron-builder would sign the installer with CSC_LINK: give the Windows build WIN_CSC_LINK, and CSC_LINK only to macOS',
      ]);
    }
  });

  it('signs in the cloud with Azure Trusted Signing, the account named in electron-builder’s azureSignOptions', () => {
    const plan = signingPlan('win32', azure);
    expect(plan).toMatchObject({ signature: 'azure', problems: [], env: {}, files: [] });
    expect(plan.builderArgs).toEqual([
      '-c.win.azureSignOptions.endpoint=https://weu.codesigning.azure.net/',
      '-c.win.azureSignOptions.codeSigningAccountName=congkak',
      '-c.win.azureSignOptions.certificateProfileName=public-trust',
      '-c.win.azureSignOptions.publisherName=CN=Congkak contributors, O=Congkak contributors',
    ]);
  });

  it('refuses an incomplete Azure set, and a certificate and Azure at once', () => {
    expect(signingPlan('win32', { ...azure, AZURE_CLIENT_SECRET: '', AZURE_SIGNING_PROFILE: '' }).problems).toEqual([
      'Windows signing with Azure Trusted Signing needs AZURE_TENANT_ID, AZURE_CLIENT_ID, AZURE_CLIENT_SECRET, AZURE_SIGNING_ENDPOINT, AZURE_SIGNING_ACCOUNT, AZURE_SIGNING_PROFILE and AZURE_SIGNING_PUBLISHER: AZURE_CLIENT_SECRET, AZURE_SIGNING_PROFILE missing',
    ]);
    expect(signingPlan('win32', { ...azure, WIN_CSC_LINK: 'base64' }).problems).toEqual(['Windows: both WIN_CSC_LINK and Azure Trusted Signing are set; keep one']);
  });

  it('builds an unsigned installer without either, and says so', () => {
    const plan = signingPlan('win32', {});
    expect(plan).toMatchObject({ signature: 'none', env: { CSC_IDENTITY_AUTO_DISCOVERY: 'false' }, problems: [] });
    expect(plan.notices[0]).toContain('SmartScreen');
  });
});

describe('signingPlan on Linux', () => {
  it('never signs Linux packages, and says so', () => {
    const plan = signingPlan('linux', { CSC_LINK: 'base64' });
    expect(plan).toMatchObject({ signature: 'none', notarize: false, env: {}, problems: [] });
    expect(plan.notices[0]).toContain('Linux');
  });
});
