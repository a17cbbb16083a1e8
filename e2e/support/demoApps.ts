import { expect, type Page } from '@playwright/test';

/** A seeded demo app of the signed-in user's first company, found through the API as the page would. */
export async function findDemoApp(page: Page) {
  const orgs = await (await page.request.get('/auth/v2/organizations/self')).json();
  const organizationId: string = orgs.userOrganizations[0].organizationUuid;
  const answer = await page.request.get('/apphub/v1/apps?q=worker', {
    headers: { 'x-organization-id': organizationId },
  });
  expect(answer.ok()).toBe(true);
  const app = (await answer.json()).data.find((a: { referenceId: string }) =>
    a.referenceId.startsWith('acme_worker_directory_sync'),
  );
  expect(app).toBeTruthy();
  return { ...(app as { id: string; name: string; referenceId: string }), organizationId };
}
