import {
  formatMessage,
  type OpenidScope,
  openidScopes,
  type SandboxService,
  type TenantTokenScope,
} from '@portal/contracts';
import { escapeHtml, renderHtmlPage } from '../../platform/htmlPage.ts';

/** How the consent page names a service: what a user recognises, not the scope's identifier. */
const serviceNames: Record<SandboxService, string> = {
  workers: 'workers',
  organizations: 'organizations',
  jobProfiles: 'job profiles',
  absenceManagement: 'absence management',
  financials: 'financials',
};

export function scopeSentence(scope: TenantTokenScope): string {
  const [service, access] = scope.split('.') as [SandboxService, 'read' | 'write'];
  return `${access === 'read' ? 'Read' : 'Change'} ${serviceNames[service]}`;
}

export type ConsentPageOptions = {
  productName: string;
  action: string;
  client: { name: string; company: string; redirectHost: string };
  tenant: string;
  email: string;
  scopes: TenantTokenScope[];
  /** The OpenID Connect scopes asked for: what the application learns about the user. */
  identity: OpenidScope[];
};

/**
 * "Allow {client} to use {tenant} as you?": what the application will be able to do, where the answer
 * goes, and the two choices, as one form (RFC 6749 10.2: the user sees who asks before agreeing).
 */
export function renderConsentPage(o: ConsentPageOptions): string {
  const scopes = [
    // Who the user is first, then what else the application learns (the order of openidScopes).
    ...openidScopes
      .filter((scope) => o.identity.includes(scope))
      .map((scope) => [formatMessage(`oidc.consent.${scope}`), scope] as const),
    ...o.scopes.map((scope) => [scopeSentence(scope), scope] as const),
  ].map(([sentence, scope]) => `<li>${escapeHtml(sentence)} <code>${escapeHtml(scope)}</code></li>`);
  return renderHtmlPage(
    `Allow ${o.client.name}? | ${o.productName} Developers`,
    `<h1>Allow ${escapeHtml(o.client.name)} to use ${escapeHtml(o.tenant)} as you?</h1>
<p>${escapeHtml(o.client.company)} registered this application. You are signed in as <strong>${escapeHtml(o.email)}</strong>.</p>
<h2 id="scopes-heading">It will be able to</h2>
<ul class="scopes" aria-labelledby="scopes-heading">
${scopes.join('\n')}
</ul>
<p class="muted">After you answer you go back to <strong>${escapeHtml(o.client.redirectHost)}</strong>. You can withdraw this later from the application's page in the portal.</p>
<form method="post" action="${escapeHtml(o.action)}" class="actions">
<button class="button" type="submit" name="decision" value="allow">Allow</button>
<button class="button secondary" type="submit" name="decision" value="deny">Deny</button>
</form>`,
  );
}
