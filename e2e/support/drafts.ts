import type { Page } from '@playwright/test';

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
