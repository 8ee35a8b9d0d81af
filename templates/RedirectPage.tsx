import type { RedirectPageProps } from '../cli/kit/frame';

/**
 * A static stub for an exact redirect, for hosts without `_redirects`: meta refresh 0
 * (search engines treat it as a permanent redirect), canonical to the target, noindex,
 * and a visible link for anyone whose browser does not follow the refresh.
 */
export function RedirectPage({ targetUrl, target, language, policy }: RedirectPageProps) {
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta httpEquiv="Content-Security-Policy" content={policy} />
        <title>Redirecting…</title>
        <meta httpEquiv="refresh" content={`0; url=${target}`} />
        <link rel="canonical" href={targetUrl} />
        <meta name="robots" content="noindex" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      </head>
      <body>
        <main>
          <h1>This page has moved</h1>
          <p>
            Continue to <a href={target}>{targetUrl}</a>.
          </p>
        </main>
      </body>
    </html>
  );
}
