import { createHash, randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { createKiosk } from './support/apiClients.ts';
import { screenshot } from './support/screenshots.ts';
import { expectNoSeriousAxeViolations, fillProviderSignIn, signIn } from './support/session.ts';

const SHOTS = '/tmp/shots-client-openid-sign-in';
const CALLBACK = 'http://localhost:5173/callback';

test('Given a signed-out developer, when the time-off kiosk asks to sign them in with OpenID Connect, then the consent page names their name and e-mail, the kiosk gets an ID token the JWKS verifies, and userinfo answers until the token is revoked', async ({
  page,
  request,
  baseURL,
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
  await page.goto('about:blank');
  await page.context().clearCookies();

  const discovery = await (await request.get('/.well-known/openid-configuration')).json();
  expect(discovery.userinfo_endpoint).toBe(`${baseURL}/auth/v1/userinfo`);
  const verifier = randomBytes(32).toString('base64url');
  const nonce = randomBytes(16).toString('base64url');
  await page.goto(
    `/auth/v1/authorize?${new URLSearchParams({
      response_type: 'code',
      client_id: clientId,
      redirect_uri: CALLBACK,
      scope: 'openid profile email absenceManagement.read',
      state: 'kiosk-state',
      nonce,
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
    })}`,
  );
  await fillProviderSignIn(page, 'developer@demo.example');
  await expect(page.getByText('See your name')).toBeVisible();
  await expect(page.getByText('See your e-mail address')).toBeVisible();
  await expect(page.getByText('Read absence management')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await screenshot(page, `${SHOTS}/consent.png`, { fullPage: true });

  await page.getByRole('button', { name: 'Allow' }).click();
  await page.waitForURL((url) => url.href.startsWith(CALLBACK));
  const back = new URL(page.url());
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
  const tokens = await answer.json();

  // The ID token verifies with the published keys, for this client, with the nonce the kiosk sent.
  const jwks = createLocalJWKSet(await (await request.get(discovery.jwks_uri)).json());
  const { payload } = await jwtVerify(tokens.id_token, jwks, {
    issuer: discovery.issuer,
    audience: clientId,
  });
  expect(payload.nonce).toBe(nonce);

  const userinfo = () =>
    request.get('/auth/v1/userinfo', { headers: { authorization: `Bearer ${tokens.access_token}` } });
  const info = await userinfo();
  expect(info.status()).toBe(200);
  expect(await info.json()).toMatchObject({
    sub: payload.sub,
    email: 'developer@demo.example',
    name: expect.any(String),
  });

  const revoked = await request.post('/auth/v1/token/revoke', {
    form: { token: tokens.access_token, client_id: clientId },
  });
  expect(revoked.status()).toBe(200);
  expect((await userinfo()).status()).toBe(401);

  // The consent shows on the client's page, and its user can take it back.
  await page.goto(`/console/api-clients/view/${clientId}`);
  const row = page.getByRole('row').filter({ hasText: 'developer@demo.example' });
  await expect(row).toContainText('Sign-in: user ID, Name, E-mail address, Absence management: read');
  await row.getByRole('button', { name: 'Withdraw the consent of developer@demo.example' }).click();
  await page
    .getByRole('dialog', { name: 'Withdraw this consent?' })
    .getByRole('button', { name: 'Withdraw' })
    .click();
  await expect(page.getByText('No user has allowed this client yet.')).toBeVisible();
});

// The new sign-in replaces a live portal session: the header's reads of the old one, still out when the
// callback redeems its code, answer 401, which must not send the user to sign in a third time.
test('Given a developer signed in to the portal, when the kiosk asks with prompt=login, then the portal asks for the password again before the consent page', async ({
  page,
}) => {
  await page.route(`${CALLBACK}**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Kiosk</title><h1>Kiosk</h1>' }),
  );
  await signIn(page, 'admin@demo.example', '/console/api-clients');
  // A kiosk of its own, which nobody has allowed: the seeded one is as the specs before left it.
  const { id: clientId } = await createKiosk(page, CALLBACK);
  // Leave the console first: a page still open there reads the session, and once the cookies are gone its
  // 401 sends it to sign in, which raced the next navigation (net::ERR_ABORTED).
  await page.goto('about:blank');
  await page.context().clearCookies();

  const authorize = (extra: Record<string, string>) =>
    `/auth/v1/authorize?${new URLSearchParams({
      response_type: 'code',
      client_id: clientId,
      redirect_uri: CALLBACK,
      scope: 'openid absenceManagement.read',
      state: 'kiosk-state',
      code_challenge: createHash('sha256').update(randomBytes(32)).digest('base64url'),
      code_challenge_method: 'S256',
      ...extra,
    })}`;
  /** Deny on the consent page, so each visit asks again. */
  const deny = async () => {
    await page.getByRole('button', { name: 'Deny' }).click();
    await page.waitForURL((url) => url.href.startsWith(CALLBACK));
    expect(new URL(page.url()).searchParams.get('error')).toBe('access_denied');
  };

  await page.goto(authorize({}));
  await fillProviderSignIn(page, 'developer@demo.example');
  await deny();
  // Signed in: without prompt=login the consent page comes at once.
  await page.goto(authorize({}));
  await expect(page.getByRole('button', { name: 'Allow' })).toBeVisible();
  await deny();

  await page.goto(authorize({ prompt: 'login' }));
  await fillProviderSignIn(page, 'developer@demo.example');
  await expect(page.getByRole('button', { name: 'Allow' })).toBeVisible();
  await deny();
});

test('Given a developer signed in to the portal, when the kiosk sends them to sign out, then the portal asks first, ends the session and returns to the kiosk with its state', async ({
  page,
}) => {
  await page.route(`${CALLBACK}**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Kiosk</title><h1>Kiosk</h1>' }),
  );
  await signIn(page, 'developer@demo.example', '/console/api-clients');
  const { id: clientId, name } = await createKiosk(page, CALLBACK);
  const logout = `/auth/v1/logout?${new URLSearchParams({
    client_id: clientId,
    post_logout_redirect_uri: CALLBACK,
    state: 'kiosk-out',
  })}`;

  await page.goto(logout);
  await expect(page.getByRole('heading', { name: /^Sign out of the .* developer portal\?$/ })).toBeVisible();
  await expect(page.getByText(name)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await screenshot(page, `${SHOTS}/sign-out.png`, { fullPage: true });
  // Staying keeps the session.
  await page.getByRole('button', { name: 'Stay signed in' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  expect((await page.request.get('/api/v1/sessionInfo')).status()).toBe(200);

  await page.goto(logout);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL((url) => url.href.startsWith(CALLBACK));
  expect(new URL(page.url()).searchParams.get('state')).toBe('kiosk-out');
  expect((await page.request.get('/api/v1/sessionInfo')).status()).toBe(401);
});
