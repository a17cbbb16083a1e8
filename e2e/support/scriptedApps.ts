import { type Browser, expect, type Page } from '@playwright/test';
import type { CreatedSource } from '@portal/contracts';
import yazl from 'yazl';
import { type companyHeaders, okJson } from './companyRequests.ts';
import { zipToBuffer } from './sampleZips.ts';
import { signIn } from './session.ts';

/** What the `tidy` orchestration's script writes to its console for five workers. */
export const TIDY_CONSOLE_LINE = 'tidy: 5 emails in lower case';

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);

/**
 * An INTEGRATION app source with one orchestration, `tidy`, started by hand: it reads five workers from
 * the tenant's sandbox, then a script step lower-cases their emails, writes a console line and returns
 * how many it saw and their domains (the tenant's: `acme_dev` gives `acme-dev.example`).
 */
function scriptedSource(referenceId: string, name: string): Promise<Buffer> {
  const files: Record<string, Buffer> = {
    'manifest.json': json({
      referenceId,
      name,
      type: 'INTEGRATION',
      version: '1.0.0',
      description: 'An orchestration with a script step, made by a browser test.',
      components: [
        { id: 'sync', kind: 'integration', path: 'integrations/sync.json' },
        { id: 'tidy', kind: 'orchestration', path: 'orchestrations/tidy.json' },
        { id: 'lower', kind: 'script', path: 'scripts/lower.js' },
      ],
    }),
    'integrations/sync.json': json({
      source: { system: 'workday', resource: 'workers', format: 'json' },
      target: { system: 'rest', resource: '/v1/people', format: 'json' },
      mapping: [{ from: 'worker.id', to: 'id' }],
      schedule: '0 2 * * *',
      onError: 'skip',
    }),
    'orchestrations/tidy.json': json({
      trigger: { type: 'manual' },
      steps: [
        { id: 'fetch', type: 'http', method: 'GET', url: '/api/workers/v1/workers?limit=5', next: 'clean' },
        { id: 'clean', type: 'script', script: 'lower', function: 'main', next: 'done' },
        { id: 'done', type: 'end', status: 'completed' },
      ],
    }),
    'scripts/lower.js': Buffer.from(`export function main(input) {
  const emails = input.last.body.data.map((worker) => worker.email.trim().toLowerCase());
  console.log(\`tidy: \${emails.length} emails in lower case\`);
  return { count: emails.length, domains: [...new Set(emails.map((email) => email.split('@')[1]))] };
}
`),
  };
  const zip = new yazl.ZipFile();
  for (const [path, data] of Object.entries(files)) zip.addBuffer(data, path);
  return zipToBuffer(zip);
}

type Headers = Awaited<ReturnType<typeof companyHeaders>>['headers'];

/** Waits for a version's latest build to succeed (a build, or the signing a release to Production does). */
async function builtVersion(page: Page, headers: Headers, versionId: string) {
  await expect
    .poll(
      async () =>
        (await (await page.request.get(`/apphub/v1/versions/${versionId}`, { headers })).json()).latestBuild
          ?.status,
      { timeout: 60_000 },
    )
    .toBe('SUCCEEDED');
}

/**
 * Uploads the spec's own scripted app in the signed-in user's company, as the console uploads a zip, and
 * waits for its build. Its reference id is new on each call.
 */
export async function uploadScriptedApp(page: Page, headers: Headers, prefix: string) {
  const referenceId = `${prefix}_${Date.now().toString(36)}`;
  const name = `Tidy emails ${referenceId.slice(prefix.length + 1)}`;
  const created = (await okJson(
    page.request.post('/apphub/v1/apps/upload', {
      headers,
      multipart: {
        name,
        referenceId,
        type: 'INTEGRATION',
        file: {
          name: `${referenceId}.zip`,
          mimeType: 'application/zip',
          buffer: await scriptedSource(referenceId, name),
        },
      },
    }),
  )) as CreatedSource;
  await builtVersion(page, headers, created.version.id);
  return { appId: created.app.id, versionId: created.version.id, referenceId, name };
}

/**
 * Submits a version for review as a company does: first to a stage the company's promotion rules let
 * through at once (other specs add rules), then the review. Answers the environments that have rules.
 */
export async function submitForReview(page: Page, headers: Headers, versionId: string) {
  const policies = (await okJson(page.request.get('/apphub/v1/promotion-policies', { headers }))) as {
    data: { environment: string }[];
  };
  const ruled = new Set(policies.data.map((p) => p.environment));
  const stage = ['Implementation', 'Sandbox'].find((environment) => !ruled.has(environment));
  expect(stage, 'the company requires approvals before every stage').toBeTruthy();
  await okJson(
    page.request.post(`/apphub/v1/versions/${versionId}/promote`, { headers, data: { to: stage } }),
  );
  await okJson(page.request.post(`/apphub/v1/versions/${versionId}/review`, { headers }));
  return ruled;
}

/**
 * Takes a version to Production as a company does: review (submitForReview), certification by the
 * provider's reviewer, the promotion and its signing.
 */
export async function releaseToProduction(page: Page, browser: Browser, headers: Headers, versionId: string) {
  const ruled = await submitForReview(page, headers, versionId);
  expect(ruled.has('Production'), 'the company requires approvals before Production').toBe(false);
  const reviewerContext = await browser.newContext();
  const reviewer = await reviewerContext.newPage();
  await signIn(reviewer, 'reviewer@demo.example', '/admin/apps');
  const { csrfToken } = await (await reviewer.request.get('/api/v1/sessionInfo')).json();
  await okJson(
    reviewer.request.post(`/apphub/v1/versions/${versionId}/certify`, {
      headers: { 'xsrf-token': csrfToken },
    }),
  );
  await reviewerContext.close();
  await okJson(
    page.request.post(`/apphub/v1/versions/${versionId}/promote`, { headers, data: { to: 'Production' } }),
  );
  await builtVersion(page, headers, versionId);
}
