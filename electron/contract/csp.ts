// The Content-Security-Policy of every page of the app, shared by the Electron
// main process (which attaches it to the responses of its app:// protocol) and
// the browser-mode server (which sends it as a response header).
//
// It starts from `default-src 'none'` and allows back only what the built
// renderer needs, all from its own origin. Scripts: own files only, no inline
// code and no eval, so injected markup cannot run script. Network: own origin
// only (the browser-mode API and its event stream live there; Electron uses
// IPC and needs none).

type Directive = readonly [name: string, ...sources: string[]];

export const CSP_DIRECTIVES: readonly Directive[] = [
  ['default-src', "'none'"],
  ['script-src', "'self'"],
  // Svelte writes `style="…"` attributes for dynamic styles; an inline style
  // cannot run code, so allowing it is a small, deliberate trade-off.
  ['style-src', "'self'", "'unsafe-inline'"],
  // data: for small inline images (SVG shells, favicons) that Vite inlines.
  ['img-src', "'self'", 'data:'],
  ['font-src', "'self'"],
  ['connect-src', "'self'"],
  ['manifest-src', "'self'"],
  ['base-uri', "'none'"],
  ['form-action', "'none'"],
  ['frame-ancestors', "'none'"],
];

export function contentSecurityPolicy(): string {
  return CSP_DIRECTIVES.map((directive) => directive.join(' ')).join('; ');
}
