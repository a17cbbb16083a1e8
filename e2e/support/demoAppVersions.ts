import { expect, type Page } from '@playwright/test';
import type { AppVersion, CreatedSource } from '@portal/contracts';
import { okJson } from './companyRequests.ts';
import { firstCompany, settledBuild } from './ownApps.ts';
import { sampleZip } from './sampleZips.ts';

type DemoApp = { id: string; referenceId: string; organizationId: string };

/**
 * The demo app's sample as a source zip of `version`, its manifest laid out one key a line as the sample
 * is: the builder's specs click into the description's own line of the version a reset brings back.
 */
export function demoAppSource(referenceId: string, version: string): Promise<Buffer> {
  return sampleZip('worker-directory-sync', (relative, data) => {
    if (relative !== 'manifest.json') return data;
    const manifest = JSON.parse(data.toString('utf8'));
    return Buffer.from(`${JSON.stringify({ ...manifest, referenceId, version }, null, 2)}\n`);
  });
}

/**
 * A version number the app has not had: one minor above its highest, so a spec that uploads a version
 * passes again on the same data, whichever specs ran before it.
 */
export async function nextVersionOf(page: Page, app: DemoApp): Promise<string> {
  const versions = (await okJson(
    page.request.get(`/apphub/v1/apps/${app.id}/versions`, {
      headers: { 'x-organization-id': app.organizationId },
    }),
  )) as { data: AppVersion[] };
  const [major, minor] = versions.data
    .map((v) => v.version.split('.').map(Number) as [number, number])
    .sort(([aMajor, aMinor], [bMajor, bMinor]) => bMajor - aMajor || bMinor - aMinor)[0] ?? [1, 0];
  return `${major}.${minor + 1}.0`;
}

/** Uploads a new version of the demo app, as the console's Upload new source does, and waits for its build. */
export async function uploadDemoAppVersion(page: Page, app: DemoApp): Promise<string> {
  const version = await nextVersionOf(page, app);
  // The demo app is the first company's (findDemoApp), whose headers firstCompany gives.
  const { headers } = await firstCompany(page);
  const created = (await okJson(
    page.request.post(`/apphub/v1/apps/${app.id}/versions`, {
      headers,
      multipart: {
        file: {
          name: 'worker-directory-sync.zip',
          mimeType: 'application/zip',
          buffer: await demoAppSource(app.referenceId, version),
        },
      },
    }),
  )) as CreatedSource;
  expect(await settledBuild(page, created.build.id, headers)).toBe('SUCCEEDED');
  return version;
}
