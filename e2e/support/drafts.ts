import { expect, type Page } from '@playwright/test';

/** A file of the signed-in user's draft (the manifest unless named), as the server holds it. */
export function draftFile(page: Page, referenceId: string, file = 'manifest.json'): Promise<string> {
  return page.evaluate(
    async ([ref, path]) => {
      const orgs = await (await fetch('/auth/v2/organizations/self')).json();
      const answer = await fetch(`/apphub/v1/apps/${ref}/draft`, {
        headers: { 'x-organization-id': orgs.userOrganizations[0].organizationUuid },
      });
      return (await answer.json()).files[path] as string;
    },
    [referenceId, file] as const,
  );
}

/**
 * Puts the signed-in user's draft of the app back to its latest version (the builder's Reset draft): a
 * spec that edits a shared demo app's draft calls it first, to start from the version rather than from
 * what an earlier spec left, and last, in a finally, so the specs after it find the draft as seeded.
 */
export async function resetDraft(page: Page, app: { id: string; organizationId: string }) {
  const { csrfToken } = await (await page.request.get('/api/v1/sessionInfo')).json();
  const reset = await page.request.delete(`/apphub/v1/apps/${app.id}/draft`, {
    headers: { 'x-organization-id': app.organizationId, 'xsrf-token': csrfToken },
  });
  expect(reset.ok(), await reset.text()).toBe(true);
}
