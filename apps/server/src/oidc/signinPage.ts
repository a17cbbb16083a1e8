/** Server-rendered pages of the provider: no script at all (CSP script-src 'self'), one external stylesheet. */
import { escapeHtml, renderHtmlPage as layout } from '../platform/htmlPage.ts';

export { escapeHtml };

export type LoginPageOptions = {
  uid: string;
  productName: string;
  email?: string;
  error?: string;
  /** The demo accounts that can sign in (the seed's own list) and their password. */
  demoHint?: { password: string; emails: readonly string[] } | undefined;
};

/** `a, b or c`: the page is in English, like the rest of the provider's pages. */
const orList = (items: readonly string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;

export function renderLoginPage(o: LoginPageOptions): string {
  const errorId = 'signin-error';
  const described = o.error ? ` aria-describedby="${errorId}" aria-invalid="true"` : '';
  const error = o.error ? `<p class="error" id="${errorId}" role="alert">${escapeHtml(o.error)}</p>` : '';
  const demo = o.demoHint
    ? `<aside class="hint" aria-labelledby="demo-heading">
<h2 id="demo-heading">Demo accounts</h2>
<p>Sign in as ${orList(o.demoHint.emails.map((email) => `<code>${escapeHtml(email)}</code>`))}
with the password <code>${escapeHtml(o.demoHint.password)}</code>.</p>
</aside>`
    : '';
  return layout(
    `Sign in | ${o.productName} Developers`,
    `<h1>Sign in to ${escapeHtml(o.productName)} Developers</h1>
${error}
<form method="post" action="/oidc/interaction/${encodeURIComponent(o.uid)}/login" novalidate>
<div class="field">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(o.email ?? '')}"${described}${o.email ? '' : ' autofocus'}>
</div>
<div class="field">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${described}${o.email ? ' autofocus' : ''}>
</div>
<button class="button" type="submit">Sign in</button>
</form>
${demo}`,
  );
}

export function renderMessagePage(o: {
  title: string;
  message: string;
  link?: { href: string; text: string };
  extraHtml?: string;
}): string {
  const link = o.link ? `<p><a href="${escapeHtml(o.link.href)}">${escapeHtml(o.link.text)}</a></p>` : '';
  return layout(
    o.title,
    `<h1>${escapeHtml(o.title)}</h1>\n<p>${escapeHtml(o.message)}</p>\n${o.extraHtml ?? ''}${link}`,
  );
}

/**
 * On to the company's identity provider with the AuthnRequest: a refresh with a link for when it is off,
 * as neither a script (CSP script-src 'self' and no inline) nor a redirect after the form (form-action)
 * may take the browser to another site.
 */
export function renderSamlContinuePage(idpUrl: string): string {
  const url = escapeHtml(idpUrl);
  return renderMessagePage({
    title: 'Sign in with your company',
    message: 'Your company signs in through its identity provider. Taking you there…',
    extraHtml: `<meta http-equiv="refresh" content="0;url=${url}">\n<p><a class="button" href="${url}">Continue to your company's sign-in</a></p>\n`,
  });
}
