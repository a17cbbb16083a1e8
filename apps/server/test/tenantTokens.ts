import { demoOrgs } from '../src/seed/identityDemo.ts';
import type { signIn } from './signIn.ts';

type Session = Awaited<ReturnType<typeof signIn>>;

/** The id of one of Acme's demo tenants, read through the API as a page would. */
export async function acmeTenantId(session: Session, name: string): Promise<string> {
  const res = await session.request('GET', `/auth/v1/organizations/${demoOrgs.acme.id}/tenants`);
  return res.json().data.find((t: { name: string }) => t.name === name).id;
}

/** A real tenant token for an Acme tenant: the user consents to the scopes, then connects. */
export async function acmeTenantToken(session: Session, tenantId: string, scopes: string[]): Promise<string> {
  const headers = { 'x-organization-id': demoOrgs.acme.id };
  await session.request('POST', '/auth/v2/consents', { headers, payload: { tenantId, scopes } });
  const res = await session.request('POST', `/auth/v1/tenants/${tenantId}/connect`, {
    headers,
    payload: { scopes },
  });
  if (res.statusCode !== 200) throw new Error(`connect: ${res.statusCode} ${res.body}`);
  return res.json().access_token;
}
