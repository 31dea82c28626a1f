// Which installers the release workflow can sign and notarize, decided from
// the secrets it was given (empty when absent, as GitHub passes a missing
// secret). Without them the installers are still built, unsigned, and the run
// says so. `tsx scripts/signing-plan.ts` prints the messages as workflow
// notices and, on macOS and Windows without a certificate, turns
// electron-builder's search for one off (in $GITHUB_ENV).
import { appendFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export interface SigningPlan {
  sign: boolean;
  notarize: boolean;
  /** Told in the workflow's summary: what is skipped and which secret would enable it. */
  notices: string[];
  /** Environment for the electron-builder step. */
  env: Record<string, string>;
}

type Env = Readonly<Record<string, string | undefined>>;

const has = (env: Env, ...names: string[]) => names.every((name) => (env[name] ?? '').trim() !== '');
const NO_CERTIFICATE_SEARCH = { CSC_IDENTITY_AUTO_DISCOVERY: 'false' };

export function signingPlan(platform: NodeJS.Platform, env: Env): SigningPlan {
  if (platform === 'darwin') {
    if (!has(env, 'CSC_LINK')) {
      return {
        sign: false,
        notarize: false,
        notices: ['macOS: no CSC_LINK secret (a Developer ID certificate), so the DMGs are neither signed nor notarized; macOS will warn whoever opens them.'],
        env: NO_CERTIFICATE_SEARCH,
      };
    }
    // electron-builder notarizes by itself when one of these sets is in the environment.
    const notarize = has(env, 'APPLE_ID', 'APPLE_APP_SPECIFIC_PASSWORD', 'APPLE_TEAM_ID') || has(env, 'APPLE_API_KEY', 'APPLE_API_KEY_ID', 'APPLE_API_ISSUER');
    const notices = notarize ? [] : ['macOS: signed, but not notarized: set APPLE_ID, APPLE_APP_SPECIFIC_PASSWORD and APPLE_TEAM_ID (or APPLE_API_KEY, APPLE_API_KEY_ID and APPLE_API_ISSUER).'];
    return { sign: true, notarize, notices, env: {} };
  }
  if (platform === 'win32') {
    if (has(env, 'WIN_CSC_LINK') || has(env, 'CSC_LINK')) return { sign: true, notarize: false, notices: [], env: {} };
    return {
      sign: false,
      notarize: false,
      notices: ['Windows: no WIN_CSC_LINK secret (a code-signing certificate), so the installer is not signed; SmartScreen will warn whoever runs it.'],
      env: NO_CERTIFICATE_SEARCH,
    };
  }
  return { sign: false, notarize: false, notices: ['Linux: the AppImage and the deb are not signed (their checksums are in the release).'], env: {} };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const plan = signingPlan(process.platform, process.env);
  for (const notice of plan.notices) console.log(`::notice title=Signing::${notice}`);
  console.log(`signing: ${plan.sign ? 'yes' : 'no'}, notarization: ${plan.notarize ? 'yes' : 'no'}`);
  const envFile = process.env['GITHUB_ENV'];
  if (envFile) for (const [name, value] of Object.entries(plan.env)) appendFileSync(envFile, `${name}=${value}\n`);
}
