import { expect, type Page } from '@playwright/test';
import type { AppDraft, CreatedSource } from '@portal/contracts';

/** The signed-in user's first company, and the headers a write in it sends (company and CSRF token). */
export async function firstCompany(page: Page) {
  const orgs = await (await page.request.get('/auth/v2/organizations/self')).json();
  const organizationId: string = orgs.userOrganizations[0].organizationUuid;
  const { csrfToken } = await (await page.request.get('/api/v1/sessionInfo')).json();
  return {
    organizationId,
    headers: { 'x-organization-id': organizationId, 'xsrf-token': csrfToken as string },
  };
}

/** Waits for a build to finish and answers its status. */
export async function settledBuild(page: Page, buildId: string, headers: Record<string, string>) {
  let status = '';
  await expect
    .poll(
      async () => {
        status = (await (await page.request.get(`/apphub/v1/builds/${buildId}`, { headers })).json()).status;
        return ['SUCCEEDED', 'FAILED', 'CANCELLED'].includes(status);
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  return status;
}

/**
 * A new Extend app of the spec's own, from the starter (a model 'record', a list page 'home' and a
 * script), created through the API as the console's Create App does, its first build done.
 */
export async function createOwnApp(page: Page, prefix: string) {
  const { organizationId, headers } = await firstCompany(page);
  const referenceId = `${prefix}_${Date.now().toString(36)}`;
  const answer = await page.request.post('/apphub/v1/apps', {
    headers,
    data: { name: `E2E ${referenceId}`, referenceId, type: 'EXTEND', source: 'scratch' },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  const created = (await answer.json()) as CreatedSource;
  expect(await settledBuild(page, created.build.id, headers)).toBe('SUCCEEDED');
  return { ...created, referenceId, organizationId, headers };
}

/** Saves the user's draft of the app with its files changed by `edit`, as the builder saves it. */
export async function saveDraft(
  page: Page,
  app: { referenceId: string; headers: Record<string, string> },
  edit: (files: Record<string, string>) => Record<string, string>,
): Promise<AppDraft> {
  const path = `/apphub/v1/apps/${app.referenceId}/draft`;
  const draft = (await (await page.request.get(path, { headers: app.headers })).json()) as AppDraft;
  const saved = await page.request.put(path, {
    headers: app.headers,
    data: { revision: draft.revision, baseVersionId: draft.baseVersionId, files: edit(draft.files) },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return (await saved.json()) as AppDraft;
}

/** The manifest text with `change` applied to its object, laid out as the builder's Format lays it out. */
export function editManifest(
  files: Record<string, string>,
  change: (manifest: Record<string, unknown>) => void,
) {
  const manifest = JSON.parse(files['manifest.json'] ?? '{}') as Record<string, unknown>;
  change(manifest);
  return { ...files, 'manifest.json': `${JSON.stringify(manifest, null, 2)}\n` };
}
