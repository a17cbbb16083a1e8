import { createHash, randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { createKiosk } from './support/apiClients.ts';
import { screenshot } from './support/screenshots.ts';
import { expectNoSeriousAxeViolations, fillProviderSignIn, signIn } from './support/session.ts';

const SHOTS = '/tmp/shots-client-sign-in';
const CALLBACK = 'http://localhost:5173/callback';

test('Given a signed-out developer, when the time-off kiosk sends them to allow it, then they sign in, see what it asks, allow it, and the kiosk gets a token; withdrawing the consent on the client page stops it', async ({
  page,
  request,
}) => {
  // The kiosk itself is not running: its callback is answered here, to read the code it would get.
  await page.route(`${CALLBACK}**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Kiosk</title><h1>Kiosk</h1>' }),
  );
  await signIn(page, 'admin@demo.example', '/console/api-clients');
  const kiosk = await createKiosk(page, CALLBACK);
  await page.reload();
  await page.getByRole('link', { name: kiosk.name, exact: true }).click();
  await expect(page.getByRole('heading', { name: kiosk.name, level: 1 })).toBeVisible();
  const clientId = page.url().split('/').pop()!;
  await page.context().clearCookies();

  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const authorize = `/auth/v1/authorize?${new URLSearchParams({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: CALLBACK,
    scope: 'absenceManagement.read',
    state: 'kiosk-state',
    code_challenge: challenge,
    code_challenge_method: 'S256',
  })}`;
  await page.goto(authorize);
  await fillProviderSignIn(page, 'developer@demo.example');
  await expect(
    page.getByRole('heading', { name: `Allow ${kiosk.name} to use acme_sb as you?` }),
  ).toBeVisible();
  await expect(page.getByText('Read absence management')).toBeVisible();
  await expect(page.getByText('developer@demo.example')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await screenshot(page, `${SHOTS}/consent.png`, { fullPage: true });
  await page.setViewportSize({ width: 375, height: 740 });
  await screenshot(page, `${SHOTS}/consent-narrow.png`, { fullPage: true });

  await page.getByRole('button', { name: 'Allow' }).click();
  await page.waitForURL((url) => url.href.startsWith(CALLBACK));
  const back = new URL(page.url());
  expect(back.searchParams.get('state')).toBe('kiosk-state');
  const answer = await request.post('/auth/v1/token', {
    form: {
      grant_type: 'authorization_code',
      client_id: clientId,
      code: back.searchParams.get('code')!,
      code_verifier: verifier,
      redirect_uri: CALLBACK,
    },
  });
  expect(answer.status()).toBe(200);
  const { access_token: accessToken } = await answer.json();
  const timeOff = '/sandbox/acme_sb/api/absenceManagement/v1/timeOffRequests?limit=1';
  const call = () => request.get(timeOff, { headers: { authorization: `Bearer ${accessToken}` } });
  expect((await call()).status()).toBe(200);

  // The same user sees their consent on the client's page, and takes it back.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/console/api-clients/view/${clientId}`);
  const row = page.getByRole('row').filter({ hasText: 'developer@demo.example' });
  await expect(row).toContainText('Absence management: read');
  await screenshot(page, `${SHOTS}/client-consents.png`, { fullPage: true });
  await row.getByRole('button', { name: 'Withdraw the consent of developer@demo.example' }).click();
  await page
    .getByRole('dialog', { name: 'Withdraw this consent?' })
    .getByRole('button', { name: 'Withdraw' })
    .click();
  await expect(page.getByText('No user has allowed this client yet.')).toBeVisible();
  expect((await call()).status()).toBe(401);
});
