/**
 * The page the browser mode shows at its address without the per-run token
 * (or with an old one): the app itself would open and then fail at its first
 * call, so this says where the right address is instead. Static text, no
 * script; its inline style is allowed by the CSP (`style-src 'unsafe-inline'`).
 */

/** The HTTP status of the page: the address is refused without its token. */
export const TOKEN_PAGE_STATUS = 403;

export const TOKEN_PAGE_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="color-scheme" content="light dark" />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <title>Congkak: open the address printed at start-up</title>
    <style>
      body { margin: 0; min-height: 100vh; display: grid; place-items: center; font: 1.05rem/1.5 system-ui, sans-serif;
        color: light-dark(#2e1f14, #f1e6d6); background: light-dark(#f4ead8, #1b1410); }
      main { max-width: 34rem; padding: 2rem; }
      h1 { margin-top: 0; font-size: 1.5rem; color: light-dark(#5a3619, #f3d6a8); }
      code { display: block; margin: 0.75rem 0; padding: 0.6rem 0.8rem; border-radius: 0.4rem; border: 1px solid light-dark(#d9c4a4, #4a3829);
        background: light-dark(#fbf5ea, #2a1f18); overflow-wrap: anywhere; }
    </style>
  </head>
  <body>
    <main>
      <h1>Open Congkak from the address it printed</h1>
      <p>This address is missing the key that lets this page use Congkak, or its key is from an earlier start.</p>
      <p>When Congkak starts, it prints the address to open, key included, in a line like this one:</p>
      <code>Congkak is running at http://127.0.0.1:&lt;port&gt;/?token=&lt;token&gt;</code>
      <p>Open that address, whole. It changes each time Congkak starts.</p>
    </main>
  </body>
</html>
`;
