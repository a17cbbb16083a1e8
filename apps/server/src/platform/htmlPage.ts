/**
 * The server's own HTML pages (the provider's sign-in, the API clients' consent): no script at all (CSP
 * script-src 'self'), one external stylesheet served by the provider's routes.
 */

/** Served by oidc/interaction.routes.ts. */
export const SIGNIN_CSS_PATH = '/oidc/assets/signin.css';

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

export function renderHtmlPage(title: string, main: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${SIGNIN_CSS_PATH}">
</head>
<body>
<main class="card">
${main}
</main>
</body>
</html>`;
}
