import { expect, type Page } from '@playwright/test';
import type { ApiClientCreate, ApiClientWithSecret, TenantsPage } from '@portal/contracts';

/**
 * A kiosk of the test's own, shaped as the seeded Time-off kiosk (a public PKCE client of acme_sb that
 * calls back to `callback`), created by the signed-in manager through the API. A sign-in test that borrowed
 * the seeded one found it as the spec before it left it: consented or not.
 */
export async function createKiosk(page: Page, callback: string): Promise<{ id: string; name: string }> {
  const orgs = await (await page.request.get('/auth/v2/organizations/self')).json();
  const organizationId: string = orgs.userOrganizations[0].organizationUuid;
  const headers = { 'x-organization-id': organizationId };
  const tenants: TenantsPage = await (
    await page.request.get(`/auth/v1/organizations/${organizationId}/tenants`, { headers })
  ).json();
  const sandbox = tenants.data.find((tenant) => tenant.name === 'acme_sb');
  expect(sandbox, 'the demo company has its sandbox tenant').toBeTruthy();
  const { csrfToken } = await (await page.request.get('/api/v1/sessionInfo')).json();
  const body: ApiClientCreate = {
    name: `Time-off kiosk ${Date.now()}`,
    description: 'The tablet app in the break rooms; signs workers in with PKCE.',
    // As the seeded kiosk: owned by the admin, its page offered the developer no button to withdraw a consent.
    ownerId: null,
    type: 'public',
    grantTypes: ['authorization_code', 'refresh_token'],
    redirectUris: [callback],
    scopes: ['absenceManagement.read', 'absenceManagement.write'],
    tenantIds: [sandbox!.id],
  };
  const created = await page.request.post('/auth/v2/clients', {
    headers: { ...headers, 'xsrf-token': csrfToken },
    data: body,
  });
  expect(created.status(), await created.text()).toBe(201);
  const { client }: ApiClientWithSecret = await created.json();
  return { id: client.id, name: client.name };
}
