import { type APIResponse, expect, type Page } from '@playwright/test';

/** The signed-in user's company of that name, and the headers a write in it sends. */
export async function companyHeaders(page: Page, name: string) {
  const orgs = await (await page.request.get('/auth/v2/organizations/self')).json();
  const org = orgs.userOrganizations.find((o: { organizationName: string }) => o.organizationName === name);
  expect(org, name).toBeTruthy();
  const { csrfToken } = await (await page.request.get('/api/v1/sessionInfo')).json();
  return {
    organizationId: org.organizationUuid as string,
    headers: { 'x-organization-id': org.organizationUuid as string, 'xsrf-token': csrfToken as string },
  };
}

/** The JSON answer of a request that must succeed; the test fails with the answer's body otherwise. */
export async function okJson(answer: Promise<APIResponse>) {
  const response = await answer;
  expect(response.ok(), await response.text()).toBe(true);
  return response.json();
}
