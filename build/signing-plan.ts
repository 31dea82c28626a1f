// How the release workflow signs and notarizes, decided from the secrets and
// variables it was given (empty when absent, as GitHub passes a missing
// secret). Without them the installers are still built, and the run says
// what it did not do. `tsx build/signing-plan.ts` prints the notices as
// workflow notices, stops the run on a set it cannot use (before anything is
// built: electron-builder would stop half-way), writes the files the plan
// needs, and hands the electron-builder step its environment and arguments
// through $GITHUB_ENV (CONGKAK_BUILDER_ARGS, read by build/dist-plan.ts).
import { appendFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * certificate: Developer ID (macOS) or code-signing certificate (Windows);
 * azure: Azure Trusted Signing, in the cloud (new Windows certificates live in
 * hardware or an HSM); ad-hoc: macOS without a certificate, so Apple silicon
 * runs the app at all (rewriting Info.plist breaks Electron's own signature);
 * none: unsigned.
 */
export type Signature = 'certificate' | 'azure' | 'ad-hoc' | 'none';

export interface SigningPlan {
  signature: Signature;
  notarize: boolean;
  /** Told in the workflow's summary: what is skipped and which secret would enable it. */
  notices: string[];
  /** Secrets set so that electron-builder would fail or sign wrongly: the run stops with these. */
  problems: string[];
  /** Environment for the electron-builder step. */
  env: Record<string, string>;
  /** electron-builder arguments for the dist step (config it cannot take from the environment). */
  builderArgs: string[];
  /** Written before the build (owner-only). */
  files: { path: string; contents: string }[];
}

type Env = Readonly<Record<string, string | undefined>>;

const isSet = (env: Env, name: string) => (env[name] ?? '').trim() !== '';

/** A set of variables that works only whole: 'all', 'none', or a problem naming what is missing. */
function completeness(env: Env, names: readonly string[], purpose: string): 'all' | 'none' | string {
  const missing = names.filter((name) => !isSet(env, name));
  if (missing.length === 0) return 'all';
  if (missing.length === names.length) return 'none';
  return `${purpose} needs ${names.slice(0, -1).join(', ')} and ${names.at(-1)}: ${missing.join(', ')} missing`;
}

const plan = (signature: Signature, parts: Partial<Omit<SigningPlan, 'signature'>> = {}): SigningPlan => ({
  signature,
  notarize: false,
  notices: [],
  problems: [],
  env: {},
  builderArgs: [],
  files: [],
  ...parts,
});

const APPLE_ID = ['APPLE_ID', 'APPLE_APP_SPECIFIC_PASSWORD', 'APPLE_TEAM_ID'] as const;
const APPLE_API = ['APPLE_API_KEY', 'APPLE_API_KEY_ID', 'APPLE_API_ISSUER'] as const;
/** The Entra ID credentials the TrustedSigning module reads, then the account's names (repository variables). */
const AZURE = ['AZURE_TENANT_ID', 'AZURE_CLIENT_ID', 'AZURE_CLIENT_SECRET', 'AZURE_SIGNING_ENDPOINT', 'AZURE_SIGNING_ACCOUNT', 'AZURE_SIGNING_PROFILE', 'AZURE_SIGNING_PUBLISHER'] as const;

function macPlan(env: Env): SigningPlan {
  if (!isSet(env, 'CSC_LINK')) {
    return plan('ad-hoc', {
      notices: [
        'macOS: no CSC_LINK secret (a Developer ID certificate), so the apps are signed ad hoc and not notarized: they run on Apple silicon, but Gatekeeper warns whoever opens one, who must allow it in System Settings > Privacy & Security (Open Anyway).',
      ],
      // electron-builder signs no macOS build of a pull request unless told to; an ad hoc signature uses no secret.
      env: { CSC_FOR_PULL_REQUEST: 'true' },
      // An ad hoc signature cannot be notarized: notarizing would fail the build when Apple credentials are set.
      builderArgs: ['-c.mac.identity=-', '-c.mac.notarize=false'],
    });
  }
  // The secret APPLE_API_KEY holds the .p8 key itself (the workflow passes it as APPLE_API_KEY_P8); notarytool wants a file.
  const keyContents = isSet(env, 'APPLE_API_KEY_P8') ? (env['APPLE_API_KEY_P8'] ?? '') : null;
  const keyFile = keyContents !== null && isSet(env, 'RUNNER_TEMP') ? join(env['RUNNER_TEMP'] ?? '', 'AuthKey.p8') : null;
  // Given its contents, the key counts as set; where to write it is a problem of its own.
  const credentials: Env = keyContents === null ? env : { ...env, APPLE_API_KEY: keyFile ?? 'AuthKey.p8' };
  // As electron-builder decides: an Apple ID or its password starts the Apple ID way, then the API key's.
  const appleId = isSet(env, 'APPLE_ID') || isSet(env, 'APPLE_APP_SPECIFIC_PASSWORD') ? completeness(env, APPLE_ID, 'macOS notarization with an Apple ID') : 'none';
  const apiKey = completeness(credentials, APPLE_API, 'macOS notarization with an API key');
  const found = [appleId, apiKey].filter((result) => result !== 'all' && result !== 'none');
  if (keyContents !== null && keyFile === null) found.push('RUNNER_TEMP is not set: there is nowhere to write the API key for notarytool');
  const notarize = appleId === 'all' || apiKey === 'all';
  return plan('certificate', {
    notarize,
    problems: found,
    notices: notarize ? [] : ['macOS: signed, but not notarized: set APPLE_ID, APPLE_APP_SPECIFIC_PASSWORD and APPLE_TEAM_ID (or APPLE_API_KEY, APPLE_API_KEY_ID and APPLE_API_ISSUER).'],
    env: keyFile === null ? {} : { APPLE_API_KEY: keyFile },
    files: keyFile === null || keyContents === null ? [] : [{ path: keyFile, contents: keyContents }],
  });
}

function windowsPlan(env: Env): SigningPlan {
  const azure = completeness(env, AZURE, 'Windows signing with Azure Trusted Signing');
  const certificate = isSet(env, 'WIN_CSC_LINK');
  if (azure !== 'all' && azure !== 'none') return plan('none', { problems: [azure] });
  if (certificate && azure === 'all') return plan('none', { problems: ['Windows: both WIN_CSC_LINK and Azure Trusted Signing are set; keep one'] });
  if (certificate) return plan('certificate');
  if (azure === 'all') {
    const option = (name: string, variable: (typeof AZURE)[number]) => `-c.win.azureSignOptions.${name}=${(env[variable] ?? '').trim()}`;
    return plan('azure', {
      builderArgs: [
        option('endpoint', 'AZURE_SIGNING_ENDPOINT'),
        option('codeSigningAccountName', 'AZURE_SIGNING_ACCOUNT'),
        option('certificateProfileName', 'AZURE_SIGNING_PROFILE'),
        option('publisherName', 'AZURE_SIGNING_PUBLISHER'),
      ],
    });
  }
  // electron-builder takes CSC_LINK when WIN_CSC_LINK is unset, and dist unsets an empty one (dist-plan.ts).
  if (isSet(env, 'CSC_LINK')) {
    return plan('none', { problems: ['Windows: CSC_LINK is set and WIN_CSC_LINK is not, so electron-builder would sign the installer with CSC_LINK: give the Windows build WIN_CSC_LINK, and CSC_LINK only to macOS'] });
  }
  return plan('none', {
    notices: ['Windows: no WIN_CSC_LINK secret (a code-signing certificate) and no Azure Trusted Signing account, so the installer is not signed; SmartScreen will warn whoever runs it.'],
    env: { CSC_IDENTITY_AUTO_DISCOVERY: 'false' },
  });
}

export function signingPlan(platform: NodeJS.Platform, env: Env): SigningPlan {
  if (platform === 'darwin') return macPlan(env);
  if (platform === 'win32') return windowsPlan(env);
  return plan('none', { notices: ['Linux: the AppImage and the deb are not signed (their checksums are in the release).'] });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const decided = signingPlan(process.platform, process.env);
  for (const notice of decided.notices) console.log(`::notice title=Signing::${notice}`);
  for (const problem of decided.problems) console.log(`::error title=Signing::${problem}`);
  if (decided.problems.length > 0) process.exit(1);
  for (const file of decided.files) writeFileSync(file.path, file.contents, { mode: 0o600 });
  console.log(`signing: ${decided.signature}, notarization: ${decided.notarize ? 'yes' : 'no'}`);
  const envFile = process.env['GITHUB_ENV'];
  const handedOn = { ...decided.env, ...(decided.builderArgs.length > 0 && { CONGKAK_BUILDER_ARGS: JSON.stringify(decided.builderArgs) }) };
  if (envFile) for (const [name, value] of Object.entries(handedOn)) appendFileSync(envFile, `${name}=${value}\n`);
}
