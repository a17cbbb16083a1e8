import type { SamlConfigResponse, SamlEndpoints } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/identityStub.ts';
import { stubPortalApi } from '../../../test/portalApiStub.ts';
import { renderPortal } from '../../../test/renderPortal.tsx';

const ORG_PATH = '/auth/v2/organizations/[^/]+';
const endpoints: SamlEndpoints = {
  entityId: 'https://portal.example/auth/v2/organizations/o/saml/metadata',
  acsUrl: 'https://portal.example/auth/v2/organizations/o/saml/acs',
  metadataUrl: 'https://portal.example/auth/v2/organizations/o/saml/metadata',
  nameIdFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
};
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const configured = (enabled: boolean, validTo = inDays(400)): SamlConfigResponse => ({
  configured: true,
  entityId: 'https://idp.acme.example/e',
  ssoUrl: 'https://idp.acme.example/sso',
  nameIdFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
  certificates: [
    {
      pem: '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n',
      subject: 'CN=idp.acme.example',
      issuer: 'CN=idp.acme.example',
      validFrom: '2026-01-01T00:00:00.000Z',
      validTo,
      fingerprint256: 'AA:BB',
    },
  ],
  enabled,
  domains: ['acme.example'],
  jitMembership: false,
  idpInitiated: false,
  updatedAt: '2026-11-01T00:00:00.000Z',
  updatedBy: null,
});
const admin = { permissions: ['company.read', 'company.admin'] };

/** The page's two reads answered, plus what a test adds (its writes). */
function stubSaml(config: unknown, writes: Parameters<typeof stubPortalApi>[0] = {}, configStatus = 200) {
  stubPortalApi(
    {
      [`GET ${ORG_PATH}/saml`]: () => json(config, configStatus),
      [`GET ${ORG_PATH}/samlEndpoints`]: () => json(endpoints),
      ...writes,
    },
    admin,
  );
}
const notConfigured = { configured: false, enabled: false };

describe('the SAML page', () => {
  it('shows the endpoints to copy, the certificate and a warning when it expires within 30 days', async () => {
    stubSaml(configured(true, inDays(10)));
    renderPortal({ path: '/console/account/saml' });
    expect(
      await screen.findByRole('button', { name: 'Copy Assertion consumer service (ACS) URL' }),
    ).toBeVisible();
    expect(screen.getByText(endpoints.acsUrl)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Copy Metadata URL' })).toBeVisible();
    const row = screen.getByRole('row', { name: /CN=idp.acme.example/ });
    expect(within(row).getAllByText('CN=idp.acme.example')).toHaveLength(2);
    expect(screen.getByText('Certificate expiring soon')).toBeVisible();
    expect(screen.getByRole('switch', { name: 'Single sign-on enabled' })).toBeChecked();
  });

  it('sends pasted metadata and shows the server refusal as it is', async () => {
    let sent: unknown;
    stubSaml(notConfigured, {
      [`PUT ${ORG_PATH}/saml`]: (call) => {
        sent = call.body;
        return json(
          {
            error: 'bad_request',
            message: 'The metadata declares a DOCTYPE or entities, which are refused.',
          },
          400,
        );
      },
    });
    const user = userEvent.setup();
    renderPortal({ path: '/console/account/saml' });
    expect(await screen.findByText('No identity provider is set up yet.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose a metadata file, paste its XML or give its URL.')).toBeVisible();
    await user.click(screen.getByLabelText('Or paste the metadata XML'));
    await user.paste('<!DOCTYPE x><x/>');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('The metadata declares a DOCTYPE or entities, which are refused.'),
    ).toBeVisible();
    expect(sent).toEqual({ metadataXml: '<!DOCTYPE x><x/>' });
  });

  it('saves metadata by URL and says so, with the details of what was saved', async () => {
    let sent: unknown;
    stubSaml(notConfigured, {
      [`PUT ${ORG_PATH}/saml`]: (call) => {
        sent = call.body;
        return json(configured(false));
      },
    });
    const user = userEvent.setup();
    renderPortal({ path: '/console/account/saml' });
    await user.type(await screen.findByLabelText('Or the metadata URL'), 'https://idp.acme.example/metadata');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText("The identity provider's settings are saved.")).toBeVisible();
    expect(sent).toEqual({ metadataUrl: 'https://idp.acme.example/metadata' });
    await user.click(screen.getByRole('tab', { name: 'Details' }));
    expect(screen.getByRole('textbox', { name: /Identity provider entity ID/ })).toHaveValue(
      'https://idp.acme.example/e',
    );
  });

  it('asks before enabling and shows why the server refused', async () => {
    let asked: unknown;
    stubSaml(configured(false), {
      [`PUT ${ORG_PATH}/samlEnablement`]: (call) => {
        asked = call.body;
        return json({ error: 'conflict', message: 'Single sign-on needs the extendsaml entitlement.' }, 409);
      },
    });
    const user = userEvent.setup();
    renderPortal({ path: '/console/account/saml' });
    await user.click(await screen.findByRole('switch', { name: 'Single sign-on enabled' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enable single sign-on?' });
    expect(asked).toBeUndefined();
    await user.click(within(dialog).getByRole('button', { name: 'Enable' }));
    expect(await screen.findByText('Single sign-on needs the extendsaml entitlement.')).toBeVisible();
    expect(asked).toEqual({ enabled: true });
    expect(screen.getByRole('switch', { name: 'Single sign-on enabled' })).not.toBeChecked();
  });

  it('links the SP metadata and saves the domains and sign-in switches, showing a refusal as it is', async () => {
    const sent: unknown[] = [];
    stubSaml(configured(true), {
      [`PUT ${ORG_PATH}/samlSignIn`]: (call) => {
        sent.push(call.body);
        return sent.length === 1
          ? json(
              {
                error: 'bad_request',
                message: "globex.example is not one of this company's e-mail domains.",
              },
              400,
            )
          : json({ ...configured(true), domains: ['acme.example'], jitMembership: true });
      },
    });
    const user = userEvent.setup();
    renderPortal({ path: '/console/account/saml' });
    const link = await screen.findByRole('link', { name: /service provider metadata/ });
    expect(link).toHaveAttribute('href', endpoints.metadataUrl);
    const domains = screen.getByRole('combobox', { name: 'Domains that sign in here' });
    await user.type(domains, 'globex.example{Enter}');
    await user.click(
      screen.getByRole('switch', { name: /Add people to the company at their first sign-in/ }),
    );
    await user.click(screen.getByRole('button', { name: 'Save sign-in settings' }));
    expect(
      await screen.findByText("globex.example is not one of this company's e-mail domains."),
    ).toBeVisible();
    expect(sent[0]).toEqual({
      domains: ['acme.example', 'globex.example'],
      jitMembership: true,
      idpInitiated: false,
    });
    await user.type(domains, '{Backspace}');
    await user.click(screen.getByRole('button', { name: 'Save sign-in settings' }));
    expect(await screen.findByText('The sign-in settings are saved.')).toBeVisible();
    expect(sent[1]).toEqual({ domains: ['acme.example'], jitMembership: true, idpInitiated: false });
  });

  it('offers a retry when the settings cannot be loaded', async () => {
    stubSaml({ error: 'unavailable', message: 'x' }, {}, 503);
    renderPortal({ path: '/console/account/saml' });
    expect(await screen.findByText('The SAML settings could not be loaded.')).toBeVisible();
    expect(screen.getByRole('button', { name: /Try again|Retry/ })).toBeVisible();
  });

  it('shows a member without company.admin the forbidden view, not the page', async () => {
    stubPortalApi({}, { permissions: ['company.read', 'entitlements.read'] });
    renderPortal({ path: '/console/account/saml' });
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'SAML single sign-on' })).toBeNull();
  });
});
