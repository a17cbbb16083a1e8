import { expect, type Page, test } from '@playwright/test';
import {
  type SamlConfigResponse,
  samlConfigResponseSchema,
  samlConfigWriteSchema,
  samlEnablementSchema,
  samlSignInSettingsSchema,
} from '@portal/contracts';
import { selfSignedCertificate } from '../apps/server/src/platform/crypto/selfSignedCertificate.ts';
import { samlify } from '../apps/server/test/samlify.ts';
import { screenshot } from './support/screenshots.ts';
import { expectNoSeriousAxeViolations, signIn } from './support/session.ts';

const SHOTS = '/tmp/shots-saml';
const ACME = '00000000-0000-4000-8000-000000000001';
const IDP_ENTITY = 'https://idp.acme.example/saml';
const IDP_SSO = 'https://idp.acme.example/sso';
const EMAIL_FORMAT = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';

/** Acme's SAML settings as the server holds them, read by its signed-in admin. */
async function samlSettings(page: Page) {
  return samlConfigResponseSchema.parse(
    await (await page.request.get(`/auth/v2/organizations/${ACME}/saml`)).json(),
  );
}

/**
 * Puts Acme's identity provider, sign-in settings and switch back as `before` held them: each test here
 * changes them, and each (and the specs that sign in to Acme) starts from the demo world's.
 */
async function restoreSaml(page: Page, before: SamlConfigResponse) {
  if (!before.configured) return;
  const { csrfToken } = await (await page.request.get('/api/v1/sessionInfo')).json();
  const headers = { 'x-organization-id': ACME, 'xsrf-token': csrfToken as string };
  const base = `/auth/v2/organizations/${ACME}`;
  const writes: [string, unknown][] = [
    [
      `${base}/saml`,
      samlConfigWriteSchema.parse({
        entityId: before.entityId,
        ssoUrl: before.ssoUrl,
        nameIdFormat: before.nameIdFormat,
        certificates: before.certificates.map((certificate) => certificate.pem),
      }),
    ],
    [
      `${base}/samlSignIn`,
      samlSignInSettingsSchema.parse({
        domains: before.domains,
        jitMembership: before.jitMembership,
        idpInitiated: before.idpInitiated,
      }),
    ],
    [`${base}/samlEnablement`, samlEnablementSchema.parse({ enabled: before.enabled })],
  ];
  for (const [path, data] of writes) {
    const answer = await page.request.put(path, { headers, data });
    expect(answer.status(), `${path}: ${await answer.text()}`).toBe(200);
  }
}

test("Given Acme's admin on /console/account/saml, when they paste metadata with a DOCTYPE and turn sign-on off, then the refusal shows and the switch asks first", async ({
  page,
}) => {
  await signIn(page, 'admin@demo.example', '/console/account/saml');
  const before = await samlSettings(page);
  try {
    await expect(page.getByRole('heading', { name: 'SAML single sign-on', level: 1 })).toBeVisible();
    await expect(page.getByText('/saml/acs')).toBeVisible();
    await expect(page.getByRole('row', { name: /idp\.demo\.example/ })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, `${SHOTS}/saml-1280.png`, { fullPage: true });

    await page.getByLabel('Or paste the metadata XML').fill('<!DOCTYPE x [<!ENTITY a "b">]><x>&a;</x>');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'DOCTYPE' })).toBeVisible();

    await page.getByRole('switch', { name: 'Single sign-on enabled' }).click({ force: true });
    const dialog = page.getByRole('dialog', { name: 'Disable single sign-on?' });
    await dialog.getByRole('button', { name: 'Disable' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('switch', { name: 'Single sign-on enabled' })).not.toBeChecked();

    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, `${SHOTS}/saml-390.png`, { fullPage: true });
  } finally {
    await restoreSaml(page, before);
  }
});

/**
 * The company's identity provider, standing in at IDP_SSO: samlify checks the portal's signed AuthnRequest
 * and signs a response for `email`, and the browser gets the IdP's page, whose button posts it to the ACS.
 * `tamper` changes the signed response before it is posted, as an attacker between the two would.
 */
async function standInIdentityProvider(
  page: Page,
  keys: ReturnType<typeof selfSignedCertificate>,
  email: string,
  tamper: (xml: string) => string = (xml) => xml,
) {
  samlify.setSchemaValidator({ validate: async () => 'skipped' });
  const metadata = await (await page.request.get(`/auth/v2/organizations/${ACME}/saml/metadata`)).text();
  const sp = samlify.ServiceProvider({ metadata });
  const idp = samlify.IdentityProvider({
    entityID: IDP_ENTITY,
    signingCert: keys.certificatePem,
    privateKey: keys.privateKeyPem,
    nameIDFormat: [EMAIL_FORMAT],
    singleSignOnService: [{ Binding: samlify.Constants.namespace.binding.redirect, Location: IDP_SSO }],
    wantAuthnRequestsSigned: true,
  });
  await page.route(
    (url) => url.href.startsWith(`${IDP_SSO}?`),
    async (route) => {
      const url = new URL(route.request().url());
      const octetString = url.search
        .slice(1)
        .split('&')
        .filter((part) => !part.startsWith('Signature='))
        .join('&');
      const request = await idp.parseLoginRequest(sp, 'redirect', {
        query: Object.fromEntries(url.searchParams),
        octetString,
      });
      const { context } = await idp.createLoginResponse(sp, request, 'post', { email });
      const response = Buffer.from(tamper(Buffer.from(context, 'base64').toString('utf8'))).toString(
        'base64',
      );
      const acs = new URL(`/auth/v2/organizations/${ACME}/saml/acs`, page.url());
      await route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><title>Acme identity provider</title><main>
<h1>Acme identity provider</h1><p>Signed in as ${email}.</p>
<form method="post" action="${acs.href}"><input type="hidden" name="SAMLResponse" value="${response}">
<button type="submit">Continue to the portal</button></form></main></html>`,
      });
    },
  );
}

test("Given Acme routes acme.example to its IdP with just-in-time membership, when a new person signs in with only their e-mail, then the IdP's response lands them in the console; a tampered one is refused", async ({
  page,
  browser,
}) => {
  const keys = selfSignedCertificate('Acme test IdP', 30);
  await signIn(page, 'admin@demo.example', '/console/account/saml');
  const before = await samlSettings(page);
  try {
    await page.getByRole('tab', { name: 'Details' }).click();
    await page.getByRole('textbox', { name: /Identity provider entity ID/ }).fill(IDP_ENTITY);
    await page.getByRole('textbox', { name: /Single sign-on URL/ }).fill(IDP_SSO);
    await page.getByLabel('Signing certificate (PEM)').fill(keys.certificatePem);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText("The identity provider's settings are saved.")).toBeVisible();
    const enabled = page.getByRole('switch', { name: 'Single sign-on enabled' });
    if (!(await enabled.isChecked())) {
      await enabled.click({ force: true });
      await page
        .getByRole('dialog', { name: 'Enable single sign-on?' })
        .getByRole('button', { name: 'Enable' })
        .click();
      await expect(enabled).toBeChecked();
    }
    await expect(page.getByRole('link', { name: /service provider metadata/ })).toHaveAttribute(
      'href',
      /\/saml\/metadata$/,
    );
    const domains = page.getByRole('combobox', { name: 'Domains that sign in here' });
    await domains.fill('acme.example');
    await domains.press('Enter');
    // Closes the domain suggestions, which would cover the switches below.
    await domains.press('Escape');
    const jit = page.getByRole('switch', { name: /Add people to the company at their first sign-in/ });
    // By keyboard, as the sticky header may cover the switch wherever the page is scrolled to.
    await jit.focus();
    await page.keyboard.press('Space');
    await expect(jit).toBeChecked();
    await page.getByRole('button', { name: 'Save sign-in settings' }).click();
    await expect(page.getByText('The sign-in settings are saved.')).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    // Someone else, in a browser of their own, new to the portal each time the test runs.
    const grace = `grace.${Date.now().toString(36)}@acme.example`;
    const context = await browser.newContext();
    const person = await context.newPage();
    await standInIdentityProvider(person, keys, grace, (xml) => xml.replaceAll(grace, 'admin@acme.example'));
    await person.goto('/login?path=/console/apps');
    await person.getByLabel('Email').fill(grace);
    await person.getByRole('button', { name: 'Sign in' }).click();
    await person.getByRole('button', { name: 'Continue to the portal' }).click();
    await expect(person.getByRole('heading', { name: 'Sign-in refused' })).toBeVisible();
    await expect(
      person.getByText(/signature does not match the identity provider's certificate/),
    ).toBeVisible();
    await screenshot(person, `${SHOTS}/saml-refused.png`);

    await person.unrouteAll();
    await standInIdentityProvider(person, keys, grace);
    await expect(person.getByRole('link', { name: 'Start again' })).toBeVisible();
    await person.goto('/login?path=/console/apps');
    await person.getByLabel('Email').fill(grace);
    await person.getByRole('button', { name: 'Sign in' }).click();
    await expect(person.getByRole('heading', { name: 'Acme identity provider' })).toBeVisible();
    await person.getByRole('button', { name: 'Continue to the portal' }).click();
    await person.waitForURL((url) => url.pathname === '/console/apps');
    await expect(person.getByText('Acme Health').first()).toBeVisible();
    await screenshot(person, `${SHOTS}/saml-signed-in.png`);
    await context.close();
  } finally {
    await restoreSaml(page, before);
  }
});
