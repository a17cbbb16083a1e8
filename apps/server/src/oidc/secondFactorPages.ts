/** The provider's pages of the second sign-in step: no script, like the password page. */
import type { TwoFactorEnrolment } from '@portal/contracts';
import { escapeHtml, renderHtmlPage as layout } from '../platform/htmlPage.ts';

const action = (uid: string, step: string) => `/oidc/interaction/${encodeURIComponent(uid)}/${step}`;

function errorBlock(error: string | undefined) {
  return {
    html: error ? `<p class="error" id="code-error" role="alert">${escapeHtml(error)}</p>` : '',
    described: error ? ' aria-describedby="code-error" aria-invalid="true"' : '',
  };
}

/** The code from the authenticator app, or (`recovery`) one of the recovery codes. */
export function renderCodePage(o: { uid: string; productName: string; recovery: boolean; error?: string }) {
  const { html, described } = errorBlock(o.error);
  const base = `/oidc/interaction/${encodeURIComponent(o.uid)}`;
  const input = o.recovery
    ? `<label for="code">Recovery code</label>
<input id="code" name="code" type="text" autocomplete="off" autocapitalize="none" spellcheck="false" required autofocus${described}>`
    : `<label for="code">Authentication code</label>
<input id="code" name="code" type="text" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9 ]*" maxlength="7" required autofocus${described}>`;
  const other = o.recovery
    ? `<p><a href="${base}">Use the code from your authenticator app</a></p>`
    : `<p><a href="${base}?recovery=1">Use a recovery code</a></p>`;
  return layout(
    `Two-factor sign-in | ${o.productName} Developers`,
    `<h1>Two-factor sign-in</h1>
<p>${
      o.recovery
        ? 'Enter one of the recovery codes you saved when you turned on two-factor sign-in. Each code works once.'
        : 'Enter the 6-digit code from your authenticator app.'
    }</p>
${html}
<form method="post" action="${action(o.uid, 'code')}" novalidate>
<div class="field">
${input}
</div>
<button class="button" type="submit">Verify</button>
</form>
${other}`,
  );
}

/** Enrolment during sign-in, when a company of the user requires a second factor. */
export function renderEnrolPage(o: {
  uid: string;
  productName: string;
  enrolment: TwoFactorEnrolment;
  error?: string;
}) {
  const { html, described } = errorBlock(o.error);
  return layout(
    `Set up two-factor sign-in | ${o.productName} Developers`,
    `<h1>Set up two-factor sign-in</h1>
<p>Your company requires two-factor sign-in. Scan the QR code with an authenticator app, or enter the key by hand, then enter the code the app shows.</p>
<p><img src="${escapeHtml(o.enrolment.qrCodeDataUrl)}" width="240" height="240" alt="QR code for your authenticator app"></p>
<p>Key: <code>${escapeHtml(o.enrolment.secret)}</code></p>
${html}
<form method="post" action="${action(o.uid, 'enrol')}" novalidate>
<div class="field">
<label for="code">Authentication code</label>
<input id="code" name="code" type="text" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9 ]*" maxlength="7" required autofocus${described}>
</div>
<button class="button" type="submit">Turn on and continue</button>
</form>`,
  );
}

/** The recovery codes of an enrolment made during sign-in: shown this once. */
export function renderRecoveryCodesPage(o: { uid: string; productName: string; codes: readonly string[] }) {
  return layout(
    `Save your recovery codes | ${o.productName} Developers`,
    `<h1>Save your recovery codes</h1>
<p>Two-factor sign-in is on. If you lose your authenticator app, each of these codes signs you in once. Keep them somewhere safe: they are shown only this once.</p>
<ul class="scopes">
${o.codes.map((code) => `<li><code>${escapeHtml(code)}</code></li>`).join('\n')}
</ul>
<form method="post" action="${action(o.uid, 'continue')}">
<button class="button" type="submit">I have saved them, continue</button>
</form>`,
  );
}
