import type { AllowedFinding } from './security-findings';

// The reviewed findings of the Electron security scan (`npm run
// test:security`), each with why it is safe. Keep it short: a new finding is
// fixed in the code unless there is a reason as good as these.

export const ALLOWED_FINDINGS: readonly AllowedFinding[] = [
  {
    check: 'CSP_GLOBAL_CHECK',
    file: 'N/A',
    reason:
      'The CSP (default-src \'none\' and the few sources the renderer needs) is sent as a response header on every app:// response by the protocol handler (app-protocol.ts appResponseHeaders), which the scanner cannot see: it looks only for <meta> tags and webRequest hooks. Tested in app-protocol.test.ts, csp.test.ts and the wiring test (main.wiring.test.ts).',
  },
  {
    check: 'OPEN_EXTERNAL_JS_CHECK',
    file: 'main.js',
    code: 'shell.openExternal(url)',
    reason:
      'openInBrowser is only ever called by harden.ts with a URL that externalLinkPolicy accepted: http(s) only, credentials refused, normalised. Tested in url-policy.test.ts and, through the bundle, in main.wiring.test.ts.',
  },
  {
    check: 'PRELOAD_JS_CHECK',
    file: 'browser-window.js',
    code: '"preload":',
    reason:
      'The preload (electron/preload) runs sandboxed and exposes one named function per contract operation plus onEvent; it never exposes ipcRenderer, the IPC event or a generic invoke. Tested in preload.test.ts (the bundle run in a vm with a stand-in electron) and its path in main.wiring.test.ts.',
  },
];

/**
 * Checks that are not run, each with the reason. Names are electronegativity's
 * class names.
 */
export const EXCLUDED_CHECKS: readonly { check: string; reason: string }[] = [
  {
    check: 'AvailableSecurityFixesGlobalCheck',
    reason:
      'It downloads the list of Electron releases: offline it waits and then reports nothing, online its answer changes with every Electron release, so the same commit would pass one day and fail the next. Electron upgrades are reviewed as dependency updates instead.',
  },
];
