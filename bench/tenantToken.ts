import { demoOrgs } from '../apps/server/src/seed/identityDemo.ts';

/** A tenant token for one tenant of ACME, as the console's Connect gets it (consent, then connect). */
export async function tenantToken(
  base: string,
  cookie: string,
  csrf: string,
  tenantName: string,
  scopes: string[],
) {
  const headers = { cookie, 'x-organization-id': demoOrgs.acme.id, 'content-type': 'application/json' };
  const listed = await fetch(`${base}/auth/v1/organizations/${demoOrgs.acme.id}/tenants`, { headers });
  const tenant = ((await listed.json()) as { data: { id: string; name: string }[] }).data.find(
    (t) => t.name === tenantName,
  );
  if (!tenant) throw new Error(`no tenant ${tenantName} in ACME`);
  const post = (path: string, body: unknown) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { ...headers, 'xsrf-token': csrf },
      body: JSON.stringify(body),
    });
  await post('/auth/v2/consents', { tenantId: tenant.id, scopes });
  const connected = await post(`/auth/v1/tenants/${tenant.id}/connect`, { scopes });
  if (!connected.ok) throw new Error(`connect ${tenantName}: ${connected.status} ${await connected.text()}`);
  const answer = (await connected.json()) as { access_token: string; tenantId: string; expires_at: string };
  return { tenantId: tenant.id, token: answer.access_token, answer };
}
