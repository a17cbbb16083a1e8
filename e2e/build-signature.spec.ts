import { createHash, createPublicKey, verify } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { screenshot } from './support/screenshots.ts';
import { expectNoSeriousAxeViolations, startSignedIn } from './support/session.ts';

const SHOTS = '/tmp/shots-build-signature';

type Version = {
  id: string;
  environment: string;
  latestBuild: { id: string; signature: string | null; signatureKeyId: string | null } | null;
};

test.describe('build signature', () => {
  test('Given the seeded Production version, when its build page opens, then it shows the signature, which verifies over the downloaded artifact', async ({
    page,
  }) => {
    // Given: a developer of Acme and its demo app with a version in Production
    await startSignedIn(page, 'developer@demo.example', '/profile');
    const orgs = await (await page.request.get('/auth/v2/organizations/self')).json();
    const headers = { 'x-organization-id': orgs.userOrganizations[0].organizationUuid as string };
    const apps = await (await page.request.get('/apphub/v1/apps?q=worker', { headers })).json();
    const app = apps.data.find((a: { referenceId: string }) =>
      a.referenceId.startsWith('acme_worker_directory_sync'),
    );
    const versions: Version[] = (
      await (await page.request.get(`/apphub/v1/apps/${app.id}/versions`, { headers })).json()
    ).data;
    const production = versions.find((v) => v.environment === 'Production')!;
    const build = production.latestBuild!;

    // When: the build page opens
    await page.goto(`/console/apps/view/${app.id}/activity/${production.id}/builds/${build.id}`);

    // Then: it says signed, with the key id and the signature
    const signature = page.getByTestId('build-signature');
    await expect(signature.getByText('Signed', { exact: true })).toBeVisible();
    await expect(signature.getByText(build.signatureKeyId!)).toBeVisible();
    await expect(signature.getByRole('link', { name: 'Public signing keys (JWK set)' })).toBeVisible();
    await screenshot(page, `${SHOTS}/signed-build.png`, { fullPage: true });
    await expectNoSeriousAxeViolations(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, `${SHOTS}/signed-build-narrow.png`, { fullPage: true });

    // And: what a tenant does verifies (docs/app-lifecycle.md)
    const keys = await (await page.request.get('/apphub/v1/signing-keys')).json();
    const jwk = keys.keys.find((k: { kid: string }) => k.kid === build.signatureKeyId);
    const artifact = await (
      await page.request.get(`/apphub/v1/builds/${build.id}/artifact`, { headers })
    ).body();
    const checksum = `sha256:${createHash('sha256').update(artifact).digest('hex')}`;
    const key = createPublicKey({ key: jwk, format: 'jwk' });
    expect(verify(null, Buffer.from(checksum), key, Buffer.from(build.signature!, 'base64url'))).toBe(true);
  });
});
