import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/identityStub.ts';
import { type ApiHandler, stubPortalApi } from '../../../test/portalApiStub.ts';
import { renderPortal } from '../../../test/renderPortal.tsx';

const sandbox = { id: '00000000-0000-4000-a000-000000000002', name: 'acme_sb', environment: 'Sandbox' };
const doc = (service: string) => ({
  openapi: '3.1.0',
  info: { title: service, version: '1.0.0' },
  paths: {
    [`/${service}`]: {
      get: {
        summary: `List ${service}`,
        operationId: `get${service}`,
        security: [{ tenantToken: [`${service}.read`] }],
        parameters: [{ name: 'limit', in: 'query', required: false, schema: { type: 'integer' } }],
        responses: {
          200: { description: 'OK', content: { 'application/json': { schema: { type: 'object' } } } },
        },
      },
    },
  },
});

function stub(handlers: Record<string, ApiHandler> = {}, tenants = [sandbox]) {
  return stubPortalApi(
    {
      'GET /auth/v1/organizations/[^/]+/tenants': () => json({ total: tenants.length, data: tenants }),
      'GET /sandbox/acme_sb/api/([a-zA-Z]+)/v(\\d)/openapi.json': ({ path }) =>
        json(doc(path.split('/')[4]!)),
      ...handlers,
    },
    { permissions: ['tenants.read'] },
  );
}

describe('the REST API explorer', () => {
  it('lists the operations of every service version, searchable, and needs a connection to send', async () => {
    stub();
    const user = userEvent.setup();
    renderPortal({ path: '/rest-api-explorer' });
    const nav = await screen.findByRole('navigation', { name: 'Operations' });
    expect(await within(nav).findByRole('link', { name: /workers\/v2\/workers/ })).toBeVisible();
    expect(within(nav).getByRole('link', { name: /financials\/v1\/financials/ })).toBeVisible();
    await user.type(screen.getByRole('searchbox', { name: 'Search operations' }), 'financials');
    expect(within(nav).getAllByRole('link')).toHaveLength(1);
    expect(screen.getByText('1 operation')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: '/financials/v1/financials' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send request' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Connect to acme_sb' })).toBeVisible();
    expect(screen.getByText(/TENANT_TOKEN/)).toBeVisible();
  });

  it('says so when the company has no tenant, and when the descriptions cannot be loaded', async () => {
    stub({}, []);
    const { unmount } = renderPortal({ path: '/rest-api-explorer' });
    expect(await screen.findByText('Your company has no tenant to call yet.')).toBeVisible();
    unmount();
    stub({
      'GET /sandbox/acme_sb/api/([a-zA-Z]+)/v(\\d)/openapi.json': () =>
        json({ error: 'internal', message: 'x' }, 500),
    });
    renderPortal({ path: '/rest-api-explorer' });
    expect(await screen.findByText('Some API descriptions could not be loaded.')).toBeVisible();
  });
});
